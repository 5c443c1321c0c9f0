import Testing
import Tierbar
import TierbarPluginHost

/// Plugin rows through the layout core, from hand-built models (no YAML needed): they get frames
/// like built-in rows, and a failing plugin becomes an error of the registry stage at its tier,
/// not a crash.
@Suite struct PluginLayoutTests {
  func layout(
    _ tiers: [TierDefinition], plugin: String
  ) -> (resolved: ResolvedToolbar, layout: ToolbarLayout) {
    let registry = PluginLoader().registry(loading: [plugin]).registry
    let toolbar = ToolbarDefinition(id: "bar", tiers: tiers)
    let resolved = registry.resolve(config: TierbarConfig(toolbars: [toolbar]), toolbar: toolbar)
    return (
      resolved,
      LayoutEngine(resolved).layout(
        environment: LayoutEnvironment(), state: ToolbarState.initial(for: toolbar))
    )
  }

  @Test func exampleKindsGetFramesLikeBuiltInRows() throws {
    let plugin = try #require(PluginFixtures.examplePlugin)
    let result = layout(
      [
        TierDefinition(
          id: "due", kind: "date-chips", height: .fixed(44), selection: .singleOptional,
          parameters: ["now": .string("2026-11-29"), "days": .int(4)]),
        TierDefinition(id: "reactions", kind: "emoji-strip", height: .fixed(44)),
        TierDefinition(
          id: "main", height: .fixed(44), items: [ItemDefinition(id: "done", title: "Done")]),
      ], plugin: plugin)
    #expect(result.resolved.diagnostics == [])
    #expect(result.layout.size.height == 132)
    let due = result.layout.items.filter { $0.tier == "due" }
    #expect(due.map(\.id) == ["due-0", "due-1", "due-2", "due-3"])
    #expect(due.allSatisfy { $0.frame.width > 0 && $0.frame.height > 0 })
    // Items follow each other leading to trailing, 8 pt apart, from the default padding of 8.
    #expect(due.first?.frame.x == 8)
    for (left, right) in zip(due, due.dropFirst()) {
      #expect(abs(right.frame.x - (left.frame.maxX + 8)) < 0.01)
    }
    // emoji-strip asks for equal distribution: five equal widths.
    let reactions = result.layout.items.filter { $0.tier == "reactions" }
    #expect(reactions.count == 5)
    #expect(Set(reactions.map(\.frame.width)).count == 1)
  }

  @Test func aFailingPluginIsAnErrorAtItsTier() throws {
    let path = try PluginFixtures.library("failing_provider")
    let result = layout(
      [TierDefinition(id: "forecast", kind: "weather-row", height: .fixed(44))], plugin: path)
    #expect(
      result.resolved.diagnostics.map(\.message) == [
        "row provider 'weather-row' failed for tier 'forecast': plugin \(path) reported: the "
          + "weather service is unreachable (the tier is laid out empty)"
      ])
    #expect(result.resolved.diagnostics.map(\.severity) == [.error])
    #expect(result.resolved.diagnostics.map(\.tier) == ["forecast"])
    #expect(result.layout.items.isEmpty)
    #expect(result.layout.size.height == 44)
  }

  @Test func malformedItemsAreAnErrorAtTheirTier() throws {
    let path = try PluginFixtures.library("malformed_items")
    let result = layout([TierDefinition(id: "t", kind: "sloppy-row")], plugin: path)
    #expect(result.resolved.diagnostics.map(\.code) == [.rowProviderFailed])
    #expect(
      result.resolved.diagnostics.first?.message.contains(
        "plugin \(path) returned malformed items: items[1].id is required") == true)
  }
}
