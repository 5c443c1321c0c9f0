import Foundation
import Testing
import Tierbar
import TierbarJSON
import TierbarTestSupport
import TierbarYAML

/// Bad input, as processes, for `tierbar simulate` (issue 22): hostile scripts and hostile saved
/// state, one process each (simulate takes one script), run against `Configs/reminders.yaml`.
/// Every truncation of every script is `ScriptTruncationProcessTests`.
/// Every run exits 0 or 1 (never by a signal) within a second (`HostileRun.deadline`); standard
/// error holds diagnostics and their summary line and nothing else, each located inside the
/// script, no line of it over 1,000 characters; an exit 1 has at least one error; standard output
/// is empty or the JSON report. The classes a config gets (`HostileProcessTests`) come from the
/// same generators (`HostileInputs`), here over the script that uses every step and over a saved
/// state as `save` writes it (pretty-printed JSON, one value to a line):
///
/// | class | inputs | must give |
/// |---|---|---|
/// | script byte flips | 40 seeded | either |
/// | script line deletions, swaps | every line, every neighbour pair | either |
/// | script re-indents | every indented line, +1, +2 and −1 spaces | either |
/// | script tabs | a tab in every indentation, after every `key:` | either |
/// | script wrong types | every step, top-level, environment and keyboard key × wrong values | an error on that line |
/// | script invalid UTF-8 | 12 seeded insertions | an error on the line it is in |
/// | script byte-order marks | UTF-8 BOM; UTF-16/32 LE/BE; a BOM mid-file | clean; an error on line 1; either |
/// | script line ends | CR LF, CR, mixed, no final break | clean |
/// | script attacks | billion laughs, an alias bomb of steps, 100,000 open brackets, 2,000 unknown steps | an error (on its line where it has one); honest reuse of a step is clean |
/// | script deep nesting | 100,000 brackets and braces, 2,000 block levels, as the root and in a step | an error |
/// | script huge scalars | 1 MiB item id, tier id, `save` and `restore` paths, a 4 MiB key, numbers past every bound | an error on their line |
/// | saved-state truncations | every proper prefix of a saved state, compact and as `save` writes it | an error at the `restore` step |
/// | saved-state byte flips | 40 seeded, of the state as `save` writes it | either |
/// | saved-state damage | wrong types for every field, a field left out; empty, a list, over 1 MiB | an error at the `restore` step |
/// | saved-state line deletions, swaps | every line, every neighbour pair | either |
/// | saved-state whitespace | re-indents and tabs as for scripts; CR LF, CR, mixed, no final break | clean |
/// | saved-state invalid UTF-8 | 12 seeded insertions | an error at the `restore` step |
/// | saved-state byte-order marks | UTF-8 BOM; UTF-16/32 LE/BE; a BOM mid-file | clean; an error at the `restore` step; either |
/// | saved-state deep nesting | as for scripts, as the root and as `expanded` | an error at the `restore` step |
/// | saved-state huge scalars | versions past `Int` and `Double`, a 900 KiB number, 900 KiB ids | an error at the `restore` step; either (a long tier or item id is dropped with a warning) |
///
/// "Either" still requires that a script the CLI runs without an error runs without one
/// in-process (`SimulationRunner`, as `HostileRun` requires of configs).
@Suite struct HostileScriptProcessTests {
  static let script = """
    toolbar: reminders
    environment: { device: iphone-15, keyboard: software, width: 393, scale: 3, rtl: false, text-scale: 1 }
    container: [0, 0, 393, 852]
    steps:
      - tap: bell
      - tap: one-hour
      - tap-at: [10, 10]
      - expand: intervals
      - collapse: intervals
      - toggle: intervals
      - hide: [three-hours]
      - show: three-hours
      - select: { intervals: [one-hour] }
      - clear: intervals
      - environment: { rtl: true }
      - keyboard: { end: [0, 500, 393, 352], duration: 0.25, curve: ease-in-out, local: true }
      - sample: 0.1
      - save: state.json

    """

