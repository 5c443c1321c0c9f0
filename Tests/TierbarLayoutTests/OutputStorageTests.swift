import Testing
import Tierbar

/// A layout's tiers, items and hit lines live in one buffer shared by its copies, and a layout
/// into reused storage keeps what it measured in it: through the public API, writing into one
/// layout must never show in a copy, storage of another bar must be replaced or reused with
/// every layout into it equal to a fresh one, and hand-built layouts must read back what they
/// were given.
@Suite struct OutputStorageTests {
  static let environment = LayoutEnvironment(width: 400, scale: 2)

  /// Three tiers of `count` buttons each; the middle one wraps when `wraps`.
  static func engine(buttons count: Int, wraps: Bool = false) -> LayoutEngine {
    let tiers = (0..<3).map { tier in
      TierDefinition(
        id: "tier-\(tier)", height: wraps && tier == 1 ? .fit : .fixed(44), collapsed: false,
        layout: RowLayout(spacing: 8, wrap: wraps && tier == 1),
        items: (0..<count).map { ItemDefinition(id: "t\(tier)-\($0)", title: "Item \($0)") })
    }
    let toolbar = ToolbarDefinition(id: "bar", tiers: tiers)
    return LayoutEngine(
      RowRegistry.testing.resolve(config: TierbarConfig(toolbars: [toolbar]), toolbar: toolbar))
  }

  @Test func aCopyKeepsItsLayoutWhenTheOriginalIsLaidOutAgain() {
    let engine = Self.engine(buttons: 4)
    let hidden = ToolbarState(hiddenItems: ["t1-0", "t2-3"])
    var layout = engine.layout(environment: Self.environment, state: ToolbarState())
    let copy = layout
    engine.layout(into: &layout, environment: Self.environment, state: hidden)
    #expect(copy == engine.layout(environment: Self.environment, state: ToolbarState()))
    #expect(layout == engine.layout(environment: Self.environment, state: hidden))
    #expect(copy.items.count == 12)
    #expect(layout.items.count == 10)
  }

  @Test func aCopyKeepsItsLayoutThroughTheLayoutByIndex() throws {
    let engine = Self.engine(buttons: 4)
    var (progress, items) = indexed(ToolbarState(), for: engine)
    var layout = fresh(engine, Self.environment, progress: progress, items: items)
    engine.layout(into: &layout, environment: Self.environment, progress: progress, items: items)
    let copy = layout
    items[try #require(engine.itemIndex("t1-2"))].isHidden = true
    progress[2] = 0.5
    engine.layout(into: &layout, environment: Self.environment, progress: progress, items: items)
    #expect(copy == engine.layout(environment: Self.environment, state: ToolbarState()))
    #expect(
      layout
        == engine.layout(
          environment: Self.environment,
          state: ToolbarState(expansion: ["tier-2": 0.5], hiddenItems: ["t1-2"])))
    #expect(copy.items.count == 12)
    #expect(layout.items.count == 11)
    #expect(layout.tiers.map(\.progress) == [1, 1, 0.5])
  }

