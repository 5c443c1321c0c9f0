import Testing
import TierbarTestSupport

@testable import TierbarLayout

/// Hit areas are computed in whole pixels (`LineHitAreas`); the pieces that make that exact and
/// safe: the midpoint rounding, the limit on the bar's width, the one-walk path's precondition.
@Suite struct LineHitAreasTests {
  /// A one-pixel gap at scale 3: its middle lies half a pixel from either item and rounds up.
  /// (In points, (5 + 5⅓) / 2 × 3 came out a hair under 15.5 and rounded down.)
  @Test func aGapsMiddleRoundsHalfAPixelUpExactly() {
    var areas = LineHitAreas(width: 100, grid: PixelGrid(scale: 3))
    #expect(areas.width == 300 && areas.minimum == 132 && areas.reach == 66)
    let first = areas.area(start: 0, end: 15, next: 16)
    #expect(first.start == 0 && first.end == 16 && first.short)
    let second = areas.area(start: 16, end: 31, next: nil)
    // 31 + 22 pt is short of 44 pt from 16: pushed right to 16 + 132.
    #expect(second.start == 16 && second.end == 148 && !second.short)
  }

  /// Pushed to the other side when one side is stopped short: an item at the trailing edge.
  @Test func anItemAtTheEdgeGrowsInwards() {
    var areas = LineHitAreas(width: 100, grid: PixelGrid(scale: 1))
    let area = areas.area(start: 90, end: 100, next: nil)
    #expect(area.start == 56 && area.end == 100 && !area.short)
  }

  /// An item wholly past the trailing edge (an overflowing row) gets an empty area at the edge:
  /// the middle of the gap before it already lies past the edge.
  @Test func anItemPastTheEdgeCollapsesAtTheEdge() {
    var areas = LineHitAreas(width: 100, grid: PixelGrid(scale: 2))
    let before = areas.area(start: 150, end: 190, next: 250)
    #expect(before.start == 106 && before.end == 200 && !before.short)
    let past = areas.area(start: 250, end: 300, next: nil)
    #expect(past.start == 200 && past.end == 200 && past.short)
  }

  /// A line's first item wholly past the trailing edge (pushed there by a safe-area inset or
  /// padding, not by a neighbour) gets an empty area at the edge too: the 44 pt push must not
  /// pull its area back inside the bar (it gave 1047…1179 here, a tappable 44 pt).
  @Test func aFirstItemPastTheTrailingEdgeCollapsesAtTheEdge() {
    var areas = LineHitAreas(width: 393, grid: PixelGrid(scale: 3))
    let past = areas.area(start: 1374, end: 1483, next: nil)
    #expect(past.start == 1179 && past.end == 1179 && past.short)
    // Starting exactly at the edge is past it too; an empty item at the edge is not.
    let atEdge = areas.area(start: 1179, end: 1200, previousEnd: nil, next: nil)
    #expect(atEdge.start == 1179 && atEdge.end == 1179 && atEdge.short)
    let empty = areas.area(start: 1179, end: 1179, previousEnd: nil, next: nil)
    #expect(empty.start == 1047 && empty.end == 1179 && !empty.short)
  }

  /// The same before the leading edge: an item ending at or before 0 gets an empty area at 0;
  /// its neighbour's area still starts at the middle of the gap between them, as in a row
  /// overflowing the trailing edge.
  @Test func anItemBeforeTheLeadingEdgeCollapsesAtTheEdge() {
    var areas = LineHitAreas(width: 100, grid: PixelGrid(scale: 1))
    let before = areas.area(start: -30, end: 0, next: 10)
    #expect(before.start == 0 && before.end == 0 && before.short)
    let inside = areas.area(start: 10, end: 20, next: nil)
    #expect(inside.start == 5 && inside.end == 49 && !inside.short)
  }

  /// The middle of a gap, from the sum of its ends: half a pixel up, never a tie to break.
  @Test(arguments: [
    (30.0, 15.0), (31.0, 16.0), (0.0, 0.0), (1.0, 1.0), (-1.0, 0.0), (-2.0, -1.0), (-3.0, -1.0),
    (1_125_899_906_842_623.0, 562_949_953_421_312.0),
  ])
  func middlesRoundHalfUp(sum: Double, expected: Double) {
    #expect(PixelGrid.middle(ofSum: sum) == expected)
    #expect(PixelGrid.middle(ofSum: sum) == ((sum + 1) / 2).rounded(.down))
  }

  /// A bar of absurd width still gets finite hit areas (its width is limited to 2^52 pixels).
  @Test func anEnormousBarWidthIsLimited() {
    var areas = LineHitAreas(width: .greatestFiniteMagnitude, grid: PixelGrid(scale: 3))
    #expect(areas.width == PixelGrid.exactPixels)
    let area = areas.area(start: 0, end: 30, next: nil)
    #expect(area.start == 0 && area.end == 132)
  }

