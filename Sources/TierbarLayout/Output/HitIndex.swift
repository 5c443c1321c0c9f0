import CTierbarAtomics

/// One line of the hit-testing index a layout's output buffer keeps beside its hit lines: what a
/// hit test reads of the line, and where its keys are.
///
/// Hit lines (`HitLine`, 40 bytes) and items (`PlacedItem`, 80 bytes) are the layout's own
/// records: a hit test that compared their fields read one key per record and paid a loop step
/// per pair of keys (≈ 160 instructions, 21–26 ns). The index keeps the keys contiguous: the
/// tops of the lines after the first (sorted), and for each line the left edges of the hit
/// areas of its items after the first, in x order, each run padded with NaN to whole pairs (NaN
/// is never at or before a point, so padding is never counted). A hit test reads them two at a
/// time straight from memory (≈ 130 instructions, 11–18 ns with a branch-free final test).
///
/// The index is built by the first hit test after a layout (`ToolbarLayout.buildHitIndex`),
/// not by the layout: writing it cost a first layout 6 % and a relayout 10 % (callgrind), paid
/// on every animation frame, where touches come far less often than frames.
struct HitIndexLine: Sendable {
  /// The line's band; NaN for a line that matches no point (no items, or items out of range).
  var minY: Double
  var maxY: Double
  /// Where the line's keys start in the key region, and how many pairs they fill.
  var keys: Int32
  var pairs: Int32
  /// The slot of the line's item `j` (in x order) is `base + j`, or `base - j` when `mirror` is
  /// -1 (a right-to-left line runs backwards through the slots): `base + (j ^ mirror) - mirror`.
  var base: Int32
  var mirror: Int32
}

/// Where an output buffer's hit-testing index stands (`OutputStorage.Header.indexState`). It is
/// read and changed atomically: a layout shared between threads is only read, except that the
/// first hit test to find the index missing builds it; a hit test that finds it being built by
/// another thread, or not buildable, scans instead.
enum HitIndexState {
  static let missing: CLong = 0
  static let building: CLong = 1
  static let built: CLong = 2
  /// Lines that are not an engine's (a hand-built layout without lines, or whose lines share
  /// items so their keys would not fit): hit tests scan.
  static let unbuildable: CLong = 3
}

extension ToolbarLayout {
  /// Whether the hit-testing index of the output whose header is `head` is built.
  @inline(__always)
  static func hitIndexIsBuilt(_ head: UnsafeMutablePointer<OutputStorage.Header>) -> Bool {
    tierbar_load_acquire(OutputStorage.Header.indexState(in: head)) == HitIndexState.built
  }

  /// Builds the output's hit-testing index unless another thread is building it or it is built;
  /// returns whether it is built (false also for lines it cannot index).
  func buildHitIndex() -> Bool {
    guard let output else { return false }
    if Self.hitIndexIsBuilt(output.head) { return true }
    let state = OutputStorage.Header.indexState(in: output.head)
    guard tierbar_compare_exchange(state, HitIndexState.missing, HitIndexState.building) else {
      return false
    }
    let built = OutputAccess(output).indexHitLines()
    tierbar_store_release(state, built ? HitIndexState.built : HitIndexState.unbuildable)
    return built
  }
}

extension OutputStorage.Header {
  /// The state word of the header at `head`: its address, for the atomic operations.
  @inline(__always)
  static func indexState(in head: UnsafeMutablePointer<Self>) -> UnsafeMutablePointer<CLong> {
    // A constant the compiler folds (a stored property of a struct of fixed layout).
    let offset = MemoryLayout<Self>.offset(of: \Self.indexState) ?? 0
    return (UnsafeMutableRawPointer(head) + offset).assumingMemoryBound(to: CLong.self)
  }
}

extension OutputAccess {
  /// Marks the hit-testing index missing: the engine is about to write the output. A plain
  /// store: the engine writes only a buffer no other value holds (`prepareOutput`), so no hit
  /// test can be reading it, and whatever hands the layout to another thread afterwards orders
  /// this store before that thread's reads. (An atomic store there is a barrier the compiler
  /// keeps references alive across: a retain and a release per layout.)
  func invalidateHitIndex() {
    head.pointee.indexState = HitIndexState.missing
  }

  /// Writes the hit-testing index of the lines and items written (see `HitIndexLine`); false,
  /// when the lines are not an engine's (none, or sharing items so their keys would not fit).
  func indexHitLines() -> Bool {
    let lineCount = head.pointee.lineCount
    let capacity = head.pointee.keyCapacity
    guard lineCount > 0, lineCount <= head.pointee.shape.lines, capacity <= Int32.max else {
      return false
    }
    // The tops of the lines after the first: room for as many as lines (`OutputStorage.make`).
    var line = 1
    while line < lineCount {
      tops[line &- 1] = lines[line].minY
      line &+= 1
    }
    if lineCount & 1 == 0 { tops[lineCount &- 1] = .nan }
    var used = 0
    line = 0
    while line < lineCount {
      guard let end = writeKeys(ofLine: line, at: used, capacity: capacity) else { return false }
      used = end
      line &+= 1
    }
    head.pointee.topPairs = lineCount >> 1
    return true
  }

  /// Writes line `index`'s keys from key `start` and its index entry; returns where they end,
  /// or nil when they would pass `capacity`. A line whose items are not all written matches
  /// nothing.
  private func writeKeys(ofLine index: Int, at start: Int, capacity: Int) -> Int? {
    let first = lines[index].items.lowerBound
    let end = lines[index].items.upperBound
    let count = end &- first
    // A line has as many keys as items, or one fewer, so an engine's lines (no two sharing an
    // item) fit; a hand-built layout's are checked.
    guard count <= capacity &- start else { return nil }
    guard count > 0, first >= 0, end <= head.pointee.itemCount else {
      hitIndex[index] = HitIndexLine(
        minY: .nan, maxY: .nan, keys: Int32(truncatingIfNeeded: start), pairs: 0, base: 0,
        mirror: 0)
      return start
    }
    let descending = lines[index].descending
    // The items after the first in x order: from the second slot forwards, or from the one
    // before the last backwards.
    // (Two loops: one loop with a step, or over a `stride`, cost the first hit test 110 and 580
    // instructions more.)
    var key = start
    if descending {
      var slot = end &- 2
      while slot >= first {
        keys[key] = items[slot].hitArea.x
        key &+= 1
        slot &-= 1
      }
    } else {
      var slot = first &+ 1
      while slot < end {
        keys[key] = items[slot].hitArea.x
        key &+= 1
        slot &+= 1
      }
    }
    if count & 1 == 0 {
      keys[key] = .nan
      key &+= 1
    }
    hitIndex[index] = HitIndexLine(
      minY: lines[index].minY, maxY: lines[index].maxY, keys: Int32(truncatingIfNeeded: start),
      pairs: Int32(truncatingIfNeeded: (key &- start) >> 1),
      base: Int32(truncatingIfNeeded: descending ? end &- 1 : first), mirror: descending ? -1 : 0)
    return key
  }
}
