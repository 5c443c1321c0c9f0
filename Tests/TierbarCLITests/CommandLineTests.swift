import Foundation
import Testing

/// The tool's front door: help, usage errors, exit status 64, "did you mean".
@Suite struct CommandLineTests {
  @Test func toolHelpListsOnlyTheCommandsThatExist() throws {
    let result = try TierbarProcess.run(["--help"])
    #expect(result.status == 0)
    for command in [
      "validate", "layout", "hit", "simulate", "plugins", "compile", "render", "preview",
      "schema",
    ] {
      #expect(result.stdout.contains("\n  \(command) "), "help should list \(command)")
    }
  }

  @Test(arguments: ["validate", "layout", "hit", "simulate", "plugins"])
  func eachCommandHasHelp(command: String) throws {
    for flag in ["--help", "-h"] {
      let result = try TierbarProcess.run([command, flag])
      #expect(result.status == 0)
      #expect(result.stdout.contains("USAGE: tierbar \(command) "))
      #expect(result.stdout.contains("--format text|json"))
      #expect(result.stderr.isEmpty)
    }
  }

  @Test func noArgumentsIsAUsageError() throws {
    let result = try TierbarProcess.run([])
    #expect(result.status == 64)
    #expect(result.stderr.contains("USAGE: tierbar <command>"))
  }

  @Test func unknownCommandSuggestsTheClosest() throws {
    let result = try TierbarProcess.run(["valdate", "Configs"])
    #expect(result.status == 64)
    #expect(result.stderr.contains("unknown command 'valdate'"))
    #expect(result.stderr.contains("did you mean 'validate'?"))
  }

  @Test(arguments: [
    (["validate", "--strct", "Configs"], "--strct", "--strict"),
    (["validate", "--fromat=json", "Configs"], "--fromat", "--format"),
    (["layout", "Configs/reminders.yaml", "--expnad", "intervals"], "--expnad", "--expand"),
    (["hit", "Configs/reminders.yaml", "--poin", "1,2"], "--poin", "--point"),
    (["plugins", "--plugins", "x.so"], "--plugins", "--plugin"),
  ])
  func unknownOptionSuggestsTheClosest(arguments: [String], typed: String, meant: String) throws {
    let result = try TierbarProcess.run(arguments)
    #expect(result.status == 64)
    #expect(result.stderr.contains("unknown option '\(typed)'"))
    #expect(result.stderr.contains("did you mean '\(meant)'?"))
    #expect(result.stdout.isEmpty)
  }

  @Test(arguments: [
    (["validate", "--format"], "needs a value"),
    (["validate", "--format", "yaml", "Configs"], "expected one of text, json"),
    (["validate", "--strict=yes", "Configs"], "is a flag and takes no value"),
    (["validate", "--format", "json", "--format", "text", "Configs"], "more than once"),
    (["layout"], "missing FILE"),
    (["layout", "a.yaml", "b.yaml"], "unexpected argument 'b.yaml'"),
    (["layout", "Configs/reminders.yaml", "--width", "-3"], "expected a positive number"),
    (["layout", "Configs/reminders.yaml", "--safe-area", "0,0,34"], "4 comma-separated numbers"),
    (["layout", "Configs/reminders.yaml", "--keyboard", "hardwar"], "did you mean 'hardware'?"),
    (["layout", "Configs/reminders.yaml", "--device", "iphone15"], "did you mean 'iphone-15'?"),
    (["layout", "Configs/reminders.yaml", "--scale", "1e308"], "use 1, 2 or 3"),
    (["hit", "Configs/reminders.yaml"], "missing --point"),
    (["hit", "Configs/reminders.yaml", "--point", "1"], "2 comma-separated numbers"),
    (["simulate", "Configs/reminders.yaml"], "missing --script"),
    (["plugins", "extra"], "unexpected argument 'extra'"),
  ])
  func usageErrorsExplainThemselves(arguments: [String], message: String) throws {
    let result = try TierbarProcess.run(arguments)
    #expect(result.status == 64)
    #expect(result.stderr.contains(message), "stderr: \(result.stderr)")
    #expect(result.stderr.contains("[usage-error]\ntierbar: note: see 'tierbar"))
  }

  @Test func argumentsAreEchoedWithoutControlCharacters() throws {
    let result = try TierbarProcess.run(["validate", "--\u{1B}]0;title\u{07}x"])
    #expect(result.status == 64)
    // Quoted as every name is (`MessageText.quoted`): control characters written as escapes.
    #expect(
      result.stderr.contains("unknown option '--\\u{1B}]0;title\\u{7}x'"),
      "stderr: \(result.stderr)")
    #expect(!result.stderr.unicodeScalars.contains { $0.value == 0x1B || $0.value == 0x07 })
  }

  @Test func valuesMayFollowAnEqualsSignOrTheNextArgument() throws {
    let files = ["Configs/reminders.yaml", "Configs/safe-area.yaml"]
    let spaced = try TierbarProcess.run(["validate", "--format", "json"] + files)
    let joined = try TierbarProcess.run(["validate", "--format=json"] + files)
    #expect(spaced.status == 0)
    #expect(spaced.stdout == joined.stdout)
    #expect(try TierbarProcess.json(spaced)["files"] as? Int == 2)
  }

  @Test func doubleDashEndsOptions() throws {
    let folder = try TemporaryFolder()
    try folder.write("--strict.yaml", ValidConfigs.single)
    let result = try TierbarProcess.run(
      ["validate", "--format", "json", "--", "--strict.yaml"], in: folder.url)
    #expect(result.status == 0, "stderr: \(result.stderr)")
    #expect(try TierbarProcess.json(result)["files"] as? Int == 1)
  }
}
