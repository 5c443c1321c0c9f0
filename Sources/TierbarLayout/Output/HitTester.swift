import TierbarModel

/// Which item of a layout is under a point: built once from a layout, then only read, so one
/// tester serves any number of hit tests, from any thread, with no synchronisation.
///
/// The rule it answers is `ToolbarLayout.hitTest(_:)`'s: the enabled item whose hit area contains
/// the point (hit areas are half-open and disjoint, so at most one does). It finds it without
/// looking at every item: the line by y, then the line's item by x, each a count of the keys at or
/// before the point (short runs counted without a branch on the point, which the processor could
/// not foresee for a user's touch; long runs searched by halving, so a long row costs O(log n)).
/// The keys are laid out for that: the tops of the lines after the first, and per line the left
/// edges of its items' hit areas after the first, in x order, each run padded with NaN (never at
/// or before a point) to whole pairs, so two are compared at a time.
///
/// An area's far edges are its origin plus its size, which can land a rounding error past the
/// next area's origin; a point exactly there is in both, and the tester answers with the one its
/// line and column give (a line reaches as far down as its areas do).
///
/// Building copies what it reads (the hit lines, the items' hit areas and flags) out of the
/// layout: a tester never shares the layout's storage, so a controller that lays out into that
/// storage again copies nothing. `rebuild(for:)` reuses the tester's own storage when no copy
/// shares it: rebuilding after every layout allocates nothing.
public struct HitTester: Sendable {
  /// The tops of the lines after the first, ascending, NaN-padded to whole pairs.
  private var tops: [Double] = []
  private var lines: [Line] = []
  /// Per line, the left edges of its entries after the first (see `Line.keys`).
  private var keys: [Double] = []
  /// Per line, its items in x order.
  private var entries: [Entry] = []
  /// The layout's items, in layout order, when its lines cannot be searched (a layout built by
  /// hand without lines, or with lines out of order): then every hit test scans them.
  private var scanned: [Entry] = []

  /// One hit line: its band, where its keys and entries start, and how many pairs of keys.
  private struct Line: Sendable {
    var minY: Double
    var maxY: Double
    var keys: Int
    var pairs: Int
    var entries: Int
  }

  /// One item as a hit test reads it: its hit area, its index in `ToolbarLayout.items`, and -1
  /// when it is enabled (0 when not), so the last test is arithmetic, not a branch.
  private struct Entry: Sendable {
    var area: Rect
    var index: Int
    var enabledMask: Int

    init(_ item: PlacedItem, index: Int) {
      area = item.hitArea
      self.index = index
      enabledMask = item.enabled ? -1 : 0
    }
  }

  /// A tester that finds nothing.
  public init() {}

  public init(_ layout: ToolbarLayout) { rebuild(for: layout) }

  /// Makes this the tester of `layout`, in the storage it already has when no copy shares it.
  public mutating func rebuild(for layout: ToolbarLayout) {
    tops.removeAll(keepingCapacity: true)
    lines.removeAll(keepingCapacity: true)
    keys.removeAll(keepingCapacity: true)
    entries.removeAll(keepingCapacity: true)
    scanned.removeAll(keepingCapacity: true)
    guard let output = layout.output else { return }
    // Read through the buffer's pointers (`layout` keeps it alive for the call): per item, a
    // checked read through `ItemFrames` cost several times the copy itself.
    withExtendedLifetime(output) {
      build(items: output.placedItems, lines: output.hitLines)
    }
  }

  private mutating func build(
    items: UnsafeBufferPointer<PlacedItem>, lines hitLines: UnsafeBufferPointer<HitLine>
  ) {
    guard Self.searchable(hitLines) else {
      for slot in items.indices { scanned.append(Entry(items[slot], index: slot)) }
      return
    }
    // How far down the line before reaches: an area's bottom is its origin plus its height,
    // which can land a rounding error below the next line's top. Its line then starts there, so
    // a point in that sliver goes to the area that holds it.
    var reach = -Double.infinity
    for number in hitLines.indices {
      let line = hitLines[number]
      let top = max(line.minY, reach)
      if number > 0 { tops.append(top) }
      reach = -Double.infinity
      let first = line.items.lowerBound
      let end = line.items.upperBound
      let start = keys.count
      let firstEntry = entries.count
      guard first >= 0, first < end, end <= items.count else {
        // A line whose items are not all written matches nothing.
        lines.append(Line(minY: .nan, maxY: .nan, keys: start, pairs: 0, entries: firstEntry))
        continue
      }
      // The items in x order; a key for each but the first.
      var slot = line.descending ? end - 1 : first
      let step = line.descending ? -1 : 1
      for _ in first..<end {
        let area = items[slot].hitArea
        if entries.count > firstEntry { keys.append(area.x) }
        entries.append(Entry(items[slot], index: slot))
        reach = max(reach, area.y + area.height)
        slot += step
      }
      if (keys.count - start) & 1 == 1 { keys.append(.nan) }
      lines.append(
        Line(
          minY: top, maxY: max(line.maxY, reach), keys: start, pairs: (keys.count - start) >> 1,
          entries: firstEntry))
    }
    if tops.count & 1 == 1 { tops.append(.nan) }
  }

