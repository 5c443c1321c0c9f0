import Testing
import TierbarModel
import TierbarTestSupport
import TierbarValidation

@Suite struct ToolbarDiagnosticTests {
  static let tiers = """
        tiers:
          - id: main
            items:
              - { id: done, title: Done }

    """

  @Test func toolbarWithoutID() {
    expectDiagnostics(
      "toolbars:\n  - 1️⃣presentation: follow\n" + Self.tiers,
      [.init(.missingKey, at: "1️⃣", mentions: ["'id'"])])
  }

  @Test func toolbarWithoutTiers() {
    expectDiagnostics(
      "toolbars:\n  - 1️⃣id: bar\n", [.init(.missingKey, at: "1️⃣", mentions: ["'tiers'"])])
  }

  @Test func toolbarWithEmptyTiers() {
    expectDiagnostics("toolbars:\n  - id: bar\n    tiers: 1️⃣[]\n", [.init(.emptyList, at: "1️⃣")])
  }

  @Test func duplicateToolbarIDHasANoteAtTheFirst() {
    expectDiagnostics(
      "toolbars:\n  - id: 1️⃣bar\n" + Self.tiers + "  - id: 2️⃣bar\n" + Self.tiers,
      [.init(.duplicateId, at: "2️⃣", notes: ["1️⃣"])])
  }

  @Test func presentationSuggestion() {
    expectDiagnostics(
      "toolbars:\n  - id: bar\n    presentation: 1️⃣inputview\n" + Self.tiers,
      [.init(.invalidValue, at: "1️⃣", mentions: ["did you mean 'input-view'?"])])
  }

  @Test func growthAndSafeAreaValues() {
    expectDiagnostics(
      "toolbars:\n  - id: bar\n    growth: 1️⃣overly\n    safe-area: 2️⃣none\n" + Self.tiers,
      [
        .init(.invalidValue, at: "1️⃣", mentions: ["did you mean 'overlay'?"]),
        .init(.invalidValue, at: "2️⃣", mentions: ["'automatic', 'ignore'"]),
      ])
  }

  @Test func unknownToolbarStyle() {
    expectDiagnostics(
      "styles: { bar: {} }\ntoolbars:\n  - id: bar\n    style: 1️⃣baz\n" + Self.tiers,
      [.init(.unknownReference, at: "1️⃣", mentions: ["did you mean 'bar'?"])])
  }

  @Test func toolbarEntryThatIsAScalar() {
    expectDiagnostics(
      "toolbars:\n  - 1️⃣bar\n", [.init(.wrongType, at: "1️⃣", mentions: ["found a string 'bar'"])])
  }

  @Test func decodedToolbarCarriesItsSettings() {
    let config = loadClean(
      "toolbars:\n  - id: bar\n    presentation: input-view\n    growth: overlay\n"
        + "    safe-area: ignore\n" + Self.tiers)
    let toolbar = config?.toolbars.first
    #expect(toolbar?.id == "bar")
    #expect(toolbar?.presentation == .inputView)
    #expect(toolbar?.growth == .overlay)
    #expect(toolbar?.safeArea == .ignore)
    #expect(toolbar?.tiers.map(\.id) == ["main"])
  }
}
