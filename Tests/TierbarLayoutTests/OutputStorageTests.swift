import Testing
import Tierbar

@testable import TierbarLayout

/// A layout's tiers, items and hit lines live in one buffer (`OutputStorage`) shared by its
/// copies: writing into one must never show in another, a buffer too small for a bar must be
/// replaced with its contents kept, and hand-built layouts must read back what they were given.
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
    #expect(copy.output === layout.output)  // shared until written
    engine.layout(into: &layout, environment: Self.environment, state: hidden)
    #expect(copy.output !== layout.output)
    #expect(copy == engine.layout(environment: Self.environment, state: ToolbarState()))
    #expect(layout == engine.layout(environment: Self.environment, state: hidden))
    #expect(copy.items.count == 12)
    #expect(layout.items.count == 10)
  }

  @Test func aCopyKeepsItsLayoutThroughTheVectorShortcut() {
    let engine = Self.engine(buttons: 4)
    var vector = engine.stateVector(for: ToolbarState())
    var layout = fresh(engine, Self.environment, vector)
    engine.layout(into: &layout, environment: Self.environment, vector: vector)  // settled
    let copy = layout
    vector.setHidden(true, item: engine.itemIndex("t1-2") ?? 0)
    engine.layout(into: &layout, environment: Self.environment, vector: vector)
    #expect(copy == engine.layout(environment: Self.environment, state: ToolbarState()))
    #expect(layout == fresh(engine, Self.environment, vector))
    #expect(copy.items.count == 12)
    #expect(layout.items.count == 11)
  }

  /// What a relayout keeps (`ReuseStorage`: the measured sizes) goes with the output: none in a
  /// layout returned fresh, one once laid out into, and a box of its own in a copy once either
  /// is written.
  @Test func whatARelayoutKeepsIsCopiedWithTheOutput() throws {
    let engine = Self.engine(buttons: 4)
    var vector = engine.stateVector(for: ToolbarState())
    var layout = engine.layout(environment: Self.environment, state: ToolbarState())
    #expect(layout.output?.head.pointee.reuse == nil)
    engine.layout(into: &layout, environment: Self.environment, vector: vector)
    engine.layout(into: &layout, environment: Self.environment, vector: vector)
    var copy = layout
    var other = vector
    vector.setHidden(true, item: engine.itemIndex("t1-2") ?? 0)
    other.setHidden(true, item: engine.itemIndex("t0-0") ?? 0)
    engine.layout(into: &layout, environment: Self.environment, vector: vector)
    engine.layout(into: &copy, environment: Self.environment, vector: other)
    let mine = try #require(layout.output?.head.pointee.reuse)
    let theirs = try #require(copy.output?.head.pointee.reuse)
    #expect(mine !== theirs)
    #expect(layout == fresh(engine, Self.environment, vector))
    #expect(copy == fresh(engine, Self.environment, other))
    // Each undoes its own change.
    vector.setHidden(false, item: engine.itemIndex("t1-2") ?? 0)
    other.setHidden(false, item: engine.itemIndex("t0-0") ?? 0)
    engine.layout(into: &layout, environment: Self.environment, vector: vector)
    engine.layout(into: &copy, environment: Self.environment, vector: other)
    #expect(layout == copy)
    #expect(layout.items.count == 12)
  }

  @Test(arguments: [(2, 9), (9, 2), (5, 5)])
  func storageOfAnotherBarIsReplacedOrReused(first: Int, second: Int) {
    let small = Self.engine(buttons: first)
    let large = Self.engine(buttons: second, wraps: true)
    var layout = small.layout(environment: Self.environment, state: ToolbarState())
    large.layout(into: &layout, environment: Self.environment, state: ToolbarState())
    #expect(layout == large.layout(environment: Self.environment, state: ToolbarState()))
    #expect(layout.items.count == 3 * second)
    let shape = layout.output?.head.pointee.shape
    #expect(
      shape.map { OutputShape(items: 3 * second, tiers: 3, lines: 2 + second).fits(in: $0) } == true
    )
  }

  @Test func aCopyHoldsTheSameOutputWithMoreRoom() throws {
    let layout = Self.engine(buttons: 4, wraps: true).layout(
      environment: LayoutEnvironment(width: 200, scale: 2), state: ToolbarState())
    let output = try #require(layout.output)
    // A shape no earlier buffer had, so the copy's memory cannot hold this output by chance.
    let copy = output.copy(fitting: OutputShape(items: 40, tiers: 7, lines: 33))
    #expect(copy.head.pointee.shape == OutputShape(items: 40, tiers: 7, lines: 33))
    #expect(ItemFrames(storage: copy) == layout.items)
    #expect(TierFrames(storage: copy) == layout.tiers)
    #expect(HitLines(storage: copy) == layout.hitLines)
    #expect(layout.hitLines.count == 4)
    let smaller = output.copy(fitting: OutputShape(items: 0, tiers: 0, lines: 0))
    #expect(smaller.head.pointee.shape == output.head.pointee.shape)
  }

  @Test func aWrappedTierHasRoomForALinePerItem() {
    // At 120 pt no two "Item n" buttons fit side by side: one line each.
    let engine = Self.engine(buttons: 6, wraps: true)
    let narrow = LayoutEnvironment(width: 120, scale: 2)
    let layout = engine.layout(environment: narrow, state: ToolbarState())
    #expect(engine.storage.outputShape == OutputShape(items: 18, tiers: 3, lines: 8))
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

  @Test func emptyLayoutsHoldNoBuffer() {
    let layout = ToolbarLayout(toolbar: "t", size: .zero, hitRegion: .zero, tiers: [], items: [])
    #expect(layout.output == nil)
    #expect(layout.tiers.isEmpty && layout.items.isEmpty && layout.hitLines.isEmpty)
    #expect(layout.hitTestIndex(Point(x: 0, y: 0)) == nil)
  }
}
