import Foundation
import Testing

/// A fenced ```swift block of README.md or of an article of `Sources/Tierbar/Tierbar.docc`.
struct DocSnippet: Sendable, CustomTestStringConvertible {
  /// The document, relative to the package root.
  var document: String
  /// The line of the opening fence (1-based).
  var line: Int
  var code: String

  var testDescription: String { "\(document):\(line)" }

  /// `import` lines; each must appear in the compiled snippet file (which holds the code in a
  /// function, where imports cannot stand).
  var imports: [String] {
    code.split(separator: "\n").map(String.init).filter { $0.hasPrefix("import ") }
  }

  /// Everything else, which must appear contiguously in a compiled snippet file whose own
  /// `import` lines are left out the same way.
  var body: String { Self.withoutImports(code) }

  static func withoutImports(_ code: String) -> String {
    code.split(separator: "\n", omittingEmptySubsequences: false)
      .filter { !$0.hasPrefix("import ") }.joined(separator: "\n")
  }
}

/// Where the documentation and the compiled snippets live, and how they are compared.
enum DocSnippets {
  static let packageRoot = URL(fileURLWithPath: "\(#filePath)")
    .deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()

  static let catalog = "Sources/Tierbar/Tierbar.docc"

  /// README.md, then every Markdown file of the catalog, sorted.
  static let documents: [String] = {
    var names = ["README.md"]
    let folder = packageRoot.appendingPathComponent(catalog)
    if let walker = FileManager.default.enumerator(atPath: folder.path) {
      for case let name as String in walker where name.hasSuffix(".md") {
        names.append(catalog + "/" + name)
      }
    }
    return names.sorted { ($0 == "README.md" ? "" : $0) < ($1 == "README.md" ? "" : $1) }
  }()

  /// The files that hold the snippets as compiled code: `Snippets/*.swift` (this test target), the
  /// app manifest that `SnippetTests` evaluates with `swift package dump-package`, and the example
  /// plugin's export (built as the `TierbarExamplePlugin` product, which its tests load).
  static let compiledFiles: [String] = {
    let folder = "Tests/TierbarDocsTests/Snippets"
    let names =
      (try? FileManager.default.contentsOfDirectory(
        atPath: packageRoot.appendingPathComponent(folder).path)) ?? []
    return names.filter { $0.hasSuffix(".swift") }.sorted().map { folder + "/" + $0 }
      + [
        "Tests/TierbarDocsTests/AppManifest/Package.swift",
        "Sources/TierbarExamplePlugin/ExamplePlugin.swift",
      ]
  }()

  static func text(_ relativePath: String) -> String? {
    guard
      let data = FileManager.default.contents(
        atPath: packageRoot.appendingPathComponent(relativePath).path)
    else { return nil }
    return String(decoding: data, as: UTF8.self)
  }

  /// Every ```swift block of every document.
  static let all: [DocSnippet] = documents.flatMap { document in
    extract(from: text(document) ?? "", document: document)
  }

  /// The ```swift blocks of a Markdown text (fences of three or more backticks, possibly
  /// indented, as CommonMark allows; blocks in other languages are skipped whole).
  static func extract(from markdown: String, document: String) -> [DocSnippet] {
    var snippets: [DocSnippet] = []
    var fence: String?  // the open block's fence
    var isSwift = false
    var start = 0
    var lines: [String] = []
    for (index, line) in markdown.split(separator: "\n", omittingEmptySubsequences: false)
      .enumerated()
    {
      let trimmed = line.drop(while: { $0 == " " })
      if let open = fence {
        if trimmed.hasPrefix(open) && trimmed.allSatisfy({ $0 == "`" }) {
          if isSwift {
            snippets.append(
              DocSnippet(document: document, line: start, code: lines.joined(separator: "\n")))
          }
          fence = nil
        } else {
          lines.append(String(line))
        }
      } else if trimmed.hasPrefix("```") {
        let opening = String(trimmed.prefix(while: { $0 == "`" }))
        fence = opening
        isSwift = trimmed.dropFirst(opening.count).trimmingCharacters(in: .whitespaces) == "swift"
        start = index + 1
        lines = []
      }
    }
    return snippets
  }

  /// Whitespace removed entirely: formatting (indentation inside a function, line wrapping by
  /// `swift format`) may differ between a document and the compiled file, tokens may not.
  static func normalized(_ code: String) -> String {
    String(
      code.unicodeScalars.filter { !CharacterSet.whitespacesAndNewlines.contains($0) }.map(
        Character.init))
  }
}
