import TierbarModel

/// What the per-frame step asks about the state. Generic, so each reader is specialised.
protocol LayoutStateReader {
  /// Whether layouts through this reader keep a `PlacementMemo` (the per-frame path does; a
  /// one-off layout by dictionary would only pay for building it).
  static var memoizes: Bool { get }
  func progress(tier: Int) -> Double
  func state(item: Int) -> ItemState
  /// How the states of the items of `range` differ from those `recorded` holds for them.
  func onlyChange(from recorded: UnsafeMutableBufferPointer<ItemState>, in range: Range<Int>)
    -> StateChange
  /// Writes the states of the items of `range` into `recorded`.
  func copyStates(into recorded: UnsafeMutableBufferPointer<ItemState>, in range: Range<Int>)
  /// How many items of `range` are buttons (1 in `buttons`, one byte per item) not hidden.
  func visibleButtons(in range: Range<Int>, buttons: UnsafeBufferPointer<UInt8>) -> Int
}

/// Reads a `LayoutStateVector` sized for the engine (see `LayoutStateVector.fitted`) through
/// pointers that are valid while the engine places.
struct VectorStateReader: LayoutStateReader {
  static var memoizes: Bool { true }
  let progress: UnsafeBufferPointer<Double>
  let states: UnsafeBufferPointer<ItemState>

  @inline(__always) func progress(tier: Int) -> Double { progress[tier] }
  @inline(__always) func state(item: Int) -> ItemState { states[item] }

  /// Both are byte arrays indexed alike: compared eight bytes at a time, and a differing word's
  /// lowest and highest differing bytes (little-endian order) must be one byte for it to hold a
  /// single change.
  func onlyChange(from recorded: UnsafeMutableBufferPointer<ItemState>, in range: Range<Int>)
    -> StateChange
  {
    guard let mine = states.baseAddress, let theirs = recorded.baseAddress,
      range.lowerBound >= 0, range.upperBound <= min(states.count, recorded.count)
    else { return range.isEmpty ? .unchanged : .several }
    let left = UnsafeRawPointer(mine + range.lowerBound)
    let right = UnsafeRawPointer(theirs + range.lowerBound)
    var found = -1
    var offset = 0
    while offset + 8 <= range.count {
      let difference =
        UInt64(littleEndian: left.loadUnaligned(fromByteOffset: offset, as: UInt64.self))
        ^ UInt64(littleEndian: right.loadUnaligned(fromByteOffset: offset, as: UInt64.self))
      if difference != 0 {
        let first = difference.trailingZeroBitCount / 8
        if found >= 0 || first != (63 - difference.leadingZeroBitCount) / 8 { return .several }
        found = range.lowerBound + offset + first
      }
      offset += 8
    }
    if offset < range.count && range.count >= 8 {
      // The rest in one load of the last eight bytes, less those compared above.
      let last = range.count - 8
      let difference =
        (UInt64(littleEndian: left.loadUnaligned(fromByteOffset: last, as: UInt64.self))
          ^ UInt64(littleEndian: right.loadUnaligned(fromByteOffset: last, as: UInt64.self)))
        >> (UInt64(offset - last) * 8)
      if difference != 0 {
        let first = difference.trailingZeroBitCount / 8
        if found >= 0 || first != (63 - difference.leadingZeroBitCount) / 8 { return .several }
        found = range.lowerBound + offset + first
      }
      return StateChange(found: found)
    }
    while offset < range.count {
      if left.load(fromByteOffset: offset, as: UInt8.self)
        != right.load(fromByteOffset: offset, as: UInt8.self)
      {
        if found >= 0 { return .several }
        found = range.lowerBound + offset
      }
      offset += 1
    }
    return StateChange(found: found)
  }

  /// Eight items at a time: a button byte is 1, a state byte's lowest bit is `hidden`, so
  /// `buttons & ~states` has a 1 in each byte of a visible button; the set bits are counted.
  func visibleButtons(in range: Range<Int>, buttons: UnsafeBufferPointer<UInt8>) -> Int {
    guard let mine = states.baseAddress, let flags = buttons.baseAddress,
      range.lowerBound >= 0, range.upperBound <= min(states.count, buttons.count)
    else { return 0 }
    let stateBytes = UnsafeRawPointer(mine + range.lowerBound)
    let buttonBytes = UnsafeRawPointer(flags + range.lowerBound)
    var count = 0
    var offset = 0
    while offset + 8 <= range.count {
      let visible =
        buttonBytes.loadUnaligned(fromByteOffset: offset, as: UInt64.self)
        & ~stateBytes.loadUnaligned(fromByteOffset: offset, as: UInt64.self)
        & 0x0101_0101_0101_0101
      count += visible.nonzeroBitCount
      offset += 8
    }
    while offset < range.count {
      let visible =
        buttonBytes.load(fromByteOffset: offset, as: UInt8.self)
        & ~stateBytes.load(fromByteOffset: offset, as: UInt8.self) & 1
      count += Int(visible)
      offset += 1
    }
    return count
  }

  func copyStates(into recorded: UnsafeMutableBufferPointer<ItemState>, in range: Range<Int>) {
    guard let mine = states.baseAddress, let theirs = recorded.baseAddress,
      range.lowerBound >= 0, range.upperBound <= min(states.count, recorded.count)
    else { return }
    (theirs + range.lowerBound).update(from: mine + range.lowerBound, count: range.count)
  }
}

/// A vector reader for one layout that keeps nothing (a layout by dictionary, whose state is
/// written into scratch space first): the same reads, no memo.
struct ScratchStateReader: LayoutStateReader {
  static var memoizes: Bool { false }
  let vector: VectorStateReader

  @inline(__always) func progress(tier: Int) -> Double { vector.progress(tier: tier) }
  @inline(__always) func state(item: Int) -> ItemState { vector.state(item: item) }

  func visibleButtons(in range: Range<Int>, buttons: UnsafeBufferPointer<UInt8>) -> Int {
    vector.visibleButtons(in: range, buttons: buttons)
  }

  func onlyChange(from recorded: UnsafeMutableBufferPointer<ItemState>, in range: Range<Int>)
    -> StateChange
  {
    vector.onlyChange(from: recorded, in: range)
  }

  func copyStates(into recorded: UnsafeMutableBufferPointer<ItemState>, in range: Range<Int>) {
    vector.copyStates(into: recorded, in: range)
  }
}

/// How a run of item states differs from the states recorded for it.
enum StateChange: Equatable {
  case unchanged
  /// Exactly one item differs: its index.
  case one(Int)
  case several

  /// From the index of the one differing item, or -1 for none.
  init(found: Int) { self = found < 0 ? .unchanged : .one(found) }
}
