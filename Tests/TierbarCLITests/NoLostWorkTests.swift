import Foundation
import Testing
import TierbarTestSupport

#if canImport(Glibc)
  import Glibc
#elseif canImport(Darwin)
  import Darwin
#endif

/// No lost work: every file `tierbar` writes replaces the old one atomically, so a writer killed
/// mid-way, a full disk or an unwritable folder leaves the old file exactly as it was, and the
/// last two are a clear error naming the path.
@Suite struct NoLostWorkTests {
  static let old = Data("the old file, which must survive\n".utf8)

  /// The files in `folder` other than the ones named.
  static func others(in folder: URL, than names: Set<String>) throws -> [String] {
    try FileManager.default.contentsOfDirectory(atPath: folder.path)
      .filter { !names.contains($0) }.sorted()
  }

  /// Killed with SIGKILL at the worst moment, its new file complete beside the old one and not
  /// yet renamed over it (the writer's test hook pauses there): the old file is untouched.
  @Test(arguments: FileWriter.allCases)
  func aWriterKilledMidWayLeavesTheOldFile(writer: FileWriter) throws {
    let expected = try writer.expectedBytes()
    let folder = try TemporaryFolder()
    let target = folder.url.appendingPathComponent(writer.fileName)
    try Self.old.write(to: target)
    let process = try TierbarProcess.start(
      try writer.arguments(writingIn: folder.url.path),
      environment: ["TIERBAR_TEST_PAUSE_BEFORE_RENAME": "120"])
    defer { if process.isRunning { kill(process.processIdentifier, SIGKILL) } }
    let temporary = folder.url.appendingPathComponent(
      ".\(writer.fileName).tierbar-\(process.processIdentifier)")
    // Waits for the complete temporary file (slow under a sanitizer; never forever).
    let deadline = Date().addingTimeInterval(60)
    while (try? Data(contentsOf: temporary)) != expected && process.isRunning
      && Date() < deadline
    {
      Thread.sleep(forTimeInterval: 0.02)
    }
    #expect(process.isRunning, "\(writer) ended before it was killed")
    #expect(try Data(contentsOf: temporary) == expected)
    kill(process.processIdentifier, SIGKILL)
    process.waitUntilExit()
    #expect(process.terminationReason == .uncaughtSignal)
    #expect(process.terminationStatus == SIGKILL)
    #expect(try Data(contentsOf: target) == Self.old)
  }

  /// A full disk, made with a file-size limit (`ulimit -f`; the write fails with `EFBIG` as with
  /// `ENOSPC`): exit 73 naming the path, the old file intact, no temporary file left. (The
  /// writers whose files are larger than the limit; the others share their writer.)
  @Test(
    .disabled(
      if: TierbarProcess.isThreadSanitized,
      "ThreadSanitizer's runtime faults under a file-size limit (ulimit -f)"),
    arguments: [FileWriter.compile, .schema, .renderGallery])
  func aFullDiskIsAClearErrorAndLeavesTheOldFile(writer: FileWriter) throws {
    let blocks = 2  // 1 KiB (512-byte blocks) or 2 KiB (1 KiB blocks), whichever the shell counts
    let expected = try writer.expectedBytes()
    try #require(expected.count > 4 * 1024, "the output must be larger than the limit")
    let folder = try TemporaryFolder()
    let target = folder.url.appendingPathComponent(writer.fileName)
    try Self.old.write(to: target)
    let result = try TierbarProcess.run(
      try writer.arguments(writingIn: folder.url.path), fileSizeLimitBlocks: blocks)
    #expect(result.status == writer.failureStatus, "stderr: \(result.stderr)")
    #expect(result.stderr.contains("cannot write '\(target.path)': File too large"))
    #expect(try Data(contentsOf: target) == Self.old)
    #expect(try Self.others(in: folder.url, than: [writer.fileName]) == [])
  }

  /// A folder the writer may not write to (read-only; as `nobody` when the tests run as root):
  /// exit 73 (a located script error for `save:`) naming the path, the old file intact.
  @Test(arguments: FileWriter.allCases)
  func anUnwritableFolderIsAClearErrorAndLeavesTheOldFile(writer: FileWriter) throws {
    let folder = try TemporaryFolder()
    let arguments = try writer.arguments(writingIn: folder.url.path)
    let target = folder.url.appendingPathComponent(writer.fileName)
    try Self.old.write(to: target)
    let before = try Self.others(in: folder.url, than: [])
    try FileManager.default.setAttributes(
      [.posixPermissions: 0o555], ofItemAtPath: folder.url.path)
    defer {
      try? FileManager.default.setAttributes(
        [.posixPermissions: 0o755], ofItemAtPath: folder.url.path)
    }
    guard let result = try TierbarProcess.runUnprivileged(arguments) else {
      print("skipped: running as root without setpriv (util-linux) to run tierbar as nobody")
      return
    }
    #expect(result.status == writer.failureStatus, "stderr: \(result.stderr)")
    #expect(
      result.stderr.contains("cannot write '\(target.path)': Permission denied"),
      "stderr: \(result.stderr)")
    #expect(try Data(contentsOf: target) == Self.old)
    #expect(try Self.others(in: folder.url, than: []) == before)
  }

  /// A folder that cannot exist, whoever runs it: its parent is a regular file.
  @Test(arguments: FileWriter.allCases)
  func aFolderThatIsAFileIsAClearError(writer: FileWriter) throws {
    let folder = try TemporaryFolder()
    try Self.old.write(to: folder.url.appendingPathComponent("plain-file"))
    let inside = folder.path("plain-file")
    let arguments: [String]
    if writer == .simulateSave {
      // The script sits in the folder; its `save:` names a path under the regular file.
      let script = try folder.write(
        "reminders.sim.yaml",
        ArticleConfigs.remindersScript.replacingOccurrences(
          of: "save: state.json", with: "save: plain-file/state.json"))
      arguments = [
        "simulate", TierbarProcess.configs.appendingPathComponent("reminders.yaml").path,
        "--script", script,
      ]
    } else {
      arguments = try writer.arguments(writingIn: inside)
    }
    let target = inside + "/" + writer.fileName
    let result = try TierbarProcess.run(arguments)
    #expect(result.status == writer.failureStatus, "stderr: \(result.stderr)")
    #expect(
      result.stderr.contains("cannot write '\(target)': Not a directory"),
      "stderr: \(result.stderr)")
    #expect(try Data(contentsOf: folder.url.appendingPathComponent("plain-file")) == Self.old)
  }
}
