import Testing
import Tierbar

@Suite struct HitAreaTests {
  @Test func isolatedItemGrows22PointsEachSide() throws {
    // A 30 pt item centred in a 300 pt bar: nothing near it.
    let layout = layOut(bar([30], layout: RowLayout(alignment: .center)))
    let item = try #require(layout.items.first)
    #expect(item.frame == Rect(x: 135, y: 7, width: 30, height: 30))
    #expect(item.hitArea == Rect(x: 135 - 22, y: 0, width: 22 + 30 + 22, height: 44))
  }

  @Test func neighboursSplitTheGapAtItsMiddle() throws {
    let layout = layOut(bar([50, 50], layout: RowLayout(spacing: 10)))
    let first = try #require(layout.items.first)
    let second = try #require(layout.items.last)
    #expect(first.hitArea.maxX == (8 + 50 + 5))
    #expect(second.hitArea.minX == (8 + 50 + 5))
    #expect(first.hitArea.minX == 0)  // reaches the tier's leading edge
  }

  @Test func crampedItemsWarnByName() {
    // Three 20 pt items 4 pt apart: the middle one gets 2 + 20 + 2 = 24 pt.
    let layout = layOut(bar([20, 20, 20], layout: RowLayout(spacing: 4, alignment: .center)))
    let tooSmall = layout.warnings.filter { $0.code == .hitAreaTooSmall }
    #expect(tooSmall.map(\.item) == ["b2"])
    #expect(tooSmall.first?.message.contains("'b2'") == true)
    #expect(layout.items[1].hitArea.width == (2 + 20 + 2))
    // The outer ones push past their cramped side to reach 44.
    #expect(layout.items[0].hitArea.width >= 44)
    #expect(layout.items[2].hitArea.width >= 44)
  }

  @Test func shortTierWarnsForEveryEnabledItem() {
    let layout = layOut(
      bar([60, 60], height: .fixed(30)), state: ToolbarState(disabledItems: ["b2"]))
    #expect(layout.warnings.filter { $0.code == .hitAreaTooSmall }.map(\.item) == ["b1"])
  }

  @Test func disabledItemsBlockButAreNotHit() throws {
    let layout = layOut(bar([50, 50]), state: ToolbarState(disabledItems: ["b2"]))
    let disabled = try #require(layout.items.last)
    #expect(disabled.enabled == false)
    #expect(layout.hitTest(Point(x: disabled.frame.midX, y: 20)) == nil)
    #expect(layout.hitTest(Point(x: 10, y: 20))?.id == "b1")
  }

  /// An item pushed wholly off the bar by a side inset cannot be tapped, in either direction:
  /// its hit area is empty at the edge it is past (it was the 44 pt next to that edge).
  @Test(arguments: LayoutEnvironment.LayoutDirection.allCases)
  func itemsPushedOffByTheSafeAreaCannotBeTapped(direction: LayoutEnvironment.LayoutDirection)
    throws
  {
    let (config, toolbar) = bar([30])
    let engine = LayoutEngine(RowRegistry.testing.resolve(config: config, toolbar: toolbar))
    let rightToLeft = direction == .rightToLeft
    let insets = rightToLeft ? SafeAreaInsets(right: 400) : SafeAreaInsets(left: 400)
    let layout = engine.layout(
      environment: LayoutEnvironment(
        width: 300, safeArea: insets, scale: 2, layoutDirection: direction),
      state: ToolbarState())
    let item = try #require(layout.items.first)
    #expect(item.frame.minX == (rightToLeft ? 300 - 408 - 30 : 408))
    #expect(item.hitArea == Rect(x: rightToLeft ? 0 : 300, y: 0, width: 0, height: 44))
    for x in stride(from: 0.0, to: 300, by: 10) {
      #expect(layout.hitTest(Point(x: x, y: 20)) == nil)
    }
  }

  @Test func pointsOutsideTheHitRegionMissEvenWithoutAnIndex() {
    let indexed = layOut(bar([50]))
    #expect(indexed.hitTest(Point(x: 10, y: -1)) == nil)
    #expect(indexed.hitTest(Point(x: 10, y: 44)) == nil)  // half-open: the bottom edge is outside
    // A hand-built layout has no index and falls back to scanning.
    let layout = ToolbarLayout(
      toolbar: indexed.toolbar, size: indexed.size, hitRegion: indexed.hitRegion,
      tiers: Array(indexed.tiers), items: indexed.items)
    #expect(layout.hitLines.isEmpty)
    #expect(layout.hitTest(Point(x: 10, y: 20))?.id == "b1")
  }

  @Test func wideRowsAreSearchedNotScanned() {
    // 40 items: the index has one line holding all of them, found by binary search.
    let layout = layOut(
      bar(Array(repeating: 20, count: 40), layout: RowLayout(spacing: 4)), width: 1200)
    #expect(layout.hitLines.count == 1)
    for item in layout.items {
      #expect(layout.hitTest(Point(x: item.frame.midX, y: 20))?.id == item.id)
    }
  }

  /// A line of up to 16 items is counted, a longer one searched by halving
  /// (`countAtOrBefore`); both, in both directions, must agree with a scan of every item, at
  /// every pixel centre across the bar and past both ends.
  @Test(
    arguments: [1, 2, 3, 15, 16, 17, 18, 33],
    [LayoutEnvironment.LayoutDirection.leftToRight, .rightToLeft])
  func countedAndSearchedLinesAgreeWithAScan(
    count: Int, direction: LayoutEnvironment.LayoutDirection
  ) {
    let layout = layOut(
      bar(Array(repeating: 20, count: count), layout: RowLayout(spacing: 6)), width: 1000,
      direction: direction, state: ToolbarState(disabledItems: ["b2"]))
    #expect(layout.hitLines.count == 1)
    #expect(layout.items.count == count)
    for pixel in -10..<2010 {
      let point = Point(x: (Double(pixel) + 0.5) / 2, y: 20)
      let expected = layout.items.first { $0.enabled && $0.hitArea.contains(point) }
      #expect(layout.hitTest(point)?.id == expected?.id, "at \(point.x)")
    }
  }
}

extension Rect {
  var midX: Double { x + width / 2 }
}
