import Testing
import TierbarModel
import TierbarTestSupport
import TierbarValidation
import TierbarYAML

/// Ids are what `--toolbar`, actions, `selected:` and events name: not empty, no whitespace, no
/// control or invisible characters (`invalid-id`, at the value).
@Suite struct IDDiagnosticTests {
  static func config(toolbar: String = "bar", tier: String = "main", item: String = "done")
    -> String
  {
    "toolbars:\n  - id: \(toolbar)\n    tiers:\n      - id: \(tier)\n        items:\n"
      + "          - { id: \(item), title: Done }\n"
  }

  /// QA's report (`Tests/Corpus/qa/empty-ids.yaml`, moved from TierbarQATests).
  @Test func emptyIdsAreErrors() {
    let url = Fixtures.corpusDirectory.appendingPathComponent("qa/empty-ids.yaml")
    let result = ConfigLoader().load(contentsOf: url.path)
    let errorLines = result.diagnostics.filter { $0.severity == .error }.map(\.range.start.line)
    #expect(errorLines.contains(4), "toolbar id '' (line 4) accepted")
    #expect(errorLines.contains(6), "tier id '' (line 6) accepted")
    #expect(errorLines.contains(8), "item id '' (line 8) accepted")
  }

  @Test func emptyIdsOfEachKindAreInvalidAtTheValue() {
    expectDiagnostics(
      Self.config(toolbar: "1️⃣''", tier: "2️⃣\"\"", item: "3️⃣''"),
      [
        .init(.invalidID, at: "1️⃣", mentions: ["toolbar id is empty"]),
        .init(.invalidID, at: "2️⃣", mentions: ["tier id is empty"]),
        .init(.invalidID, at: "3️⃣", mentions: ["item id is empty"]),
      ])
  }

  /// Two empty ids are two `invalid-id`s, not also a `duplicate-id`.
  @Test func repeatedEmptyIdsAreNotAlsoDuplicates() {
    expectDiagnostics(
      Self.config(item: "1️⃣''") + "          - { id: 2️⃣'', title: Again }\n",
      [.init(.invalidID, at: "1️⃣"), .init(.invalidID, at: "2️⃣")])
  }

  @Test func aSpaceIdNeedsItsId() {
    expectDiagnostics(
      Self.config() + "          - { space: flexible, id: 1️⃣'' }\n",
      [.init(.invalidID, at: "1️⃣", mentions: ["item id is empty"])])
  }

  @Test(arguments: [
    ("'save draft'", "whitespace (U+0020)"),
    ("' save'", "whitespace (U+0020)"),
    ("\"save\\tdraft\"", "whitespace (U+0009)"),
    ("\"save\\u00A0draft\"", "whitespace (U+00A0)"),
    ("\"save\\u200Bdraft\"", "an invisible character (U+200B)"),
    ("\"save\\u001B[31m\"", "a control character (U+001B)"),
  ])
  func whitespaceAndControlCharactersAreInvalid(id: String, problem: String) {
    expectDiagnostics(
      Self.config(item: "1️⃣" + id),
      [.init(.invalidID, at: "1️⃣", mentions: [problem, "such as 'save-draft'"])])
  }

  /// Letters of any script, digits, punctuation and emoji (joined with U+200D) are fine.
  @Test(arguments: ["größe", "日本", "a.b_c-d", "42", "👩‍💻", "'#1'"])
  func visibleIdsAreAccepted(id: String) {
    #expect(loadClean(Self.config(toolbar: id, tier: id, item: id)) != nil)
  }

  /// The control character is shown escaped, not written to the terminal.
  @Test func aControlCharacterIsEscapedInTheMessage() throws {
    let result = ConfigLoader().load(Array(Self.config(item: "\"a\\u001Bb\"").utf8))
    let message = try #require(result.diagnostics.first?.message)
    #expect(message.contains("'a\\u{1B}b'"))
    #expect(!message.unicodeScalars.contains("\u{1B}"))
  }
}
