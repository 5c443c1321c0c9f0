import Foundation
import Testing
import TierbarTestSupport

/// Runs the built `tierbar` with a deadline, so a hang found by QA fails the test instead of
/// hanging the test run.
enum QAProcess {
  struct Result: Sendable {
    /// nil when the deadline passed and the process was terminated.
    var status: Int32?
    var stdout: String
    var stderr: String
  }

  static var executable: URL {
    get throws {
      if let path = ProcessInfo.processInfo.environment["TIERBAR_EXECUTABLE"] {
        return URL(fileURLWithPath: path)
      }
      var candidates: [URL] = []
      if let bundle = Bundle.main.executableURL {
        var folder = bundle.deletingLastPathComponent()
        for _ in 0..<5 {
          candidates.append(folder.appendingPathComponent("tierbar"))
          folder = folder.deletingLastPathComponent()
        }
      }
      candidates.append(Fixtures.packageRoot.appendingPathComponent(".build/debug/tierbar"))
      return try #require(
        candidates.first { FileManager.default.isExecutableFile(atPath: $0.path) },
        "the tierbar executable was not found; run 'swift build' first")
    }
  }

  static func run(_ arguments: [String], deadline: TimeInterval = 10) throws -> Result {
    var environment = ProcessInfo.processInfo.environment
    environment["NO_COLOR"] = "1"
    environment["TIERBAR_PLUGINS"] = nil
    let run = try ProgramRun.run(
      try executable, arguments, environment: environment, in: Fixtures.packageRoot,
      deadline: deadline)
    return Result(status: run.timedOut ? nil : run.status, stdout: run.stdout, stderr: run.stderr)
  }

  static func compileFixturePlugin(_ name: String) throws -> String {
    let fixtures = Fixtures.packageRoot.appendingPathComponent("Tests/TierbarPluginTests/Fixtures")
    let header = Fixtures.packageRoot.appendingPathComponent("Sources/CTierbarPluginABI/include")
    let folder = FileManager.default.temporaryDirectory
      .appendingPathComponent("tierbar-qa-plugin-\(UUID().uuidString)")
    try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
    let output = folder.appendingPathComponent("\(name).so").path
    let process = Process()
    process.executableURL = URL(fileURLWithPath: "/usr/bin/env")
    process.arguments = [
      "cc", "-shared", "-fPIC", "-I", header.path, "-I", fixtures.path, "-o", output,
      fixtures.appendingPathComponent("\(name).c").path,
    ]
    try process.run()
    process.waitUntilExit()
    try #require(process.terminationStatus == 0, "cc failed for \(name).c")
    return output
  }
}
