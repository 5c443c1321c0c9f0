import Foundation
import Testing

/// Bad input as processes (issue 22): every truncation of every config in `Configs/`, run
/// through the built `tierbar validate` many files to a process (`HostileRun`). Each run exits
/// 0 or 1, never by a signal; standard output is the JSON report and nothing else; every
/// diagnostic lies inside its file (an error at the end of a truncated file points at its last
/// line, not past it); and a truncation the CLI finds no error in loads cleanly in-process too.
@Suite struct TruncationProcessTests {
  static let configs: [String] =
    ((try? FileManager.default.contentsOfDirectory(atPath: TierbarProcess.configs.path)) ?? [])
    .filter { $0.hasSuffix(".yaml") }.sorted()

  @Test func theCorpusIsThere() {
    #expect(Self.configs.count >= 8)
  }

  @Test(arguments: configs)
  func everyTruncationIsLocatedInsideTheFile(name: String) throws {
    let bytes = [UInt8](try Data(contentsOf: TierbarProcess.configs.appendingPathComponent(name)))
    let inputs = (0..<bytes.count).map { end in
      // The empty file and a cut inside the first key are errors whatever the config.
      HostileInput(
        name: "cut-\(end)", bytes: Array(bytes[..<end]),
        expectation: end == 0 ? .error(line: 1) : .either)
    }
    try HostileRun.validate(inputs)
  }
}
