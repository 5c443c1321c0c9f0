/// The hit areas of one line, computed in whole pixels, one item at a time from left to right.
///
/// An item's hit area is its frame grown by up to 22 pt a side, stopped at the middle of the gap
/// to a neighbour and at the tier's edges, and pushed to the other side when one side is stopped
/// short of 44 pt. Every input is a whole number of pixels (frames are on the grid; the bar's
/// width, and 22 and 44 pt, are taken on the grid), so the arithmetic is exact (whole numbers
/// in `Double`s, within `PixelGrid.exactPixels`): a gap's middle rounds half a pixel up wherever
/// the line sits, and no edge is rounded twice. An item's right limit is the middle of the gap to
/// its right neighbour, and that middle is the next item's left limit: the items are given their
/// areas in order, each with its right neighbour's left edge.
struct LineHitAreas {
  /// The bar's width on the grid, in pixels.
  let width: Double
  /// 22 pt and 44 pt in pixels.
  let reach: Double
  let minimum: Double
  /// The left limit of the next item: the middle of the gap before it (the tier's edge first).
  private var leftLimit = 0.0

  /// `width` in points (finite, not negative; beyond `PixelGrid.exactPixels` it counts as that).
  init(width: Double, grid: PixelGrid) {
    self.width = PixelGrid.nearest(Double.smaller(width * grid.scale, PixelGrid.exactPixels))
    minimum = grid.pixels(LayoutEngine.minimumHitSize)
    reach = grid.pixels(LayoutEngine.minimumHitSize / 2)
  }

  /// `area(start:end:next:)` for an item taken alone: `previousEnd` is where its left neighbour
  /// ends (nil for a line's first item), which sets its left limit as the walk would have.
  mutating func area(start: Double, end: Double, previousEnd: Double?, next: Double?) -> HitSpan {
    leftLimit = previousEnd.map { PixelGrid.middle(ofSum: $0 + start) } ?? 0
    return area(start: start, end: end, next: next)
  }

  /// The hit area, in pixels, of the item spanning `start..<end` whose right neighbour starts at
  /// `next` (nil for a line's last item), and whether it is narrower than 44 pt.
  ///
  /// `inOrder`: the caller knows the line's items lie in order inside the bar — its first item
  /// starts at or after 0, each ends at or before the next one starts, the last ends at or
  /// before `width`, all within `PixelGrid.exactPixels` — so every item lies between its limits
  /// (a middle of two ordered whole numbers lies between them), and the test below is skipped.
  @inline(__always)
  mutating func area(start: Double, end: Double, next: Double?, inOrder: Bool = false) -> HitSpan {
    var leftLimit = self.leftLimit
    var rightLimit = width
    if let next {
      let middle = PixelGrid.middle(ofSum: end + next)
      rightLimit = middle
      self.leftLimit = middle
    }
    // The usual item lies inside the bar between its limits: then the clamps below change
    // nothing, and it grows by up to 22 pt a side, stopped at its limits, unless that is short.
    if inOrder || (0 <= leftLimit && leftLimit <= start && end <= rightLimit && rightLimit <= width)
    {
      let left = Double.larger(leftLimit, start - reach)
      let right = Double.smaller(rightLimit, end + reach)
      if right - left >= minimum { return HitSpan(start: left, end: right, short: false) }
    }
    // An item with no part inside the bar cannot be tapped, whatever pushed it out (an
    // overflowing row, a safe-area inset, padding; right-to-left mirrors this): its area is empty
    // at the edge it is past. The 44 pt push below would otherwise pull an area back in for a
    // line's first item. An empty item exactly at an edge counts as inside.
    if start >= width && end > width { return HitSpan(start: width, end: width, short: true) }
    if end <= 0 && start < 0 { return HitSpan(start: 0, end: 0, short: true) }
    // Never outside the tier, even for a row that overflows it (its frames may stick out).
    leftLimit = Double.larger(0, Double.smaller(leftLimit, start))
    rightLimit = Double.smaller(width, Double.larger(rightLimit, end))
    // Never a negative width, whatever the limits.
    leftLimit = Double.smaller(leftLimit, rightLimit)
    var left = Double.smaller(Double.larger(leftLimit, start - reach), rightLimit)
    var right = Double.larger(Double.smaller(rightLimit, end + reach), left)
    if right - left < minimum {
      right = Double.smaller(rightLimit, Double.larger(right, left + minimum))
      left = Double.larger(leftLimit, Double.smaller(left, right - minimum))
    }
    return HitSpan(start: left, end: right, short: right - left < minimum)
  }
}

/// One item's hit area across its line, in pixels.
struct HitSpan {
  var start: Double
  var end: Double
  /// Narrower than 44 pt.
  var short: Bool
}
