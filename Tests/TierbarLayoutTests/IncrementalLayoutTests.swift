import Testing
import Tierbar

@testable import TierbarLayout

/// Vector layouts into reused storage redo only the tiers a state change touched (see the
/// engine's `PlacementMemo`); every such layout must equal a layout into fresh storage.
@Suite struct IncrementalLayoutTests {
  static let generated = ToolbarGenerator.cases(count: 120, firstSeed: 5_001)

  @Test(arguments: generated)
  func randomStateChangesMatchFreshLayouts(generated: GeneratedCase) {
    var random = SeededRandom(seed: generated.seed)
    var engine = generated.engine()
    var environment = generated.environment
    var vector = engine.stateVector(for: generated.state)
    var reused = fresh(engine, environment, vector)
    let tierCount = vector.progress.count
    let itemCount = vector.itemCount
    for step in 0..<80 {
      let choice = Int(random.next() % 11)
      let item = itemCount > 0 ? Int(random.next() % UInt64(itemCount)) : 0
      let tier = tierCount > 0 ? Int(random.next() % UInt64(tierCount)) : 0
      switch choice {
      case 0...2 where itemCount > 0: vector.setHidden(!vector.isHidden(item: item), item: item)
      case 3 where itemCount > 0: vector.setSelected(!vector.isSelected(item: item), item: item)
      case 4 where itemCount > 0: vector.setDisabled(!vector.isDisabled(item: item), item: item)
      case 5: vector.setProgress([0, 0.25, 0.5, 1][Int(random.next() % 4)], tier: tier)
      case 6:
        environment.layoutDirection =
          environment.layoutDirection == .leftToRight ? .rightToLeft : .leftToRight
      case 7: environment.width = [320, 393, 820, environment.width][Int(random.next() % 4)]
      case 8:
        // Another engine (new storage identity) or another display scale: all measured again.
        if random.next() % 2 == 0 {
          engine = generated.engine()
        } else {
          environment.scale = [1, 2, 3][Int(random.next() % 3)]
        }
      case 9:
        // A layout by dictionary rewrites the storage: nothing memoised may survive it.
        engine.layout(into: &reused, environment: environment, state: generated.state)
      default: break  // the same input again
      }
      engine.layout(into: &reused, environment: environment, vector: vector)
      let expected = fresh(engine, environment, vector)
      #expect(reused == expected, "step \(step), change \(choice)")
      #expect(reused.items == expected.items, "step \(step), change \(choice)")
      #expect(reused.hitLines == expected.hitLines, "step \(step), change \(choice)")
    }
  }

  @Test func aTierCollapsedInBetweenIsPlacedAgainNotKept() {
    // Tier 2's slot is taken by tier 1 while tier 2 is collapsed; expanding it again must not
    // "keep" what now lies in its old slot.
    let tiers = [["A"], ["B", "C"], ["D"]].enumerated().map { index, titles in
      TierDefinition(
        id: "tier-\(index)", height: .fixed(44),
        items: titles.map { ItemDefinition(id: $0, title: $0) })
    }
    let toolbar = ToolbarDefinition(id: "bar", tiers: tiers)
    let engine = LayoutEngine(config: TierbarConfig(toolbars: [toolbar]), toolbar: toolbar)
    let environment = LayoutEnvironment(width: 393)
    let c = engine.itemIndex("C") ?? -1
    var vector = engine.stateVector(for: ToolbarState(hiddenItems: ["C"]))
    var reused = fresh(engine, environment, vector)
    #expect(reused.items.map(\.id) == ["A", "B", "D"])
    vector.setProgress(0, tier: 2)
    vector.setHidden(false, item: c)
    engine.layout(into: &reused, environment: environment, vector: vector)
    #expect(reused.items.map(\.id) == ["A", "B", "C"])
    vector.setProgress(1, tier: 2)
    vector.setHidden(true, item: c)
    engine.layout(into: &reused, environment: environment, vector: vector)
    #expect(reused.items.map(\.id) == ["A", "B", "D"])
    #expect(reused == fresh(engine, environment, vector))
  }

