import Foundation
import Testing
import Tierbar
import TierbarPluginHost
import TierbarYAML

/// Every message follows the one style (`MessageStyle`, Diagnostics.md "Messages"): each message
/// the corpus produces at every stage — reading YAML and JSON, checking, resolving rows, laying
/// out — and those of simulation scripts, saved state and plugins.
@Suite struct MessageStyleTests {
  @Test func theStyleRuleCatchesEachBreak() {
    #expect(MessageStyle.problem(in: "unknown key 'x' in tier 'main'; did you mean 'y'?") == nil)
    #expect(MessageStyle.problem(in: "JSON has no comments; remove the comment") == nil)
    #expect(MessageStyle.problem(in: "'min' (3) is greater than 'max' (1)") == nil)
    #expect(MessageStyle.problem(in: "e.g. `toolbars: []` is the least a file holds") == nil)
    #expect(MessageStyle.problem(in: "The key 'a' appears twice") != nil)
    #expect(MessageStyle.problem(in: "the key 'a' appears twice.") != nil)
    #expect(MessageStyle.problem(in: "unknown key 'a'. Did you mean 'b'?") != nil)
    #expect(MessageStyle.problem(in: "") != nil)
  }

  /// Bad simulation scripts, one per kind of mistake, against the Reminders config.
  static let scripts = [
    "- 1", "toolbar: reminders\n", "toolbar: nope\ncontainer: [0, 0, 1, 1]\nsteps: []\n",
    "toolbar: reminders\ncontainer: [0, 0, 1]\nsteps: [{ tap: bel }, { tapp: bell }, x]\n",
    "toolbar: remindrs\ncontainer: [0, 0, 1, 1]\nsteps: []\n",
    "toolbar: reminders\ncontainer: [0, 0, 1, 1]\ncolour: 1\nsteps: [{ expand: intervls }]\n",
    "toolbar: reminders\nenvironment: { device: iphone15, keyboard: sofware }\n"
      + "container: [0, 0, 1, 1]\nsteps: [{ tap-at: [1] }, { keyboard: { end: 1 } }]\n",
    "toolbar: reminders\ncontainer: [0, 0, 1, 1]\n"
      + "steps: [{ restore: missing.json }]\n",
    "toolbar: reminders\ncontainer: [0, 0, 1, 1]\nsteps: [{ restore: bad.json }]\n",
    "toolbar: reminders\ncontainer: [0, 0, 1, 1]\nsteps: [{ restore: old.json }]\n",
    "toolbar: reminders\ncontainer: [0, 0, 1, 1]\nsteps: [{ restore: other.json }]\n",
  ]

  static func scriptDiagnostics() throws -> [Diagnostic] {
    let path = DocSnippets.packageRoot.appendingPathComponent("Configs/reminders.yaml").path
    let config = try #require(ConfigLoader().load(contentsOf: path).config)
    var files = InMemorySimulationFiles(files: [
      "bad.json": Array("[1]".utf8),
      "old.json": Array(#"{"version": 9}"#.utf8),
      "other.json": Array(#"{"version": 1, "toolbar": "x", "expanded": [], "selection": {}}"#.utf8),
    ])
    var diagnostics: [Diagnostic] = []
    for script in scripts {
      let read = YAMLReader().read(Array(script.utf8))
      diagnostics += read.diagnostics
      guard let node = read.node else { continue }
      diagnostics += Simulation.run(script: node, config: config, files: &files).diagnostics
    }
    return diagnostics
  }

  static func pluginDiagnostics() -> [Diagnostic] {
    let folder = DocSnippets.packageRoot.appendingPathComponent("Configs").path
    return PluginLoader().registry(
      loading: ["no/such/plugin.so", folder, folder + "/reminders.yaml"]
    ).diagnostics
  }

  static func messages(of diagnostics: [Diagnostic]) -> [String] {
    diagnostics.flatMap { [$0.message] + $0.notes.map(\.message) }
  }

  @Test func everyMessageOfTheCorpusFollowsTheStyle() throws {
    let diagnostics =
      DiagnosticSeverityTests.reported() + (try Self.scriptDiagnostics()) + Self.pluginDiagnostics()
    let codes = Set(diagnostics.map(\.code.rawValue))
    // The walk reaches every stage and every kind of source of messages.
    for code in [
      "yaml-syntax", "duplicate-key", "json-trailing-comma", "unknown-key", "unknown-row-kind",
      "row-overflow", "script-unknown-step", "simulate-invalid-saved-state", "plugin-not-found",
    ] {
      #expect(codes.contains(code), "no \(code) reported")
    }
    var seen: Set<String> = []
    for message in Self.messages(of: diagnostics) where seen.insert(message).inserted {
      if let problem = MessageStyle.problem(in: message) {
        Issue.record("\(problem): \(message)")
      }
    }
  }

  /// The cut of a long report, and a file the loader cannot read, follow it too.
  @Test func theLimitsAndUnreadableFilesFollowTheStyle() {
    let many = Array(
      repeating: Diagnostic.error(.duplicateId, "x is used twice", at: .fileStart), count: 3)
    let capped = ValidationLimits.capped(many, limit: 1)
    let unreadable = ConfigLoader().load(contentsOf: "no/such/file.yaml").diagnostics
    let tooLarge = Diagnostic.fileTooLarge(size: 10, limit: 5)
    for message in Self.messages(of: capped + unreadable + [tooLarge]) {
      #expect(MessageStyle.problem(in: message) == nil, "\(message)")
    }
  }
}
