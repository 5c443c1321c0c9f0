import Testing
import Tierbar

/// A `ToolbarState` (by id) is read into the state by index for each layout: every tier finds
/// its expansion and every item its flags, whichever way the ids are matched; a state by index
/// shorter than the bar shows nothing it does not describe.
@Suite struct StateByIDTests {
  static func engine(_ tiers: [TierDefinition]) -> LayoutEngine {
    let toolbar = ToolbarDefinition(id: "bar", tiers: tiers)
    return LayoutEngine(
      RowRegistry.testing.resolve(config: TierbarConfig(toolbars: [toolbar]), toolbar: toolbar))
  }

  @Test func itemsGetTheirFlags() {
    let engine = Self.engine([
      TierDefinition(
        id: "base", selection: .single,
        items: ["A", "B", "C"].map { ItemDefinition(id: $0, title: $0) }),
      TierDefinition(id: "top", collapsed: true, items: [ItemDefinition(id: "D", title: "D")]),
    ])
    let layout = engine.layout(
      environment: LayoutEnvironment(),
      state: ToolbarState(
        selection: ["base": ["B"]], hiddenItems: ["C"], disabledItems: ["A", "C"]))
    // C hidden; D in a collapsed tier: neither laid out.
    #expect(layout.items.map(\.id) == ["A", "B"])
    #expect(layout.items.map(\.enabled) == [false, true])
    #expect(layout.items.map(\.selected) == [false, true])
    #expect(layout.tiers.map(\.progress) == [1, 0])
  }

  /// Expansion is matched by comparing ids for a few tiers and by hashing for many: both ways
  /// give every tier its entry, unknown ids change nothing, and NaN and out-of-range values are
  /// clamped.
  @Test(arguments: [2, 12])
  func expansionReachesEveryTierByEitherLookup(tierCount: Int) {
    let engine = Self.engine(
      (0..<tierCount).map { index in
        TierDefinition(
          id: "tier-\(index)", collapsed: index % 2 == 1,
          items: [ItemDefinition(id: "item-\(index)", title: "x")])
      })
    var expansion: [String: Double] = ["unknown": 0.5]
    for index in 0..<tierCount where index % 3 != 2 {
      expansion["tier-\(index)"] = [0.25, .nan, 7][index % 3 == 0 ? (index / 3) % 2 * 2 : 1]
    }
    let layout = engine.layout(
      environment: LayoutEnvironment(), state: ToolbarState(expansion: expansion))
    let expected = (0..<tierCount).map { index -> Double in
      switch index % 3 {
      case 0: return (index / 3) % 2 == 0 ? 0.25 : 1  // 0.25, or 7 clamped to 1
      case 1: return 0  // NaN
      default: return index % 2 == 1 ? 0 : 1  // no entry: the tier's initial expansion
      }
    }
    #expect(layout.tiers.map(\.progress) == expected)
  }

  /// An id is first looked for by its bits: a key with the same contents in other storage (a
  /// long id built apart) is still found, and tiers sharing an id (a hand-built definition;
  /// validation rejects it) all follow their entry.
  @Test func expansionFindsIdsByContentsAndEveryTierSharingOne() {
    let longID = "a-tier-with-a-long-identifier"
    let engine = Self.engine([
      TierDefinition(id: longID, collapsed: true, items: [ItemDefinition(id: "a", title: "a")]),
      TierDefinition(id: "twin", collapsed: true, items: [ItemDefinition(id: "b", title: "b")]),
      TierDefinition(id: "twin", collapsed: true, items: [ItemDefinition(id: "c", title: "c")]),
    ])
    // Built from pieces at run time: equal to `longID`, held in other storage.
    let sameContents = ["a-tier-with", "a-long-identifier"].joined(separator: "-")
    let state = ToolbarState(expansion: [sameContents: 0.5, "twin": 0.75])
    let layout = engine.layout(environment: LayoutEnvironment(), state: state)
    #expect(layout.tiers.map(\.progress) == [0.5, 0.75, 0.75])
  }

  @Test func aShortStateByIndexCollapsesAndHidesWhatItLacks() {
    let engine = Self.engine([
      TierDefinition(id: "base", items: ["A", "B"].map { ItemDefinition(id: $0, title: $0) }),
      TierDefinition(id: "top", items: [ItemDefinition(id: "C", title: "C")]),
    ])
    let layout = fresh(engine, LayoutEnvironment(width: 393), progress: [1], items: [ItemState()])
    #expect(layout.items.map(\.id) == ["A"])
    #expect(layout.tiers.map(\.visible) == [true, false])
    // Progress is clamped as the model clamps it.
    let clamped = fresh(
      engine, LayoutEnvironment(width: 393), progress: [7, .nan],
      items: Array(repeating: ItemState(), count: 3))
    #expect(clamped.tiers.map(\.progress) == [1, 0])
  }
}
