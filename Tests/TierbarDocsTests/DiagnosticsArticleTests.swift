import Foundation
import Testing

/// Diagnostics.md lists exactly the diagnostic codes the sources declare: every
/// `… : DiagnosticCode = "code"` under `Sources/` has a table row whose first cell is `` `code` ``,
/// and every such row names a declared code. A new code fails here until it is documented.
@Suite struct DiagnosticsArticleTests {
  static let article = DocSnippets.catalog + "/Diagnostics.md"

  static let declaredCodes: Set<String> = {
    var codes: Set<String> = []
    let sources = DocSnippets.packageRoot.appendingPathComponent("Sources")
    guard let walker = FileManager.default.enumerator(atPath: sources.path) else { return codes }
    for case let name as String in walker where name.hasSuffix(".swift") {
      let text = DocSnippets.text("Sources/" + name) ?? ""
      codes.formUnion(quotedCodes(in: text, after: "DiagnosticCode = \""))
    }
    return codes
  }()

  static let documentedCodes: Set<String> = {
    let text = DocSnippets.text(article) ?? ""
    var codes: Set<String> = []
    for line in text.split(separator: "\n") where line.hasPrefix("| `") {
      codes.formUnion(quotedCodes(in: String(line), after: "| `", once: true))
    }
    return codes
  }()

  /// The kebab-case words that follow `marker` up to the next `"` or `` ` ``.
  static func quotedCodes(in text: String, after marker: String, once: Bool = false) -> [String] {
    var codes: [String] = []
    var rest = text[...]
    while let range = rest.range(of: marker) {
      let word = rest[range.upperBound...].prefix(while: {
        $0.isLowercase || $0.isNumber || $0 == "-"
      })
      if !word.isEmpty { codes.append(String(word)) }
      if once { break }
      rest = rest[range.upperBound...]
    }
    return codes
  }

  @Test func theSourcesDeclareCodes() {
    // Sanity: the scan finds the codes of every stage.
    for code in [
      "yaml-syntax", "unknown-key", "row-overflow", "plugin-not-found", "script-unknown-step",
    ] {
      #expect(Self.declaredCodes.contains(code), "\(code) not found in Sources/")
    }
  }

  @Test func everyDeclaredCodeIsDocumented() {
    let missing = Self.declaredCodes.subtracting(Self.documentedCodes).sorted()
    #expect(
      missing.isEmpty, "\(Self.article) has no table row for: \(missing.joined(separator: ", "))")
  }

  @Test func everyDocumentedCodeIsDeclared() {
    let stale = Self.documentedCodes.subtracting(Self.declaredCodes).sorted()
    #expect(
      stale.isEmpty,
      "\(Self.article) documents codes no source declares: \(stale.joined(separator: ", "))")
  }
}
