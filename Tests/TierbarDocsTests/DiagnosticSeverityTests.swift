import Foundation
import Testing
import Tierbar
import TierbarJSON
import TierbarYAML

/// A code has one severity everywhere: Diagnostics.md gives each declared code one severity,
/// and every stage — reading, checking, resolving rows, laying out — reports it with that
/// severity, over every config the package ships and every corpus file.
@Suite struct DiagnosticSeverityTests {
  /// Code → severities, from every table of Diagnostics.md whose second column is `severity`;
  /// the plugin table says in its text that each of its codes is an error.
  static let documented: [String: Set<String>] = {
    let text = DocSnippets.text(DiagnosticsArticleTests.article) ?? ""
    var result: [String: Set<String>] = [:]
    var column: String?
    for line in text.split(separator: "\n", omittingEmptySubsequences: false) {
      let cells = line.split(separator: "|").map { $0.trimmingCharacters(in: .whitespaces) }
      guard line.hasPrefix("|"), cells.count >= 2 else {
        column = nil
        continue
      }
      if cells[0] == "code" {
        column = cells[1]
        continue
      }
      // A row is `` `code` `` alone in its first cell (not "`code` (another section)").
      guard cells[0].hasPrefix("`"), cells[0].hasSuffix("`"), cells[0].dropFirst().contains("`")
      else { continue }
      let code = String(cells[0].dropFirst().dropLast())
      guard !code.contains("`") else { continue }
      switch column {
      case "severity":
        result[code, default: []].formUnion(
          cells[1].components(separatedBy: " or ").map { $0.trimmingCharacters(in: .whitespaces) })
      case "when": result[code, default: []].insert("error")
      default: break
      }
    }
    return result
  }()

  @Test func everyDeclaredCodeHasOneDocumentedSeverity() {
    for code in DiagnosticsArticleTests.declaredCodes.sorted() {
      let severities = Self.documented[code] ?? []
      #expect(severities.count == 1, "\(code): \(severities.sorted())")
      #expect(severities.isSubset(of: ["error", "warning"]), "\(code): \(severities.sorted())")
    }
    // Codes moved between stages keep theirs.
    #expect(Self.documented["row-provider-failed"] == ["error"])
    #expect(Self.documented["unknown-row-kind"] == ["error"])
    #expect(Self.documented["row-overflow"] == ["warning"])
    // The cut of a long report is a warning whatever it hides.
    #expect(Self.documented["too-many-diagnostics"] == ["warning"])
  }

  /// Every file of the corpus and of `Configs/`, loaded; each toolbar resolved (with the
  /// built-in kinds, and with none, for `unknown-row-kind`) and laid out at two widths.
  static func reported() -> [Diagnostic] {
    let root = DocSnippets.packageRoot
    var diagnostics: [Diagnostic] = []
    let folders = [
      "Configs", "Tests/Corpus/valid", "Tests/Corpus/invalid", "Tests/Corpus/qa",
      "Tests/Corpus/json-invalid",
    ]
    let buttonsOnly: RowRegistry = {
      var registry = RowRegistry()
      if let buttons = RowRegistry.builtIn.entry(for: "buttons") {
        try? registry.register(buttons.provider, source: .builtIn)
      }
      return registry
    }()
    for folder in folders {
      let url = root.appendingPathComponent(folder)
      let names = (try? FileManager.default.contentsOfDirectory(atPath: url.path)) ?? []
      for name in names.sorted() {
        let path = url.appendingPathComponent(name).path
        let result: ConfigLoadResult
        if name.hasSuffix(".json") {
          result = JSONConfigLoader().load(contentsOf: path)
        } else if name.hasSuffix(".yaml") {
          result = ConfigLoader().load(contentsOf: path)
        } else {
          continue
        }
        diagnostics += result.diagnostics
        for toolbar in result.config?.toolbars ?? [] {
          guard let config = result.config else { continue }
          for registry in [RowRegistry.builtIn, buttonsOnly] {
            let resolved = registry.resolve(config: config, toolbar: toolbar)
            diagnostics += resolved.diagnostics
            let engine = LayoutEngine(resolved)
            for width in [120.0, 393] {
              diagnostics +=
                engine.layout(
                  environment: LayoutEnvironment(width: width),
                  state: ToolbarState.initial(for: engine.toolbar)
                ).warnings
            }
          }
        }
      }
    }
    return diagnostics
  }

  @Test func everyStageReportsTheDocumentedSeverity() {
    let reported = Self.reported()
    let codes = Set(reported.map(\.code.rawValue))
    // The walk reaches every stage: reading, checking, resolving rows, laying out.
    for code in ["yaml-syntax", "unknown-key", "unknown-row-kind", "row-overflow"] {
      #expect(codes.contains(code), "no \(code) reported")
    }
    for diagnostic in reported {
      #expect(
        Self.documented[diagnostic.code.rawValue] == [diagnostic.severity.rawValue],
        "\(diagnostic.code) reported as \(diagnostic.severity): \(diagnostic.message)")
    }
  }
}
