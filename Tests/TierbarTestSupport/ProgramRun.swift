import Foundation

#if canImport(Glibc)
  import Glibc
#elseif canImport(Darwin)
  import Darwin
#endif

/// Runs a program to its end, as a user or CI would, and captures what it prints: standard output
/// and error go to files (never a pipe that could fill up), standard input is closed or read from
/// a file.
public enum ProgramRun {
  public struct Result: Sendable {
    public var status: Int32
    public var stdout: String
    public var stderr: String
    /// True when the deadline passed and the program was killed (`status` is then the signal's).
    public var timedOut: Bool
    /// True when a signal ended the program (a crash, or the kill after the deadline); `status`
    /// is then the signal's number, not an exit code.
    public var signaled: Bool

    public init(
      status: Int32, stdout: String, stderr: String, timedOut: Bool = false, signaled: Bool = false
    ) {
      self.status = status
      self.stdout = stdout
      self.stderr = stderr
      self.timedOut = timedOut
      self.signaled = signaled
    }
  }

  /// An environment of only `variables`, plus this process's sanitizer settings
  /// (`ASAN_OPTIONS`, `TSAN_OPTIONS`, …). A sanitized program started without them runs with the
  /// sanitizer's defaults: under AddressSanitizer its leak checker, which misreads the Swift
  /// runtime's packed pointers, then fails every run, and ThreadSanitizer's reports miss the
  /// folder a whole-suite run collects them in.
  public static func environment(only variables: [String: String]) -> [String: String] {
    let sanitizerSettings = ProcessInfo.processInfo.environment.filter {
      $0.key.hasSuffix("SAN_OPTIONS")
    }
    return sanitizerSettings.merging(variables) { _, given in given }
  }

  /// `environment`: nil keeps this process's own. `standardInput`: a file the program reads as
  /// its standard input (nil: the null device). `deadline`: seconds after which the program is
  /// killed, so a hang fails a test instead of hanging the run (nil: wait for it).
  public static func run(
    _ executable: URL, _ arguments: [String], environment: [String: String]? = nil,
    in folder: URL? = nil, standardInput: URL? = nil, deadline: TimeInterval? = nil
  ) throws -> Result {
    let process = Process()
    process.executableURL = executable
    process.arguments = arguments
    if let environment { process.environment = environment }
    if let folder { process.currentDirectoryURL = folder }

    let scratch = FileManager.default.temporaryDirectory
      .appendingPathComponent("tierbar-run-\(UUID().uuidString)")
    try FileManager.default.createDirectory(at: scratch, withIntermediateDirectories: true)
    defer { try? FileManager.default.removeItem(at: scratch) }
    let outURL = scratch.appendingPathComponent("stdout")
    let errURL = scratch.appendingPathComponent("stderr")
    try Data().write(to: outURL)
    try Data().write(to: errURL)
    let out = try FileHandle(forWritingTo: outURL)
    let err = try FileHandle(forWritingTo: errURL)
    process.standardOutput = out
    process.standardError = err
    process.standardInput =
      try standardInput.map { try FileHandle(forReadingFrom: $0) } ?? FileHandle.nullDevice
    try process.run()
    var timedOut = false
    if let deadline {
      let end = Date().addingTimeInterval(deadline)
      while process.isRunning && Date() < end { Thread.sleep(forTimeInterval: 0.02) }
      if process.isRunning {
        timedOut = true
        // SIGKILL: the child inherits the test runner's blocked-signal mask, so SIGTERM may wait.
        kill(process.processIdentifier, SIGKILL)
      }
    }
    process.waitUntilExit()
    try out.close()
    try err.close()
    return Result(
      status: process.terminationStatus,
      stdout: String(decoding: try Data(contentsOf: outURL), as: UTF8.self),
      stderr: String(decoding: try Data(contentsOf: errURL), as: UTF8.self), timedOut: timedOut,
      signaled: process.terminationReason == .uncaughtSignal)
  }
}
