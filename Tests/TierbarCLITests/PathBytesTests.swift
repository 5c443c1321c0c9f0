import Foundation
import Testing
import Tierbar
import TierbarTestSupport

#if canImport(Glibc)
  import Glibc
#endif

/// Paths are bytes (issue 22): a file whose name is not UTF-8 (here Latin-1 `café`, the byte
/// E9) is read when named on the command line, found by a folder walk, and shown as `caf\xE9`.
@Suite struct PathBytesTests {
  static let unknownKey =
    "version: 1\ntoolbars:\n  - id: t\n    bogus: 1\n    tiers: [{ id: main, items: [{ id: a, title: x }] }]\n"

  /// Creates `folder/name` from raw bytes with `open(2)`, as a Latin-1 system would.
  static func create(_ name: [UInt8], in folder: TemporaryFolder, contents: String) throws {
    let path = Array(folder.url.path.utf8) + [UInt8(ascii: "/")] + name + [0]
    let descriptor = path.withUnsafeBufferPointer { buffer in
      buffer.baseAddress.map {
        open(
          UnsafeRawPointer($0).assumingMemoryBound(to: CChar.self), O_WRONLY | O_CREAT | O_TRUNC,
          0o644)
      } ?? -1
    }
    try #require(descriptor >= 0, "open failed: \(errno)")
    let bytes = Array(contents.utf8)
    let written = bytes.withUnsafeBytes { write(descriptor, $0.baseAddress, $0.count) }
    close(descriptor)
    try #require(written == bytes.count)
  }

  static let latin1Name: [UInt8] = Array("caf".utf8) + [0xE9] + Array(".yaml".utf8)

  /// Runs `tierbar ARGUMENTS…` through `/bin/sh`, an argument holding a backslash as a `printf`
  /// format, so it can hold bytes that are not UTF-8 (`\351`); Foundation's `Process` takes
  /// only strings.
  static func runShell(_ arguments: [String], in folder: TemporaryFolder) throws
    -> ProgramRun.Result
  {
    let quoted = arguments.map { $0.contains("\\") ? "\"$(printf '\($0)')\"" : "'\($0)'" }
      .joined(separator: " ")
    return try ProgramRun.run(
      URL(fileURLWithPath: "/bin/sh"),
      ["-c", "exec \"$0\" \(quoted)", try TierbarProcess.executable().path],
      environment: ["PATH": "/usr/bin:/bin", "NO_COLOR": "1"], in: folder.url)
  }

  @Test func aFileNamedInLatin1IsReadAndShownWithEscapes() throws {
    let folder = try TemporaryFolder()
    try Self.create(Self.latin1Name, in: folder, contents: Self.unknownKey)
    let result = try Self.runShell(["validate", "caf\\351.yaml"], in: folder)
    #expect(result.status == 1, "stderr: \(result.stderr)")
    let lines = result.stdout.split(separator: "\n").map(String.init)
    #expect(lines.first?.hasPrefix("caf\\xE9.yaml:4:5: error: ") == true, "\(lines)")
    #expect(lines.count > 2 && lines[1] == "    bogus: 1")
    #expect(lines.last == "1 file checked: 1 error, 0 warnings")
  }

  @Test func aFolderWalkTakesAFileNamedInLatin1() throws {
    let folder = try TemporaryFolder()
    try Self.create(Self.latin1Name, in: folder, contents: Self.unknownKey)
    try folder.write("b.yaml", Self.unknownKey)
    let result = try TierbarProcess.run(["validate", "--format", "json", folder.url.path])
    #expect(result.status == 1)
    let report = try TierbarProcess.json(result)
    #expect(report["files"] as? Int == 2)
    let files = (report["diagnostics"] as? [[String: Any]] ?? []).compactMap {
      $0["file"] as? String
    }
    #expect(files == [folder.path("b.yaml"), folder.url.path + "/caf\\xE9.yaml"])
  }

  @Test func layoutAndSimulateTakeSuchPathsToo() throws {
    let folder = try TemporaryFolder()
    let config = try String(
      contentsOf: TierbarProcess.configs.appendingPathComponent("reminders.yaml"), encoding: .utf8)
    try Self.create(Self.latin1Name, in: folder, contents: config)
    try Self.create(
      Array("script-".utf8) + [0xFF] + Array(".yaml".utf8), in: folder,
      contents: "toolbar: reminders\ncontainer: [0, 0, 393, 852]\nsteps:\n  - tap: bell\n")
    let layout = try Self.runShell(["layout", "caf\\351.yaml"], in: folder)
    #expect(layout.status == 0, "stderr: \(layout.stderr)")
    #expect(layout.stdout.hasPrefix("toolbar reminders:"))
    let simulate = try Self.runShell(
      ["simulate", "caf\\351.yaml", "--script", "script-\\377.yaml"], in: folder)
    #expect(simulate.status == 0, "stderr: \(simulate.stderr)")
    #expect(simulate.stdout.contains("tap: bell"))
    let missing = try Self.runShell(["validate", "nothere-\\351.yaml"], in: folder)
    #expect(missing.status == 66)
    #expect(
      missing.stdout.contains("nothere-\\xE9.yaml:1:1: error: Cannot read 'nothere-\\xE9.yaml'"))
  }

  /// Every byte string is one path and back; UTF-8 names are their own text.
  @Test func pathNamesRoundTripEveryByteString() {
    var random = SeededRandom(seed: 22_004)
    for _ in 0..<2_000 {
      let bytes = (0..<random.below(24)).map { _ in UInt8(truncatingIfNeeded: random.next()) }
      let name = PathName.string(fromBytes: bytes)
      #expect(PathName.bytes(of: name) == bytes, "\(bytes)")
    }
    #expect(PathName.string(fromBytes: Array("Configs/漢字 😀.yaml".utf8)) == "Configs/漢字 😀.yaml")
    // A name holding the very scalars used for raw bytes still comes back as its bytes.
    let tricky = Array("a\u{10FFE9}b".utf8)
    #expect(PathName.bytes(of: PathName.string(fromBytes: tricky)) == tricky)
    #expect(PathName.display(PathName.string(fromBytes: Self.latin1Name)) == "caf\\xE9.yaml")
  }
}
