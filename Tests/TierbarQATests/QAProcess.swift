import Foundation
import Testing
import TierbarTestSupport

#if canImport(Glibc)
  import Glibc
#elseif canImport(Darwin)
  import Darwin
#endif

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
    let scratch = FileManager.default.temporaryDirectory
      .appendingPathComponent("tierbar-qa-run-\(UUID().uuidString)")
    try FileManager.default.createDirectory(at: scratch, withIntermediateDirectories: true)
    defer { try? FileManager.default.removeItem(at: scratch) }
    let outURL = scratch.appendingPathComponent("stdout")
    let errURL = scratch.appendingPathComponent("stderr")
    try Data().write(to: outURL)
    try Data().write(to: errURL)
    let out = try FileHandle(forWritingTo: outURL)
    let err = try FileHandle(forWritingTo: errURL)
    let process = Process()
    process.executableURL = try executable
    process.arguments = arguments
    var environment = ProcessInfo.processInfo.environment
    environment["NO_COLOR"] = "1"
    environment["TIERBAR_PLUGINS"] = nil
    process.environment = environment
    process.currentDirectoryURL = Fixtures.packageRoot
    process.standardOutput = out
    process.standardError = err
    process.standardInput = FileHandle.nullDevice
    try process.run()
    let end = Date().addingTimeInterval(deadline)
    while process.isRunning && Date() < end { Thread.sleep(forTimeInterval: 0.02) }
    var timedOut = false
    if process.isRunning {
      timedOut = true
      // SIGKILL: the child inherits the test runner's blocked-signal mask, so SIGTERM may wait.
      kill(process.processIdentifier, SIGKILL)
    }
    process.waitUntilExit()
    try out.close()
    try err.close()
    return Result(
      status: timedOut ? nil : process.terminationStatus,
      stdout: (try? String(contentsOf: outURL, encoding: .utf8)) ?? "",
      stderr: (try? String(contentsOf: errURL, encoding: .utf8)) ?? "")
  }

  /// Compiles `Tests/TierbarPluginTests/Fixtures/<name>.c` into a temporary shared library.
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
