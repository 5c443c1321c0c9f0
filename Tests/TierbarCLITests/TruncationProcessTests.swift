import Foundation
import Testing
import Tierbar
import TierbarYAML

/// Bad input as processes (issue 22): every truncation of every config in `Configs/`, run
/// through the built `tierbar validate` many files to a process. Each run exits 0 or 1, never by
/// a signal; standard output is the JSON report and nothing else; every diagnostic lies inside
/// its file (an error at the end of a truncated file points at its last line, not past it); and a
/// truncation the CLI finds no error in loads cleanly in-process too.
@Suite struct TruncationProcessTests {
  static let configs: [String] =
    ((try? FileManager.default.contentsOfDirectory(atPath: TierbarProcess.configs.path)) ?? [])
    .filter { $0.hasSuffix(".yaml") }.sorted()

  /// Files per `validate` process: enough that the whole corpus takes a few processes.
  static let batchSize = 400

  @Test func theCorpusIsThere() {
    #expect(Self.configs.count >= 8)
  }

  @Test(arguments: configs)
  func everyTruncationIsLocatedInsideTheFile(name: String) throws {
    let bytes = [UInt8](try Data(contentsOf: TierbarProcess.configs.appendingPathComponent(name)))
    let folder = try TemporaryFolder()
    var prefixes: [String: [UInt8]] = [:]
    var paths: [String] = []
    for end in 0..<bytes.count {
      let path = folder.path("cut-\(end).yaml")
      let prefix = Array(bytes[..<end])
      try Data(prefix).write(to: URL(fileURLWithPath: path))
      prefixes[path] = prefix
      paths.append(path)
    }
    var filesWithErrors: Set<String> = []
    for start in stride(from: 0, to: paths.count, by: Self.batchSize) {
      let batch = Array(paths[start..<min(start + Self.batchSize, paths.count)])
      let result = try TierbarProcess.run(["validate", "--format", "json"] + batch)
      #expect(result.status == 0 || result.status == 1, "\(name): status \(result.status)")
      #expect(result.stderr.isEmpty, "\(name): \(result.stderr.prefix(500))")
      let report = try TierbarProcess.json(result)
      #expect(report["files"] as? Int == batch.count)
      let diagnostics = try #require(report["diagnostics"] as? [[String: Any]])
      for diagnostic in diagnostics {
        let file = try #require(diagnostic["file"] as? String)
        let prefix = try #require(prefixes[file], "\(name): a diagnostic for \(file)")
        let line = try #require(diagnostic["line"] as? Int)
        let column = try #require(diagnostic["column"] as? Int)
        let lines = prefix.withUnsafeBufferPointer { LineBreaks.lines(of: $0) }
        #expect(line >= 1 && line <= lines.count, "\(file): \(diagnostic)")
        guard line >= 1, line <= lines.count else { continue }
        let lineText = String(decoding: prefix[lines[line - 1]], as: UTF8.self)
        var length = lineText.unicodeScalars.count
        if line == 1, lineText.unicodeScalars.first == "\u{FEFF}" { length -= 1 }
        #expect(column >= 1 && column <= length + 1, "\(file): \(diagnostic)")
        if diagnostic["severity"] as? String == "error" { filesWithErrors.insert(file) }
      }
    }
    // The empty file and a cut inside the first key are errors whatever the config.
    #expect(filesWithErrors.contains(paths[0]))
    for path in paths where !filesWithErrors.contains(path) {
      let loaded = ConfigLoader().load(prefixes[path] ?? [])
      #expect(!loaded.diagnostics.hasErrors, "\(path) has errors in-process but not in the CLI")
    }
  }
}
