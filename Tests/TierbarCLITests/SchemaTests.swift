import Foundation
import Testing

/// `tierbar schema`, run as a user runs it.
@Suite struct SchemaCommandTests {
  static let shipped = TierbarProcess.configs.appendingPathComponent("tierbar.schema.json")

  /// How the shipped schema is made; the stale test prints this.
  static let regenerate =
    "swift build --product TierbarExamplePlugin && swift run tierbar schema "
    + "--plugin .build/debug/libTierbarExamplePlugin.so --output Configs/tierbar.schema.json"

  @Test func printsADraft07SchemaWithTheBuiltInKinds() throws {
    let result = try TierbarProcess.run(["schema"])
    #expect(result.status == 0)
    #expect(result.stderr == "")
    let schema = try TierbarProcess.json(result)
    #expect(schema["$schema"] as? String == "http://json-schema.org/draft-07/schema#")
    #expect(
      try Self.kinds(schema) == ["buttons", "checkboxes", "segmented", "navigation", "chips"])
  }

  @Test func pluginKindsAndTheirParametersAreIncluded() throws {
    let result = try TierbarProcess.run(["schema", "--plugin", try PluginLibraries.example])
    #expect(result.status == 0)
    let schema = try TierbarProcess.json(result)
    let kinds = try Self.kinds(schema)
    #expect(kinds.contains("date-chips"))
    #expect(kinds.contains("emoji-strip"))
    // The date-chips rule: `parameters` closed to the kind's own, `now` required.
    let rules = try #require(Self.tierRules(schema))
    let rule = try #require(
      rules.first {
        (($0["if"] as? [String: Any])?["properties"] as? [String: Any]).flatMap {
          ($0["kind"] as? [String: Any])?["const"] as? String
        } == "date-chips"
      })
    let then = try #require(rule["then"] as? [String: Any])
    let parameters = try #require(
      (then["properties"] as? [String: Any])?["parameters"] as? [String: Any])
    #expect(parameters["required"] as? [String] == ["now"])
    #expect(parameters["additionalProperties"] as? Bool == false)
    let names = (parameters["properties"] as? [String: Any])?.keys.sorted()
    #expect(names == ["days", "item-style", "labels", "now"])
    // Each allowed value's own description crosses the plugin boundary.
    let labels = (parameters["properties"] as? [String: Any])?["labels"] as? [String: Any]
    let choices = (labels?["oneOf"] as? [[String: Any]]) ?? []
    #expect(choices.map { $0["const"] as? String } == ["relative", "weekday", "iso"])
    #expect(choices.last?["description"] as? String == "The date as YYYY-MM-DD.")
  }

  @Test func sameInputSameBytes() throws {
    let first = try TierbarProcess.run(["schema"])
    let second = try TierbarProcess.run(["schema"])
    #expect(first.status == 0)
    #expect(first.stdout == second.stdout)
    #expect(first.stdout.hasSuffix("}\n"))
  }

  @Test func outputWritesTheFileAndPrintsNothing() throws {
    let folder = try TemporaryFolder()
    let path = folder.path("editor/tierbar.schema.json")
    try FileManager.default.createDirectory(
      atPath: folder.path("editor"), withIntermediateDirectories: true)
    try folder.write("editor/tierbar.schema.json", "old contents")
    let result = try TierbarProcess.run(["schema", "--output", path])
    #expect(result.status == 0)
    #expect(result.stdout == "")
    let written = try String(contentsOfFile: path, encoding: .utf8)
    #expect(written == (try TierbarProcess.run(["schema"])).stdout)
    // Written through a temporary file renamed over the target: nothing else is left behind.
    let left = try FileManager.default.contentsOfDirectory(atPath: folder.path("editor"))
    #expect(left == ["tierbar.schema.json"])
  }

  @Test func anUnwritableOutputIsExit73() throws {
    let folder = try TemporaryFolder()
    let path = folder.path("missing-folder/tierbar.schema.json")
    let result = try TierbarProcess.run(["schema", "--output", path])
    #expect(result.status == 73)
    #expect(result.stdout == "")
    #expect(result.stderr.contains("cannot write '\(path)'"))
    #expect(!FileManager.default.fileExists(atPath: path))
  }

  @Test func aPluginThatFailsWritesNothing() throws {
    let folder = try TemporaryFolder()
    let path = folder.path("tierbar.schema.json")
    let result = try TierbarProcess.run(
      ["schema", "--plugin", folder.path("no-such-plugin.so"), "--output", path])
    #expect(result.status == 1)
    #expect(result.stderr.contains("no-such-plugin.so"))
    #expect(!FileManager.default.fileExists(atPath: path))
  }

  @Test func helpNamesTheOptionsAndTheModeline() throws {
    let result = try TierbarProcess.run(["schema", "--help"])
    #expect(result.status == 0)
    #expect(result.stdout.contains("USAGE: tierbar schema [--plugin PATH ...] [--output FILE]"))
    #expect(result.stdout.contains("# yaml-language-server: $schema=tierbar.schema.json"))
  }

  @Test func positionalArgumentsAreAUsageError() throws {
    let result = try TierbarProcess.run(["schema", "Configs"])
    #expect(result.status == 64)
  }

  /// `Configs/tierbar.schema.json` is what `tierbar schema` makes with the example plugin (the
  /// configs in `Configs/` use its kinds).
  @Test func theShippedSchemaIsUpToDate() throws {
    let result = try TierbarProcess.run(["schema", "--plugin", try PluginLibraries.example])
    #expect(result.status == 0)
    let shipped = try String(contentsOf: Self.shipped, encoding: .utf8)
    #expect(
      shipped == result.stdout,
      "Configs/tierbar.schema.json is stale; regenerate it: \(Self.regenerate)")
  }

  @Test func everyConfigStartsWithTheSchemaModeline() throws {
    let names = try FileManager.default.contentsOfDirectory(atPath: TierbarProcess.configs.path)
      .filter { $0.hasSuffix(".yaml") || $0.hasSuffix(".yml") }.sorted()
    #expect(names.count >= 8)
    for name in names {
      let text = try String(
        contentsOf: TierbarProcess.configs.appendingPathComponent(name), encoding: .utf8)
      #expect(
        text.hasPrefix("# yaml-language-server: $schema=tierbar.schema.json\n"), "\(name)")
    }
  }

  static func kinds(_ schema: [String: Any]) throws -> [String] {
    let definitions = try #require(schema["definitions"] as? [String: Any])
    let tier = try #require(definitions["tier"] as? [String: Any])
    let kind = try #require((tier["properties"] as? [String: Any])?["kind"] as? [String: Any])
    let choices = try #require(kind["oneOf"] as? [[String: Any]])
    return choices.compactMap { $0["const"] as? String }
  }

  static func tierRules(_ schema: [String: Any]) -> [[String: Any]]? {
    ((schema["definitions"] as? [String: Any])?["tier"] as? [String: Any])?["allOf"]
      as? [[String: Any]]
  }
}
