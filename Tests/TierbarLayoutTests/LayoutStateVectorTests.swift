import Testing
import Tierbar

/// The state by index: one byte of flags per item, read and written through named accessors.
@Suite struct LayoutStateVectorTests {
  let engine: LayoutEngine = {
    let toolbar = ToolbarDefinition(
      id: "bar",
      tiers: [
        TierDefinition(
          id: "base", items: ["A", "B", "C"].map { ItemDefinition(id: $0, title: $0) }),
        TierDefinition(id: "top", collapsed: true, items: [ItemDefinition(id: "D", title: "D")]),
      ])
    return LayoutEngine(
      RowRegistry.builtIn.resolve(config: TierbarConfig(toolbars: [toolbar]), toolbar: toolbar))
  }()

  @Test func readsTheStateItWasMadeFrom() throws {
    let vector = engine.stateVector(
      for: ToolbarState(
        selection: ["base": ["B"]], hiddenItems: ["C"], disabledItems: ["A", "C"]))
    #expect(vector.itemCount == 4)
    #expect(vector.progress == [1, 0])
    let names = ["A", "B", "C", "D"]
    let indices = try names.map { try #require(engine.itemIndex($0)) }
    #expect(indices.map(vector.isHidden(item:)) == [false, false, true, false])
    #expect(indices.map(vector.isDisabled(item:)) == [true, false, true, false])
    #expect(indices.map(vector.isSelected(item:)) == [false, true, false, false])
  }

  /// Expansion is matched by comparing ids for a few tiers and by hashing for many: both ways
  /// give every tier its entry, unknown ids change nothing, and NaN and out-of-range values are
  /// clamped.
  @Test(arguments: [2, 12])
  func expansionReachesEveryTierByEitherLookup(tierCount: Int) {
    let tiers = (0..<tierCount).map { index in
      TierDefinition(
        id: "tier-\(index)", collapsed: index % 2 == 1,
        items: [ItemDefinition(id: "item-\(index)", title: "x")])
    }
    let toolbar = ToolbarDefinition(id: "bar", tiers: tiers)
    let engine = LayoutEngine(
      RowRegistry.builtIn.resolve(config: TierbarConfig(toolbars: [toolbar]), toolbar: toolbar))
    var expansion: [String: Double] = ["unknown": 0.5]
    for index in 0..<tierCount where index % 3 != 2 {
      expansion["tier-\(index)"] = [0.25, .nan, 7][index % 3 == 0 ? (index / 3) % 2 * 2 : 1]
    }
    let progress = engine.stateVector(for: ToolbarState(expansion: expansion)).progress
    let expected = (0..<tierCount).map { index -> Double in
      switch index % 3 {
      case 0: return (index / 3) % 2 == 0 ? 0.25 : 1  // 0.25, or 7 clamped to 1
      case 1: return 0  // NaN
      default: return index % 2 == 1 ? 0 : 1  // no entry: the tier's initial expansion
      }
    }
    #expect(progress == expected)
  }

  /// An id is first looked for by its bits: a key with the same contents in other storage (a
  /// long id built apart) is still found, and tiers sharing an id (a hand-built definition;
  /// validation rejects it) all follow their entry.
  @Test func expansionFindsIdsByContentsAndEveryTierSharingOne() {
    let longID = "a-tier-with-a-long-identifier"
    let tiers = [
      TierDefinition(id: longID, collapsed: true, items: [ItemDefinition(id: "a", title: "a")]),
      TierDefinition(id: "twin", collapsed: true, items: [ItemDefinition(id: "b", title: "b")]),
      TierDefinition(id: "twin", collapsed: true, items: [ItemDefinition(id: "c", title: "c")]),
    ]
    let toolbar = ToolbarDefinition(id: "bar", tiers: tiers)
    let engine = LayoutEngine(
      RowRegistry.builtIn.resolve(config: TierbarConfig(toolbars: [toolbar]), toolbar: toolbar))
    // Built from pieces at run time: equal to `longID`, held in other storage.
    let sameContents = ["a-tier-with", "a-long-identifier"].joined(separator: "-")
    let state = ToolbarState(expansion: [sameContents: 0.5, "twin": 0.75])
    #expect(engine.stateVector(for: state).progress == [0.5, 0.75, 0.75])
  }

  @Test func eachSetterChangesOnlyItsFlag() {
    var vector = engine.stateVector(for: ToolbarState())
    vector.setHidden(true, item: 1)
    vector.setSelected(true, item: 1)
    vector.setDisabled(true, item: 2)
    vector.setHidden(false, item: 1)
    #expect(!vector.isHidden(item: 1) && vector.isSelected(item: 1) && !vector.isDisabled(item: 1))
    #expect(vector.isDisabled(item: 2) && !vector.isHidden(item: 2) && !vector.isSelected(item: 2))
    #expect(!vector.isHidden(item: 0) && !vector.isSelected(item: 0) && !vector.isDisabled(item: 0))
  }

  @Test(arguments: [-1, 4, Int.max, Int.min])
  func outOfRangeIndicesAreIgnoredAndReadFalse(index: Int) {
    var vector = engine.stateVector(for: ToolbarState())
    let before = vector
    vector.setHidden(true, item: index)
    vector.setSelected(true, item: index)
    vector.setDisabled(true, item: index)
    vector.setProgress(0.5, tier: index)
    #expect(vector == before)
    #expect(!vector.isHidden(item: index) && !vector.isSelected(item: index))
    #expect(!vector.isDisabled(item: index))
  }

  @Test func aHiddenItemIsLeftOutOfTheLayout() {
    var vector = engine.stateVector(for: ToolbarState())
    var layout = engine.layout(environment: LayoutEnvironment(), state: ToolbarState())
    vector.setHidden(true, item: engine.itemIndex("B") ?? -1)
    engine.layout(into: &layout, environment: LayoutEnvironment(), vector: vector)
    #expect(layout.items.map(\.id) == ["A", "C"])
  }

  @Test func aVectorOfAnotherEngineShowsOnlyWhatItDescribes() {
    func engine(_ tiers: [[String]]) -> LayoutEngine {
      let toolbar = ToolbarDefinition(
        id: "bar",
        tiers: tiers.enumerated().map { index, titles in
          TierDefinition(
            id: "tier-\(index)", items: titles.map { ItemDefinition(id: $0, title: $0) })
        })
      return LayoutEngine(
        RowRegistry.builtIn.resolve(config: TierbarConfig(toolbars: [toolbar]), toolbar: toolbar))
    }
    let large = engine([["A", "B"], ["C"]])
    let small = engine([["A"]])
    let vector = small.stateVector(for: ToolbarState.initial(for: small.toolbar))
    let layout = fresh(large, LayoutEnvironment(width: 393), vector)
    // Item B and tier 1 lie beyond the vector: B counts as hidden, tier 1 as collapsed.
    #expect(layout.items.map(\.id) == ["A"])
    #expect(layout.tiers.map(\.visible) == [true, false])
  }
}
