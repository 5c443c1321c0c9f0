import Foundation
import Testing
import TierbarTestSupport

/// Runs the built `tierbar` executable, as a user or CI would, and captures what it prints.
///
/// `swift test` builds every product of the package before running tests (it builds "all
/// targets including tests"), so `tierbar` sits next to the test bundle in the build products
/// folder. `TIERBAR_EXECUTABLE` overrides the location.
enum TierbarProcess {
  typealias Result = ProgramRun.Result

  /// The package root, from this file's path (Tests/TierbarCLITests/Support/…).
  static let packageRoot: URL = URL(fileURLWithPath: #filePath)
    .deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()
    .deletingLastPathComponent()

  static let configs = packageRoot.appendingPathComponent("Configs")

  /// The build products folder holding `tierbar`, or nil when it cannot be found.
  static let productsFolder: URL? = {
    let fileManager = FileManager.default
    if let override = ProcessInfo.processInfo.environment["TIERBAR_EXECUTABLE"] {
      return URL(fileURLWithPath: override).deletingLastPathComponent()
    }
    var candidates: [URL] = []
    if let executable = Bundle.main.executableURL {
      var folder = executable.deletingLastPathComponent()
      for _ in 0..<5 {
        candidates.append(folder)
        folder = folder.deletingLastPathComponent()
      }
    }
    candidates.append(packageRoot.appendingPathComponent(".build/debug"))
    return candidates.first {
      fileManager.isExecutableFile(atPath: $0.appendingPathComponent("tierbar").path)
    }
  }()

  static func executable() throws -> URL {
    let folder = try #require(
      productsFolder,
      "the tierbar executable was not found next to the test bundle; run 'swift build' first")
    return folder.appendingPathComponent("tierbar")
  }

  /// Runs `tierbar arguments` with standard output and error sent to files (never a pipe that
  /// could fill up), standard input closed, and `NO_COLOR`/`TIERBAR_PLUGINS` unset unless given.
  /// `deadline`: seconds after which the process is killed (`timedOut`); nil waits for it.
  static func run(
    _ arguments: [String], environment overrides: [String: String] = [:],
    in folder: URL? = nil, standardInput: URL? = nil, deadline: TimeInterval? = nil
  ) throws -> Result {
    try ProgramRun.run(
      try executable(), arguments, environment: environment(overrides), in: folder ?? packageRoot,
      standardInput: standardInput, deadline: deadline)
  }

  /// This process's environment with `NO_COLOR`/`TIERBAR_PLUGINS` unset, then `overrides`.
  static func environment(_ overrides: [String: String] = [:]) -> [String: String] {
    var environment = ProcessInfo.processInfo.environment
    environment["NO_COLOR"] = nil
    environment["TIERBAR_PLUGINS"] = nil
    for (key, value) in overrides { environment[key] = value }
    return environment
  }

  /// Parses standard output as one JSON object.
  static func json(_ result: Result) throws -> [String: Any] {
    let object = try JSONSerialization.jsonObject(with: Data(result.stdout.utf8))
    return try #require(object as? [String: Any], "stdout is not a JSON object: \(result.stdout)")
  }
}

/// A fresh folder under the system's temporary folder, removed when the value is released.
final class TemporaryFolder: @unchecked Sendable {
  let url: URL

  init() throws {
    url = FileManager.default.temporaryDirectory
      .appendingPathComponent("tierbar-cli-tests-\(UUID().uuidString)")
    try FileManager.default.createDirectory(at: url, withIntermediateDirectories: true)
  }

  deinit { try? FileManager.default.removeItem(at: url) }

  /// Writes `contents` to `relativePath`, creating folders on the way; returns the file's path.
  @discardableResult
  func write(_ relativePath: String, _ contents: String) throws -> String {
    let file = url.appendingPathComponent(relativePath)
    try FileManager.default.createDirectory(
      at: file.deletingLastPathComponent(), withIntermediateDirectories: true)
    try Data(contents.utf8).write(to: file)
    return file.path
  }

  func path(_ relativePath: String) -> String {
    url.appendingPathComponent(relativePath).path
  }
}

/// A JSON number as a Double, whichever way JSONSerialization bridged it.
func number(_ value: Any?) -> Double? {
  switch value {
  case let double as Double: return double
  case let int as Int: return Double(int)
  case let number as NSNumber: return number.doubleValue
  default: return nil
  }
}
