import Testing
import Tierbar

@testable import TierbarLayout

/// A layout by dictionary state and a layout by index give the same output, the hit lines sorted
/// by y and each tier's warnings together, the top tier's first (`placeTiers` places base tier
/// first and then reorders them).
@Suite struct AfreshPlacementTests {
  /// Base tier: overflows (a `row-overflow` warning). Middle: wraps into several lines. Top:
  /// overflows too, and its buttons are too narrow for 44 pt hit areas.
  static let toolbar = ToolbarDefinition(
    id: "bar",
    tiers: [
      TierDefinition(
        id: "base", height: .fixed(44),
        items: (0..<12).map { ItemDefinition(id: "b\($0)", title: "Base item \($0)") }),
      TierDefinition(
        id: "middle", layout: RowLayout(wrap: true),
        items: (0..<9).map { ItemDefinition(id: "m\($0)", title: "Middle \($0)") }),
      TierDefinition(
        id: "top", height: .fixed(30),
        items: (0..<30).map { ItemDefinition(id: "t\($0)", title: "T") }),
    ])
  static let engine = LayoutEngine(
    RowRegistry.testing.resolve(config: TierbarConfig(toolbars: [toolbar]), toolbar: toolbar))
  static let environment = LayoutEnvironment(width: 320, scale: 3)

  @Test func dictionaryAndIndexLayoutsAgreeOnLinesAndWarnings() throws {
    let state = ToolbarState.initial(for: Self.toolbar)
    let byDictionary = Self.engine.layout(environment: Self.environment, state: state)
    let byIndex = fresh(Self.engine, Self.environment, state)
    #expect(byDictionary == byIndex)
    #expect(Array(byDictionary.hitLines) == Array(byIndex.hitLines))
    #expect(Array(byDictionary.warnings) == Array(byIndex.warnings))

    // Items lie base tier first; hit lines run top to bottom, the middle tier's in order.
    #expect(byDictionary.items.first?.id == "b0")
    let lines = Array(byDictionary.hitLines)
    #expect(lines.count >= 5, "the middle tier wraps")
    #expect(zip(lines, lines.dropFirst()).allSatisfy { $0.maxY <= $1.minY })
    #expect(byDictionary.items[lines[0].items.lowerBound].id == "t0")
    #expect(byDictionary.items[lines[lines.count - 1].items.lowerBound].id == "b0")

    // The top tier's warnings come first, then the base tier's.
    let tiers = byDictionary.warnings.compactMap(\.tier)
    #expect(tiers.first == "top")
    #expect(tiers.last == "base")
    #expect(Set(tiers) == ["top", "base"])
  }
}
