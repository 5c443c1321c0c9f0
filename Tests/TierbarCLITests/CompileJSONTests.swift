import Foundation
import Testing
import TierbarJSON
import TierbarModel
import TierbarYAML

/// `tierbar compile --format json --output PATH.json`: a config's canonical JSON, byte-stable,
/// written atomically, refused when it would not load to the same model.
@Suite struct CompileJSONTests {
  static let builtInConfigs = [
    "checkbox-input", "chips", "keyboard-follow", "navigation", "reminders", "safe-area",
    "segmented",
  ]

  func compile(_ config: String, to output: String, _ extra: [String] = []) throws
    -> TierbarProcess.Result
  {
    try TierbarProcess.run(["compile", config, "--format", "json", "--output", output] + extra)
  }

  /// The written JSON loads, with TierbarJSON, to the model the YAML loads to.
  @Test(arguments: builtInConfigs) func writtenJSONLoadsToTheYAMLsModel(_ name: String) throws {
    let folder = try TemporaryFolder()
    let output = folder.path(name + ".json")
    let result = try compile("Configs/\(name).yaml", to: output)
    #expect(result.status == 0, "stderr: \(result.stderr)")
    #expect(result.stderr.isEmpty)
    let yaml = ConfigLoader().load(contentsOf: "\(TierbarProcess.configs.path)/\(name).yaml")
    let json = JSONConfigLoader().load(contentsOf: output)
    #expect(json.diagnostics.isEmpty)
    #expect(try #require(json.config) == yaml.config)
  }

  @Test func theBytesAreTheCanonicalJSONAndStable() throws {
    let folder = try TemporaryFolder()
    let output = folder.path("reminders.json")
    #expect(try compile("Configs/reminders.yaml", to: output).status == 0)
    let first = try Data(contentsOf: URL(fileURLWithPath: output))
    let yaml = try Data(contentsOf: TierbarProcess.configs.appendingPathComponent("reminders.yaml"))
    let node = try #require(YAMLReader().read(Array(yaml)).node)
    #expect(String(decoding: first, as: UTF8.self) == CanonicalJSON.write(node).text)
    let before = try FileManager.default.attributesOfItem(atPath: output)
    #expect(try compile("Configs/reminders.yaml", to: output).status == 0)
    let after = try FileManager.default.attributesOfItem(atPath: output)
    #expect(try Data(contentsOf: URL(fileURLWithPath: output)) == first)
    #expect(
      after[.modificationDate] as? Date == before[.modificationDate] as? Date,
      "unchanged output is not touched")
    #expect(
      try FileManager.default.contentsOfDirectory(atPath: folder.url.path) == ["reminders.json"])
  }

  /// Compiling the JSON form again gives the same bytes: canonical JSON is a fixed point.
  @Test func compilingTheJSONGivesTheSameJSON() throws {
    let folder = try TemporaryFolder()
    let first = folder.path("first.json")
    let second = folder.path("second.json")
    #expect(try compile("Configs/chips.yaml", to: first).status == 0)
    let result = try compile(first, to: second)
    #expect(result.status == 0, "stderr: \(result.stderr)")
    #expect(
      try Data(contentsOf: URL(fileURLWithPath: first))
        == Data(contentsOf: URL(fileURLWithPath: second)))
  }

  @Test func aConfigErrorExits1AndWritesNothing() throws {
    let folder = try TemporaryFolder()
    let config = try folder.write("dup.yaml", ValidConfigs.duplicateKey)
    let output = folder.path("dup.json")
    let result = try compile(config, to: output)
    #expect(result.status == 1)
    #expect(result.stderr.contains("\(config):6:9: error:"))
    #expect(!FileManager.default.fileExists(atPath: output))
  }

  /// `yes` for a boolean reads as true in YAML (with a warning) but only as a string in JSON:
  /// refused, nothing written, the warnings point at the YAML.
  @Test func aConfigWhoseJSONWouldDifferIsRefused() throws {
    let folder = try TemporaryFolder()
    let config = try folder.write(
      "yes.yaml",
      "toolbars:\n  - id: bar\n    tiers:\n      - id: main\n        collapsed: yes\n"
        + "        items: [{ id: a, title: Done }]\n")
    let output = folder.path("yes.json")
    let result = try compile(config, to: output)
    #expect(result.status == 1)
    #expect(result.stderr.contains("\(config):5:20: warning:"))
    #expect(result.stderr.contains("[json-not-equivalent]"))
    #expect(!FileManager.default.fileExists(atPath: output))
  }

  @Test func aRewrittenScalarIsAWarningAtTheYAMLsLine() throws {
    let folder = try TemporaryFolder()
    let config = try folder.write(
      "plus.yaml",
      "toolbars:\n  - id: bar\n    tiers:\n      - id: main\n        height: +44\n"
        + "        items: [{ id: a, title: Done }]\n")
    let output = folder.path("plus.json")
    let result = try compile(config, to: output)
    #expect(result.status == 0, "stderr: \(result.stderr)")
    #expect(result.stderr.hasPrefix("\(config):5:17: warning: JSON cannot spell '+44'"))
    #expect(try String(contentsOfFile: output, encoding: .utf8).contains("\"height\": 44,"))
  }

  @Test func usageErrorsExit64() throws {
    let folder = try TemporaryFolder()
    let two = try TierbarProcess.run([
      "compile", "Configs/chips.yaml", "Configs/reminders.yaml", "--format", "json", "--output",
      folder.path("two.json"),
    ])
    #expect(two.status == 64)
    #expect(two.stderr.contains("'--format json' writes one config"))
    let namespace = try compile(
      "Configs/chips.yaml", to: folder.path("x.json"), ["--namespace", "Bars"])
    #expect(namespace.status == 64)
    let format = try compile("Configs/chips.yaml", to: folder.path("x.json"), ["--format", "xml"])
    #expect(format.status == 64)
    #expect(try FileManager.default.contentsOfDirectory(atPath: folder.url.path).isEmpty)
  }

  /// compile's Swift form reads a JSON config too.
  @Test func aJSONConfigCompilesToSwift() throws {
    let folder = try TemporaryFolder()
    let json = folder.path("reminders.json")
    #expect(try compile("Configs/reminders.yaml", to: json).status == 0)
    let fromJSON = folder.path("FromJSON.swift")
    let fromYAML = folder.path("FromYAML.swift")
    #expect(try TierbarProcess.run(["compile", json, "--output", fromJSON]).status == 0)
    #expect(
      try TierbarProcess.run(["compile", "Configs/reminders.yaml", "--output", fromYAML]).status
        == 0)
    let swiftFromJSON = try String(contentsOfFile: fromJSON, encoding: .utf8)
    #expect(swiftFromJSON.contains("oneHour"))
    let swiftFromYAML = try String(contentsOfFile: fromYAML, encoding: .utf8)
    #expect(
      swiftFromJSON.replacingOccurrences(of: json, with: "")
        .replacingOccurrences(of: "reminders.json", with: "")
        == swiftFromYAML.replacingOccurrences(of: "Configs/reminders.yaml", with: "")
        .replacingOccurrences(of: "reminders.yaml", with: ""))
  }
}
