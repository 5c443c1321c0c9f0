import Foundation
import Testing
import Tierbar
import TierbarYAML

/// The example configs of the built-in kinds load clean and lay out without problems.
@Suite(.enabled(if: pipelineWorks, "needs the YAML loader and validator from main"))
struct RowConfigsTests {
  static let configs = URL(fileURLWithPath: #filePath)
    .deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()
    .appendingPathComponent("Configs")

  func load(_ name: String) throws -> TierbarConfig {
    let bytes = try [UInt8](Data(contentsOf: Self.configs.appendingPathComponent(name)))
    let result = ConfigLoader().load(bytes, file: name)
    #expect(result.diagnostics == [], "\(name)")
    return try #require(result.config)
  }

  func layout(_ config: TierbarConfig, expand: [String] = []) throws -> ToolbarLayout {
    let toolbar = try #require(config.toolbars.first)
    let resolved = RowRegistry.builtIn.resolve(config: config, toolbar: toolbar)
    #expect(resolved.diagnostics == [])
    let engine = LayoutEngine(resolved)
    var state = ToolbarState.initial(for: engine.toolbar)
    for tier in expand { state.expansion[tier] = 1 }
    return engine.layout(environment: LayoutEnvironment(), state: state)
  }

  @Test(arguments: ["checkbox-input.yaml", "segmented.yaml", "navigation.yaml", "chips.yaml"])
  func loadsAndLaysOutClean(name: String) throws {
    let layout = try layout(try load(name))
    #expect(!layout.items.isEmpty)
  }

  @Test func chipsConfigGivesTheRemindersChips() throws {
    let config = try load("chips.yaml")
    let toolbar = try #require(config.toolbars.first)
    let engine = LayoutEngine(RowRegistry.builtIn.resolve(config: config, toolbar: toolbar))
    let chips = try #require(engine.toolbar.tier("intervals")).items
    #expect(chips.map(\.title) == ["1 hour", "3 hours", "5 hours"])
    #expect(chips.map(\.tag) == [.int(60), .int(180), .int(300)])
    let layout = try layout(config, expand: ["intervals"])
    let frames = layout.items.filter { $0.tier == "intervals" }.map(\.frame)
    #expect(frames.first?.x == 20)
    #expect(frames.map(\.y) == [-50, -50, -50])
  }

  @Test func navigationConfigGeneratesItsButtons() throws {
    let layout = try layout(try load("navigation.yaml"))
    #expect(layout.items.map(\.id) == ["previous", "next", "done"])
  }
}
