import Foundation
import Testing

/// Diagnostics as you type are exactly `tierbar validate`'s: every corpus file is opened in the
/// server and checked against `tierbar validate --format json` of the same file, with columns
/// converted from Unicode scalars to UTF-16 units by the test itself.
@Suite("LSP diagnostics")
struct DiagnosticsTests {
  static let corpus = ServerProcess.packageRoot.appendingPathComponent("Tests/Corpus/invalid")

  /// Every corpus file that is text (a JSON string cannot carry invalid UTF-8).
  static let files: [String] = {
    let names = (try? FileManager.default.contentsOfDirectory(atPath: corpus.path)) ?? []
    return names.filter { name in
      guard name.hasSuffix(".yaml"),
        let data = FileManager.default.contents(atPath: corpus.appendingPathComponent(name).path)
      else { return false }
      return String(data: data, encoding: .utf8) != nil
    }.sorted()
  }()

  /// (line, column) in scalars, 1-based → (line, character) in UTF-16, 0-based, by hand.
  static func utf16(_ text: String, line: Int, column: Int) -> [Int] {
    let lines = text.split(separator: "\n", omittingEmptySubsequences: false)
    guard line - 1 < lines.count else { return [line - 1, 0] }
    let scalars = Array(lines[line - 1].unicodeScalars.prefix(column - 1))
    return [line - 1, scalars.reduce(0) { $0 + ($1.value > 0xFFFF ? 2 : 1) }]
  }

  @Test func corpusHasFiles() { #expect(Self.files.count > 40) }

  @Test func everyCorpusFileGetsValidatesDiagnostics() throws {
    let server = try ServerProcess()
    _ = try server.request(1, "initialize", LifecycleTests.initialize)
    for (index, name) in Self.files.enumerated() {
      let path = Self.corpus.appendingPathComponent(name).path
      let text = try String(contentsOfFile: path, encoding: .utf8)
      let uri = "file:///corpus/\(name)"
      server.notify("textDocument/didOpen", JSONText.didOpen(uri, text, version: index + 1))
      let published = JSONText.parse(try server.diagnostics(version: index + 1))
      let params = try #require(published["params"] as? [String: Any])
      #expect(params["uri"] as? String == uri)
      let got = try #require(params["diagnostics"] as? [[String: Any]])

      let validate = try ValidateRun.json(path)
      let expected = try #require(validate["diagnostics"] as? [[String: Any]])
      #expect(got.count == expected.count, "\(name)")
      for (lsp, cli) in zip(got, expected) {
        #expect(lsp["code"] as? String == cli["code"] as? String, "\(name)")
        #expect(lsp["message"] as? String == cli["message"] as? String, "\(name)")
        let severity = cli["severity"] as? String == "error" ? 1 : 2
        #expect(lsp["severity"] as? Int == severity, "\(name)")
        let range = try #require(lsp["range"] as? [String: [String: Int]])
        let start = [range["start"]?["line"] ?? -1, range["start"]?["character"] ?? -1]
        let end = [range["end"]?["line"] ?? -1, range["end"]?["character"] ?? -1]
        #expect(
          start
            == Self.utf16(text, line: cli["line"] as? Int ?? 0, column: cli["column"] as? Int ?? 0),
          "\(name)")
        #expect(
          end
            == Self.utf16(
              text, line: cli["endLine"] as? Int ?? 0, column: cli["endColumn"] as? Int ?? 0),
          "\(name)")
        let notes = cli["notes"] as? [[String: Any]] ?? []
        let related = lsp["relatedInformation"] as? [[String: Any]] ?? []
        #expect(related.map { $0["message"] as? String } == notes.map { $0["message"] as? String })
      }
    }
    _ = try server.request(2, "shutdown")
    server.notify("exit", "null")
    #expect(server.finish() == 0)
  }

  @Test func nonASCIILinesGetUTF16Columns() throws {
    let server = try ServerProcess()
    _ = try server.request(1, "initialize", LifecycleTests.initialize)
    // "é" is one unit, "😀" two: the unknown key after them starts at UTF-16 character 28,
    // where `validate` says column 28 (1-based, in scalars: the emoji is one scalar).
    let text = """
      version: 1
      toolbars:
        - id: bar
          tiers:
            - id: main
              items:
                - { title: "é😀", tittle: x }

      """
    server.notify("textDocument/didOpen", JSONText.didOpen("file:///u.yaml", text))
    let published = try server.diagnostics(version: 1)
    #expect(
      published.contains(
        #""range":{"start":{"line":6,"character":28},"end":{"line":6,"character":34}},"severity":1,"code":"unknown-key""#
      ), "\(published)")
    // An incremental change that replaces the emoji (two units) with "ab" moves nothing.
    server.notify(
      "textDocument/didChange",
      #"{"textDocument":{"uri":"file:///u.yaml","version":2},"contentChanges":[{"range":{"start":{"line":6,"character":23},"end":{"line":6,"character":25}},"text":"ab"}]}"#
    )
    let changed = try server.diagnostics(version: 2)
    #expect(
      changed.contains(
        #""range":{"start":{"line":6,"character":28},"end":{"line":6,"character":34}}"#),
      "\(changed)")
    // Renaming the key to `title` leaves a duplicate key, at the second `title`.
    server.notify(
      "textDocument/didChange",
      #"{"textDocument":{"uri":"file:///u.yaml","version":3},"contentChanges":[{"range":{"start":{"line":6,"character":28},"end":{"line":6,"character":34}},"text":"title"}]}"#
    )
    let fixed = try server.diagnostics(version: 3)
    #expect(
      fixed.contains(
        #""range":{"start":{"line":6,"character":28},"end":{"line":6,"character":33}},"severity":1,"code":"duplicate-key""#
      ), "\(fixed)")
    _ = try server.request(2, "shutdown")
    server.notify("exit", "null")
    #expect(server.finish() == 0)
  }
}

/// `tierbar validate --format json FILE`, run as a user would.
enum ValidateRun {
  static func json(_ path: String) throws -> [String: Any] {
    let process = Process()
    process.executableURL = try ServerProcess.executable()
    process.arguments = ["validate", "--format", "json", path]
    let pipe = Pipe()
    process.standardOutput = pipe
    process.standardError = FileHandle.nullDevice
    try process.run()
    let data = pipe.fileHandleForReading.readDataToEndOfFile()
    process.waitUntilExit()
    return try #require(
      (try JSONSerialization.jsonObject(with: data)) as? [String: Any], "validate printed no JSON")
  }
}
