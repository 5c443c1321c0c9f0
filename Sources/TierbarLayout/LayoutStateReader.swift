import TierbarModel

/// What the per-frame step asks about the state. Generic, so each reader is specialised.
protocol LayoutStateReader {
  /// Whether layouts through this reader keep a `PlacementMemo` (the per-frame path does; a
  /// one-off layout by dictionary would only pay for building it).
  static var memoizes: Bool { get }
  func progress(tier: Int) -> Double
  func state(item: Int) -> ItemState
  /// Whether the items of `range` are in the states `recorded` holds for them.
  func statesMatch(_ recorded: UnsafeMutableBufferPointer<ItemState>, in range: Range<Int>) -> Bool
  /// The one item of `range` whose state differs from what `recorded` holds for it: -1 when
  /// none does, -2 when more than one does.
  func onlyChange(from recorded: UnsafeMutableBufferPointer<ItemState>, in range: Range<Int>)
    -> Int
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

  /// Both are byte arrays indexed alike: compared eight bytes at a time.
  func statesMatch(_ recorded: UnsafeMutableBufferPointer<ItemState>, in range: Range<Int>) -> Bool
  {
    guard let mine = states.baseAddress, let theirs = recorded.baseAddress,
      range.lowerBound >= 0, range.upperBound <= min(states.count, recorded.count)
    else { return range.isEmpty }
    let left = UnsafeRawPointer(mine + range.lowerBound)
    let right = UnsafeRawPointer(theirs + range.lowerBound)
    var offset = 0
    while offset + 8 <= range.count {
      if left.loadUnaligned(fromByteOffset: offset, as: UInt64.self)
        != right.loadUnaligned(fromByteOffset: offset, as: UInt64.self)
      {
        return false
      }
      offset += 8
    }
    while offset < range.count {
      if left.load(fromByteOffset: offset, as: UInt8.self)
        != right.load(fromByteOffset: offset, as: UInt8.self)
      {
        return false
      }
      offset += 1
    }
    return true
  }

  /// Eight items at a time, as `statesMatch`: a differing word's lowest and highest differing
  /// bytes (little-endian order) must be one byte for it to hold a single change.
  func onlyChange(from recorded: UnsafeMutableBufferPointer<ItemState>, in range: Range<Int>)
    -> Int
  {
    guard let mine = states.baseAddress, let theirs = recorded.baseAddress,
      range.lowerBound >= 0, range.upperBound <= min(states.count, recorded.count)
    else { return range.isEmpty ? -1 : -2 }
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
        if found >= 0 || first != (63 - difference.leadingZeroBitCount) / 8 { return -2 }
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
        if found >= 0 || first != (63 - difference.leadingZeroBitCount) / 8 { return -2 }
        found = range.lowerBound + offset + first
      }
      return found
    }
    while offset < range.count {
      if left.load(fromByteOffset: offset, as: UInt8.self)
        != right.load(fromByteOffset: offset, as: UInt8.self)
      {
        if found >= 0 { return -2 }
        found = range.lowerBound + offset
      }
      offset += 1
    }
    return found
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

  func statesMatch(_ recorded: UnsafeMutableBufferPointer<ItemState>, in range: Range<Int>) -> Bool
  {
    vector.statesMatch(recorded, in: range)
  }

  func onlyChange(from recorded: UnsafeMutableBufferPointer<ItemState>, in range: Range<Int>)
    -> Int
  {
    vector.onlyChange(from: recorded, in: range)
  }

  func copyStates(into recorded: UnsafeMutableBufferPointer<ItemState>, in range: Range<Int>) {
    vector.copyStates(into: recorded, in: range)
  }
}
