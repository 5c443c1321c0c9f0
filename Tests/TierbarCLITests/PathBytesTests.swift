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
      environment: ProgramRun.environment(only: ["PATH": "/usr/bin:/bin", "NO_COLOR": "1"]),
      in: folder.url)
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
      missing.stdout.contains("nothere-\\xE9.yaml:1:1: error: cannot read 'nothere-\\xE9.yaml'"))
  }

  /// Creates the folder `folder/name` from raw bytes with `mkdir(2)`.
  static func makeFolder(_ name: [UInt8], in folder: TemporaryFolder) throws {
    let path = Array(folder.url.path.utf8) + [UInt8(ascii: "/")] + name + [0]
    let made = path.withUnsafeBufferPointer { buffer in
      buffer.baseAddress.map {
        mkdir(UnsafeRawPointer($0).assumingMemoryBound(to: CChar.self), 0o755)
      }
        ?? -1
    }
    try #require(made == 0, "mkdir failed: \(errno)")
  }

  /// The names in `folder/name` (a folder named by raw bytes), sorted.
  static func entries(of name: [UInt8], in folder: TemporaryFolder) throws -> [String] {
    let path = Array(folder.url.path.utf8) + [UInt8(ascii: "/")] + name + [0]
    let directory = path.withUnsafeBufferPointer { buffer in
      buffer.baseAddress.flatMap {
        opendir(UnsafeRawPointer($0).assumingMemoryBound(to: CChar.self))
      }
    }
    let opened = try #require(directory, "opendir failed: \(errno)")
    defer { closedir(opened) }
    var names: [String] = []
    while let entry = readdir(opened) {
      let name = withUnsafeBytes(of: entry.pointee.d_name) { raw in
        String(decoding: raw.prefix { $0 != 0 }, as: UTF8.self)
      }
      if name != "." && name != ".." { names.append(name) }
    }
    return names.sorted()
  }

  /// `save:` and `restore:` paths are relative to the script's folder, and that folder's name
  /// need not be UTF-8: the state is saved into `st\xE9/` (Latin-1), read back from there, and a
  /// write that fails names the folder as `st\xE9`.
  @Test func simulateSavesAndRestoresInAFolderNamedInLatin1() throws {
    let folder = try TemporaryFolder()
    let latin1Folder = Array("st".utf8) + [0xE9]
    try Self.makeFolder(latin1Folder, in: folder)
    let config = TierbarProcess.configs.appendingPathComponent("reminders.yaml").path
    /// Writes `st\xE9/NAME.yaml` with `steps` and runs it.
    func simulate(_ name: String, _ steps: String, json: Bool = false) throws -> ProgramRun.Result {
      try Self.create(
        latin1Folder + Array("/\(name).yaml".utf8), in: folder,
        contents: "toolbar: reminders\ncontainer: [0, 0, 393, 852]\nsteps:\n" + steps)
      return try Self.runShell(
        ["simulate", config, "--script", "st\\351/\(name).yaml"]
          + (json ? ["--format", "json"] : []),
        in: folder)
    }
    let saved = try simulate("save", "  - tap: bell\n  - tap: one-hour\n  - save: state.json\n")
    #expect(saved.status == 0, "stderr: \(saved.stderr)")
    #expect(saved.stderr.isEmpty)
    // The state file and nothing else beside the script: no temporary file left behind.
    #expect(try Self.entries(of: latin1Folder, in: folder) == ["save.yaml", "state.json"])
    let statePath = PathName.string(
      fromBytes: Array(folder.url.path.utf8) + [UInt8(ascii: "/")] + latin1Folder
        + Array("/state.json".utf8))
    guard case .bytes(let state) = FileBytes.contents(of: statePath, limit: 1 << 16) else {
      Issue.record("the saved state cannot be read back")
      return
    }
    let object = try JSONSerialization.jsonObject(with: Data(state)) as? [String: Any]
    #expect(object?["toolbar"] as? String == "reminders")
    #expect((object?["selection"] as? [String: [String]])?["intervals"] == ["one-hour"])

    let restored = try simulate("restore", "  - restore: state.json\n", json: true)
    #expect(restored.status == 0, "stderr: \(restored.stderr)")
    let report =
      try JSONSerialization.jsonObject(with: Data(restored.stdout.utf8)) as? [String: Any]
    let steps = report?["steps"] as? [[String: Any]] ?? []
    let restoredState = steps.first?["state"] as? [String: Any]
    #expect((restoredState?["selection"] as? [String: [String]])?["intervals"] == ["one-hour"])

    // A save into a folder that does not exist: a located error naming the path as `st\xE9`.
    let failed = try simulate("missing", "  - save: nothere/state.json\n")
    #expect(failed.status == 1)
    let header = failed.stderr.split(separator: "\n").first.map(String.init) ?? ""
    #expect(header.hasPrefix("st\\xE9/missing.yaml:4:"), "\(failed.stderr)")
    #expect(header.contains(": error: "))
    #expect(header.contains("st\\xE9/nothere/state.json"), "\(header)")
    #expect(!failed.stderr.unicodeScalars.contains { $0.value >= 0x10FF80 })
    #expect(
      try Self.entries(of: latin1Folder, in: folder) == [
        "missing.yaml", "restore.yaml", "save.yaml", "state.json",
      ])
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
