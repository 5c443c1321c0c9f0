import Testing
import TierbarModel
import TierbarRows
import TierbarTestSupport
import TierbarValidation

@Suite struct TierDiagnosticTests {
  static func tier(_ body: String) -> String {
    "toolbars:\n  - id: bar\n    tiers:\n      - id: main\n" + body
  }

  static let items = "        items:\n          - { id: done, title: Done }\n"

  @Test func tierWithoutID() {
    expectDiagnostics(
      "toolbars:\n  - id: bar\n    tiers:\n      - 1️⃣height: 44\n" + Self.items,
      [.init(.missingKey, at: "1️⃣", mentions: ["'id'"])])
  }

  @Test func duplicateTierID() {
    expectDiagnostics(
      "toolbars:\n  - id: bar\n    tiers:\n      - id: 1️⃣main\n      - id: 2️⃣main\n",
      [.init(.duplicateId, at: "2️⃣", notes: ["1️⃣"], mentions: ["tier id 'main'"])])
  }

  @Test func heightForms() {
    let config = loadClean(
      "toolbars:\n  - id: bar\n    tiers:\n      - { id: a, height: 44.5 }\n"
        + "      - { id: b, height: fit }\n      - { id: c }\n")
    #expect(config?.toolbars.first?.tiers.map(\.height) == [.fixed(44.5), .fit, .fit])
  }

  @Test func heightThatIsAWord() {
    expectDiagnostics(
      Self.tier("        height: 1️⃣tall\n"),
      [.init(.wrongType, at: "1️⃣", mentions: ["'fit'", "found a string 'tall'"])])
  }

  @Test func quotedNumberIsAString() {
    expectDiagnostics(
      Self.tier("        height: 1️⃣\"44\"\n"),
      [.init(.wrongType, at: "1️⃣", mentions: ["found a string '44'"])])
  }

  @Test func unknownTierKey() {
    expectDiagnostics(
      Self.tier("        1️⃣colapsed: true\n"),
      [.init(.unknownKey, at: "1️⃣", mentions: ["did you mean 'collapsed'?"])])
  }

  @Test func yaml11BooleanIsReadWithAWarning() {
    let result = expectDiagnostics(
      Self.tier("        collapsed: 1️⃣Yes\n        layout: { wrap: 2️⃣off }\n"),
      [.init(.yaml11Boolean, at: "1️⃣", .warning), .init(.yaml11Boolean, at: "2️⃣", .warning)])
    let tier = result.config?.toolbars.first?.tiers.first
    #expect(tier?.collapsed == true)
    #expect(tier?.layout.wrap == false)
  }

  @Test func quotedYesIsNotABoolean() {
    expectDiagnostics(
      Self.tier("        collapsed: 1️⃣'yes'\n"),
      [.init(.wrongType, at: "1️⃣", mentions: ["'true' or 'false'"])])
  }

  @Test func unknownRowKindSuggests() {
    expectDiagnostics(
      Self.tier("        kind: 1️⃣checkbox\n"),
      [.init(.unknownRowKind, at: "1️⃣", mentions: ["did you mean 'checkboxes'?", "'buttons'"])])
  }

  @Test func layoutValues() {
    expectDiagnostics(
      Self.tier(
        "        layout:\n          alignment: 1️⃣centre\n          2️⃣spacng: 4\n"
          + "          distribution: 3️⃣fill\n"),
      [
        .init(.invalidValue, at: "1️⃣", mentions: ["did you mean 'center'?"]),
        .init(.unknownKey, at: "2️⃣", mentions: ["did you mean 'spacing'?"]),
        .init(.invalidValue, at: "3️⃣"),
      ])
  }

  @Test func layoutDecodes() {
    let config = loadClean(
      Self.tier(
        "        layout: { padding: [2, 4], spacing: 3, alignment: trailing, wrap: true }\n"))
    let layout = config?.toolbars.first?.tiers.first?.layout
    #expect(layout?.padding == EdgeInsets(top: 2, leading: 4, bottom: 2, trailing: 4))
    #expect(layout?.spacing == 3)
    #expect(layout?.alignment == .trailing)
    #expect(layout?.wrap == true)
    #expect(layout?.lineSpacing == 8)
  }

  @Test func actionToUnknownTierSuggests() {
    expectDiagnostics(
      Self.tier("        items:\n          - { id: a, title: A, action: { toggle: 1️⃣mian } }\n"),
      [.init(.unknownReference, at: "1️⃣", mentions: ["did you mean 'main'?"])])
  }

  @Test func actionMayReferToALaterTier() {
    let config = loadClean(
      Self.tier("        items:\n          - { id: a, title: A, action: { expand: more } }\n")
        + "      - id: more\n        collapsed: true\n")
    #expect(config?.toolbars.first?.tiers.first?.items.first?.action == .expand(tier: "more"))
  }
}
