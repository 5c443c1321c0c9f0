import Testing
import TierbarModel
import TierbarTestSupport
import TierbarValidation
import TierbarYAML

/// Output stays proportional to the input: names in messages are shortened
/// (`MessageText.maxQuotedScalars`), and a file reports at most `ValidationLimits.maxDiagnostics`
/// diagnostics, then one `too-many-diagnostics`.
@Suite struct DiagnosticLimitTests {
  static func items(_ count: Int, toolbar: String = "bar") -> String {
    var yaml = "toolbars:\n  - id: \(toolbar)\n    tiers:\n      - id: main\n        items:\n"
    for _ in 0..<count { yaml += "          - { id: same, title: Same }\n" }
    return yaml
  }

  static func printedBytes(_ diagnostics: [Diagnostic]) -> Int {
    diagnostics.reduce(0) { total, diagnostic in
      total + diagnostic.message.utf8.count
        + diagnostic.notes.reduce(0) { $0 + $1.message.utf8.count }
    }
  }

  /// QA's report (moved from TierbarQATests): every `duplicate-id` message quoted a
  /// 100,000-character toolbar id in full.
  @Test func diagnosticsStayProportionalToTheInput() {
    let yaml = Self.items(200, toolbar: String(repeating: "x", count: 100_000))
    let result = ConfigLoader().load(Array(yaml.utf8), file: "long-id.yaml")
    #expect(result.diagnostics.count >= 199)
    let printed = Self.printedBytes(result.diagnostics)
    #expect(
      printed <= 10 * yaml.utf8.count,
      "\(printed) bytes of messages for \(yaml.utf8.count) bytes of input")
  }

  @Test func aLongIdIsQuotedShortened() throws {
    let id = String(repeating: "x", count: 100_000)
    let result = ConfigLoader().load(Array(Self.items(2, toolbar: id).utf8))
    let duplicate = try #require(result.diagnostics.first)
    #expect(duplicate.code == .duplicateId)
    #expect(duplicate.message.contains("toolbar '\(String(repeating: "x", count: 40))…'"))
    #expect(duplicate.message.utf8.count < 300)
  }

  /// A long misspelled key (libyaml allows 1,024 characters in a plain key) is quoted short.
  @Test func aLongUnknownKeyIsQuotedShortened() throws {
    let key = String(repeating: "k", count: 1_000)
    let yaml = "\(key): 1\n" + Self.items(1)
    let result = ConfigLoader().load(Array(yaml.utf8))
    let unknown = try #require(result.diagnostics.first { $0.code == .unknownKey })
    #expect(unknown.message.hasPrefix("unknown key '\(String(repeating: "k", count: 40))…'"))
  }

  @Test func diagnosticsPerFileAreCappedWithAFinalCount() throws {
    let result = ConfigLoader().load(Array(Self.items(1_500).utf8))
    #expect(ValidationLimits.maxDiagnostics == 1_000)
    #expect(result.diagnostics.count == 1_001)
    #expect(result.diagnostics.dropLast().allSatisfy { $0.code == .duplicateId })
    let last = try #require(result.diagnostics.last)
    #expect(last.code == .tooManyDiagnostics)
    #expect(last.severity == .warning)
    #expect(last.message.hasPrefix("499 more problems not shown (499 of them errors)"))
    // At the first diagnostic left out: the 1,002nd item (line 5 + 1,002).
    #expect(last.range.start.line == 1_007)
    #expect(result.config == nil)
  }

  /// The cut is a warning whatever it hides: capping never turns a usable config into an error.
  @Test func cappedWarningsStayWarnings() {
    var yaml = "toolbars:\n  - id: bar\n    tiers:\n"
    for index in 0..<1_100 {
      yaml += "      - { id: t\(index), collapsed: yes, items: [{ id: i\(index), title: T }] }\n"
    }
    let result = ConfigLoader().load(Array(yaml.utf8))
    #expect(result.diagnostics.count == 1_001)
    #expect(result.diagnostics.last?.code == .tooManyDiagnostics)
    #expect(result.diagnostics.last?.severity == .warning)
    #expect(result.diagnostics.last?.message.contains("none of them errors") == true)
    #expect(result.config != nil)
  }

  /// An error past the first 1,000 warnings is shown in the last place, so capping never hides
  /// that a file has errors (the config is not returned, and the error says why).
  @Test func anErrorAfterTheCutIsStillShown() throws {
    var yaml = "toolbars:\n  - id: bar\n    tiers:\n"
    for index in 0..<1_100 {
      yaml += "      - { id: t\(index), collapsed: yes, items: [{ id: i\(index), title: T }] }\n"
    }
    yaml += "      - { id: bad, height: -1, items: [{ id: last, title: T }] }\n"
    let result = ConfigLoader().load(Array(yaml.utf8))
    #expect(result.diagnostics.count == 1_001)
    #expect(result.config == nil)
    let shownError = try #require(result.diagnostics.first { $0.severity == .error })
    #expect(shownError.code == .invalidSize)
    #expect(result.diagnostics.dropLast(2).allSatisfy { $0.code == .yaml11Boolean })
    let last = try #require(result.diagnostics.last)
    #expect(last.code == .tooManyDiagnostics)
    #expect(last.severity == .warning)
    #expect(last.message.hasPrefix("101 more problems not shown (none of them errors)"))
  }

  /// The validator caps on its own too; `ConfigLoader` caps reader and validation together.
  @Test func theValidatorAloneCapsAtItsLimit() throws {
    let node = try #require(YAMLReader().read(Array(Self.items(30).utf8)).node)
    let capped = ConfigValidator().validate(node, diagnosticLimit: 10)
    #expect(capped.diagnostics.count == 11)
    #expect(capped.diagnostics.last?.message.hasPrefix("19 more problems") == true)
    #expect(ConfigValidator().validate(node).diagnostics.count == 29)
  }

  @Test func readerAndValidationDiagnosticsAreCappedTogether() {
    var yaml = "a: 1\n"
    for _ in 0..<600 { yaml += "a: 1\n" }
    yaml += "toolbars:\n  - id: bar\n    tiers:\n      - id: main\n        items:\n"
    for _ in 0..<600 { yaml += "          - { id: same, title: Same }\n" }
    let result = ConfigLoader().load(Array(yaml.utf8))
    #expect(result.diagnostics.count == 1_001)
    #expect(result.diagnostics.filter { $0.code == .tooManyDiagnostics }.count == 1)
    #expect(result.diagnostics.last?.code == .tooManyDiagnostics)
  }
}

