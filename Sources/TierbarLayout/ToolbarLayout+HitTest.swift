import TierbarModel

extension ToolbarLayout {
  /// The enabled item whose hit area contains `point` (bar coordinates), or nil.
  ///
  /// O(log lines + log items per line): the hit region first, then a binary search of `hitLines`
  /// by y and of the line's items by x. Hit areas are disjoint, so at most one item can match.
  public func hitTest(_ point: Point) -> ItemFrame? {
    guard let index = hitTestIndex(point) else { return nil }
    return items[index]
  }

  /// The index in `items` of the item `hitTest` would return.
  public func hitTestIndex(_ point: Point) -> Int? {
    if hitLines.isEmpty {
      // A layout built by hand has no index: scan.
      return items.firstIndex { $0.enabled && $0.hitArea.contains(point) }
    }
    guard hitRegion.contains(point) else { return nil }
    // The last line starting at or above the point.
    var low = 0
    var high = hitLines.count
    while low < high {
      let middle = (low + high) / 2
      if hitLines[middle].minY <= point.y { low = middle + 1 } else { high = middle }
    }
    guard low > 0 else { return nil }
    let line = hitLines[low - 1]
    guard point.y < line.maxY, !line.items.isEmpty else { return nil }
    // The item whose hit area starts at or left of the point (in x order).
    var first = 0
    var count = line.items.count
    while count > 0 {
      let half = count / 2
      let position = first + half
      let index =
        line.descending ? line.items.upperBound - 1 - position : line.items.lowerBound + position
      if items[index].hitArea.minX <= point.x {
        first = position + 1
        count -= half + 1
      } else {
        count = half
      }
    }
    guard first > 0 else { return nil }
    let position = first - 1
    let index =
      line.descending ? line.items.upperBound - 1 - position : line.items.lowerBound + position
    guard items.indices.contains(index) else { return nil }
    return items[index].enabled && items[index].hitArea.contains(point) ? index : nil
  }
}