  /// A saved state of the reminders bar, without a final line break (every prefix is broken).
  static let savedState =
    #"{"version": 1, "toolbar": "reminders", "expanded": ["intervals"], "#
    + #""selection": {"intervals": ["one-hour"]}}"#

  /// That state as a `save` step writes it: pretty-printed, one value to a line
  /// (`SavedState.jsonText`, the one writer of saved state).
  static let writtenState = SavedState(
    toolbar: "reminders", expanded: ["intervals"], selection: ["intervals": ["one-hour"]]
  ).jsonText()

  static let restoringScript = """
    toolbar: reminders
    container: [0, 0, 393, 852]
    steps:
      - restore: state.json
      - tap: bell

    """

  struct Input: Sendable {
    var name: String
    var script: [UInt8]
    /// The saved state beside the script, when the class is about saved state.
    var state: [UInt8]?
    var expectation: HostileInput.Expectation
    /// The config the script runs against, in `Configs/`.
    var config = "reminders.yaml"
    /// The script's file name: one ending in `.json` is read as JSON.
    var scriptName = "script.sim.yaml"
  }

  enum Class: String, CaseIterable, CustomTestStringConvertible {
    case scriptByteFlips, scriptLineDeletions, scriptLineSwaps, scriptReindents, scriptTabs
    case scriptWrongTypes, scriptInvalidUTF8, scriptByteOrderMarks, scriptLineEnds
    case scriptAttacks, scriptDeepNesting, scriptHugeScalars
    case savedStateTruncations, savedStateByteFlips, savedStateDamage
    case savedStateLineDeletions, savedStateLineSwaps
    case savedStateWhitespace, savedStateInvalidUTF8, savedStateByteOrderMarks
    case savedStateDeepNesting, savedStateHugeScalars

    var testDescription: String { rawValue }
  }

  @Test func theBaseScriptAndSavedStateRunCleanly() throws {
    try check(Input(name: "script", script: Array(Self.script.utf8), expectation: .clean))
    for (name, state) in [("restore", Self.savedState), ("restore-saved", Self.writtenState)] {
      try check(
        Input(
          name: name, script: Array(Self.restoringScript.utf8), state: Array(state.utf8),
          expectation: .clean))
    }
  }

  @Test(arguments: Class.allCases)
  func everyInputOfTheClassGivesWhatItMust(_ kind: Class) throws {
    let inputs = Self.inputs(kind)
    #expect(inputs.count >= 4, "\(kind): \(inputs.count) inputs")
    for input in inputs { try check(input) }
  }

  /// The script, as a source of the shared generators.
  static let scriptSource: HostileInputs.Source = ("script", Array(script.utf8))

  /// The saved state as `save` writes it, as a source of the shared generators.
  static let stateSource: HostileInputs.Source = ("state", Array(writtenState.utf8))

  /// A hostile script, with what it must give.
  static func scripts(_ inputs: [HostileInput]) -> [Input] {
    inputs.map { Input(name: $0.name, script: $0.bytes, expectation: $0.expectation) }
  }

  /// A hostile saved state beside `restoringScript`: an error in it is an error at the
  /// `restore` step, line 4 of the script.
  static func states(_ inputs: [HostileInput], expectation: HostileInput.Expectation? = nil)
    -> [Input]
  {
    inputs.map { input in
      var expected = expectation ?? input.expectation
      if case .error = expected { expected = .error(line: 4) }
      return Input(
        name: input.name, script: Array(restoringScript.utf8), state: input.bytes,
        expectation: expected)
    }
  }