  /// What a relayout keeps (the measured sizes) goes with the output: a copy laid out into
  /// with another state, at another text scale, and the original laid out again each give
  /// their own fresh layout, and each undoing its change gives the first layout back.
  @Test func whatARelayoutKeepsGoesWithEachCopy() throws {
    let engine = Self.engine(buttons: 4)
    let (progress, shown) = indexed(ToolbarState(), for: engine)
    var layout = engine.layout(environment: Self.environment, state: ToolbarState())
    engine.layout(into: &layout, environment: Self.environment, progress: progress, items: shown)
    engine.layout(into: &layout, environment: Self.environment, progress: progress, items: shown)
    var copy = layout
    var mine = shown
    var theirs = shown
    mine[try #require(engine.itemIndex("t1-2"))].isHidden = true
    theirs[try #require(engine.itemIndex("t0-0"))].isHidden = true
    var larger = Self.environment
    larger.textScale = 1.5
    engine.layout(into: &layout, environment: Self.environment, progress: progress, items: mine)
    engine.layout(into: &copy, environment: larger, progress: progress, items: theirs)
    #expect(layout == fresh(engine, Self.environment, progress: progress, items: mine))
    #expect(copy == fresh(engine, larger, progress: progress, items: theirs))
    #expect(layout != copy)
    // Each undoes its own change.
    engine.layout(into: &layout, environment: Self.environment, progress: progress, items: shown)
    engine.layout(into: &copy, environment: Self.environment, progress: progress, items: shown)
    #expect(layout == copy)
    #expect(layout == engine.layout(environment: Self.environment, state: ToolbarState()))
    #expect(layout.items.count == 12)
  }

  /// Storage of a smaller bar is replaced (its contents copied into a larger buffer), of a larger
  /// one reused; either way, shared with a copy or not, every layout into it is a fresh layout's.
  @Test(arguments: [(2, 9), (9, 2), (5, 5)])
  func storageOfAnotherBarIsReplacedOrReused(first: Int, second: Int) {
    let small = Self.engine(buttons: first)
    let large = Self.engine(buttons: second, wraps: true)
    let narrow = LayoutEnvironment(width: 200, scale: 2)
    var layout = small.layout(environment: Self.environment, state: ToolbarState())
    small.layout(into: &layout, environment: Self.environment, state: ToolbarState())
    let kept = layout
    large.layout(into: &layout, environment: narrow, state: ToolbarState())
    #expect(layout == large.layout(environment: narrow, state: ToolbarState()))
    #expect(layout.items.count == 3 * second)
    #expect(kept == small.layout(environment: Self.environment, state: ToolbarState()))
    small.layout(into: &layout, environment: Self.environment, state: ToolbarState())
    #expect(layout == kept)
  }

  @Test func aWrappedTierHasALinePerItemWhenNoTwoFit() {
    // At 120 pt no two "Item n" buttons fit side by side: one line each.
    let engine = Self.engine(buttons: 6, wraps: true)
    let narrow = LayoutEnvironment(width: 120, scale: 2)
    var layout = engine.layout(environment: Self.environment, state: ToolbarState())
    engine.layout(into: &layout, environment: narrow, state: ToolbarState())
    #expect(layout == engine.layout(environment: narrow, state: ToolbarState()))
    #expect(layout.hitLines.count == 8)  // one per tier above and below, six in the middle
    // The wrapped tier's items (the single-line tiers overflow the bar at this width).
    for item in layout.items where item.tier == "tier-1" {
      #expect(
        layout.hitTest(Point(x: item.frame.midX, y: item.frame.minY + item.frame.height / 2))?.id
          == item.id)
    }
  }

  @Test func aHandBuiltLayoutReadsBackWhatItWasGiven() {
    let tiers = [
      TierFrame(
        id: "base", visible: true, frame: Rect(x: 0, y: 0, width: 320, height: 44), progress: 1),
      TierFrame(
        id: "chips", visible: true, frame: Rect(x: 0, y: -30, width: 320, height: 30),
        progress: 0.5, expandedHeight: 60),
    ]
    let items: ItemFrames = [
      ItemFrame(
        id: "bold", tier: "base", frame: Rect(x: 8, y: 7, width: 50, height: 30),
        hitArea: Rect(x: 0, y: 0, width: 62, height: 44), selected: true, enabled: true)
    ]
    let lines = [HitLine(minY: 0, maxY: 44, items: 0..<1, descending: false)]
    let layout = ToolbarLayout(
      toolbar: "hand", size: Size(width: 320, height: 44), hitRegion: .zero, tiers: tiers,
      items: items, hitLines: lines)
    #expect(Array(layout.tiers) == tiers)
    #expect(layout.tiers.frame(at: 1) == tiers[1].frame)
    #expect(layout.items == items)
    #expect(Array(layout.hitLines) == lines)
    #expect(layout.tier("chips")?.expandedHeight == 60)
    #expect(layout.hitTest(Point(x: 10, y: 10))?.id == "bold")
  }

  @Test func aHandBuiltLayoutCanBeLaidOutInto() {
    let engine = Self.engine(buttons: 3)
    var layout = ToolbarLayout(
      toolbar: "hand", size: .zero, hitRegion: .zero,
      tiers: [TierFrame(id: "x", visible: true, frame: .zero, progress: 1)],
      items: [
        ItemFrame(
          id: "y", tier: "x", frame: .zero, hitArea: .zero, selected: false, enabled: true)
      ])
    engine.layout(into: &layout, environment: Self.environment, state: ToolbarState())
    #expect(layout == engine.layout(environment: Self.environment, state: ToolbarState()))
    #expect(layout.tiers.map(\.id) == ["tier-0", "tier-1", "tier-2"])
  }

  @Test func emptyLayoutsHoldNothing() {
    let layout = ToolbarLayout(toolbar: "t", size: .zero, hitRegion: .zero, tiers: [], items: [])
    #expect(layout.tiers.isEmpty && layout.items.isEmpty && layout.hitLines.isEmpty)
    #expect(layout.hitTestIndex(Point(x: 0, y: 0)) == nil)
  }
}
