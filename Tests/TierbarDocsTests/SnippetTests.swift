import Foundation
import Testing

/// Every Swift snippet in README.md and the DocC catalog is compiled: it appears (whitespace
/// aside) in a file of `Tests/TierbarDocsTests/Snippets/`, which this target compiles, or in the
/// app manifest evaluated below. A snippet edited in a document but not in its compiled copy
/// fails here, so none can rot.
@Suite struct SnippetTests {
  /// Each compiled file twice normalized: without its `import` lines (the snippet bodies are
  /// compared with that), and whole (for the imports).
  static let compiled: [(path: String, body: String, text: String)] = DocSnippets.compiledFiles
    .map { path in
      let text = DocSnippets.text(path) ?? ""
      return (
        path, DocSnippets.normalized(DocSnippet.withoutImports(text)), DocSnippets.normalized(text)
      )
    }

  @Test func theDocumentsHaveSnippets() {
    #expect(DocSnippets.documents.first == "README.md")
    let readme = DocSnippets.all.filter { $0.document == "README.md" }
    #expect(readme.count >= 2, "README.md: expected the manifest and the complete example")
    #expect(DocSnippets.compiledFiles.count >= 2)
  }

  @Test(arguments: DocSnippets.all)
  func snippetIsCompiled(_ snippet: DocSnippet) throws {
    let body = DocSnippets.normalized(snippet.body)
    try #require(!body.isEmpty, "\(snippet.document):\(snippet.line): empty snippet")
    let holders = Self.compiled.filter { $0.body.contains(body) }
    #expect(
      !holders.isEmpty,
      """
      \(snippet.document):\(snippet.line): this swift snippet is in no compiled file \
      (\(DocSnippets.compiledFiles.joined(separator: ", "))); add it to one, or change it \
      to match
      """)
    for line in snippet.imports {
      let found = holders.contains { $0.text.contains(DocSnippets.normalized(line)) }
      #expect(found, "\(snippet.document):\(snippet.line): '\(line)' is not in the compiled file")
    }
  }

  @Test func extractionFindsOnlySwiftBlocks() {
    let markdown = """
      Text.
      ```sh
      swift test
      ```
        ````swift
        let a = 1
        ```
        ````
      ```swift
      import Tierbar
      let b = 2
      ```
      """
    let snippets = DocSnippets.extract(from: markdown, document: "x.md")
    #expect(snippets.map(\.line) == [5, 9])
    #expect(snippets.first?.code == "  let a = 1\n  ```")
    #expect(snippets.last?.imports == ["import Tierbar"])
    #expect(snippets.last?.body == "let b = 2")
  }

  /// The README's complete example prints what the README says it prints.
  @Test func readmeExamplePrintsWhatTheREADMESays() throws {
    var printed: [String] = []
    readmeCompleteExample { printed.append($0) }
    #expect(printed == ["slide 'later' up to y -60.0 in 0.1 s", "remind in [180] minutes"])
    let readme = try #require(DocSnippets.text("README.md"))
    for line in printed {
      #expect(readme.contains("`\(line)`"), "README.md should quote the output line '\(line)'")
    }
  }

  /// The README's `Package.swift` is a manifest SwiftPM evaluates, depending on this package's
  /// `Tierbar` library product.
  @Test(.timeLimit(.minutes(2))) func appManifestEvaluates() throws {
    let scratch = FileManager.default.temporaryDirectory
      .appendingPathComponent("tierbar-app-manifest-\(UUID().uuidString)")
    try FileManager.default.createDirectory(
      at: scratch.appendingPathComponent("Sources/MyApp"), withIntermediateDirectories: true)
    defer { try? FileManager.default.removeItem(at: scratch) }
    let manifest = DocSnippets.packageRoot
      .appendingPathComponent("Tests/TierbarDocsTests/AppManifest/Package.swift")
    try FileManager.default.copyItem(
      at: manifest, to: scratch.appendingPathComponent("Package.swift"))

    let process = Process()
    process.executableURL = URL(fileURLWithPath: "/usr/bin/env")
    process.arguments = [
      "swift", "package", "dump-package", "--package-path", scratch.path,
      "--scratch-path", scratch.appendingPathComponent(".build").path,
    ]
    let output = scratch.appendingPathComponent("dump.json")
    try Data().write(to: output)
    let handle = try FileHandle(forWritingTo: output)
    process.standardOutput = handle
    process.standardInput = FileHandle.nullDevice
    try process.run()
    process.waitUntilExit()
    try handle.close()
    #expect(process.terminationStatus == 0)

    let dump = try #require(
      try JSONSerialization.jsonObject(with: Data(contentsOf: output)) as? [String: Any])
    let dumpText = String(decoding: try Data(contentsOf: output), as: UTF8.self)
    #expect(dump["name"] as? String == "MyApp")
    #expect(dumpText.contains("\"urlString\" : \"https://github.com/tierbar/tierbar.git\""))
    #expect(dumpText.contains("\"lowerBound\" : \"0.1.0\""))
    #expect(dumpText.contains("\"Tierbar\""))
    // The product the app links is one this package declares, and its version matches.
    let ownManifest = try #require(DocSnippets.text("Package.swift"))
    #expect(ownManifest.contains(".library(name: \"Tierbar\", targets: [\"Tierbar\"])"))
  }
}
