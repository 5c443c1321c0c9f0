import TierbarModel

extension ToolbarLayout {
  /// The enabled item whose hit area contains `point` (bar coordinates), or nil.
  ///
  /// The line of `hitLines` by y, then the line's item by x (see `countAtOrBefore`: short runs
  /// counted without a branch on the point, long ones searched by halving, so O(log n) for long
  /// rows). Hit areas are disjoint, so at most one item can match.
  public func hitTest(_ point: Point) -> ItemFrame? {
    guard let index = hitTestIndex(point) else { return nil }
    return items[index]
  }

  /// The index in `items` of the item `hitTest` would return.
  public func hitTestIndex(_ point: Point) -> Int? {
    guard let output else { return nil }
    // Read through pointers (`output` keeps the buffer alive): a hit test runs per touch event,
    // and every checked subscript here would cost (the index is checked once, at the end).
    let items = output.placedItems
    guard output.head.pointee.lineCount > 0 else {
      // A layout built by hand has no index: scan.
      return items.firstIndex { $0.enabled && $0.hitArea.contains(point) }
    }
    // No test of `hitRegion` first: every hit area lies inside it, and the searches below end
    // with the found item's own test.
    return Self.hitTestIndex(point, lines: output.hitLines, items: items)
  }

  @inline(__always)
  private static func hitTestIndex(
    _ point: Point, lines: UnsafeBufferPointer<HitLine>, items: UnsafeBufferPointer<PlacedItem>
  ) -> Int? {
    // The last line starting at or above the point (lines are sorted by `minY`), then the last
    // item (in x order) whose hit area starts at or left of it: each the number of those that
    // do, less one (see `countAtOrBefore`).
    let lineIndex = Swift.max(
      0, countAtOrBefore(point.y, count: lines.count) { lines[$0].minY } &- 1)
    let line = lines[lineIndex]
    guard line.minY <= point.y, point.y < line.maxY, !line.items.isEmpty,
      line.items.upperBound <= items.count
    else { return nil }
    let first = line.items.lowerBound
    let count = line.items.upperBound &- first
    // Right-to-left lines run backwards through `items`.
    let left = Swift.max(
      0,
      line.descending
        ? countAtOrBefore(point.x, count: count) { items[first &+ count &- 1 &- $0].hitArea.minX }
          &- 1
        : countAtOrBefore(point.x, count: count) { items[first &+ $0].hitArea.minX } &- 1)
    let index = line.descending ? first &+ count &- 1 &- left : first &+ left
    return items[index].enabled && items[index].hitArea.contains(point) ? index : nil
  }

  /// Up to this many entries are counted rather than searched (see `countAtOrBefore`).
  static let countingLimit = 16

  /// How many of the `count` ascending keys (`key(0)` ≤ `key(1)` ≤ …) are at or before `value`.
  /// Up to `countingLimit` keys are all compared and the results added: no branch depends on
  /// the point, where each step of a halving search is a coin toss the processor mispredicts
  /// half the time for a touch it cannot foresee (over random points the search took 1.4–1.5×
  /// as long). Longer runs are searched by halving, so a long row is not scanned.
  @inline(__always)
  private static func countAtOrBefore(
    _ value: Double, count: Int, key: (Int) -> Double
  ) -> Int {
    if count <= countingLimit {
      // Two keys at a time in a vector register: a scalar count is turned back into a branch
      // per key by the compiler (a conditional move in a loop), which is what this avoids.
      let values = SIMD2(repeating: value)
      var counts = SIMD2<Int64>()
      var index = 0
      while index &+ 1 < count {
        let keys = SIMD2(key(index), key(index &+ 1))
        counts &-= SIMD2<Int64>(repeating: 0).replacing(with: -1, where: keys .<= values)
        index &+= 2
      }
      // An odd last key, outside the loop: a compare and an add with carry, no branch.
      let last = index < count && key(index) <= value ? 1 : 0
      return Int(counts[0] &+ counts[1]) &+ last
    }
    var found = 0
    var remaining = count
    while remaining > 1 {
      let half = remaining >> 1
      if key(found &+ half) <= value { found &+= half }
      remaining &-= half
    }
    return key(found) <= value ? found &+ 1 : 0
  }
}
