import Foundation
import Testing
import Tierbar
import TierbarYAML

/// Bad input as processes, for `tierbar simulate` (issue 22): every truncation of every script
/// of the test corpus (the script fuzz target's seeds, `Tests/Fuzz/Corpus/script`, YAML and JSON)
/// and of `HostileScriptProcessTests`'s script that uses every step, each run against the config
/// holding the toolbar it names. Each run is checked as `HostileScriptProcessTests.check` checks
/// one: exit 0 or 1 (never a signal) within its deadline, standard error only diagnostics and their
/// summary, each inside the script, exit 1 exactly when one is an error, standard output empty or
/// the JSON report. A cut may leave a valid script (one at the end of a step), so only the empty
/// script must be an error, and a cut the CLI runs without an error runs without one in-process. Saved-state files are cut at every byte in `HostileScriptProcessTests`.
@Suite struct ScriptTruncationProcessTests {
  struct Script: Sendable, CustomTestStringConvertible {
    var name: String
    var bytes: [UInt8]
    /// The file in `Configs/` that holds the toolbar the script names.
    var config: String
    var testDescription: String { name }
  }

  static let corpusFolder = TierbarProcess.packageRoot.appendingPathComponent(
    "Tests/Fuzz/Corpus/script")

  /// The toolbar ids of each config in `Configs/` that loads with the built-in rows.
  static let toolbarsByConfig: [(config: String, toolbars: [String])] = {
    let names =
      ((try? FileManager.default.contentsOfDirectory(atPath: TierbarProcess.configs.path)) ?? [])
      .filter { $0.hasSuffix(".yaml") }.sorted()
    return names.compactMap { name in
      let path = TierbarProcess.configs.appendingPathComponent(name).path
      guard let config = ConfigLoader().load(contentsOf: path).config else { return nil }
      return (name, config.toolbars.map(\.id))
    }
  }()

  /// The config holding `toolbar`, or nil.
  static func config(holding toolbar: String) -> String? {
    toolbarsByConfig.first { $0.toolbars.contains(toolbar) }?.config
  }

  /// The toolbar a script names: its `toolbar:` line, or `"toolbar": "…"` in a JSON script.
  static func toolbar(namedIn text: String) -> String? {
    for pattern in [#"(?m)^toolbar: *([A-Za-z0-9_-]+)"#, #""toolbar": *"([A-Za-z0-9_-]+)""#] {
      guard let expression = try? NSRegularExpression(pattern: pattern),
        let match = expression.firstMatch(
          in: text, range: NSRange(text.startIndex..., in: text)),
        let range = Range(match.range(at: 1), in: text)
      else { continue }
      return String(text[range])
    }
    return nil
  }

  static let scripts: [Script] = {
    let names =
      ((try? FileManager.default.contentsOfDirectory(atPath: corpusFolder.path)) ?? []).sorted()
    let corpus = names.compactMap { name -> Script? in
      guard let data = try? Data(contentsOf: corpusFolder.appendingPathComponent(name)) else {
        return nil
      }
      let bytes = [UInt8](data)
      let config = toolbar(namedIn: String(decoding: bytes, as: UTF8.self))
        .flatMap(config(holding:))
      return Script(name: name, bytes: bytes, config: config ?? "reminders.yaml")
    }
    return [
      Script(
        name: "every-step.sim.yaml", bytes: Array(HostileScriptProcessTests.script.utf8),
        config: "reminders.yaml")
    ] + corpus
  }()

  /// The corpus is there, and every script's toolbar was found in a config (a script whose
  /// toolbar no config holds would only ever test the unknown-toolbar error).
  @Test func theCorpusIsThereAndEachScriptHasItsConfig() {
    #expect(Self.scripts.count >= 7, "\(Self.scripts.map(\.name))")
    #expect(Self.scripts.contains { $0.name.hasSuffix(".json") })
    for script in Self.scripts {
      let text = String(decoding: script.bytes, as: UTF8.self)
      let toolbar = Self.toolbar(namedIn: text)
      #expect(toolbar != nil, "\(script.name) names no toolbar")
      #expect(
        toolbar.flatMap(Self.config(holding:)) == script.config,
        "\(script.name): no config holds \(toolbar ?? "?")")
    }
  }

  @Test(arguments: scripts)
  func everyTruncationIsLocatedInsideTheScript(_ script: Script) throws {
    let checker = HostileScriptProcessTests()
    for end in 0..<script.bytes.count {
      try checker.check(
        HostileScriptProcessTests.Input(
          name: "\(script.name)-cut-\(end)", script: Array(script.bytes[..<end]),
          expectation: end == 0 ? .error(line: 1) : .either, config: script.config,
          scriptName: script.name.hasSuffix(".json") ? "script.json" : "script.sim.yaml"))
    }
  }
}
