import Foundation
import Testing

/// A 200 MB file is refused before it is read (issue 22), whichever file it is: a config given
/// to `validate`, a `simulate` script, a saved state a script restores. Each file is sparse (its
/// size set with `truncate`, no blocks written), so the test costs no disk; reading it would
/// take seconds and hundreds of megabytes, so a run within the hostile inputs' deadline shows it
/// was not read.
@Suite struct FileSizeLimitProcessTests {
  static let size: UInt64 = 200 << 20

  /// A file of `size` bytes, all of them a hole, beginning with `head`.
  static func sparseFile(_ path: String, head: String) throws {
    try Data(head.utf8).write(to: URL(fileURLWithPath: path))
    let handle = try FileHandle(forWritingTo: URL(fileURLWithPath: path))
    try handle.truncate(atOffset: size)
    try handle.close()
  }

  static func run(_ arguments: [String]) throws -> TierbarProcess.Result {
    let result = try TierbarProcess.run(
      arguments, environment: ["NO_COLOR": "1"], deadline: HostileRun.deadline(files: 1))
    #expect(!result.timedOut, "over \(HostileRun.deadline(files: 1)) s: \(arguments)")
    #expect(!result.signaled)
    return result
  }

  @Test func aHugeConfigIsRefusedAtItsStart() throws {
    let folder = try TemporaryFolder()
    let config = folder.path("huge.yaml")
    try Self.sparseFile(config, head: "version: 1\n")
    let result = try Self.run(["validate", config])
    #expect(result.status == 1)
    #expect(result.stdout.hasPrefix("\(config):1:1: error: "), "\(result.stdout.prefix(300))")
    #expect(result.stdout.contains("[file-too-large]"))
    #expect(result.stdout.hasSuffix("1 file checked: 1 error, 0 warnings\n"))
  }

  @Test func aHugeScriptIsRefusedAtItsStart() throws {
    let folder = try TemporaryFolder()
    let script = folder.path("huge.sim.yaml")
    try Self.sparseFile(script, head: "toolbar: reminders\n")
    let result = try Self.run(["simulate", "Configs/reminders.yaml", "--script", script])
    #expect(result.status == 1)
    #expect(result.stdout.isEmpty)
    #expect(result.stderr.hasPrefix("\(script):1:1: error: "), "\(result.stderr.prefix(300))")
    #expect(result.stderr.contains("[file-too-large]"))
    #expect(result.stderr.hasSuffix("\(script): 1 error, 0 warnings\n"))
  }

  @Test func aHugeSavedStateIsRefusedAtTheRestoreStep() throws {
    let folder = try TemporaryFolder()
    try Self.sparseFile(folder.path("state.json"), head: "{")
    let script = try folder.write(
      "restore.sim.yaml",
      "toolbar: reminders\ncontainer: [0, 0, 393, 852]\nsteps:\n  - restore: state.json\n")
    let result = try Self.run(["simulate", "Configs/reminders.yaml", "--script", script])
    #expect(result.status == 1)
    #expect(result.stderr.hasPrefix("\(script):4:"), "\(result.stderr.prefix(300))")
    #expect(result.stderr.contains("larger than"), "\(result.stderr.prefix(300))")
  }
}
