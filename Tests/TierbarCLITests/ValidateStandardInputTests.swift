import Foundation
import Testing
import TierbarTestSupport

/// `tierbar validate - [--stdin-name PATH]`: one config from standard input, as editors pass it.
@Suite struct ValidateStandardInputTests {
  func runWithInput(_ contents: String, _ arguments: [String]) throws -> TierbarProcess.Result {
    let folder = try TemporaryFolder()
    let input = try folder.write("input", contents)
    return try TierbarProcess.run(
      ["validate"] + arguments, standardInput: URL(fileURLWithPath: input))
  }

  @Test func diagnosticsAreReportedUnderTheGivenName() throws {
    let result = try runWithInput(ValidConfigs.duplicateKey, ["-", "--stdin-name", "ed/bar.yaml"])
    #expect(result.status == 1)
    let lines = result.stdout.split(separator: "\n", omittingEmptySubsequences: false)
    #expect(
      lines.first?.hasPrefix("ed/bar.yaml:6:9: error: the key 'height' appears twice") == true)
    #expect(lines.dropFirst().first == "        height: 50")
    #expect(result.stdout.hasSuffix("1 file checked: 1 error, 0 warnings\n"))
  }

  @Test func theDefaultNameIsStdin() throws {
    let result = try runWithInput(ValidConfigs.duplicateKey, ["-", "--format", "json"])
    #expect(result.status == 1)
    let json = try TierbarProcess.json(result)
    let diagnostics = try #require(json["diagnostics"] as? [[String: Any]])
    #expect(diagnostics.first?["file"] as? String == "<stdin>")
    #expect(diagnostics.first?["code"] as? String == "duplicate-key")
  }

  @Test func aCleanInputIsClean() throws {
    let result = try runWithInput(ValidConfigs.single, ["-", "--strict"])
    #expect(result.status == 0, "stdout: \(result.stdout)")
    #expect(result.stdout == "1 file checked: no problems\n")
  }

  @Test func aJSONNameSelectsTheJSONReader() throws {
    let result = try runWithInput(#"{"version": 1,}"#, ["-", "--stdin-name", "bar.tierbar.json"])
    #expect(result.status == 1)
    #expect(result.stdout.hasPrefix("bar.tierbar.json:1:14: error: "))
    #expect(result.stdout.contains("[json-trailing-comma]"))
  }

  /// Endless input is refused once it passes the file-size limit, not read to its end.
  @Test func endlessInputIsRefusedAtTheSizeLimit() throws {
    let shell = URL(fileURLWithPath: "/bin/sh")
    let result = try ProgramRun.run(
      shell,
      [
        "-c", #"yes 'a: b' | "$0" validate - --stdin-name big.yaml"#,
        try TierbarProcess.executable().path,
      ],
      environment: ProgramRun.environment(only: ["PATH": "/usr/bin:/bin", "NO_COLOR": "1"]))
    #expect(result.status == 1)
    #expect(
      result.stdout.hasPrefix(
        "big.yaml:1:1: error: standard input is more than 16777216 bytes, the limit; split"))
    #expect(result.stdout.contains("[file-too-large]"))
  }

  @Test(arguments: [
    ["validate", "-", "Configs/reminders.yaml"], ["validate", "-", "-"],
    ["validate", "Configs/reminders.yaml", "--stdin-name", "a.yaml"],
    ["validate", "--stdin-name", "a.yaml"],
  ])
  func misuseIsAUsageError(arguments: [String]) throws {
    let result = try TierbarProcess.run(arguments)
    #expect(result.status == 64)
    #expect(result.stdout.isEmpty)
    #expect(result.stderr.hasSuffix("tierbar: note: see 'tierbar validate --help'\n"))
  }
}
