import Testing
import TierbarTestSupport
import TierbarYAML

@testable import TierbarModel
@testable import TierbarValidation

/// The classes a generated hostile corpus found slow (issue 22): "did you mean" over thousands of
/// names and misspellings, and thousands of unknown keys in one mapping. Work is counted, not
/// timed: each test holds the bound that keeps the cost near linear, and checks the answers.
@Suite struct HostileCorpusTests {
  /// `style00000` … as a config would name thousands of styles.
  static func names(_ count: Int, _ stem: String) -> [String] {
    (0..<count).map { stem + String(repeating: "0", count: 5 - String($0).count) + String($0) }
  }

  @Test func suggestionIndexWorkIsBoundedWhateverTheNumberOfNamesAndMisspellings() {
    let styles = Self.names(5_000, "style")
    var index = SuggestionIndex(styles)
    var suggested = 0
    for misspelt in Self.names(5_000, "stlye") where index.closest(to: misspelt) != nil {
      suggested += 1
    }
    // 25 million comparisons without the bounds; with them, a budget for the whole index.
    #expect(index.comparisons <= 5_000 * SuggestionIndex.maxComparisons)
    #expect(index.cellsComputed <= SuggestionIndex.maxCells + 64 * 64)
    #expect(suggested > 100)
  }

  @Test func repeatedMisspellingsAreLookedUpOnce() {
    var index = SuggestionIndex(Self.names(3_000, "style"))
    #expect(index.closest(to: "stlye00042") == "style00042")
    let afterFirst = index.comparisons
    for _ in 0..<1_000 { #expect(index.closest(to: "stlye00042") == "style00042") }
    #expect(index.comparisons == afterFirst)
  }

  @Test(
    arguments: [
      ("titl", ["title"], "title"), ("titlee", ["title"], "title"),
      ("systemBlu", ["systemBlue", "label"], "systemBlue"),
      ("SYSTEMBLU", ["systemBlue"], "systemBlue"),
      ("titel", ["tile", "title"], "title"), ("mian", ["main", "more"], "main"),
      ("ab", ["abcd"], nil), ("title", ["title"], nil), ("Title", ["title"], "title"),
      // Equally close: the first in candidate order, whichever length it has.
      ("abcd", ["abcde", "abc"], "abcde"), ("abcd", ["abc", "abcde"], "abc"),
    ] as [(String, [String], String?)])
  func indexAnswersAsTheEditDistanceRuleSays(word: String, candidates: [String], match: String?) {
    var index = SuggestionIndex(candidates)
    #expect(index.closest(to: word) == match)
  }

  @Test func boundedEditDistanceIsExactWithinItsBound() {
    let pairs = [
      ("kitten", "sitting", 3), ("titel", "title", 1), ("", "abc", 3), ("abc", "", 3),
      ("flaw", "lawn", 2), ("ca", "abc", 3), ("style00001", "stlye00001", 1),
    ]
    for (a, b, distance) in pairs {
      var cells = 0
      let exact = Suggestion.editDistance(
        Array(a.unicodeScalars), Array(b.unicodeScalars), bound: 10, cells: &cells)
      #expect(exact == distance, "\(a) → \(b)")
      let cut = Suggestion.editDistance(
        Array(a.unicodeScalars), Array(b.unicodeScalars), bound: distance - 1, cells: &cells)
      #expect(cut == distance, "bound \(distance - 1): \(a) → \(b) is over it")
    }
  }

  /// 3,000 styles and 3,000 misspelt references (once 9 s): every reference is reported, the
  /// first ones with the style they meant.
  @Test func misspeltStyleReferencesAreReportedWithSuggestions() {
    var text = "version: 1\nstyles:\n"
    for name in Self.names(3_000, "style") { text += "  \(name):\n    foreground: systemBlue\n" }
    text += "toolbars:\n  - id: t\n    tiers:\n      - id: main\n        items:\n"
    for (number, name) in Self.names(3_000, "stlye").enumerated() {
      text += "          - { id: i\(number), title: x, style: \(name) }\n"
    }
    let result = ConfigLoader().load(Array(text.utf8))
    let unknown = result.diagnostics.filter { $0.code == .unknownReference }
    #expect(unknown.count == ValidationLimits.maxDiagnostics)
    #expect(
      unknown.first?.message
        == "unknown style 'stlye00000'; define it under 'styles:'; did you mean 'style00000'?")
  }

