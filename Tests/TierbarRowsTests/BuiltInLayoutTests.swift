import Testing
import Tierbar

/// The built-in kinds through the layout core: the flow each declares is the flow you get.
@Suite struct BuiltInLayoutTests {
  func layout(_ tier: TierDefinition, data: [String: ConfigValue] = [:]) -> ToolbarLayout {
    let toolbar = ToolbarDefinition(id: "bar", tiers: [tier])
    let resolved = RowRegistry.builtIn.resolve(
      config: TierbarConfig(toolbars: [toolbar]), toolbar: toolbar, data: data)
    #expect(resolved.diagnostics == [])
    let engine = LayoutEngine(resolved)
    // The state starts from the resolved toolbar, so items a provider disables start disabled.
    return engine.layout(
      environment: LayoutEnvironment(width: 375), state: ToolbarState.initial(for: engine.toolbar))
  }

  @Test func checkboxesFormAGridOfTheGivenColumns() {
    let result = layout(
      tier(
        "checkboxes", parameters: ["columns": .int(2)],
        items: buttons("c1", "c2", "c3", "c4", "c5", "c6"), selection: .multiple()))
    #expect(result.items.count == 6)
    #expect(Set(result.items.map(\.frame.x)).count == 2)
    #expect(Set(result.items.map(\.frame.y)).count == 3)
    #expect(result.items[0].frame.y == result.items[1].frame.y)
    #expect(result.items[2].frame.x == result.items[0].frame.x)
  }

  @Test func segmentsShareTheWidthEqually() {
    let result = layout(
      tier("segmented", items: buttons("a", "bb", "a-much-longer-title"), selection: .single))
    #expect(Set(result.items.map(\.frame.width)).count == 1)
    #expect(result.items.first?.frame.x == 8)
    #expect(abs((result.items.last?.frame.maxX ?? 0) - (375 - 8)) < 0.01)
  }

  @Test func navigationPutsDoneAtTheTrailingEdge() {
    let result = layout(
      tier("navigation"), data: ["row": .map(["previous": .bool(false)])])
    #expect(result.items.map(\.id) == ["previous", "next", "done"])
    #expect(abs((result.items.last?.frame.maxX ?? 0) - (375 - 8)) < 0.01)
    #expect(result.items.map(\.enabled) == [false, true, true])
  }

  @Test func chipsLineUpInOrder() {
    let result = layout(
      tier(
        "chips", id: "intervals",
        parameters: [
          "values": .list([.int(60), .int(180), .int(300)]), "unit": .string("minutes"),
          "format": .string("{hours} hour"),
        ], selection: .singleOptional))
    #expect(result.items.map(\.id) == ["intervals-60", "intervals-180", "intervals-300"])
    #expect(result.items.map(\.frame.x) == result.items.map(\.frame.x).sorted())
  }
}
