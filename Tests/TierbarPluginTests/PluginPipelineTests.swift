import Foundation
import Testing
import Tierbar
import TierbarPluginHost
import TierbarYAML

/// Whether the YAML loader and validator have landed (they are placeholders on this branch until
/// merged): the pipeline tests below are enabled exactly when a trivial config loads.
let pipelineWorks =
  ConfigLoader().load(Array("toolbars:\n  - id: a\n    tiers:\n      - id: b\n".utf8)).config != nil

/// The example plugin's config through the whole pipeline, as `tierbar validate/layout --plugin`
/// run it.
@Suite(.enabled(if: pipelineWorks, "needs the YAML loader and validator from main"))
struct PluginPipelineTests {
  static let configPath = PluginFixtures.packageRoot.appendingPathComponent(
    "Configs/plugin-example.yaml")

  func load(plugins: [String]) throws -> ConfigLoadResult {
    let bytes = try [UInt8](Data(contentsOf: Self.configPath))
    let registry = PluginLoader().registry(loading: plugins).registry
    return ConfigLoader(registry: registry).load(bytes, file: Self.configPath.path)
  }

  @Test func validatesCleanWithThePlugin() throws {
    let plugin = try #require(PluginFixtures.examplePlugin)
    let result = try load(plugins: [plugin])
    #expect(result.diagnostics == [])
    #expect(result.config?.toolbars.first?.tiers.map(\.kind) == ["date-chips", "emoji-strip"])
  }

  @Test func withoutThePluginTheKindLineIsAnError() throws {
    let result = try load(plugins: [])
    let first = try #require(result.diagnostics.first { $0.severity == .error })
    #expect(first.range.start.line == 24)  // `        kind: date-chips`
    #expect(first.message.contains("date-chips"))
    #expect(result.config == nil)
  }

  @Test func laysOutLikeABuiltInRow() throws {
    let plugin = try #require(PluginFixtures.examplePlugin)
    let registry = PluginLoader().registry(loading: [plugin]).registry
    let config = try #require(try load(plugins: [plugin]).config)
    let toolbar = try #require(config.toolbars.first)
    let resolved = registry.resolve(config: config, toolbar: toolbar)
    #expect(resolved.diagnostics == [])
    let engine = LayoutEngine(resolved)
    let layout = engine.layout(
      environment: LayoutEnvironment(), state: ToolbarState.initial(for: engine.toolbar))
    #expect(layout.size.height == 88)
    let due = layout.items.filter { $0.tier == "due" }
    #expect(due.map(\.id) == ["due-0", "due-1", "due-2", "due-3"])
    #expect(due.allSatisfy { $0.frame.width > 0 && $0.frame.height > 0 })
    #expect(layout.items.filter { $0.tier == "reactions" }.count == 3)
  }

  @Test(arguments: PluginFixtures.examplePlugin.map { [$0] } ?? [])
  func theExamplesOfThePluginsKindsHoldThroughValidation(plugin: String) throws {
    let registry = PluginLoader().registry(loading: [plugin]).registry
    for kind in ["date-chips", "emoji-strip"] {
      let declaration = try #require(registry.provider(for: kind)?.declaration)
      for example in declaration.examples {
        let yaml = exampleConfig(example.yaml)
        let result = ConfigLoader(registry: registry).load(Array(yaml.utf8))
        if let code = example.expectedCode {
          #expect(result.diagnostics.map(\.code).contains(code), "\(kind): \(example.yaml)")
        } else {
          #expect(result.diagnostics == [], "\(kind): \(example.yaml)")
        }
      }
    }
  }
}

/// One example tier wrapped into a whole config.
func exampleConfig(_ tier: String) -> String {
  let lines = tier.split(separator: "\n", omittingEmptySubsequences: false)
    .filter { !$0.isEmpty }
  let body = lines.enumerated().map { index, line in
    (index == 0 ? "      - " : "        ") + line
  }
  return "version: 1\ntoolbars:\n  - id: example\n    tiers:\n" + body.joined(separator: "\n")
    + "\n"
}