  /// 3,000 styles each extending a misspelt one (the `extends:` class of the same hang).
  @Test func misspeltExtendsAreReportedWithSuggestions() {
    var text = "version: 1\nstyles:\n"
    for name in Self.names(3_000, "style") { text += "  \(name):\n    foreground: systemBlue\n" }
    for (number, name) in Self.names(3_000, "stlye").enumerated() {
      text += "  child\(number):\n    extends: \(name)\n"
    }
    text += "toolbars:\n  - id: t\n    tiers: [{ id: main, items: [{ id: a, title: x }] }]\n"
    let result = ConfigLoader().load(Array(text.utf8))
    let unknown = result.diagnostics.filter { $0.code == .unknownReference }
    #expect(unknown.count == ValidationLimits.maxDiagnostics)
    #expect(unknown.first?.message.hasSuffix("; did you mean 'style00000'?") == true)
  }

  /// 50,000 unknown keys in one tier, and in one item: the same bound as a toolbar's.
  @Test(arguments: ["tier", "item"])
  func unknownKeysOfAHugeTierOrItemAreReported(mapping: String) throws {
    var keys = ""
    let indent = mapping == "tier" ? "        " : "            "
    for number in 0..<50_000 { keys += "\(indent)bogus\(number): 1\n" }
    let text =
      mapping == "tier"
      ? "version: 1\ntoolbars:\n  - id: t\n    tiers:\n      - id: main\n" + keys
        + "        items: [{ id: a, title: x }]\n"
      : "version: 1\ntoolbars:\n  - id: t\n    tiers:\n      - id: main\n        items:\n"
        + "          - id: a\n            title: x\n" + keys
    let result = ConfigLoader().load(Array(text.utf8))
    let unknown = result.diagnostics.filter { $0.code == .unknownKey }
    #expect(unknown.count == ValidationLimits.maxDiagnostics)
    let first = try #require(unknown.first)
    #expect(first.message.hasPrefix("unknown key 'bogus0' in \(mapping)"), "\(first.message)")
  }

  /// 50,000 unknown keys in one toolbar (once 13 s): each message names the toolbar, whose id
  /// is looked up once for the mapping rather than once per message.
  @Test func unknownKeysOfOneHugeMappingNameTheirPlace() throws {
    var text = "version: 1\ntoolbars:\n  - id: t\n"
    for number in 0..<50_000 { text += "    bogus\(number): 1\n" }
    text += "    tiers: [{ id: main, items: [{ id: a, title: x }] }]\n"
    let result = ConfigLoader().load(Array(text.utf8))
    let unknown = result.diagnostics.filter { $0.code == .unknownKey }
    #expect(unknown.count == ValidationLimits.maxDiagnostics)
    let first = try #require(unknown.first)
    #expect(first.message.hasPrefix("unknown key 'bogus0' in toolbar 't'; "))
    #expect(first.range.start == SourceMark(line: 4, column: 5))
  }

  @Test func largeMappingsHaveTheirIDLookedUpOnce() throws {
    var text = "id: last\n"
    for number in 0..<MappingID.scannedPerMessage { text = "k\(number): 1\n" + text }
    let root = try #require(YAMLReader().read(Array(text.utf8)).node)
    let entries = try #require(root.mapping)
    #expect(entries.count == MappingID.scannedPerMessage + 1)
    #expect(MappingID(entries).isLookedUp)
    #expect(MappingID(entries).value == "last")
    #expect(!MappingID(Array(entries.suffix(3))).isLookedUp)
    #expect(MappingID(Array(entries.suffix(3))).value == "last")
  }

