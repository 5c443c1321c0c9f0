import Foundation
import Testing
import Tierbar
import TierbarTestSupport

/// Bad input, as processes, for `tierbar simulate` (issue 22): hostile scripts and hostile saved
/// state, one process each (simulate takes one script), run against `Configs/reminders.yaml`.
/// Every truncation of every script is `ScriptTruncationProcessTests`.
/// Every run exits 0 or 1 (never by a signal) within a second (`HostileRun.deadline`); standard error holds diagnostics
/// and their summary line and nothing else, each located inside the script; an exit 1 has at
/// least one error; standard output is empty or the JSON report.
///
/// | class | inputs | must give |
/// |---|---|---|
/// | script byte flips | 40 seeded flips | either |
/// | script wrong types | every step, top-level, environment and keyboard key × wrong values | an error on that line |
/// | script encodings | 7 invalid UTF-8 sequences; UTF-16 LE and BE; a UTF-8 BOM; CR LF | an error on the line; an error on line 1; clean; clean |
/// | script attacks | billion laughs, an alias bomb of steps, 100,000 open brackets, 2,000 unknown steps, a 1 MiB item id | an error (on its line where it has one) |
/// | saved-state truncations | every proper prefix of a saved state | an error at the `restore` step |
/// | saved-state damage | wrong types for every field, invalid UTF-8, nesting, 2 MiB; UTF-16 | an error at the `restore` step; either |
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
    case scriptByteFlips, scriptWrongTypes, scriptEncodings, scriptAttacks
    case savedStateTruncations, savedStateDamage

    var testDescription: String { rawValue }
  }

  @Test func theBaseScriptAndSavedStateRunCleanly() throws {
    try check(Input(name: "script", script: Array(Self.script.utf8), expectation: .clean))
    try check(
      Input(
        name: "restore", script: Array(Self.restoringScript.utf8),
        state: Array(Self.savedState.utf8), expectation: .clean))
  }

  @Test(arguments: Class.allCases)
  func everyInputOfTheClassGivesWhatItMust(_ kind: Class) throws {
    let inputs = Self.inputs(kind)
    #expect(inputs.count >= 5, "\(kind): \(inputs.count) inputs")
    for input in inputs { try check(input) }
  }

  static func inputs(_ kind: Class) -> [Input] {
    let bytes = Array(script.utf8)
    var random = SeededRandom(seed: 22_003)
    switch kind {
    case .scriptByteFlips:
      return (0..<40).map { _ in
        var copy = bytes
        let offset = random.below(copy.count)
        copy[offset] ^= UInt8(1) << UInt8(random.below(8))
        return Input(name: "flip-\(offset)", script: copy, expectation: .either)
      }
    case .scriptWrongTypes: return wrongTypes()
    case .scriptEncodings:
      let invalid = HostileInputs.invalidUTF8.map { sequence in
        // Inside the tier id of the expand step, line 8.
        let text = script.replacingOccurrences(of: "expand: intervals", with: "expand: inter@vals")
        let parts = text.components(separatedBy: "@")
        return Input(
          name: "utf8-\(sequence.name)",
          script: Array(parts[0].utf8) + sequence.bytes + Array(parts[1].utf8),
          expectation: .error(line: 8))
      }
      return invalid + [
        Input(
          name: "utf16le", script: HostileInputs.utf16(script, bigEndian: false),
          expectation: .error(line: 1)),
        Input(
          name: "utf16be", script: HostileInputs.utf16(script, bigEndian: true),
          expectation: .error(line: 1)),
        Input(name: "utf8-bom", script: [0xEF, 0xBB, 0xBF] + bytes, expectation: .clean),
        Input(
          name: "crlf", script: Array(script.replacingOccurrences(of: "\n", with: "\r\n").utf8),
          expectation: .clean),
      ]
    case .scriptAttacks:
      var laughs = "x-a0: &a0 [lol]\n"
      for level in 1...12 {
        laughs +=
          "x-a\(level): &a\(level) ["
          + Array(repeating: "*a\(level - 1)", count: 8).joined(separator: ", ") + "]\n"
      }
      return [
        Input(
          name: "laughs", script: Array((laughs + script).utf8), expectation: .error(line: nil)),
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
        Input(
          name: "many-unknown-steps",
          script: Array(
            (script + (0..<2_000).map { "  - tapp\($0): bell" }.joined(separator: "\n") + "\n")
              .utf8),
          expectation: .error(line: 19)),
        Input(
          name: "long-item-id",
          script: Array(
            script.replacingOccurrences(
              of: "tap: one-hour", with: "tap: " + String(repeating: "x", count: 1 << 20)
            ).utf8),
          expectation: .error(line: 6)),
      ]
    case .savedStateTruncations:
      let state = Array(savedState.utf8)
      return (0..<state.count).map { end in
        Input(
          name: "state-cut-\(end)", script: Array(restoringScript.utf8),
          state: Array(state[..<end]),
          expectation: .error(line: 4))
      }
    case .savedStateDamage:
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
      let state = Array(savedState.utf8)
      damaged.append(Array(state.prefix(30)) + [0xC0, 0xAF] + state.dropFirst(30))
      damaged.append(Array(String(repeating: "[", count: 100_000).utf8))
      damaged.append(Array((String(repeating: " ", count: 2 << 20) + savedState).utf8))
      damaged.append(Array("[]".utf8))
      damaged.append([])
      return damaged.enumerated().map { index, state in
        Input(
          name: "state-damage-\(index)", script: Array(restoringScript.utf8), state: state,
          expectation: .error(line: 4))
      } + [
        // JSON in UTF-16 may be read or refused (RFC 8259 asks for UTF-8; decoders differ).
        Input(
          name: "state-utf16", script: Array(restoringScript.utf8),
          state: HostileInputs.utf16(savedState, bigEndian: false), expectation: .either)
      ]
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
      break
    }
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