  /// Whether hit lines can be searched by y: sorted by `minY`, none reaching into the next.
  /// (An engine's always are; a hand-built layout's may not be.)
  private static func searchable(_ lines: UnsafeBufferPointer<HitLine>) -> Bool {
    guard !lines.isEmpty else { return false }
    var bottom = -Double.infinity
    for line in lines where !line.items.isEmpty {
      guard line.minY >= bottom else { return false }
      bottom = line.maxY
    }
    return true
  }

  /// The index in the layout's `items` of the enabled item whose hit area contains `point`.
  public func itemIndex(at point: Point) -> Int? {
    guard scanned.isEmpty else {
      return scanned.first { $0.enabledMask != 0 && $0.area.contains(point) }?.index
    }
    guard !lines.isEmpty else { return nil }
    let lineNumber = tops.withUnsafeBufferPointer { Self.countAtOrBefore(point.y, in: $0) }
    guard lineNumber < lines.count else { return nil }
    let line = lines[lineNumber]
    guard line.minY <= point.y, point.y < line.maxY else { return nil }
    let column = keys.withUnsafeBufferPointer { keys in
      Self.countAtOrBefore(
        point.x, in: UnsafeBufferPointer(rebasing: keys[line.keys..<(line.keys + line.pairs * 2)]))
    }
    let slot = line.entries + column
    guard slot < entries.count else { return nil }
    return Self.index(of: entries[slot], ifItContains: point)
  }

  /// The entry's index when its area contains `point` and it is enabled, else nil: both axes at
  /// once in a vector register and the answer chosen without a branch (a touch in a gap between
  /// hit areas is as unforeseeable as any, and a branch on it is mispredicted).
  @inline(__always)
  private static func index(of entry: Entry, ifItContains point: Point) -> Int? {
    let at = SIMD2(point.x, point.y)
    let origin = SIMD2(entry.area.x, entry.area.y)
    let inside = (at .>= origin) .& (at .< origin + SIMD2(entry.area.width, entry.area.height))
    let lanes = SIMD2<Int64>(repeating: 0).replacing(with: -1, where: inside)
    let all = Int(truncatingIfNeeded: lanes[0] & lanes[1]) & entry.enabledMask
    let found = (entry.index & all) | ~all  // the index, or -1
    return found >= 0 ? found : nil
  }

  /// Up to this many keys are counted rather than searched (see `countAtOrBefore`).
  static let countingLimit = 16

  /// How many of `keys` (ascending, then NaN to a whole number of pairs) are at or before
  /// `value`: counted two at a time when there are few, searched by halving otherwise.
  @inline(__always)
  private static func countAtOrBefore(_ value: Double, in keys: UnsafeBufferPointer<Double>)
    -> Int
  {
    guard let base = keys.baseAddress else { return 0 }
    let pairs = keys.count >> 1
    if keys.count <= countingLimit {
      let values = SIMD2(repeating: value)
      var counts = SIMD2<Int64>()
      var pair = UnsafeRawPointer(base)
      for _ in 0..<pairs {
        let keys = pair.loadUnaligned(as: SIMD2<Double>.self)
        counts &-= SIMD2<Int64>(repeating: 0).replacing(with: -1, where: keys .<= values)
        pair += MemoryLayout<SIMD2<Double>>.stride
      }
      return Int(counts[0] &+ counts[1])
    }
    var found = 0
    var remaining = pairs &* 2
    while remaining > 1 {
      let half = remaining >> 1
      if base[found &+ half] <= value { found &+= half }
      remaining &-= half
    }
    return base[found] <= value ? found &+ 1 : 0
  }
}
