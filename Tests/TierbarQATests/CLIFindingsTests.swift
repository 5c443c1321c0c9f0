import Foundation
import Testing
import TierbarTestSupport

#if canImport(Glibc)
  import Glibc
#elseif canImport(Darwin)
  import Darwin
#endif

/// QA findings in the `tierbar` tool and its file reading (TierbarCLI, TierbarYAML). These tests
/// fail until the bugs are fixed: they are the bug reports, each with its input.
@Suite(.serialized) struct CLIFindingsTests {
  /// A FIFO named `*.yaml` (given directly, or found while searching a folder) hangs `tierbar
  /// validate` forever: `ConfigFileReader`/`ConfigLoader+File` call `open(path, O_RDONLY)` before
  /// `fstat`, and opening a FIFO waits for a writer. Devices are already refused with 66 ("not a
  /// file"); a FIFO should be too, without opening it (`stat` first, or `O_NONBLOCK`).
  @Test(arguments: [false, true])
  func aFIFOIsUnreadableNotAHang(searchFolder: Bool) throws {
    let folder = FileManager.default.temporaryDirectory
      .appendingPathComponent("tierbar-qa-fifo-\(UUID().uuidString)")
    try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
    defer { try? FileManager.default.removeItem(at: folder) }
    let fifo = folder.appendingPathComponent("pipe.yaml").path
    try #require(mkfifo(fifo, 0o600) == 0)
    let result = try QAProcess.run(["validate", searchFolder ? folder.path : fifo], deadline: 5)
    #expect(result.status != nil, "tierbar validate hung on a FIFO (killed after 5 s)")
    #expect(result.status == 66)
  }

  /// `tierbar layout` once listed a failing row provider's warning twice (`engine.problems` were
  /// also the first layout warnings). Now it is the registry stage's error, printed once to
  /// standard error at its tier, and not among the layout's warnings.
  @Test func aProviderFailureIsReportedOnce() throws {
    let plugin = try QAProcess.compileFixturePlugin("failing_provider")
    let config = Fixtures.corpusDirectory.appendingPathComponent("qa/failing-provider.yaml").path
    let result = try QAProcess.run(["layout", config, "--plugin", plugin, "--format", "json"])
    #expect(result.status == 1)
    let json = try JSONSerialization.jsonObject(with: Data(result.stdout.utf8)) as? [String: Any]
    let warnings = try #require(json?["warnings"] as? [[String: Any]])
    #expect(warnings.filter { $0["code"] as? String == "row-provider-failed" }.isEmpty)
    #expect(result.stderr.components(separatedBy: "[row-provider-failed]").count == 2)
    #expect(result.stderr.contains("failing-provider.yaml:7:13: error: "), "\(result.stderr)")
  }

  /// `--scale` is documented as "1, 2 or 3" but any positive number is taken; 1e308 overflows the
  /// pixel grid and the 50 pt Reminders bar is printed 1e-308 tall. Expected: a usage error (64)
  /// for a scale outside a sane range, or the right height.
  @Test func anAbsurdScaleIsAUsageErrorOrHarmless() throws {
    let result = try QAProcess.run([
      "layout", "Configs/reminders.yaml", "--scale", "1e308", "--format", "json",
    ])
    if result.status == 64 { return }
    #expect(result.status == 0)
    #expect(result.stdout.contains(#""size":{"width":393,"height":50}"#), "\(result.stdout)")
  }

  /// `tierbar layout` and `tierbar hit` once printed ids and titles raw: an id holding `\e[31m` or
  /// an OSC title sequence reached the terminal. Such an id is now an `invalid-id` error (exit 1);
  /// a title may hold them. Either way no escape reaches the output.
  @Test(arguments: [
    (["layout"], "control-characters-title.yaml", 0),
    (["hit", "--point", "10,10"], "control-characters-title.yaml", 0),
    (["layout"], "control-characters.yaml", 1),
  ])
  func textOutputHasNoControlCharacters(command: [String], file: String, status: Int32) throws {
    let config = Fixtures.corpusDirectory.appendingPathComponent("qa/\(file)").path
    let result = try QAProcess.run([command[0], config] + command.dropFirst())
    #expect(result.status == status)
    #expect((result.stdout + result.stderr).contains("red"), "\(result.stdout)")
    #expect(!(result.stdout + result.stderr).unicodeScalars.contains { $0.value == 0x1B })
  }

}
