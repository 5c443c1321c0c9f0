import Foundation
import Testing
import TierbarJSON
import TierbarYAML

/// Every command reads a `.json` config through the JSON reader: run on the built `tierbar`.
@Suite struct JSONConfigTests {
  /// `Configs/NAME.yaml` as canonical JSON, written into `folder` as `NAME.json`.
  func jsonCopy(of name: String, in folder: TemporaryFolder, as fileName: String? = nil) throws
    -> String
  {
    let yaml = try Data(contentsOf: TierbarProcess.configs.appendingPathComponent(name + ".yaml"))
    let node = try #require(YAMLReader().read(Array(yaml)).node)
    return try folder.write(fileName ?? name + ".json", CanonicalJSON.write(node).text)
  }

  @Test func validateAcceptsAJSONConfig() throws {
    let folder = try TemporaryFolder()
    let file = try jsonCopy(of: "reminders", in: folder)
    let result = try TierbarProcess.run(["validate", "--strict", file])
    #expect(result.status == 0, "stdout: \(result.stdout)")
    #expect(result.stdout == "1 file checked: no problems\n")
  }

  @Test func badJSONIsReportedAtItsLineAndColumnWithTheSourceLine() throws {
    let folder = try TemporaryFolder()
    let file = try folder.write(
      "bar.json", "{\n  \"toolbars\": [\n    {\"id\": \"a\", \"tiers\": []},\n  ]\n}\n")
    let result = try TierbarProcess.run(["validate", file])
    #expect(result.status == 1)
    let lines = result.stdout.split(separator: "\n").map(String.init)
    try #require(lines.count == 4, "stdout: \(result.stdout)")
    #expect(lines[0].hasPrefix("\(file):3:29: error: JSON allows no comma after the last"))
    #expect(lines[0].hasSuffix(" [json-trailing-comma]"))
    #expect(lines[1] == "    {\"id\": \"a\", \"tiers\": []},")
    #expect(lines[2] == String(repeating: " ", count: 28) + "^")
    #expect(lines[3] == "1 file checked: 1 error, 0 warnings")
  }

  @Test func validationProblemsInJSONHaveTheYAMLCodesInJSONForm() throws {
    let folder = try TemporaryFolder()
    let file = try folder.write(
      "bar.json",
      "{\"toolbars\": [{\"id\": \"bar\", \"tiers\": [{\"id\": \"main\", \"items\": [],"
        + " \"hieght\": 4}]}]}")
    let result = try TierbarProcess.run(["validate", "--format", "json", file])
    #expect(result.status == 1)
    let json = try TierbarProcess.json(result)
    let diagnostics = try #require(json["diagnostics"] as? [[String: Any]])
    #expect(diagnostics.map { $0["code"] as? String } == ["unknown-key"])
    #expect(diagnostics.first?["line"] as? Int == 1)
    #expect(diagnostics.first?["column"] as? Int == 67)
  }

  @Test func anUnreadableJSONFileExits66() throws {
    let result = try TierbarProcess.run(["validate", "no-such-config.json"])
    #expect(result.status == 66)
    let layout = try TierbarProcess.run(["layout", "no-such-config.json"])
    #expect(layout.status == 66)
    #expect(layout.stderr.contains("[unreadable-file]"))
  }

  @Test func layoutOfTheJSONFormEqualsLayoutOfTheYAML() throws {
    let folder = try TemporaryFolder()
    let file = try jsonCopy(of: "reminders", in: folder)
    let options = ["--expand", "intervals", "--select", "one-hour", "--format", "json"]
    let fromJSON = try TierbarProcess.run(["layout", file] + options)
    let fromYAML = try TierbarProcess.run(["layout", "Configs/reminders.yaml"] + options)
    #expect(fromJSON.status == 0, "stderr: \(fromJSON.stderr)")
    #expect(fromYAML.status == 0)
    #expect(fromJSON.stdout == fromYAML.stdout)
    #expect(fromJSON.stdout.contains("\"toolbar\":\"reminders\""))
  }

  @Test func layoutOfBadJSONExits1WithTheLocatedError() throws {
    let folder = try TemporaryFolder()
    let file = try folder.write("bar.json", "{\"toolbars\": [{\"id\": 'bar'}]}")
    let result = try TierbarProcess.run(["layout", file])
    #expect(result.status == 1)
    #expect(result.stdout.isEmpty)
    #expect(result.stderr.hasPrefix("\(file):1:22: error: JSON strings are written in double"))
    #expect(result.stderr.contains("[json-single-quotes]"))
  }

  /// A folder walk takes `*.tierbar.json` (and YAML) but not other JSON such as a schema.
  @Test func aFolderWalkTakesTierbarJSONOnly() throws {
    let folder = try TemporaryFolder()
    _ = try jsonCopy(of: "chips", in: folder, as: "nested/chips.tierbar.json")
    try folder.write("single.yaml", ValidConfigs.single)
    try folder.write(
      "tierbar.schema.json", "{\"$schema\": \"http://json-schema.org/draft-07/schema#\"}")
    try folder.write("package.json", "not even JSON")
    let result = try TierbarProcess.run(["validate", "--format", "json", folder.url.path])
    #expect(result.status == 0, "stdout: \(result.stdout)")
    let json = try TierbarProcess.json(result)
    #expect(json["files"] as? Int == 2)
    let named = try TierbarProcess.run(["validate", folder.path("package.json")])
    #expect(named.status == 1, "a file named on the command line is read whatever its name")
    #expect(named.stdout.contains("[json-invalid-literal]"))
  }

  /// The plugin example's config as JSON, with the example plugin: clean, and laid out exactly
  /// as its YAML (the one config in `Configs/` whose model needs a plugin).
  @Test func thePluginConfigAsJSONLoadsWithItsPlugin() throws {
    let plugin = try PluginLibraries.example
    let folder = try TemporaryFolder()
    let file = try jsonCopy(of: "plugin-example", in: folder)
    let validate = try TierbarProcess.run(["validate", "--strict", "--plugin", plugin, file])
    #expect(validate.status == 0, "stdout: \(validate.stdout)")
    let options = ["--plugin", plugin, "--format", "json"]
    let fromJSON = try TierbarProcess.run(["layout", file] + options)
    let fromYAML = try TierbarProcess.run(["layout", "Configs/plugin-example.yaml"] + options)
    #expect(fromJSON.status == 0, "stderr: \(fromJSON.stderr)")
    #expect(fromJSON.stdout == fromYAML.stdout)
    #expect(fromYAML.status == 0)
  }
}