  /// The one-walk path adds whole pixels only when the leading edge and the spacing are whole
  /// pixels; otherwise it rounds each edge (`placeRun`).
  @Test(arguments: [
    (8.0, 8.0, 3.0, true), (7.5, 8.0, 2.0, true), (8.0, 7.5, 3.0, false), (8.0, 8.3, 1.0, false),
    (20.3, 8.0, 3.0, false), (1e300, 8.0, 1.0, false), (8.0, .infinity, 1.0, false),
  ])
  func pixelRunsNeedWholePixels(leading: Double, spacing: Double, scale: Double, whole: Bool) {
    let run = PixelRun(leading: leading, spacing: spacing, grid: PixelGrid(scale: scale))
    #expect((run != nil) == whole)
    if let run {
      #expect(run.leading == leading * scale && run.spacing == spacing * scale)
    }
  }
}

/// `LineHitAreas.area` against the rule written out in full (every clamp, no shortcut), over
/// random lines in whole pixels: items inside the bar and past it, gaps of every parity,
/// touching and overlapping neighbours, narrow and wide items, every scale.
@Suite struct LineHitAreasReferenceTests {
  /// The rule as the layout wrote it before it worked in pixels, here in pixels.
  static func reference(
    start: Double, end: Double, leftLimit: Double, next: Double?, width: Double, reach: Double,
    minimum: Double
  ) -> (start: Double, end: Double, short: Bool) {
    if start >= width && end > width { return (width, width, true) }  // wholly past an edge
    if end <= 0 && start < 0 { return (0, 0, true) }
    var rightLimit = width
    if let next { rightLimit = ((end + next + 1) / 2).rounded(.down) }
    var leftLimit = max(0, min(leftLimit, start))
    rightLimit = min(width, max(rightLimit, end))
    leftLimit = min(leftLimit, rightLimit)
    var left = min(max(leftLimit, start - reach), rightLimit)
    var right = max(min(rightLimit, end + reach), left)
    if right - left < minimum {
      right = min(rightLimit, max(right, left + minimum))
      left = max(leftLimit, min(left, right - minimum))
    }
    return (left, right, right - left < minimum)
  }

  @Test(arguments: 0..<200)
  func areasFollowTheRule(seed: Int) {
    var random = SeededRandom(seed: UInt64(seed) &+ 77)
    let scale = Double(Int.random(in: 1...3, using: &random))
    let grid = PixelGrid(scale: scale)
    let width = Double(Int.random(in: 40...500, using: &random))
    var areas = LineHitAreas(width: width, grid: grid)
    var x = Double(Int.random(in: -30...60, using: &random))
    var edges: [(Double, Double)] = []
    for _ in 0..<Int.random(in: 1...12, using: &random) {
      let itemWidth = Double(Int.random(in: 0...150, using: &random))
      edges.append((x, x + itemWidth))
      x += itemWidth + Double(Int.random(in: -4...50, using: &random))
    }
    Self.expectTheRule(over: edges, areas: &areas, inOrder: false)
  }

  /// The shortcut for a line known to be in order (`inOrder`, which the one walk passes when its
  /// first item starts at or after 0, no width or gap is negative and the last item ends inside
  /// the bar) gives what the rule gives, over random lines that are in order: gaps of 0 and
  /// 1 pixel, items at both edges, items narrower and wider than 44 pt.
  @Test(arguments: 0..<200)
  func aLineInOrderTakesTheShortcutToTheSameAreas(seed: Int) {
    var random = SeededRandom(seed: UInt64(seed) &+ 991)
    let grid = PixelGrid(scale: Double(Int.random(in: 1...3, using: &random)))
    var areas = LineHitAreas(width: Double(Int.random(in: 40...500, using: &random)), grid: grid)
    var x = Double(Int.random(in: 0...20, using: &random))
    var edges: [(Double, Double)] = []
    while edges.count < 12 {
      let end = x + Double(Int.random(in: 0...150, using: &random))
      guard end <= areas.width else { break }
      edges.append((x, end))
      x = end + Double(Int.random(in: 0...12, using: &random))
    }
    if edges.isEmpty { edges = [(0, areas.width)] }
    Self.expectTheRule(over: edges, areas: &areas, inOrder: true)
  }

  /// Each item of the line `edges` (start and end in pixels, in order of x) gets the area the
  /// rule gives, from `areas` walked left to right.
  static func expectTheRule(
    over edges: [(Double, Double)], areas: inout LineHitAreas, inOrder: Bool
  ) {
    var leftLimit = 0.0
    for (index, edge) in edges.enumerated() {
      let next = index + 1 < edges.count ? edges[index + 1].0 : nil
      let expected = reference(
        start: edge.0, end: edge.1, leftLimit: leftLimit, next: next, width: areas.width,
        reach: areas.reach, minimum: areas.minimum)
      let area = areas.area(start: edge.0, end: edge.1, next: next, inOrder: inOrder)
      #expect(area.start == expected.start && area.end == expected.end)
      #expect(area.short == expected.short)
      if let next { leftLimit = ((edge.1 + next + 1) / 2).rounded(.down) }
    }
  }
}