  @Test func aVectorOfAnotherEngineShowsOnlyWhatItDescribes() {
    func engine(_ tiers: [[String]]) -> LayoutEngine {
      let toolbar = ToolbarDefinition(
        id: "bar",
        tiers: tiers.enumerated().map { index, titles in
          TierDefinition(
            id: "tier-\(index)", items: titles.map { ItemDefinition(id: $0, title: $0) })
        })
      return LayoutEngine(config: TierbarConfig(toolbars: [toolbar]), toolbar: toolbar)
    }
    let large = engine([["A", "B"], ["C"]])
    let small = engine([["A"]])
    let vector = small.stateVector(for: ToolbarState.initial(for: small.toolbar))
    let layout = fresh(large, LayoutEnvironment(width: 393), vector)
    // Item B and tier 1 lie beyond the vector: B counts as hidden, tier 1 as collapsed.
    #expect(layout.items.map(\.id) == ["A"])
    #expect(layout.tiers.map(\.visible) == [true, false])
  }

  @Test func anUnchangedTierIsMovedToItsNewSlots() {
    // Hiding an item of the middle tier moves the top tier's items one slot down.
    let tiers = (0..<3).map { tier in
      TierDefinition(
        id: "tier-\(tier)", height: .fixed(44), collapsed: false,
        items: ["A", "B", "C"].map { (title: String) in
          ItemDefinition(id: "t\(tier)-" + title, title: title)
        })
    }
    let toolbar = ToolbarDefinition(id: "bar", tiers: tiers)
    let engine = LayoutEngine(
      config: TierbarConfig(toolbars: [toolbar]), toolbar: toolbar, registry: .builtIn)
    var vector = engine.stateVector(for: ToolbarState.initial(for: engine.toolbar))
    var reused = fresh(engine, LayoutEnvironment(width: 393), vector)
    vector.setHidden(true, item: engine.itemIndex("t1-B") ?? -1)
    engine.layout(into: &reused, environment: LayoutEnvironment(width: 393), vector: vector)
    #expect(reused.items.count == 8)
    #expect(reused.items.map(\.id)[5...] == ["t2-A", "t2-B", "t2-C"])
    #expect(reused == fresh(engine, LayoutEnvironment(width: 393), vector))
    #expect(reused.hitTest(Point(x: 1, y: 1))?.id == "t2-A")
  }

  @Test func tiersAfterSeveralChangesAreKeptNotPlacedAgain() {
    // Two items of the base tier change at once (not the one-change shortcut): `placeTiers`
    // places the base tier again and moves the two tiers above it as blocks, whatever their
    // slots' positions in the output.
    let tiers = (0..<3).map { tier in
      TierDefinition(
        id: "tier-\(tier)", height: .fixed(44), collapsed: false,
        items: ["Alpha", "Bravo", "Charlie", "Delta"].map { (title: String) in
          ItemDefinition(id: "t\(tier)-" + title, title: title)
        })
    }
    let toolbar = ToolbarDefinition(id: "bar", tiers: tiers)
    let engine = LayoutEngine(
      config: TierbarConfig(toolbars: [toolbar]), toolbar: toolbar, registry: .builtIn)
    let environment = LayoutEnvironment(width: 393)
    var vector = engine.stateVector(for: ToolbarState.initial(for: engine.toolbar))
    var reused = fresh(engine, environment, vector)
    #expect(reused.warnings.isEmpty && reused.memo.settled)
    vector.setHidden(true, item: engine.itemIndex("t0-Bravo") ?? -1)
    vector.setHidden(true, item: engine.itemIndex("t0-Charlie") ?? -1)
    engine.layout(into: &reused, environment: environment, vector: vector)
    #expect(reused.memo.tiers.map(\.plan.reuse) == [false, true, true])
    #expect(reused.memo.tiers.map(\.slots) == [0..<2, 2..<6, 6..<10])
    #expect(reused == fresh(engine, environment, vector))
  }
}
