import Foundation
import Testing
import TierbarModel
import TierbarRows
import TierbarTestSupport
import TierbarValidation
import TierbarYAML

/// What a corpus file declares it must produce: a code, and where (absent: anywhere).
struct CorpusExpectation: Equatable, CustomStringConvertible {
  var code: DiagnosticCode
  var mark: SourceMark?

  var description: String { "\(code)" + (mark.map { " \($0)" } ?? "") }

  /// `code` or `code LINE:COLUMN`.
  init?(_ text: Substring) {
    let words = text.split(separator: " ", omittingEmptySubsequences: true)
    guard let code = words.first else { return nil }
    self.code = DiagnosticCode(String(code))
    if words.count > 1 {
      let parts = words[1].split(separator: ":")
      guard parts.count == 2, let line = Int(parts[0]), let column = Int(parts[1]) else {
        return nil
      }
      mark = SourceMark(line: line, column: column)
    }
  }

  /// A `.yaml` file's leading `# expect:` lines, or its `<name>.expect` sidecar (binary inputs).
  static func read(for url: URL) -> [CorpusExpectation] {
    let sidecar = url.deletingPathExtension().appendingPathExtension("expect")
    if let text = try? String(contentsOf: sidecar, encoding: .utf8) {
      return text.split(separator: "\n").compactMap { CorpusExpectation($0) }
    }
    let text = String(decoding: Fixtures.bytes(url), as: UTF8.self)
    let prefix = "# expect:"
    return text.split(separator: "\n").prefix { $0.hasPrefix(prefix) }.compactMap {
      CorpusExpectation($0.dropFirst(prefix.count))
    }
  }
}

@Suite struct CorpusTests {
  @Test(arguments: Fixtures.invalidCorpusURLs)
  func givesTheDeclaredDiagnostic(_ url: URL) {
    let expectations = CorpusExpectation.read(for: url)
    #expect(!expectations.isEmpty, "\(url.lastPathComponent) declares no expectation")
    let result = ConfigLoader(registry: Fixtures.registry).load(
      Fixtures.bytes(url), file: url.lastPathComponent)
    let shown = result.diagnostics.map { "\($0.code) \($0.range.start): \($0.message)" }
    for expectation in expectations {
      let found = result.diagnostics.contains { diagnostic in
        diagnostic.code == expectation.code
          && (expectation.mark.map { diagnostic.range.start == $0 } ?? true)
      }
      #expect(found, "expected \(expectation); got \(shown)")
    }
    // Nothing else goes wrong: every error is one the file declares.
    for diagnostic in result.diagnostics where diagnostic.severity == .error {
      #expect(
        expectations.contains { $0.code == diagnostic.code },
        "undeclared \(diagnostic.code) at \(diagnostic.range.start): \(diagnostic.message)")
    }
    #expect(result.diagnostics.allSatisfy { $0.file == url.lastPathComponent })
    #expect((result.config == nil) == result.diagnostics.hasErrors)
  }

  @Test func everyProblemOfIssue2HasACorpusFile() {
    let names = Set(Fixtures.invalidCorpusURLs.map { $0.deletingPathExtension().lastPathComponent })
    let required = [
      "yaml-syntax", "duplicate-key", "wrong-type", "unknown-key", "missing-key",
      "duplicate-toolbar-id", "dangling-style-reference", "extends-cycle", "invalid-color",
      "negative-size", "nan-size", "infinite-size", "selection-default-two-for-single",
      "duplicate-tag", "merge-not-mapping", "yaml11-boolean", "icon-only-without-label",
      "deep-nesting", "billion-laughs", "alias-inside-own-anchor", "empty-file", "comments-only",
      "multiple-documents", "invalid-utf8", "nul-byte", "binary-garbage", "unknown-row-kind",
      "unsupported-version",
    ]
    #expect(required.filter { !names.contains($0) } == [])
  }

  /// Every code validation emits has a corpus file that shows it (`too-many-diagnostics` needs
  /// over a thousand problems: `DiagnosticLimitTests` builds its input instead).
  @Test func everyValidationCodeHasACorpusFile() {
    let declared = Set(Fixtures.invalidCorpusURLs.flatMap(CorpusExpectation.read(for:)).map(\.code))
    let codes: [DiagnosticCode] = [
      .unsupportedVersion, .wrongType, .unknownKey, .missingKey, .emptyList, .duplicateId,
      .unknownReference, .unknownRowKind, .extendsCycle, .invalidColor, .invalidSize,
      .invalidValue, .invalidSelectionRule, .selectionDefaultInvalid, .duplicateTag,
      .yaml11Boolean, .missingAccessibilityLabel, .missingContent, .itemsNotAccepted, .invalidID,
      ParameterIssue.Code.unknownParameter, ParameterIssue.Code.missingParameter,
      ParameterIssue.Code.invalidParameterValue,
    ]
    #expect(codes.filter { !declared.contains($0) } == [])
  }
}
