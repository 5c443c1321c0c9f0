import Foundation
import Testing

#if canImport(Glibc)
  import Glibc
#elseif canImport(Darwin)
  import Darwin
#endif

/// A running `tierbar preview`, started as a user would, with its output in files.
final class PreviewProcess {
  let process = Process()
  let folder: TemporaryFolder
  private(set) var port: UInt16 = 0

  /// Starts `tierbar preview arguments…` and waits for the URL it prints.
  init(_ arguments: [String], waitForURL: Bool = true) throws {
    folder = try TemporaryFolder()
    process.executableURL = try TierbarProcess.executable()
    process.arguments = ["preview"] + arguments
    var environment = ProcessInfo.processInfo.environment
    environment["NO_COLOR"] = "1"
    process.environment = environment
    process.currentDirectoryURL = TierbarProcess.packageRoot
    try Data().write(to: folder.url.appendingPathComponent("stdout"))
    try Data().write(to: folder.url.appendingPathComponent("stderr"))
    process.standardOutput = try FileHandle(
      forWritingTo: folder.url.appendingPathComponent("stdout"))
    process.standardError = try FileHandle(
      forWritingTo: folder.url.appendingPathComponent("stderr"))
    process.standardInput = FileHandle.nullDevice
    try process.run()
    guard waitForURL else { return }
    let deadline = Date().addingTimeInterval(30)
    while Date() < deadline, process.isRunning {
      if let port = Self.port(in: stdout) {
        self.port = port
        return
      }
      usleep(20_000)
    }
    Issue.record("tierbar preview printed no URL; stderr: \(stderr)")
  }

  deinit {
    if process.isRunning {
      process.terminate()
      process.waitUntilExit()
    }
  }

  var stdout: String { read("stdout") }
  var stderr: String { read("stderr") }

  private func read(_ name: String) -> String {
    let data = (try? Data(contentsOf: folder.url.appendingPathComponent(name))) ?? Data()
    return String(decoding: data, as: UTF8.self)
  }

  /// The port in "Previewing FILE at http://127.0.0.1:PORT/ (Ctrl-C to stop)".
  static func port(in text: String) -> UInt16? {
    guard let start = text.range(of: "at http://127.0.0.1:") else { return nil }
    let digits = text[start.upperBound...].prefix { $0.isNumber }
    guard text[start.upperBound...].dropFirst(digits.count).hasPrefix("/") else { return nil }
    return UInt16(digits)
  }

  /// Sends `signal` and waits up to `seconds` for the exit; the status, or nil if still running.
  func stop(with signal: Int32, seconds: Double = 30) -> Int32? {
    kill(process.processIdentifier, signal)
    let deadline = Date().addingTimeInterval(seconds)
    while process.isRunning && Date() < deadline { usleep(10_000) }
    guard !process.isRunning else { return nil }
    return process.terminationStatus
  }

  /// Waits for the process to exit by itself.
  func exitStatus(seconds: Double = 60) -> Int32? {
    let deadline = Date().addingTimeInterval(seconds)
    while process.isRunning && Date() < deadline { usleep(10_000) }
    return process.isRunning ? nil : process.terminationStatus
  }
}
