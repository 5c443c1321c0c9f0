import Foundation
import Testing
import TierbarTestSupport

#if canImport(Glibc)
  import Glibc
#elseif canImport(Darwin)
  import Darwin
#endif

/// What stands at an output path is respected: a symbolic link is followed (the file it names is
/// replaced, the link stays a link), and a FIFO or device is written into, never replaced by a
/// plain file (as root, renaming over `/dev/full` replaced the device node).
@Suite struct OutputTargetTests {
  /// `lstat`'s file type at `path` (`S_IFLNK`, `S_IFIFO`, `S_IFREG`, …), nil when nothing is there.
  static func fileType(_ path: String) -> mode_t? {
    var info = stat()
    guard lstat(path, &info) == 0 else { return nil }
    return info.st_mode & S_IFMT
  }

  @Test(arguments: FileWriter.allCases)
  func aSymbolicLinkIsFollowedAndKept(writer: FileWriter) throws {
    let expected = try writer.expectedBytes()
    let folder = try TemporaryFolder()
    let real = try folder.write("real/target", "the old file\n")
    let link = folder.path(writer.fileName)
    // Relative, as links usually are: read from the link's own folder.
    try FileManager.default.createSymbolicLink(atPath: link, withDestinationPath: "real/target")
    let result = try TierbarProcess.run(try writer.arguments(writingIn: folder.url.path))
    #expect(result.status == 0, "stderr: \(result.stderr)")
    #expect(Self.fileType(link) == S_IFLNK)
    #expect(try FileManager.default.destinationOfSymbolicLink(atPath: link) == "real/target")
    #expect(try Data(contentsOf: URL(fileURLWithPath: real)) == expected)
  }

  @Test func aDanglingLinkCreatesTheFileItNames() throws {
    let expected = try FileWriter.schema.expectedBytes()
    let folder = try TemporaryFolder()
    let link = folder.path(FileWriter.schema.fileName)
    try FileManager.default.createSymbolicLink(
      atPath: link, withDestinationPath: folder.path("made-by-tierbar.json"))
    let result = try TierbarProcess.run(try FileWriter.schema.arguments(writingIn: folder.url.path))
    #expect(result.status == 0, "stderr: \(result.stderr)")
    #expect(Self.fileType(link) == S_IFLNK)
    #expect(
      try Data(contentsOf: URL(fileURLWithPath: folder.path("made-by-tierbar.json"))) == expected)
  }

  @Test func aLinkLoopIsAClearError() throws {
    let folder = try TemporaryFolder()
    let output = folder.path(FileWriter.schema.fileName)
    try FileManager.default.createSymbolicLink(atPath: output, withDestinationPath: "loop")
    try FileManager.default.createSymbolicLink(
      atPath: folder.path("loop"), withDestinationPath: FileWriter.schema.fileName)
    let result = try TierbarProcess.run(try FileWriter.schema.arguments(writingIn: folder.url.path))
    #expect(result.status == 73)
    #expect(
      result.stderr.contains("cannot write '\(output)': Too many levels of symbolic links"),
      "stderr: \(result.stderr)")
    #expect(Self.fileType(output) == S_IFLNK)
  }

  /// A FIFO gets the bytes through its pipe and stays a FIFO.
  @Test(arguments: [FileWriter.schema, .compile])
  func aFIFOIsWrittenIntoNotReplaced(writer: FileWriter) throws {
    let expected = try writer.expectedBytes()
    let folder = try TemporaryFolder()
    let fifo = folder.path(writer.fileName)
    try #require(mkfifo(fifo, 0o600) == 0)
    // Opened for reading first, without blocking, so the writer's open finds a reader.
    let reader = open(fifo, O_RDONLY | O_NONBLOCK)
    try #require(reader >= 0)
    defer { close(reader) }
    let process = try TierbarProcess.start(
      try writer.arguments(writingIn: folder.url.path), environment: [:])
    var received = Data()
    var buffer = [UInt8](repeating: 0, count: 65_536)
    let deadline = Date().addingTimeInterval(60)
    while Date() < deadline {
      let count = read(reader, &buffer, buffer.count)
      if count > 0 {
        received.append(contentsOf: buffer[0..<count])
      } else if (count == 0 && !received.isEmpty && !process.isRunning) {
        break
      } else {
        Thread.sleep(forTimeInterval: 0.01)
      }
    }
    process.waitUntilExit()
    #expect(process.terminationStatus == 0)
    #expect(received == expected)
    #expect(Self.fileType(fifo) == S_IFIFO)
  }
}

extension OutputTargetTests {
  /// A FIFO nobody reads would block the writer for ever: it is an error at once instead. A
  /// folder is said to be one.
  @Test func aFIFOWithoutAReaderAndAFolderAreClearErrors() throws {
    let folder = try TemporaryFolder()
    let fifo = folder.path("unread.json")
    try #require(mkfifo(fifo, 0o600) == 0)
    let unread = try TierbarProcess.run(["schema", "--output", fifo])
    #expect(unread.status == 73)
    #expect(
      unread.stderr.contains("cannot write '\(fifo)': nothing reads from it"), "\(unread.stderr)")
    #expect(Self.fileType(fifo) == S_IFIFO)
    let inside = folder.path("inside")
    try FileManager.default.createDirectory(atPath: inside, withIntermediateDirectories: false)
    let onFolder = try TierbarProcess.run(["schema", "--output", inside])
    #expect(onFolder.status == 73)
    #expect(
      onFolder.stderr.contains("cannot write '\(inside)': Is a directory"), "\(onFolder.stderr)")
  }
}

/// Standard output that cannot be written (a full disk behind a redirection): exit 73 and a
/// message on standard error, not exit 0 with the output lost.
@Suite struct StandardOutputFailureTests {
  @Test(arguments: [
    ["schema"], ["layout", "Configs/reminders.yaml"], ["validate", "Configs/reminders.yaml"],
  ])
  func aFullStandardOutputIsExit73(arguments: [String]) throws {
    guard FileManager.default.fileExists(atPath: "/dev/full") else {
      print("skipped: this system has no /dev/full (Linux's always-full device)")
      return
    }
    let script = "exec \"$0\" \"$@\" >/dev/full"
    let result = try ProgramRun.run(
      URL(fileURLWithPath: "/bin/sh"),
      ["-c", script, try TierbarProcess.executable().path] + arguments,
      environment: TierbarProcess.environment(), in: TierbarProcess.packageRoot)
    #expect(result.status == 73)
    #expect(
      result.stderr.contains(
        "cannot write standard output: No space left on device; the output is incomplete"),
      "stderr: \(result.stderr)")
  }
}
