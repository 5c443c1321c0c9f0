import Foundation
import Testing

/// Runs the built `tierbar` executable, as a user or CI would, and captures what it prints.
///
/// `swift test` builds every product of the package before running tests (it builds "all
/// targets including tests"), so `tierbar` sits next to the test bundle in the build products
/// folder. `TIERBAR_EXECUTABLE` overrides the location.
enum TierbarProcess {
  struct Result: Sendable {
    var status: Int32
    var stdout: String
    var stderr: String
  }

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
  static func run(
    _ arguments: [String], environment overrides: [String: String] = [:],
    in folder: URL? = nil
  ) throws -> Result {
    let process = Process()
    process.executableURL = try executable()
    process.arguments = arguments
    var environment = ProcessInfo.processInfo.environment
    environment["NO_COLOR"] = nil
    environment["TIERBAR_PLUGINS"] = nil
    for (key, value) in overrides { environment[key] = value }
    process.environment = environment
    process.currentDirectoryURL = folder ?? packageRoot

    let scratch = try TemporaryFolder()
    let outURL = scratch.url.appendingPathComponent("stdout")
    let errURL = scratch.url.appendingPathComponent("stderr")
    try Data().write(to: outURL)
    try Data().write(to: errURL)
    let out = try FileHandle(forWritingTo: outURL)
    let err = try FileHandle(forWritingTo: errURL)
    process.standardOutput = out
    process.standardError = err
    process.standardInput = FileHandle.nullDevice
    try process.run()
    process.waitUntilExit()
    try out.close()
    try err.close()
    return Result(
      status: process.terminationStatus,
      stdout: String(decoding: try Data(contentsOf: outURL), as: UTF8.self),
      stderr: String(decoding: try Data(contentsOf: errURL), as: UTF8.self))
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
