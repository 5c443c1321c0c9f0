import Foundation
import Testing
import TierbarTestSupport

/// `tierbar simulate`: scripts from the issue run through the built executable.
@Suite struct SimulateTests {
  func steps(_ result: TierbarProcess.Result) throws -> [[String: Any]] {
    let json = try TierbarProcess.json(result)
    #expect(Set(json.keys) == ["version", "steps"])
    #expect(json["version"] as? Int == 1)
    return try #require(json["steps"] as? [[String: Any]])
  }

  @Test func remindersSequenceSelectsAndClearsTheChip() throws {
    let folder = try TemporaryFolder()
    let script = try folder.write("reminders.sim.yaml", ArticleConfigs.remindersScript)
    let result = try TierbarProcess.run([
      "simulate", "Configs/reminders.yaml", "--script", script, "--format", "json",
    ])
    #expect(result.status == 0, "stderr: \(result.stderr)")
    let steps = try steps(result)
    try #require(steps.count == 4)
    for (index, step) in steps.enumerated() {
      #expect(Set(step.keys) == ["step", "state", "effects", "frame"])
      #expect(step["step"] as? Int == index + 1)
      let state = try #require(step["state"] as? [String: Any])
      #expect(Set(state.keys) == ["expanded", "selection", "tags"])
    }
    let afterBell = try #require(steps[0]["state"] as? [String: Any])
    #expect(afterBell["expanded"] as? [String] == ["main", "intervals"])
    let selected = try #require(steps[1]["state"] as? [String: Any])
    #expect((selected["selection"] as? [String: [String]])?["intervals"] == ["one-hour"])
    #expect((selected["tags"] as? [String: [Any]])?["intervals"]?.compactMap(number) == [60])
    let effects = try #require(steps[1]["effects"] as? [[String: Any]])
    #expect(effects.contains { $0["type"] as? String == "selectionChanged" })
    let cleared = try #require(steps[2]["state"] as? [String: Any])
    #expect((cleared["selection"] as? [String: [String]])?["intervals"]?.isEmpty ?? true)
    #expect((cleared["tags"] as? [String: [Any]])?["intervals"]?.isEmpty ?? true)
    #expect(FileManager.default.fileExists(atPath: folder.path("state.json")))
  }

  @Test func followBarSitsOnTheKeyboardAndSamplesItsAnimation() throws {
    let folder = try TemporaryFolder()
    let script = try folder.write(
      "follow.sim.yaml",
      """
      toolbar: follow
      environment: { width: 393, keyboard: software }
      container: [0, 0, 393, 852]
      steps:
        - keyboard: { begin: [0, 852, 393, 336], end: [0, 516, 393, 336], duration: 0.25, curve: 7 }
        - sample: 0.125

      """)
    let result = try TierbarProcess.run([
      "simulate", "Configs/keyboard-follow.yaml", "--script", script, "--format", "json",
    ])
    #expect(result.status == 0, "stderr: \(result.stderr)")
    let steps = try steps(result)
    try #require(steps.count == 2)
    let end = try #require(steps[0]["frame"] as? [String: Any])
    #expect(number(end["y"]) == 472, "keyboard top 516 − bar height 44")
    #expect(number(end["height"]) == 44)
    let middle = try #require(steps[1]["frame"] as? [String: Any])
    let y = try #require(number(middle["y"]))
    #expect(y > 472 && y < 852)
  }

  @Test func textOutputDescribesEachStep() throws {
    let folder = try TemporaryFolder()
    let script = try folder.write("reminders.sim.yaml", ArticleConfigs.remindersScript)
    let result = try TierbarProcess.run(["simulate", "Configs/reminders.yaml", "--script", script])
    #expect(result.status == 0)
    #expect(result.stdout.hasPrefix("simulate reminders: 4 steps\n"))
    #expect(result.stdout.contains("step 2"))
  }

  @Test func badScriptIsALocatedErrorWithACaret() throws {
    let folder = try TemporaryFolder()
    let script = try folder.write(
      "bad.sim.yaml",
      """
      toolbar: reminders
      steps:
        - tap: bel

      """)
    let result = try TierbarProcess.run(["simulate", "Configs/reminders.yaml", "--script", script])
    #expect(result.status == 1)
    #expect(result.stdout.isEmpty)
    let lines = result.stderr.split(separator: "\n").map(String.init)
    let header = try #require(lines.firstIndex { $0.hasPrefix("\(script):3:") })
    #expect(lines[header].contains(": error: "))
    #expect(lines[header].contains("did you mean 'bell'?"))
    #expect(lines[header + 1] == "  - tap: bel")
    #expect(lines[header + 2].hasSuffix("^") || lines[header + 2].contains("^~"))
  }

  @Test func scriptWithYAMLErrorsIsLocatedToo() throws {
    let folder = try TemporaryFolder()
    let script = try folder.write("broken.sim.yaml", "toolbar: reminders\nsteps: [\n")
    let result = try TierbarProcess.run(["simulate", "Configs/reminders.yaml", "--script", script])
    #expect(result.status == 1)
    #expect(result.stderr.contains("[yaml-syntax]"))
  }

  @Test func missingScriptExits66() throws {
    let result = try TierbarProcess.run([
      "simulate", "Configs/reminders.yaml", "--script", "no-such-script.yaml",
    ])
    #expect(result.status == 66)
    #expect(result.stderr.contains("no-such-script.yaml:1:1: error: cannot read"))
  }
}
