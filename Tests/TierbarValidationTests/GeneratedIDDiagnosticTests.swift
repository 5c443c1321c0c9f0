import Testing
import TierbarModel
import TierbarTestSupport
import TierbarValidation

/// Ids a built-in row kind makes from its parameters (`chips`, `navigation`) follow the rules
/// written ids do, checked in the same item table: unique in the toolbar (`duplicate-id`) and
/// single words (`invalid-id`), reported at the parameter that makes them.
@Suite struct GeneratedIDDiagnosticTests {
  static func toolbar(_ tiers: String) -> String {
    "toolbars:\n  - id: bar\n    tiers:\n" + tiers
  }

  static func chips(_ id: String, _ parameters: String) -> String {
    "      - id: \(id)\n        kind: chips\n        parameters: { \(parameters) }\n"
  }

  /// Two chips tiers with one prefix and a written item: each repeat once, at the repeating
  /// prefix or item, with a note at the first prefix. (All three validated cleanly.)
  @Test func chipsIdsRepeatingEachOtherAndAWrittenItem() {
    expectDiagnostics(
      Self.toolbar(
        Self.chips("a", "values: [1, 2], id-prefix: 1️⃣x")
          + Self.chips("b", "values: [1, 2], id-prefix: 2️⃣x")
          + "      - id: c\n        items: [{ id: 3️⃣x1, title: X }]\n"),
      [
        .init(
          .duplicateId, at: "2️⃣", notes: ["1️⃣"],
          mentions: ["makes item id 'x1' for tier 'b' (and 1 more of its ids)", "'id-prefix'"]),
        .init(.duplicateId, at: "3️⃣", notes: ["1️⃣"], mentions: ["item id 'x1'"]),
      ])
  }

  /// The default prefix is the tier id: a repeat is blamed on `values`, here after the item.
  @Test func defaultPrefixRepeatsAWrittenItemAtValues() {
    expectDiagnostics(
      Self.toolbar(
        "      - id: main\n        items: [{ id: 1️⃣d-2, title: D }]\n"
          + Self.chips("d", "values: 2️⃣[1, 2]")),
      [
        .init(
          .duplicateId, at: "2️⃣", notes: ["1️⃣"],
          mentions: ["makes item id 'd-2' for tier 'd', which", "'values'"])
      ])
  }

  /// A prefix with a space makes ids with a space: one `invalid-id` per tier, at the prefix, and
  /// its ids are not claimed (two such tiers are not also duplicates).
  @Test func aPrefixWithWhitespaceMakesInvalidIds() {
    expectDiagnostics(
      Self.toolbar(
        Self.chips("a", "values: [1, 2], id-prefix: 1️⃣\"a b\"")
          + Self.chips("b", "values: [1, 2], id-prefix: 2️⃣\"a b\"")),
      [
        .init(.invalidID, at: "1️⃣", mentions: ["'a b1'", "whitespace (U+0020)", "'id-prefix'"]),
        .init(.invalidID, at: "2️⃣", mentions: ["'a b1'"]),
      ])
  }

  /// Two navigation rows need an `id-prefix`: without one the second repeats all four ids
  /// (reported at its `kind:`, as it has no prefix); with one they validate.
  @Test func twoNavigationRowsNeedAPrefix() {
    let row = "        kind: navigation\n"
    expectDiagnostics(
      Self.toolbar(
        "      - id: n1\n        kind: 1️⃣navigation\n"
          + "      - id: n2\n        kind: 2️⃣navigation\n"),
      [
        .init(
          .duplicateId, at: "2️⃣", notes: ["1️⃣"],
          mentions: ["item id 'previous' for tier 'n2' (and 3 more of its ids)"])
      ])
    expectDiagnostics(
      Self.toolbar(
        "      - id: n1\n" + row + "      - id: n2\n" + row
          + "        parameters: { id-prefix: second- }\n"),
      [])
  }

  /// Distinct generated and written ids validate cleanly, a bad tier id is reported once (not
  /// again through the default prefix).
  @Test func distinctIdsAndABadTierIdAreNotReportedAgain() {
    expectDiagnostics(
      Self.toolbar(
        Self.chips("a", "values: [1, 2]") + Self.chips("b", "values: [1, 2]")
          + "      - id: c\n        items: [{ id: a1, title: X }]\n"),
      [])
    expectDiagnostics(
      Self.toolbar(Self.chips("1️⃣'a b'", "values: [1, 2]")),
      [.init(.invalidID, at: "1️⃣", mentions: ["tier id 'a b'"])])
  }
}
