import Foundation
import Testing
import TierbarTestSupport

#if canImport(Glibc)
  import Glibc
#elseif canImport(Darwin)
  import Darwin
#endif

/// Every command that writes a file, each with the arguments that make it write `output`, for
/// the tests that a writer never loses the file it replaces.
enum FileWriter: String, CaseIterable, CustomTestStringConvertible, Sendable {
  case compile
  case schema
  case renderSVG = "render-svg"
  case renderGallery = "render-gallery"
  /// A simulation script's `save:` step.
  case simulateSave = "simulate-save"

  var testDescription: String { rawValue }

  /// The file name it writes in a test's folder.
  var fileName: String {
    switch self {
    case .compile: "Toolbars.swift"
    case .schema: "tierbar.schema.json"
    case .renderSVG: "reminders.svg"
    case .renderGallery: "gallery.html"
    case .simulateSave: "state.json"
    }
  }

  /// Whether a failed write is exit 73 (`--output`); a failed `save:` step is a located script
  /// error (exit 1) like every other failed step.
  var failureStatus: Int32 { self == .simulateSave ? 1 : 73 }

  /// The arguments that make `tierbar` write `folder/fileName`, with any script it needs written
  /// into `folder` first.
  func arguments(writingIn folder: String) throws -> [String] {
    let reminders = TierbarProcess.configs.appendingPathComponent("reminders.yaml").path
    let output = folder + "/" + fileName
    switch self {
    case .compile:
      // Four configs: a file larger than the full-disk test's limit.
      let configs = ["chips", "segmented", "navigation"].map {
        TierbarProcess.configs.appendingPathComponent("\($0).yaml").path
      }
      return ["compile", reminders] + configs + ["--output", output]
    case .schema: return ["schema", "--output", output]
    case .renderSVG: return ["render", reminders, "--output", output]
    case .renderGallery: return ["render", reminders, "--output", output]
    case .simulateSave:
      let script = folder + "/reminders.sim.yaml"
      try Data(ArticleConfigs.remindersScript.utf8).write(to: URL(fileURLWithPath: script))
      return ["simulate", reminders, "--script", script]
    }
  }

  /// What a run that succeeds writes (made in a folder of its own).
  func expectedBytes() throws -> Data {
    let folder = try TemporaryFolder()
    let result = try TierbarProcess.run(try arguments(writingIn: folder.url.path))
    try #require(result.status == 0, "\(rawValue) failed: \(result.stderr)")
    return try Data(contentsOf: folder.url.appendingPathComponent(fileName))
  }
}

/// Ways of running the built `tierbar` that the plain `TierbarProcess.run` does not offer.
extension TierbarProcess {
  /// Runs `tierbar` through `/bin/sh` with a file-size limit (`ulimit -f`, in the shell's blocks):
  /// a write past it fails with `EFBIG` as one on a full disk fails with `ENOSPC` (`tierbar`
  /// ignores SIGXFSZ, which would otherwise kill it).
  static func run(_ arguments: [String], fileSizeLimitBlocks blocks: Int) throws -> Result {
    let script = "ulimit -f \(blocks) && exec \"$0\" \"$@\""
    return try ProgramRun.run(
      URL(fileURLWithPath: "/bin/sh"), ["-c", script, try executable().path] + arguments,
      environment: environment(), in: packageRoot)
  }

  /// Whether the built `tierbar` runs under ThreadSanitizer (as this test process does, built
  /// with it): its runtime faults with SIGBUS in its own shadow memory under a small file-size
  /// limit, before `tierbar` writes a byte, so the full-disk test cannot run there.
  static let isThreadSanitized = dlsym(nil, "__tsan_init") != nil

  /// Whether the built `tierbar` runs under AddressSanitizer or ThreadSanitizer (as this test
  /// process does, built with one): every run of it then takes about three times as long.
  static let isSanitized = isThreadSanitized || dlsym(nil, "__asan_init") != nil

  /// The command that runs a program as the unprivileged `nobody`, when this process is root
  /// (whom folder permissions do not stop), or nil when there is none (`setpriv`, util-linux).
  static var asNobody: [String]? {
    let setpriv = "/usr/bin/setpriv"
    guard FileManager.default.isExecutableFile(atPath: setpriv) else { return nil }
    return [setpriv, "--reuid=65534", "--regid=65534", "--clear-groups", "--"]
  }

  /// Runs `tierbar` as a user whom folder permissions apply to: this process's own user, or
  /// `nobody` when that is root. Nil when running as root without `setpriv`.
  static func runUnprivileged(_ arguments: [String]) throws -> Result? {
    guard geteuid() == 0 else { return try run(arguments) }
    guard let prefix = asNobody else { return nil }
    return try ProgramRun.run(
      URL(fileURLWithPath: prefix[0]),
      Array(prefix.dropFirst()) + [try executable().path]
        + arguments, environment: environment(), in: URL(fileURLWithPath: "/"))
  }

  /// Starts `tierbar arguments` without waiting for it (output discarded), for a test that
  /// kills it.
  static func start(_ arguments: [String], environment overrides: [String: String]) throws
    -> Process
  {
    let process = Process()
    process.executableURL = try executable()
    process.arguments = arguments
    process.environment = environment(overrides)
    process.currentDirectoryURL = packageRoot
    process.standardInput = FileHandle.nullDevice
    process.standardOutput = FileHandle.nullDevice
    process.standardError = FileHandle.nullDevice
    try process.run()
    return process
  }
}
