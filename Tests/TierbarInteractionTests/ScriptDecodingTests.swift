import Testing
import TierbarInteraction
import TierbarLayout
import TierbarModel
import TierbarTestSupport
import TierbarYAML

/// Script mistakes are located diagnostics, like config errors.
@Suite struct ScriptDecodingTests {
  static let config = TierbarConfig(
    styles: ArticleConfigs.reminders.styles,
    toolbars: [Scenarios.reminders(), Scenarios.follow, Scenarios.checkboxes()])

  static func decode(_ yaml: String) -> SimulationScriptResult {
    let read = YAMLReader().read(Array(yaml.utf8))
    guard let node = read.node else {
      return SimulationScriptResult(script: nil, diagnostics: read.diagnostics)
    }
    return SimulationScript.decode(node, config: config)
  }

  @Test func decodesTheIssueExample() throws {
    let result = Self.decode(ArticleConfigs.remindersScript)
    #expect(result.diagnostics.isEmpty)
    let script = try #require(result.script)
    #expect(script.toolbar == "reminders")
    #expect(script.environment.width == 393)
    #expect(script.environment.safeArea.bottom == 34)
    #expect(script.container == Rect(x: 0, y: 0, width: 393, height: 852))
    #expect(
      script.steps.map(\.action) == [
        .tap("bell"), .tap("one-hour"), .tap("one-hour"), .save("state.json"),
      ])
    #expect(script.steps[1].range.start == SourceMark(line: 6, column: 5))
  }

  @Test func decodesEveryStep() throws {
    let result = Self.decode(
      """
      toolbar: follow
      environment: { width: 393, safe-area: [59, 0, 34, 0], keyboard: software, scale: 3, rtl: false, text-scale: 1.5 }
      container: [0, 0, 393, 852]
      steps:
        - keyboard: { begin: [0, 852, 393, 336], end: [0, 516, 393, 336], duration: 0.25, curve: 7 }
        - sample: 0.125
        - tap: send
        - tap-at: [10, 20]
        - expand: main
        - collapse: main
        - toggle: main
        - hide: [bold, send]
        - show: bold
        - environment: { device: iphone-15-landscape, container: [0, 0, 852, 393], keyboard: hardware }
        - keyboard: { end: [0, 852, 393, 336], curve: ease-out, local: false }
        - restore: state.json
      """)
    #expect(result.diagnostics.isEmpty)
    let script = try #require(result.script)
    #expect(script.environment.textScale == 1.5)
    #expect(script.environment.safeArea == SafeAreaInsets(top: 59, bottom: 34))
    #expect(script.steps.count == 12)
    #expect(
      script.steps[0].action
        == .keyboard(
          KeyboardStep(
            begin: Rect(x: 0, y: 852, width: 393, height: 336),
            end: Rect(x: 0, y: 516, width: 393, height: 336), duration: 0.25, curve: .keyboard)))
    #expect(script.steps[1].action == .sample(0.125))
    #expect(script.steps[3].action == .tapAt(Point(x: 10, y: 20)))
    #expect(script.steps[7].action == .hide(["bold", "send"]))
    #expect(script.steps[8].action == .show(["bold"]))
    guard case .environment(let settings) = script.steps[9].action else {
      Issue.record("not an environment step")
      return
    }
    #expect(settings.device == "iphone-15-landscape")
    #expect(settings.container == Rect(x: 0, y: 0, width: 852, height: 393))
    #expect(
      script.steps[10].action
        == .keyboard(
          KeyboardStep(
            end: Rect(x: 0, y: 852, width: 393, height: 336), curve: .easeOut, isLocal: false)))
  }

  struct Mistake: Sendable, CustomTestStringConvertible {
    var name: String
    var yaml: String
    var code: DiagnosticCode
    var line: Int
    var column: Int
    var mentions: String = ""
    var testDescription: String { name }
  }

  static let header = "toolbar: reminders\ncontainer: [0, 0, 393, 852]\nsteps:\n"

  static let mistakes: [Mistake] = [
    Mistake(
      name: "unknown step", yaml: header + "  - tapp: bell\n", code: .scriptUnknownStep, line: 4,
      column: 5, mentions: "did you mean 'tap'?"),
    Mistake(
      name: "unknown item", yaml: header + "  - tap: one-hours\n", code: .scriptUnknownItem,
      line: 4, column: 10, mentions: "did you mean 'one-hour'?"),
    Mistake(
      name: "unknown tier", yaml: header + "  - expand: interval\n", code: .scriptUnknownTier,
      line: 4, column: 13, mentions: "did you mean 'intervals'?"),
    Mistake(
      name: "two keys in a step", yaml: header + "  - { tap: bell, expand: main }\n",
      code: .scriptInvalidStep, line: 4, column: 5),
    Mistake(
      name: "step not a mapping", yaml: header + "  - bell\n", code: .scriptInvalidStep, line: 4,
      column: 5),
    Mistake(
      name: "bad frame size", yaml: "toolbar: reminders\ncontainer: [0, 0, 393]\nsteps: []\n",
      code: .scriptInvalidFrame, line: 2, column: 12),
    Mistake(
      name: "negative keyboard height",
      yaml: header + "  - keyboard: { end: [0, 516, 393, -336] }\n", code: .scriptInvalidFrame,
      line: 4, column: 22),
    Mistake(
      name: "quoted number",
      yaml: header + "  - sample: \"0.1\"\n", code: .scriptWrongType, line: 4, column: 13,
      mentions: "quoted"),
    Mistake(
      name: "negative sample", yaml: header + "  - sample: -1\n", code: .scriptInvalidValue,
      line: 4, column: 13),
    Mistake(
      name: "nan is not a number", yaml: header + "  - tap-at: [.nan, 3]\n",
      code: .scriptInvalidPoint, line: 4, column: 14),
    Mistake(
      name: "unknown device",
      yaml:
        "toolbar: reminders\nenvironment: { device: iphone-16 }\ncontainer: [0, 0, 1, 1]\nsteps: []\n",
      code: .scriptUnknownDevice, line: 2, column: 24, mentions: "iphone-15"),
    Mistake(
      name: "unknown environment key",
      yaml: "toolbar: reminders\nenvironment: { widt: 300 }\ncontainer: [0, 0, 1, 1]\nsteps: []\n",
      code: .scriptUnknownKey, line: 2, column: 16, mentions: "did you mean 'width'?"),
    Mistake(
      name: "bad keyboard mode",
      yaml:
        "toolbar: reminders\nenvironment: { keyboard: sofware }\ncontainer: [0, 0, 1, 1]\nsteps: []\n",
      code: .scriptInvalidValue, line: 2, column: 26, mentions: "did you mean 'software'?"),
    // The command line's bounds (`--scale`, `--text-scale`) hold for a script's environment too.
    Mistake(
      name: "scale between grids",
      yaml: "toolbar: reminders\nenvironment: { scale: 1.5 }\ncontainer: [0, 0, 1, 1]\nsteps: []\n",
      code: .scriptInvalidValue, line: 2, column: 23, mentions: "1, 2 or 3"),
    Mistake(
      name: "text scale past the limit",
      yaml:
        "toolbar: reminders\nenvironment: { text-scale: 10000 }\ncontainer: [0, 0, 1, 1]\nsteps: []\n",
      code: .scriptInvalidValue, line: 2, column: 28, mentions: "at most 10"),
    Mistake(
      name: "unknown toolbar", yaml: "toolbar: remindres\ncontainer: [0, 0, 1, 1]\nsteps: []\n",
      code: .scriptUnknownToolbar, line: 1, column: 10, mentions: "did you mean 'reminders'?"),
    Mistake(
      name: "missing container", yaml: "toolbar: reminders\nsteps: []\n", code: .scriptMissingKey,
      line: 1, column: 1),
    Mistake(
      name: "missing keyboard end", yaml: header + "  - keyboard: { duration: 0.3 }\n",
      code: .scriptMissingKey, line: 4, column: 15),
    Mistake(
      name: "curve UIKit never sends",
      yaml: header + "  - keyboard: { end: [0, 1, 2, 3], curve: 5 }\n",
      code: .scriptInvalidValue, line: 4, column: 43),
    Mistake(
      name: "unknown top-level key",
      yaml: "toolbar: reminders\ncontainer: [0, 0, 1, 1]\nstep: []\n", code: .scriptUnknownKey,
      line: 3, column: 1, mentions: "did you mean 'steps'?"),
    Mistake(
      name: "steps not a list", yaml: "toolbar: reminders\ncontainer: [0, 0, 1, 1]\nsteps: tap\n",
      code: .scriptWrongType, line: 3, column: 8),
    Mistake(
      name: "rtl not a boolean",
      yaml: "toolbar: reminders\nenvironment: { rtl: yes }\ncontainer: [0, 0, 1, 1]\nsteps: []\n",
      code: .scriptWrongType, line: 2, column: 21),
    Mistake(
      name: "script not a mapping", yaml: "- tap: bell\n", code: .scriptNotMapping, line: 1,
      column: 1),
  ]

  @Test(arguments: mistakes)
  func mistakesAreLocated(_ mistake: Mistake) {
    let result = Self.decode(mistake.yaml)
    #expect(result.script == nil)
    let found = result.diagnostics.first { $0.code == mistake.code }
    #expect(found != nil, "got \(result.diagnostics.map { "\($0.code) \($0.range)" })")
    guard let found else { return }
    #expect(found.severity == .error)
    #expect(found.range.start == SourceMark(line: mistake.line, column: mistake.column))
    if !mistake.mentions.isEmpty {
      #expect(found.message.contains(mistake.mentions), "\(found.message)")
    }
  }

  @Test func everyMistakeIsReportedNotJustTheFirst() {
    let result = Self.decode(
      Self.header + "  - tapp: bell\n  - tap: nothing\n  - expand: nowhere\n")
    #expect(
      result.diagnostics.map(\.code) == [
        .scriptUnknownStep, .scriptUnknownItem, .scriptUnknownTier,
      ])
    #expect(result.diagnostics.map(\.range.start.line) == [4, 5, 6])
  }

  @Test func toolbarMayBeOmittedWhenTheConfigHasOne() throws {
    let single = TierbarConfig(toolbars: [Scenarios.follow])
    let node = try #require(
      YAMLReader().read(Array("container: [0, 0, 393, 852]\nsteps: []\n".utf8)).node)
    let result = SimulationScript.decode(node, config: single)
    #expect(result.script?.toolbar == "follow")
    let several = SimulationScript.decode(node, config: Self.config)
    #expect(several.diagnostics.map(\.code) == [.scriptMissingKey])
  }
}
