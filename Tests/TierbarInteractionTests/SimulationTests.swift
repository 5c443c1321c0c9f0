import Foundation
import Testing
import TierbarInteraction
import TierbarModel
import TierbarTestSupport
import TierbarYAML

/// Scripts run against the example configs; outputs compared with golden files in `Golden/`
/// (regenerate with `TIERBAR_UPDATE_GOLDENS=1 swift test --filter SimulationTests`).
@Suite struct SimulationTests {
  static func load(_ name: String) throws -> TierbarConfig {
    let result = ConfigLoader().load(contentsOf: Fixtures.config(name).path)
    return try #require(result.config, "\(result.diagnostics)")
  }

  static func run(
    _ yaml: String, config: TierbarConfig, files: inout InMemorySimulationFiles
  ) throws -> SimulationRun {
    let node = try #require(YAMLReader().read(Array(yaml.utf8)).node)
    return Simulation.run(script: node, config: config, files: &files)
  }

  static let goldenFolder = URL(fileURLWithPath: #filePath).deletingLastPathComponent()
    .appendingPathComponent("Golden")

  /// Compares with `Golden/<name>` (see `GoldenFile`).
  static func checkGolden(_ text: String, _ name: String) {
    let mismatch = GoldenFile.mismatch(text, at: goldenFolder.appendingPathComponent(name))
    #expect(mismatch == nil, "\(mismatch ?? "")")
  }

  @Test func followExampleFromTheIssue() throws {
    var files = InMemorySimulationFiles()
    let run = try Self.run(
      """
      toolbar: follow
      environment: { width: 393, keyboard: software }
      container: [0, 0, 393, 852]
      steps:
        - keyboard: { begin: [0, 852, 393, 336], end: [0, 516, 393, 336], duration: 0.25, curve: 7 }
        - sample: 0.125
        - sample: 0.25
        - keyboard: { end: [0, 852, 393, 336], duration: 0.3, curve: 0 }
      """, config: try Self.load("keyboard-follow.yaml"), files: &files)
    #expect(run.diagnostics.isEmpty)
    let report = try #require(run.report)
    // Keyboard top 516 − 44; halfway through the keyboard curve the bar has covered 87.5 % of the
    // 380 pt (852 − 380 × 0.8754 ≈ 519.3617); on hide it leaves below the container (y = 852).
    let expected =
      #"{"version":1,"steps":["#
      + #"{"step":1,"state":{"expanded":["main"],"selection":{},"tags":{}},"effects":["#
      + #"{"type":"barAnimation","from":{"x":0,"y":852,"width":393,"height":44},"#
      + #""to":{"x":0,"y":472,"width":393,"height":44},"duration":0.25,"curve":"keyboard","rawCurve":7}],"#
      + #""frame":{"x":0,"y":472,"width":393,"height":44}},"#
      + #"{"step":2,"state":{"expanded":["main"],"selection":{},"tags":{}},"effects":[],"#
      + #""frame":{"x":0,"y":519.361744121602,"width":393,"height":44}},"#
      + #"{"step":3,"state":{"expanded":["main"],"selection":{},"tags":{}},"effects":[],"#
      + #""frame":{"x":0,"y":472,"width":393,"height":44}},"#
      + #"{"step":4,"state":{"expanded":["main"],"selection":{},"tags":{}},"effects":["#
      + #"{"type":"barAnimation","from":{"x":0,"y":472,"width":393,"height":44},"#
      + #""to":{"x":0,"y":852,"width":393,"height":44},"duration":0.3,"curve":"ease-in-out","rawCurve":0}],"#
      + #""frame":{"x":0,"y":852,"width":393,"height":44}}]}"# + "\n"
    #expect(report.jsonText() == expected)
  }

  static let remindersScript = """
    toolbar: reminders
    environment: { device: iphone-15, keyboard: software }
    container: [0, 0, 393, 852]
    steps:
      - tap: bell
      - tap: one-hour
      - tap: one-hour
      - tap: three-hours
      - tap: five-hours
      - save: state.json
      - keyboard: { end: [0, 466, 393, 386] }
      - tap-at: [40, -30]
      - tap: bell
      - restore: state.json
    """

  @Test func remindersSequence() throws {
    var files = InMemorySimulationFiles()
    let run = try Self.run(
      Self.remindersScript, config: try Self.load("reminders.yaml"), files: &files)
    #expect(run.diagnostics.isEmpty)
    let report = try #require(run.report)
    let steps = report.steps
    try #require(steps.count == 10)
    #expect(steps[0].expanded == ["main", "intervals"])
    #expect(steps[0].frame == nil, "an accessory has no frame before the keyboard appears")
    #expect(
      steps[1].selection == [
        TierSelection(tier: "intervals", items: ["one-hour"], tags: [.int(60)])
      ])
    #expect(steps[2].selection == [TierSelection(tier: "intervals", items: [], tags: [])])
    #expect(steps[4].selection.first?.tags == [.int(400)])
    let saved = try #require(files.files["state.json"])
    #expect(
      try SavedState.decode(saved).get()
        == SavedState(
          toolbar: "reminders", expanded: ["main", "intervals"],
          selection: ["intervals": ["five-hours"]]))
    // The keyboard (386 pt including the 50 pt bar) arrives: the bar is its top slice.
    #expect(steps[6].frame == Rect(x: 0, y: 466, width: 393, height: 50))
    // A tap above the bar lands on the first chip (overlay hit region).
    #expect(steps[7].selection.first?.items == ["one-hour"])
    #expect(steps[8].expanded == ["main"])
    // Restore brings back the expanded tier and the saved choice.
    #expect(steps[9].expanded == ["main", "intervals"])
    #expect(steps[9].selection.first?.items == ["five-hours"])
    #expect(steps[9].effects.map(\.type) == ["selectionChanged", "tierExpanded"])
    Self.checkGolden(report.json.render(pretty: true) + "\n", "reminders.json")
    Self.checkGolden(report.text(), "reminders.txt")
  }

  @Test func checkboxesRestoreAfterRebuildingWithAnotherPattern() throws {
    var files = InMemorySimulationFiles()
    let config = try Self.load("checkbox-input.yaml")
    let first = try Self.run(
      """
      toolbar: checkboxes
      environment: { device: iphone-15 }
      steps:
        - tap: check-2
        - tap: check-5
        - hide: [check-5, check-6]
        - tap: check-5
        - save: checks.json
      """, config: config, files: &files)
    #expect(first.diagnostics.isEmpty)
    let steps = try #require(first.report?.steps)
    #expect(steps[2].effects.map(\.type) == ["heightChanged"])
    #expect(steps[3].effects.map(\.type) == ["refused"])
    #expect(steps[3].selection.first?.items == ["check-2", "check-5"])

    // Rebuilt: check-2 is gone from the config now; the other pattern hides check-1.
    var rebuilt = config
    rebuilt.toolbars[0].tiers[0].items.removeAll { $0.id == "check-2" }
    let second = try Self.run(
      """
      toolbar: checkboxes
      environment: { device: iphone-15 }
      steps:
        - hide: check-1
        - restore: checks.json
      """, config: rebuilt, files: &files)
    let restored = try #require(second.report?.steps.last)
    #expect(restored.selection.first?.items == ["check-5"])
    #expect(second.diagnostics.map(\.code) == [.savedStateDropped])
    #expect(second.diagnostics.first?.severity == .warning)
    #expect(second.diagnostics.first?.range.start == SourceMark(line: 5, column: 5))
    #expect(second.diagnostics.first?.message.contains("check-2") == true)
  }

  @Test func runTimeFailuresStopAtTheStep() throws {
    var files = InMemorySimulationFiles(files: ["bad.json": Array("{\"version\": 9}".utf8)])
    let config = try Self.load("reminders.yaml")
    let missing = try Self.run(
      "toolbar: reminders\ncontainer: [0, 0, 393, 852]\nsteps:\n  - tap: bell\n  - restore: nope.json\n  - tap: bell\n",
      config: config, files: &files)
    #expect(missing.report?.steps.count == 1)
    #expect(missing.diagnostics.map(\.code) == [.simulateFileError])
    #expect(missing.diagnostics.first?.range.start.line == 5)
    let wrongVersion = try Self.run(
      "toolbar: reminders\ncontainer: [0, 0, 393, 852]\nsteps:\n  - restore: bad.json\n",
      config: config, files: &files)
    #expect(wrongVersion.diagnostics.map(\.code) == [.simulateInvalidSavedState])
    // One code: the message is the saved-state error's own, with no second code in it.
    let message = try #require(wrongVersion.diagnostics.first?.message)
    #expect(
      message
        == "restore 'bad.json': saved state version 9 is not supported; this Tierbar reads version 1"
    )
    #expect(!message.contains("saved-state-"), "\(message)")
  }

  @Test func badScriptsHaveNoReport() throws {
    var files = InMemorySimulationFiles()
    let run = try Self.run(
      "toolbar: reminders\ncontainer: [0, 0, 393, 852]\nsteps:\n  - tap: bel\n",
      config: try Self.load("reminders.yaml"), files: &files)
    #expect(run.report == nil)
    #expect(run.diagnostics.map(\.code) == [.scriptUnknownItem])
  }

  @Test func directoryFilesResolveAgainstTheScriptsFolder() throws {
    let folder = FileManager.default.temporaryDirectory
      .appendingPathComponent("tierbar-interaction-\(UUID().uuidString)")
    try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
    defer { try? FileManager.default.removeItem(at: folder) }
    let files = DirectorySimulationFiles(directory: folder.path)
    #expect(files.resolve("state.json") == folder.path + "/state.json")
    #expect(files.resolve("/abs/state.json") == "/abs/state.json")
    if case .failure(let error) = files.write(Array("hi".utf8), to: "state.json") {
      Issue.record("\(error)")
    }
    #expect(try files.read("state.json").get() == Array("hi".utf8))
    guard case .failure = files.read("missing.json") else {
      Issue.record("missing file read")
      return
    }
  }

  /// Every example config's every toolbar survives a generic script without a crash, and its
  /// controller's save → restore is the identity.
  @Test(arguments: Fixtures.builtInConfigURLs)
  func everyExampleConfigSimulates(url: URL) throws {
    let config = try #require(ConfigLoader().load(contentsOf: url.path).config)
    for toolbar in config.toolbars {
      var bar = ToolbarController(
        config: config, toolbar: toolbar, environment: Scenarios.iphone15,
        container: Scenarios.screen)
      for item in bar.toolbar.allItems { _ = bar.handle(.tap(item: item.id)) }
      for tier in bar.toolbar.tiers { _ = bar.handle(.toggle(tier: tier.id)) }
      _ = bar.handle(.keyboard(Scenarios.show()))
      let saved = bar.savedState()
      var fresh = ToolbarController(
        config: config, toolbar: toolbar, environment: Scenarios.iphone15,
        container: Scenarios.screen)
      let restored = try fresh.restore(SavedState.decode(saved.jsonBytes()).get()).get()
      #expect(restored.dropped.isEmpty)
      #expect(fresh.state == bar.state)
    }
  }
}