  static func inputs(_ kind: Class) -> [Input] {
    switch kind {
    case .scriptByteFlips:
      return scripts(HostileInputs.byteFlips(of: [scriptSource], perSource: 40))
    case .scriptLineDeletions: return scripts(HostileInputs.lineDeletions(of: [scriptSource]))
    case .scriptLineSwaps: return scripts(HostileInputs.lineSwaps(of: [scriptSource]))
    case .scriptReindents: return scripts(HostileInputs.reindents(of: [scriptSource]))
    case .scriptTabs: return scripts(HostileInputs.tabs(of: [scriptSource]))
    case .scriptWrongTypes: return wrongTypes()
    case .scriptInvalidUTF8:
      return scripts(HostileInputs.invalidUTF8Insertions(of: [scriptSource], perSource: 12))
    case .scriptByteOrderMarks: return scripts(HostileInputs.byteOrderMarks(of: [scriptSource]))
    case .scriptLineEnds: return scripts(HostileInputs.lineEnds(of: [scriptSource]))
    case .scriptAttacks: return scriptAttacks()
    case .scriptDeepNesting:
      return scripts(
        HostileInputs.deepNesting(
          valueAt: HostileInputs.ValueSlot(before: script + "  - tap: ", after: "\n")))
    case .scriptHugeScalars: return scriptHugeScalars()
    case .savedStateTruncations:
      // The written form without the one line break it ends with: every proper prefix of
      // either is broken.
      let written = String(writtenState.dropLast())
      return [("state", savedState), ("written", written)].flatMap { name, text in
        let state = Array(text.utf8)
        return (0..<state.count).map { end in
          Input(
            name: "\(name)-cut-\(end)", script: Array(restoringScript.utf8),
            state: Array(state[..<end]), expectation: .error(line: 4))
        }
      }
    case .savedStateByteFlips:
      return states(HostileInputs.byteFlips(of: [stateSource], perSource: 40))
    case .savedStateDamage: return savedStateDamage()
    case .savedStateLineDeletions: return states(HostileInputs.lineDeletions(of: [stateSource]))
    case .savedStateLineSwaps: return states(HostileInputs.lineSwaps(of: [stateSource]))
    case .savedStateWhitespace:
      // JSON's whitespace is spaces, tabs, CR and LF anywhere between tokens.
      return states(
        HostileInputs.reindents(of: [stateSource]) + HostileInputs.tabs(of: [stateSource])
          + HostileInputs.lineEnds(of: [stateSource]),
        expectation: .clean)
    case .savedStateInvalidUTF8:
      return states(HostileInputs.invalidUTF8Insertions(of: [stateSource], perSource: 12))
    case .savedStateByteOrderMarks: return states(HostileInputs.byteOrderMarks(of: [stateSource]))
    case .savedStateDeepNesting:
      let expanded = writtenState.components(separatedBy: #""expanded": "#)
      return states(
        HostileInputs.deepNesting(
          valueAt: HostileInputs.ValueSlot(
            before: expanded[0] + #""expanded": "#,
            after: String(expanded.dropFirst().joined().drop { $0 != "," }))))
    case .savedStateHugeScalars: return savedStateHugeScalars()
    }
  }

  /// YAML attacks on a script: alias bombs (billion laughs; steps repeated by aliases of
  /// aliases) beside honest reuse of a step, unclosed brackets, and many unknown steps.
  static func scriptAttacks() -> [Input] {
    let honest =
      script.replacingOccurrences(of: "  - tap: bell\n", with: "  - &bell { tap: bell }\n")
      + Array(repeating: "  - *bell\n", count: 200).joined()
    return [
      Input(
        name: "laughs",
        script: Array((HostileInputs.laughs(levels: 12, width: 8) + script).utf8),
        expectation: .error(line: nil)),
      Input(
        name: "brackets",
        script: Array(
          (script + "  - tap: " + String(repeating: "[", count: 100_000) + "\n").utf8),
        expectation: .error(line: 19)),
      Input(
        name: "steps-bomb",
        script: Array(
          ("x-s: &s [" + Array(repeating: "{ tap: bell }", count: 1_000).joined(separator: ", ")
            + "]\n"
            + "x-t: &t [" + Array(repeating: "*s", count: 1_000).joined(separator: ", ") + "]\n"
            + script).utf8),
        expectation: .error(line: nil)),
      Input(name: "honest-reuse", script: Array(honest.utf8), expectation: .clean),
      Input(
        name: "many-unknown-steps",
        script: Array(
          (script + (0..<2_000).map { "  - tapp\($0): bell" }.joined(separator: "\n") + "\n")
            .utf8),
        expectation: .error(line: 19)),
    ]
  }

  /// Scalars of megabytes and numbers past every bound, each in place of one value of the
  /// script: an error on that value's line (no id that long names an item or tier of the
  /// config; no file name is that long; every size from a script is bounded).
  static func scriptHugeScalars() -> [Input] {
    let long = String(repeating: "x", count: 1 << 20)
    let cases: [(name: String, old: String, new: String, line: Int)] = [
      ("long-item-id", "tap: one-hour", "tap: " + long, 6),
      ("long-tier-id", "expand: intervals", "expand: " + long, 8),
      ("long-save-path", "save: state.json", "save: " + long, 18),
      ("long-restore-path", "save: state.json", "restore: " + long, 18),
      ("long-key", "tap: bell", String(repeating: "k", count: 4 << 20) + ": bell", 5),
      ("long-number", "sample: 0.1", "sample: " + String(repeating: "9", count: 1 << 20), 17),
      ("sample-1e400", "sample: 0.1", "sample: 1e400", 17),
      ("tap-at-1e400", "tap-at: [10, 10]", "tap-at: [1e400, 10]", 7),
      ("tap-at-1e15", "tap-at: [10, 10]", "tap-at: [1e15, 10]", 7),
      ("container-1e15", "container: [0, 0, 393, 852]", "container: [0, 0, 1e15, 852]", 3),
      ("width-1e15", "width: 393", "width: 1e15", 2),
      ("text-scale-1e15", "text-scale: 1", "text-scale: 1e15", 2),
      ("duration-1e15", "duration: 0.25", "duration: 1e15", 16),
      ("keyboard-end-1e15", "end: [0, 500, 393, 352]", "end: [0, 500, 1e15, 352]", 16),
    ]
    return cases.map { name, old, new, line in
      Input(
        name: name, script: Array(script.replacingOccurrences(of: old, with: new).utf8),
        expectation: .error(line: line))
    }
  }

  /// Each field of the saved state with a value of a wrong type, or left out; the file empty,
  /// not an object, or past the size `restore` reads.
  static func savedStateDamage() -> [Input] {
    let replacements: [(String, String)] = [
      (#""version": 1"#, #""version": "1""#), (#""version": 1"#, #""version": 2"#),
      (#""version": 1"#, #""version": null"#), (#""version": 1"#, #""version": 1.5"#),
      (#""version": 1, "#, ""), (#""toolbar": "reminders""#, #""toolbar": 1"#),
      (#""toolbar": "reminders""#, #""toolbar": null"#),
      (#""toolbar": "reminders""#, #""toolbar": []"#),
      (#""expanded": ["intervals"]"#, #""expanded": "intervals""#),
      (#""expanded": ["intervals"]"#, #""expanded": [1]"#),
      (#""expanded": ["intervals"]"#, #""expanded": {"a": 1}"#),
      (#"{"intervals": ["one-hour"]}"#, #"[]"#),
      (#"{"intervals": ["one-hour"]}"#, #"{"intervals": "one-hour"}"#),
      (#"{"intervals": ["one-hour"]}"#, #"{"intervals": [1]}"#),
      (#""toolbar": "reminders""#, #""toolbar": "remi\#u{FFFF}nders""#),
    ]
    var damaged = replacements.map { old, new in
      Array(savedState.replacingOccurrences(of: old, with: new).utf8)
    }
    damaged.append(Array((String(repeating: " ", count: 2 << 20) + savedState).utf8))
    damaged.append(Array("[]".utf8))
    damaged.append([])
    return damaged.enumerated().map { index, state in
      Input(
        name: "state-damage-\(index)", script: Array(restoringScript.utf8), state: state,
        expectation: .error(line: 4))
    }
  }

  /// Numbers past every bound for `version`, and ids near the size `restore` reads (1 MiB):
  /// the numbers are errors at the `restore` step; a long id names no tier or item of the
  /// config, so a long expanded tier or selected item is dropped with a warning (the rest
  /// restores, exit 0), and a long toolbar is another toolbar's state, an error.
  static func savedStateHugeScalars() -> [Input] {
    let long = String(repeating: "x", count: 900 << 10)
    let cases: [(name: String, old: String, new: String, expectation: HostileInput.Expectation)] =
      [
        ("version-2^63", #""version": 1"#, #""version": 9223372036854775808"#, .error(line: 4)),
        ("version-1e400", #""version": 1"#, #""version": 1e400"#, .error(line: 4)),
        (
          "version-long", #""version": 1"#,
          #""version": "# + String(repeating: "9", count: 900 << 10), .error(line: 4)
        ),
        (
          "version-minus-2^63", #""version": 1"#, #""version": -9223372036854775809"#,
          .error(line: 4)
        ),
        ("long-toolbar", #""toolbar": "reminders""#, #""toolbar": "\#(long)""#, .error(line: 4)),
        ("long-tier", #""expanded": ["intervals"]"#, #""expanded": ["\#(long)"]"#, .either),
        ("long-item", #"["one-hour"]}"#, #"["\#(long)"]}"#, .either),
      ]
    return cases.map { name, old, new, expectation in
      Input(
        name: name, script: Array(restoringScript.utf8),
        state: Array(savedState.replacingOccurrences(of: old, with: new).utf8),
        expectation: expectation)
    }
  }

  /// Each key and step of the base script with each value of a shape it does not take.
  static func wrongTypes() -> [Input] {
    let lines = script.split(separator: "\n", omittingEmptySubsequences: false).map(String.init)
    // A value no step, key or setting takes; then the ones some take (the step names the
    // exception).
    var inputs: [Input] = []
    func add(_ line: Int, _ old: String, _ new: String, _ name: String) {
      var copy = lines
      copy[line - 1] = copy[line - 1].replacingOccurrences(of: old, with: new)
      inputs.append(
        Input(
          name: name, script: Array(copy.joined(separator: "\n").utf8),
          expectation: .error(line: line)))
    }
    for (index, line) in lines.enumerated() where line.hasPrefix("  - ") {
      guard let colon = line.firstIndex(of: ":") else { continue }
      let step = String(line[line.index(line.startIndex, offsetBy: 4)..<colon])
      let value = String(line[line.index(after: colon)...])
      var wrong = ["{ a: 1 }", "[[1], 2]"]
      if step != "save" { wrong += ["-3", "nosuch x"] }
      for (number, candidate) in wrong.enumerated() {
        add(index + 1, ":" + value, ": " + candidate, "\(step)-\(number)")
      }
    }
    let settings = [
      ("toolbar: reminders", ["toolbar: [1, 2]", "toolbar: { a: 1 }", "toolbar: nosuch"]),
      (
        "container: [0, 0, 393, 852]",
        [
          "container: [1, 2]", "container: nosuch", "container: [0, 0, -1, 852]",
          "container: { a: 1 }",
        ]
      ),
      ("device: iphone-15", ["device: nosuch", "device: [1, 2]", "device: 7"]),
      ("keyboard: software", ["keyboard: nosuch", "keyboard: 7"]),
      ("width: 393", ["width: nosuch", "width: -3", "width: 1e400", "width: [1]"]),
      ("scale: 3", ["scale: nosuch", "scale: -3", "scale: 0"]),
      ("rtl: false", ["rtl: nosuch", "rtl: 7"]),
      ("text-scale: 1", ["text-scale: nosuch", "text-scale: -3"]),
      ("duration: 0.25", ["duration: nosuch", "duration: -3"]),
      ("curve: ease-in-out", ["curve: nosuch", "curve: [1]", "curve: 99"]),
      ("local: true", ["local: nosuch", "local: 7"]),
      ("end: [0, 500, 393, 352]", ["end: [1, 2]", "end: nosuch", "end: [0, 0, -5, 1]"]),
    ]
    for (old, candidates) in settings {
      guard let index = lines.firstIndex(where: { $0.contains(old) }) else { continue }
      for (number, candidate) in candidates.enumerated() {
        add(index + 1, old, candidate, "\(old.prefix { $0 != ":" })-\(number)")
      }
    }
    // `steps:` itself, its list left out.
    let head = lines.prefix { $0 != "steps:" }.joined(separator: "\n")
    for (number, candidate) in ["steps: 7", "steps: { a: 1 }", "steps: nosuch"].enumerated() {
      inputs.append(
        Input(
          name: "steps-\(number)", script: Array((head + "\n" + candidate + "\n").utf8),
          expectation: .error(line: 4)))
    }
    return inputs
  }

  /// Runs one input and checks everything the suite promises.
  func check(_ input: Input, sourceLocation: SourceLocation = #_sourceLocation) throws {
    let folder = try TemporaryFolder()
    let scriptPath = folder.path(input.scriptName)
    try Data(input.script).write(to: URL(fileURLWithPath: scriptPath))
    if let state = input.state {
      try Data(state).write(to: URL(fileURLWithPath: folder.path("state.json")))
    }
    let arguments = [
      "simulate", "Configs/" + input.config, "--script", scriptPath, "--format", "json",
    ]
    var result = try TierbarProcess.run(
      arguments, environment: ["NO_COLOR": "1"], deadline: HostileRun.deadline(files: 1))
    if result.timedOut {
      // Once more, as `HostileRun` does: a busy machine can stall a process for a moment.
      result = try TierbarProcess.run(
        arguments, environment: ["NO_COLOR": "1"], deadline: HostileRun.deadline(files: 1))
    }
    let name = input.name
    #expect(
      !result.timedOut, "\(name): over \(HostileRun.deadline(files: 1)) s",
      sourceLocation: sourceLocation)
    #expect(!result.signaled, "\(name): signal \(result.status)", sourceLocation: sourceLocation)
    #expect(
      result.status == 0 || result.status == 1, "\(name): status \(result.status)",
      sourceLocation: sourceLocation)
    let diagnostics = Self.diagnostics(
      in: result.stderr, script: scriptPath, name: name, sourceLocation: sourceLocation)
    let errors = diagnostics.filter { $0.severity == "error" }
    // Output in proportion to the findings: messages quote what they take from the input
    // shortened, and the source line as a window around the column, so no line of standard error
    // is long however long the input's values (a megabyte-long id or path was once echoed whole).
    let longest = result.stderr.split(separator: "\n").map(\.unicodeScalars.count).max() ?? 0
    #expect(
      longest <= 1_000, "\(name): a line of \(longest) characters on standard error",
      sourceLocation: sourceLocation)
    for diagnostic in diagnostics {
      #expect(
        HostileRun.isInside(["line": diagnostic.line, "column": diagnostic.column], input.script),
        "\(name): \(diagnostic) lies outside the script", sourceLocation: sourceLocation)
    }
    // Exit 1 exactly when there is an error.
    #expect(
      errors.isEmpty || result.status == 1, "\(name): an error, yet status \(result.status)",
      sourceLocation: sourceLocation)
    if result.status == 1 {
      #expect(
        !errors.isEmpty, "\(name): exit 1 without an error: \(result.stderr.prefix(300))",
        sourceLocation: sourceLocation)
    }
    if !result.stdout.isEmpty {
      #expect(
        (try? JSONSerialization.jsonObject(with: Data(result.stdout.utf8))) != nil,
        "\(name): standard output is not the JSON report", sourceLocation: sourceLocation)
    }
    if input.state != nil, case .error = input.expectation {
      // A broken saved state (or one too large to be one) is one diagnostic with one code at the
      // `restore` step, in its own words (it once printed two codes and the decoder's "No value associated with key …").
      let restoreHeaders = result.stderr.split(separator: "\n").filter {
        $0.hasPrefix("\(scriptPath):4:")
      }
      #expect(
        restoreHeaders.count == 1, "\(name): \(restoreHeaders)", sourceLocation: sourceLocation)
      for header in restoreHeaders {
        #expect(
          (header.hasSuffix(" [simulate-invalid-saved-state]")
            || header.hasSuffix(" [simulate-file-error]"))
            && !header.contains("CodingKeys") && !header.contains("(saved-state-"),
          "\(name): \(header.prefix(300))", sourceLocation: sourceLocation)
      }
    }
    switch input.expectation {
    case .error(let line):
      #expect(
        result.status == 1, "\(name): status \(result.status)", sourceLocation: sourceLocation)
      if let line {
        #expect(
          errors.contains { $0.line == line },
          "\(name): no error on line \(line): \(result.stderr.prefix(400))",
          sourceLocation: sourceLocation)
      }
    case .clean:
      #expect(
        result.status == 0, "\(name): \(result.stderr.prefix(400))", sourceLocation: sourceLocation)
      #expect(
        result.stderr.isEmpty, "\(name): \(result.stderr.prefix(400))",
        sourceLocation: sourceLocation)
    case .either:
      if result.status == 0 {
        #expect(
          Self.runsCleanlyInProcess(input, folder: folder.url.path),
          "\(name) has errors in-process but not in the CLI", sourceLocation: sourceLocation)
      }
    }
  }

  /// Whether the script runs in-process without an error, as `tierbar simulate` runs it: read by
  /// the YAML reader (the JSON reader for a `.json` script), then decoded and run against the
  /// same config, `save` and `restore` in `folder`.
  static func runsCleanlyInProcess(_ input: Input, folder: String) -> Bool {
    let configPath = TierbarProcess.configs.appendingPathComponent(input.config).path
    guard let config = ConfigLoader().load(contentsOf: configPath).config else { return false }
    let node: ConfigNode?
    let diagnostics: [Diagnostic]
    if input.scriptName.hasSuffix(".json") {
      let read = JSONReader().read(input.script)
      (node, diagnostics) = (read.node, read.diagnostics)
    } else {
      let read = YAMLReader().read(input.script)
      (node, diagnostics) = (read.node, read.diagnostics)
    }
    guard let node, !diagnostics.hasErrors else { return false }
    var files = DirectorySimulationFiles(directory: folder)
    let run = Simulation.run(script: node, config: config, files: &files)
    return run.report != nil && !run.diagnostics.hasErrors && !run.toolbarDiagnostics.hasErrors
  }

  struct Located: CustomStringConvertible {
    var line: Int
    var column: Int
    var severity: String
    var description: String { "\(line):\(column) \(severity)" }
  }

  /// The diagnostics of standard error, checking that it holds nothing else: each diagnostic's
  /// header (`SCRIPT:LINE:COL: severity: …`), optionally its quoted line and caret, and one
  /// summary line (`SCRIPT: E errors, W warnings`) at the end.
  static func diagnostics(
    in stderr: String, script: String, name: String, sourceLocation: SourceLocation
  ) -> [Located] {
    var found: [Located] = []
    let lines = stderr.split(separator: "\n", omittingEmptySubsequences: false).dropLast().map(
      String.init)
    var index = 0
    while index < lines.count {
      let line = lines[index]
      if let located = header(line, script: script) {
        found.append(located)
        // The quoted line and its caret, when the line is known.
        if index + 2 < lines.count {
          let caret = lines[index + 2]
          if caret.allSatisfy({ " \t^~".contains($0) }) && caret.contains("^") {
            index += 2
          }
        }
      } else if !(line.hasPrefix("\(script): ")
        && (line.hasSuffix("warnings") || line.hasSuffix("warning")))
      {
        Issue.record(
          "\(name): standard error holds '\(line.prefix(200))'", sourceLocation: sourceLocation)
      }
      index += 1
    }
    return found
  }

  static func header(_ line: String, script: String) -> Located? {
    guard line.hasPrefix(script + ":") else { return nil }
    let rest = line.dropFirst(script.count + 1).split(separator: ":", maxSplits: 3)
    guard rest.count >= 3, let number = Int(rest[0]), let column = Int(rest[1]) else { return nil }
    let severity = rest[2].trimmingCharacters(in: .whitespaces)
    guard ["error", "warning", "note"].contains(severity) else { return nil }
    return Located(line: number, column: column, severity: severity)
  }
}
