import Foundation
import Testing
import TierbarJSON
import TierbarModel
import TierbarTestSupport

/// `Tests/Corpus/json-invalid/`: one bad JSON file per mistake, each with the code and the
/// line:column its error must have (JSON has no comments, so the expectations live here).
@Suite struct BadJSONTests {
  struct Case: CustomTestStringConvertible, Sendable {
    var file: String
    var code: DiagnosticCode
    var place: String
    var testDescription: String { file }
  }

  static let cases: [Case] = [
    Case(file: "capitalized-true.json", code: .jsonInvalidLiteral, place: "2:41"),
    Case(file: "comment.json", code: .jsonComment, place: "2:3"),
    Case(file: "duplicate-key.json", code: .duplicateKey, place: "4:3"),
    Case(file: "empty.json", code: .emptyConfig, place: "1:1"),
    Case(file: "hex-number.json", code: .jsonInvalidNumber, place: "1:13"),
    Case(file: "invalid-escape.json", code: .jsonInvalidEscape, place: "1:24"),
    Case(file: "invalid-unicode-escape.json", code: .jsonInvalidEscape, place: "2:24"),
    Case(file: "invalid-utf8.json", code: .invalidUTF8, place: "2:24"),
    Case(file: "leading-zero.json", code: .jsonInvalidNumber, place: "2:14"),
    Case(file: "lone-high-surrogate.json", code: .jsonLoneSurrogate, place: "2:25"),
    Case(file: "lone-low-surrogate.json", code: .jsonLoneSurrogate, place: "2:24"),
    Case(file: "mismatched-bracket.json", code: .jsonExpectedComma, place: "4:3"),
    Case(file: "missing-colon.json", code: .jsonMissingColon, place: "2:13"),
    Case(file: "missing-comma.json", code: .jsonExpectedComma, place: "3:3"),
    Case(file: "missing-fraction-digits.json", code: .jsonInvalidNumber, place: "2:14"),
    Case(file: "missing-value.json", code: .jsonExpectedValue, place: "2:14"),
    Case(file: "nan.json", code: .jsonInvalidLiteral, place: "2:38"),
    Case(file: "nesting-too-deep.json", code: .nestingTooDeep, place: "1:75"),
    Case(file: "nul-byte.json", code: .nulByte, place: "1:13"),
    Case(file: "null-document.json", code: .emptyConfig, place: "1:1"),
    Case(file: "number-out-of-range.json", code: .jsonNumberOutOfRange, place: "2:38"),
    Case(file: "plus-sign.json", code: .jsonInvalidNumber, place: "1:13"),
    Case(file: "single-quoted-string.json", code: .jsonSingleQuotes, place: "1:22"),
    Case(file: "tab-in-string.json", code: .jsonControlCharacter, place: "1:24"),
    Case(file: "trailing-comma-array.json", code: .jsonTrailingComma, place: "3:29"),
    Case(file: "trailing-comma-object.json", code: .jsonTrailingComma, place: "3:17"),
    Case(file: "trailing-content.json", code: .jsonTrailingContent, place: "2:1"),
    Case(file: "unclosed-object.json", code: .jsonUnclosed, place: "5:1"),
    Case(file: "unquoted-key.json", code: .jsonKeyNotString, place: "2:3"),
    Case(file: "unquoted-string.json", code: .jsonInvalidLiteral, place: "1:22"),
    Case(file: "unterminated-at-end.json", code: .jsonUnterminatedString, place: "1:22"),
    Case(file: "unterminated-string.json", code: .jsonUnterminatedString, place: "2:23"),
    Case(file: "utf16.json", code: .invalidUTF8, place: "1:1"),
  ]

  static let folder = Fixtures.corpusDirectory.appendingPathComponent("json-invalid")

  /// The file's first error is the expected one, at the expected place; the config is refused.
  @Test(arguments: cases) func reportsTheMistakeWhereItIs(_ expected: Case) throws {
    let url = Self.folder.appendingPathComponent(expected.file)
    let bytes = Fixtures.bytes(url)
    try #require(!bytes.isEmpty || expected.file == "empty.json", "cannot read \(url.path)")
    let result = JSONConfigLoader().load(bytes, file: expected.file)
    #expect(result.config == nil)
    let first = try #require(result.diagnostics.first { $0.severity == .error })
    #expect(first.code == expected.code, "\(first.message)")
    #expect(first.range.start.description == expected.place, "\(first.message)")
    #expect(first.file == expected.file)
    #expect(MessageStyle.problem(in: first.message) == nil, "\(first.message)")
  }

  @Test func everyCorpusFileHasAnExpectation() throws {
    let names = try FileManager.default.contentsOfDirectory(atPath: Self.folder.path)
      .filter { $0.hasSuffix(".json") }.sorted()
    #expect(names == Self.cases.map(\.file).sorted())
  }

  /// The codes of JSON's own mistakes are distinct per mistake and all start with `json-`.
  @Test func jsonCodesAreStable() {
    let codes = Self.cases.map(\.code).filter { $0.rawValue.hasPrefix("json-") }
    #expect(
      Set(codes.map(\.rawValue)) == [
        "json-comment", "json-control-character", "json-expected-comma", "json-expected-value",
        "json-invalid-escape", "json-invalid-literal", "json-invalid-number",
        "json-key-not-string", "json-lone-surrogate", "json-missing-colon",
        "json-number-out-of-range", "json-single-quotes", "json-trailing-comma",
        "json-trailing-content", "json-unclosed", "json-unterminated-string",
      ])
  }

  @Test func aMismatchedBracketPointsAtTheOpeningOneToo() throws {
    let bytes = Fixtures.bytes(Self.folder.appendingPathComponent("mismatched-bracket.json"))
    let diagnostic = try #require(JSONReader().read(bytes).diagnostics.first)
    #expect(diagnostic.notes.map(\.range.start.description) == ["2:15"])
    #expect(diagnostic.message.contains("does not close the array that opens at line 2, column 15"))
  }

  @Test func messagesSayWhatToWrite() {
    func message(_ text: String) -> String {
      JSONReader().read(Array(text.utf8)).diagnostics.first?.message ?? ""
    }
    #expect(message("[1,]").contains("remove this comma"))
    #expect(message("[01]").contains("write `1`"))
    #expect(message("[+5]").contains("write `5`"))
    #expect(message("[.5]").contains("write `0.5`"))
    #expect(message("[True]").contains("write `true`"))
    #expect(message("[yes]").contains("write \"yes\""))
    #expect(message("[main]").contains("write \"main\""))
    #expect(message("[\"a\\x\"]").contains("write a backslash itself as \\\\"))
    #expect(message("[\"\\uD83D\"]").contains("write the whole pair"))
    #expect(message("[12px]").contains("write the number alone (`12`)"))
  }
}