/// `MessageText`: the one helper every message builder quotes names with.
@Suite struct MessageTextTests {
  @Test func shortNamesAreQuotedAsWritten() {
    #expect(MessageText.quoted("main") == "'main'")
    #expect(MessageText.quoted("") == "''")
    #expect(
      MessageText.quoted(String(repeating: "a", count: 40))
        == "'\(String(repeating: "a", count: 40))'")
  }

  @Test func longNamesEndInAnEllipsisAfterFortyScalars() {
    let name = String(repeating: "é", count: 41)
    #expect(MessageText.shortened(name) == String(repeating: "é", count: 40) + "…")
  }

  /// One character with a million combining marks is cut too: scalars are counted, not characters.
  @Test func combiningMarksCannotHideLength() {
    let name = "a" + String(repeating: "\u{301}", count: 1_000_000)
    #expect(MessageText.shortened(name).unicodeScalars.count == 41)
  }

  @Test func controlCharactersAreEscaped() {
    #expect(MessageText.quoted("a\nb\u{1B}[0m") == "'a\\u{A}b\\u{1B}[0m'")
  }

  @Test func didYouMeanQuotesAndSkipsLongWords() {
    #expect(MessageText.didYouMean("titel", in: ["title", "icon"]) == "; did you mean 'title'?")
    let long = String(repeating: "t", count: 65)
    #expect(MessageText.didYouMean(long, in: [long + "x"]) == "")
  }
}
