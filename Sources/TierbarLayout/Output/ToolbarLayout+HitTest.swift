import TierbarModel

extension ToolbarLayout {
  /// The enabled item whose hit area contains `point` (bar coordinates), or nil.
  ///
  /// The line of `hitLines` by y, then the line's item by x, each from the keys of the output's
  /// hit-testing index (see `HitIndexLine`; built by the first hit test after a layout) and
  /// `countAtOrBefore` (short runs counted without a branch on the point, long ones searched by
  /// halving, so O(log n) for long rows). Hit areas are disjoint, so at most one item can match.
  /// Safe to call from several threads at once on one layout and its copies.
  public func hitTest(_ point: Point) -> ItemFrame? {
    guard let index = hitTestIndex(point) else { return nil }
    return items[index]
  }

  /// Builds the hit-testing index now instead of in the first hit test after this layout (which
  /// otherwise pays for it: ≈ 100 ns for a 3 × 10 bar): for an app that lays a bar out on every
  /// animation frame and wants the first touch after the animation at the usual cost, it can
  /// call this once the bar settles. Does nothing when the index is built or cannot be (a
  /// hand-built layout's lines). Safe from any thread, like `hitTest`; a later layout into this
  /// storage drops the index again.
  public func prepareForHitTesting() { _ = buildHitIndex() }

  /// The index in `items` of the item `hitTest` would return.
  public func hitTestIndex(_ point: Point) -> Int? {
    guard let output = outputRegions else { return nil }
    // The first hit test after a layout builds the index (see `HitIndexLine`).
    guard Self.hitIndexIsBuilt(output.head) else { return hitTestBuildingIndex(point) }
    // No test of `hitRegion` first: every hit area lies inside it, and the searches below end
    // with the found item's own test.
    return Self.hitTestIndex(
      point, tops: output.tops, topPairs: output.head.pointee.topPairs, lines: output.hitIndex,
      keys: output.keys, items: output.items)
  }

  /// The output buffer's regions, read through pointers (`self` keeps the buffer alive): a hit
  /// test runs per touch event, and every checked subscript would cost (the index is checked
  /// once, at the end). Taken in a scope of their own, which ends before the hit test reads the
  /// index's state: a reference to the buffer held across that atomic read would be kept alive
  /// by a retain and a release of its own.
  @inline(__always)
  private var outputRegions: HitTestRegions? {
    guard let output else { return nil }
    return HitTestRegions(
      head: output.head, tops: output.tops, hitIndex: output.hitIndex, keys: output.keys,
      items: output.placedItems)
  }

  /// `hitTestIndex` when the index is not built: builds it and searches it, or scans when
  /// another thread is building it (this layout's first hit test, on two threads at once) or a
  /// layout built by hand has lines it cannot index. Out of line, so the usual hit test (the
  /// index built) holds no reference to the buffer of its own: a retain and a release per hit
  /// test, each an atomic operation, cost more than the search.
  @inline(never)
  private func hitTestBuildingIndex(_ point: Point) -> Int? {
    // Built now: `hitTestIndex` takes its usual path.
    guard buildHitIndex() else {
      return output?.placedItems.firstIndex { $0.enabled && $0.hitArea.contains(point) }
    }
    return hitTestIndex(point)
  }

  @inline(__always)
  private static func hitTestIndex(
    _ point: Point, tops: UnsafePointer<Double>, topPairs: Int, lines: UnsafePointer<HitIndexLine>,
    keys: UnsafePointer<Double>, items: UnsafeBufferPointer<PlacedItem>
  ) -> Int? {
    // The line: how many tops of the lines after the first are at or above the point. Then
    // the item: how many left edges of the line's items after its first (in x order) are at or
    // left of it. (See `HitIndexLine`.)
    let line = lines[countAtOrBefore(point.y, keys: tops, pairs: topPairs)]
    guard line.minY <= point.y, point.y < line.maxY else { return nil }
    let column = countAtOrBefore(
      point.x, keys: keys + Int(line.keys), pairs: Int(line.pairs))
    let index = Int(line.base) &+ (column ^ Int(line.mirror)) &- Int(line.mirror)
    guard index >= 0, index < items.count else { return nil }
    // The candidate's own test, both axes at once in a vector register, and the answer chosen
    // without a branch: a touch in a gap between hit areas is as unforeseeable as any, and a
    // branch on it is mispredicted (12–13 ns a hit test instead of 15, 18 instead of 21 in the
    // slow phase). LLVM turns scalar comparisons combined without short-circuits back into
    // branches; these stay masks.
    let area = items[index].hitArea
    let at = SIMD2(point.x, point.y)
    let origin = SIMD2(area.x, area.y)
    let inside = (at .>= origin) .& (at .< origin + SIMD2(area.width, area.height))
    let lanes = unsafeBitCast(inside, to: SIMD2<Int64>.self)
    // -1 for an enabled item, 0 for a disabled one: arithmetic on its state's bit (a test
    // of the bit is compiled to a longer sequence).
    let enabled = (Int(items[index].state.bits & ItemState.disabled) &- 2) >> 1
    let all = Int(truncatingIfNeeded: lanes[0] & lanes[1]) & enabled  // -1 inside, else 0
    let found = (index & all) | ~all  // the index, or -1
    return found >= 0 ? found : nil
  }

  /// Up to this many entries are counted rather than searched (see `countAtOrBefore`).
  static let countingLimit = 16

  /// How many of the `pairs` pairs of ascending keys (NaN after the last) are at or before
  /// `value`. Up to `countingLimit` keys are all compared and the results added: no branch
  /// depends on the point, where each step of a halving search is a coin toss the processor
  /// mispredicts half the time for a touch it cannot foresee (over random points the search
  /// took 1.4–1.5× as long). Longer runs are searched by halving, so a long row is not scanned.
  @inline(__always)
  private static func countAtOrBefore(_ value: Double, keys: UnsafePointer<Double>, pairs: Int)
    -> Int
  {
    if pairs <= countingLimit >> 1 {
      // Two keys at a time in a vector register, read as one: a scalar count is turned back
      // into a branch per key by the compiler (a conditional move in a loop).
      let values = SIMD2(repeating: value)
      var counts = SIMD2<Int64>()
      var pair = UnsafeRawPointer(keys)
      let end = pair + pairs &* MemoryLayout<SIMD2<Double>>.stride
      while pair < end {
        let keys = pair.loadUnaligned(as: SIMD2<Double>.self)
        counts &-= SIMD2<Int64>(repeating: 0).replacing(with: -1, where: keys .<= values)
        pair += MemoryLayout<SIMD2<Double>>.stride
      }
      return Int(counts[0] &+ counts[1])
    }
    // NaN padding is never at or before the value, so the keys stay a run of those that are
    // followed by those that are not.
    var found = 0
    var remaining = pairs &* 2
    while remaining > 1 {
      let half = remaining >> 1
      if keys[found &+ half] <= value { found &+= half }
      remaining &-= half
    }
    return keys[found] <= value ? found &+ 1 : 0
  }
}

/// What a hit test reads of an output buffer (see `ToolbarLayout.outputRegions`).
private struct HitTestRegions {
  let head: UnsafeMutablePointer<OutputStorage.Header>
  let tops: UnsafeMutablePointer<Double>
  let hitIndex: UnsafeMutablePointer<HitIndexLine>
  let keys: UnsafeMutablePointer<Double>
  let items: UnsafeBufferPointer<PlacedItem>
}
