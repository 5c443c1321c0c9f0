import TierbarModel

extension ToolbarLayout {
  /// The enabled item whose hit area contains `point` (bar coordinates), or nil.
  ///
  /// O(log lines + log items per line): a binary search of `hitLines` by y, then of the line's
  /// items by x. Hit areas are disjoint, so at most one item can match.
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
    // The last line starting at or above the point (lines are sorted by `minY`). Each search
    // step halves the candidates and keeps the upper half when its first element qualifies, so
    // the step count depends only on the length.
    var lineIndex = 0
    var count = lines.count
    while count > 1 {
      let half = count >> 1
      if lines[lineIndex &+ half].minY <= point.y { lineIndex &+= half }
      count &-= half
    }
    let line = lines[lineIndex]
    guard line.minY <= point.y, point.y < line.maxY, !line.items.isEmpty,
      line.items.upperBound <= items.count
    else { return nil }
    // The last item (in x order) whose hit area starts at or left of the point. Right-to-left
    // lines run backwards through `items`.
    var index = line.items.lowerBound
    count = line.items.count
    if line.descending {
      index = line.items.upperBound &- 1
      while count > 1 {
        let half = count >> 1
        if items[index &- half].hitArea.minX <= point.x { index &-= half }
        count &-= half
      }
    } else {
      while count > 1 {
        let half = count >> 1
        if items[index &+ half].hitArea.minX <= point.x { index &+= half }
        count &-= half
      }
    }
    return items[index].enabled && items[index].hitArea.contains(point) ? index : nil
  }
}
