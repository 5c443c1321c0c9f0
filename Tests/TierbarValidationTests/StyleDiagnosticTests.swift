import Testing
import TierbarModel
import TierbarTestSupport
import TierbarValidation

@Suite struct StyleDiagnosticTests {
  static let bar = TopLevelDiagnosticTests.bar

  @Test func unknownStyleKeyListsTheKnownKeys() {
    expectDiagnostics(
      "styles:\n  chip:\n    1️⃣colour: red\n" + Self.bar,
      [.init(.unknownKey, at: "1️⃣", mentions: ["style 'chip'", "'foreground'"])])
  }

  @Test func unknownBorderKeySuggestsColor() {
    expectDiagnostics(
      "styles:\n  chip:\n    border: { width: 1, 1️⃣colr: red }\n" + Self.bar,
      [.init(.unknownKey, at: "1️⃣", mentions: ["did you mean 'color'?"])])
  }

  @Test func borderWithoutWidth() {
    expectDiagnostics(
      "styles:\n  chip:\n    border: 1️⃣{ color: red }\n" + Self.bar,
      [.init(.missingKey, at: "1️⃣", mentions: ["'width'"])])
  }

  @Test func extendsUnknownStyle() {
    expectDiagnostics(
      "styles:\n  base: {}\n  chip: { extends: 1️⃣bse }\n" + Self.bar,
      [.init(.unknownReference, at: "1️⃣", mentions: ["did you mean 'base'?"])])
  }

  @Test func extendsMayReferToAStyleDefinedLater() {
    #expect(loadClean("styles:\n  chip: { extends: base }\n  base: {}\n" + Self.bar) != nil)
  }

  @Test func selfExtension() {
    expectDiagnostics(
      "styles:\n  chip: { extends: 1️⃣chip }\n" + Self.bar,
      [.init(.extendsCycle, at: "1️⃣", mentions: ["extends itself"])])
  }

  @Test func cycleIsReportedOnceWithNotesAlongIt() {
    expectDiagnostics(
      """
      styles:
        start: { extends: a }
        a: { extends: 1️⃣b }
        b: { extends: 2️⃣c }
        c: { extends: 3️⃣a }

      """ + Self.bar,
      [.init(.extendsCycle, at: "1️⃣", notes: ["2️⃣", "3️⃣"], mentions: ["'a' → 'b' → 'c' → 'a'"])])
  }

  @Test func variantsTakeNoExtendsNorNestedVariants() {
    expectDiagnostics(
      """
      styles:
        base: {}
        chip:
          selected:
            1️⃣extends: base
            2️⃣disabled: { foreground: red }

      """ + Self.bar,
      [
        .init(.unknownKey, at: "1️⃣", mentions: ["'selected' of style 'chip'"]),
        .init(.unknownKey, at: "2️⃣"),
      ])
  }

  @Test func fontWeightSuggestion() {
    expectDiagnostics(
      "styles:\n  chip:\n    font: { size: 15, weight: 1️⃣bolt }\n" + Self.bar,
      [.init(.invalidValue, at: "1️⃣", mentions: ["did you mean 'bold'?"])])
  }

  @Test func negativeCornerRadius() {
    expectDiagnostics(
      "styles:\n  chip:\n    corner-radius: 1️⃣-4\n" + Self.bar,
      [.init(.invalidSize, at: "1️⃣", mentions: ["negative (-4)"])])
  }

  @Test func nanAndInfiniteSizes() {
    expectDiagnostics(
      "styles:\n  chip:\n    corner-radius: 1️⃣.NaN\n    min-size: { width: 2️⃣.inf }\n"
        + Self.bar,
      [
        .init(.invalidSize, at: "1️⃣", mentions: ["NaN"]),
        .init(.invalidSize, at: "2️⃣", mentions: ["infinite"]),
      ])
  }

  @Test func hugeExponentIsInfinite() {
    expectDiagnostics(
      "styles:\n  chip:\n    corner-radius: 1️⃣1e999\n" + Self.bar,
      [.init(.invalidSize, at: "1️⃣", mentions: ["infinite"])])
  }

  @Test func styleThatIsAList() {
    expectDiagnostics(
      "styles:\n  chip: 1️⃣[red]\n" + Self.bar,
      [.init(.wrongType, at: "1️⃣", mentions: ["expected a style", "found a list"])])
  }

  @Test func insetsForms() {
    expectDiagnostics(
      """
      styles:
        a: { content-insets: 1️⃣[1, 2, 3] }
        b: { content-insets: { 2️⃣left: 4 } }
        c: { content-insets: [1, 3️⃣-2] }

      """ + Self.bar,
      [
        .init(.invalidValue, at: "1️⃣", mentions: ["[vertical, horizontal]"]),
        .init(.unknownKey, at: "2️⃣", mentions: ["did you mean 'leading'?"]),
        .init(.invalidSize, at: "3️⃣"),
      ])
  }
}