  /// Misspelt tier names in actions and item ids in `selected:` over thousands of names.
  @Test func misspeltTierActionsAndSelectedItemsAreReported() {
    var tiers = "version: 1\ntoolbars:\n  - id: t\n    tiers:\n"
    for (tier, typo) in zip(Self.names(2_000, "tier"), Self.names(2_000, "teir")) {
      tiers +=
        "      - { id: \(tier), items: [{ id: a\(tier), title: x, action: { toggle: \(typo) } }] }\n"
    }
    let tierResult = ConfigLoader().load(Array(tiers.utf8))
    let unknownTiers = tierResult.diagnostics.filter { $0.code == .unknownReference }
    #expect(unknownTiers.count == ValidationLimits.maxDiagnostics)
    #expect(unknownTiers.first?.message.hasSuffix("did you mean 'tier00000'?") == true)

    let ids = Self.names(2_000, "item")
    var selected = "version: 1\ntoolbars:\n  - id: t\n    tiers:\n      - id: main\n"
    selected += "        selection: multiple\n"
    selected += "        selected: [" + Self.names(2_000, "itme").joined(separator: ", ") + "]\n"
    selected += "        items:\n"
    for id in ids { selected += "          - { id: \(id), title: x }\n" }
    let selectedResult = ConfigLoader().load(Array(selected.utf8))
    let unknownItems = selectedResult.diagnostics.filter { $0.code == .unknownReference }
    #expect(unknownItems.count == ValidationLimits.maxDiagnostics)
    #expect(unknownItems.first?.message.hasSuffix("did you mean 'item00000'?") == true)
  }
}

/// Parameters of built-in kinds that once passed `validate` and failed only at layout, as an
/// unlocated `row provider … failed`: now reported at the parameter's line.
@Suite struct BuiltInParameterRuleTests {
  static func tier(_ kind: String, _ parameters: String, items: String = "") -> String {
    """
    version: 1
    toolbars:
      - id: t
        tiers:
          - id: main
            kind: \(kind)
            parameters:
              \(parameters)
    \(items)
    """
  }

  @Test(arguments: [
    (
      "checkboxes", "columns: -1",
      "'columns' of check-box tier 'main' is -1; use 1 to 1000"
    ),
    (
      "checkboxes", "columns: 0",
      "'columns' of check-box tier 'main' is 0; use 1 to 1000"
    ),
    (
      "checkboxes", "columns: 5000",
      "'columns' of check-box tier 'main' is 5000; use 1 to 1000"
    ),
  ])
  func outOfRangeParametersAreReportedAtTheirLine(kind: String, parameter: String, message: String)
    throws
  {
    let text = Self.tier(kind, parameter, items: "        items: [{ id: a, title: A }]\n")
    let result = ConfigLoader().load(Array(text.utf8))
    let error = try #require(result.diagnostics.first)
    #expect(result.diagnostics.count == 1, "\(result.diagnostics)")
    #expect(error.code == "invalid-parameter-value")
    #expect(error.message == message)
    #expect(error.range.start == SourceMark(line: 8, column: 20))
    #expect(result.config == nil)
  }

  @Test func aChipsFormatNamingHoursNeedsAUnitAtTheFormat() throws {
    let text = """
      version: 1
      toolbars:
        - id: t
          tiers:
            - id: main
              kind: chips
              parameters:
                values: [60, 180]
                format: "{hours} hour"

      """
    let result = ConfigLoader().load(Array(text.utf8))
    let error = try #require(result.diagnostics.first)
    #expect(result.diagnostics.count == 1, "\(result.diagnostics)")
    #expect(error.code == "invalid-parameter-value")
    #expect(
      error.message
        == "chips tier 'main': format uses '{hours}' but the tier has no `unit`; add e.g. `unit: minutes`"
    )
    #expect(error.range.start == SourceMark(line: 9, column: 19))
  }

  @Test func chipsValuesThatRepeatAreReportedAtTheValues() throws {
    let text = Self.tier("chips", "values: [60, 60]")
    let result = ConfigLoader().load(Array(text.utf8))
    let error = try #require(result.diagnostics.first)
    #expect(error.code == "invalid-parameter-value")
    #expect(error.message.contains("lists the value 60 twice"))
    #expect(error.range.start == SourceMark(line: 8, column: 19))
  }

  @Test func theBundledChipsConfigStaysClean() throws {
    let result = ConfigLoader().load(contentsOf: Fixtures.config("chips.yaml").path)
    #expect(result.diagnostics.isEmpty, "\(result.diagnostics)")
  }
}
