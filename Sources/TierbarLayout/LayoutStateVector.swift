import TierbarModel

/// A toolbar's state addressed by index instead of by id: what the per-frame step reads when every
/// nanosecond counts (an animation, the relayout benchmark). Build it once with
/// `LayoutEngine.stateVector(for:)`, change it with the setters, lay out with
/// `layout(into:environment:vector:)`: no hashing, no allocation.
public struct LayoutStateVector: Hashable, Sendable {
  /// Per tier index: expansion progress 0…1.
  public private(set) var progress: [Double]
  /// Per item index (see `LayoutEngine.itemIndex(_:)`): hidden, disabled and selected in one
  /// byte, so a relayout compares a tier's items with what it last laid out a byte per item.
  var states: [ItemState]

  init(tierCount: Int, itemCount: Int) {
    progress = Array(repeating: 1, count: tierCount)
    states = Array(repeating: ItemState(), count: itemCount)
  }

  /// How many items the vector describes (the engine's item count when made by it).
  public var itemCount: Int { states.count }

  /// Out-of-range indices read as false.
  public func isHidden(item index: Int) -> Bool {
    states.indices.contains(index) && states[index].isHidden
  }

  public func isDisabled(item index: Int) -> Bool {
    states.indices.contains(index) && states[index].isDisabled
  }

  public func isSelected(item index: Int) -> Bool {
    states.indices.contains(index) && states[index].isSelected
  }

  /// Sets a tier's progress (clamped to 0…1; NaN counts as 0). Out-of-range indices are ignored.
  public mutating func setProgress(_ value: Double, tier index: Int) {
    guard progress.indices.contains(index) else { return }
    progress[index] = value.isNaN ? 0 : min(1, max(0, value))
  }

  public mutating func setHidden(_ value: Bool, item index: Int) {
    set(ItemState.hidden, value, item: index)
  }

  public mutating func setDisabled(_ value: Bool, item index: Int) {
    set(ItemState.disabled, value, item: index)
  }

  public mutating func setSelected(_ value: Bool, item index: Int) {
    set(ItemState.selected, value, item: index)
  }

  private mutating func set(_ flag: UInt8, _ value: Bool, item index: Int) {
    guard states.indices.contains(index) else { return }
    states[index].bits = value ? states[index].bits | flag : states[index].bits & ~flag
  }
}

/// An item's hidden, disabled and selected flags in one byte, compared in one go.
struct ItemState: Hashable, Sendable {
  static let hidden: UInt8 = 1
  static let disabled: UInt8 = 2
  static let selected: UInt8 = 4

  var bits: UInt8 = 0

  init() {}

  init(hidden: Bool, disabled: Bool, selected: Bool) {
    bits =
      (hidden ? Self.hidden : 0) | (disabled ? Self.disabled : 0) | (selected ? Self.selected : 0)
  }

  var isHidden: Bool { bits & Self.hidden != 0 }
  var isDisabled: Bool { bits & Self.disabled != 0 }
  var isSelected: Bool { bits & Self.selected != 0 }
}

extension LayoutEngine {
  /// `state` by index, for `layout(into:environment:vector:)`.
  public func stateVector(for state: ToolbarState) -> LayoutStateVector {
    var vector = LayoutStateVector(tierCount: tiers.count, itemCount: items.count)
    update(&vector, from: state)
    return vector
  }

  /// Overwrites `vector` with `state`, reusing its storage when the sizes match.
  public func update(_ vector: inout LayoutStateVector, from state: ToolbarState) {
    if !vector.fits(tierCount: tiers.count, itemCount: items.count) {
      vector = LayoutStateVector(tierCount: tiers.count, itemCount: items.count)
    }
    let reader = DictionaryStateReader(engine: self, state: state)
    for index in tiers.indices { vector.setProgress(reader.progress(tier: index), tier: index) }
    for index in items.indices { vector.states[index] = reader.state(item: index) }
  }
}

/// What the per-frame step asks about the state. Generic, so each reader is specialised.
protocol LayoutStateReader {
  /// Whether layouts through this reader keep a `PlacementMemo` (the per-frame path does; a
  /// one-off layout by dictionary would only pay for building it).
  static var memoizes: Bool { get }
  func progress(tier: Int) -> Double
  func state(item: Int) -> ItemState
  /// Whether the items of `range` are in the states `recorded` holds for them.
  func statesMatch(_ recorded: UnsafeMutableBufferPointer<ItemState>, in range: Range<Int>) -> Bool
  /// Writes the states of the items of `range` into `recorded`.
  func copyStates(into recorded: UnsafeMutableBufferPointer<ItemState>, in range: Range<Int>)
  /// How many items of `range` are buttons (1 in `buttons`, one byte per item) not hidden.
  func visibleButtons(in range: Range<Int>, buttons: UnsafeBufferPointer<UInt8>) -> Int
}

extension LayoutStateReader {
  func statesMatch(_ recorded: UnsafeMutableBufferPointer<ItemState>, in range: Range<Int>) -> Bool
  {
    range.allSatisfy { recorded[$0] == state(item: $0) }
  }

  func copyStates(into recorded: UnsafeMutableBufferPointer<ItemState>, in range: Range<Int>) {
    for item in range { recorded[item] = state(item: item) }
  }

  func visibleButtons(in range: Range<Int>, buttons: UnsafeBufferPointer<UInt8>) -> Int {
    var count = 0
    for item in range where buttons[item] != 0 && !state(item: item).isHidden { count += 1 }
    return count
  }
}

/// Reads a `ToolbarState` by id; skips the lookups for empty sets, so the common state costs one
/// hash per tier.
struct DictionaryStateReader: LayoutStateReader {
  static var memoizes: Bool { false }
  /// The engine's arrays the lookups need: ids to look up, each tier's initial expansion, each
  /// item's tier.
  let tierIDs: [String]
  let itemIDs: [String]
  let geometry: [TierGeometry]
  let metrics: [ItemMetrics]
  let state: ToolbarState
  /// Whether each lookup can be skipped: most states hide, disable and select little or nothing.
  let hidesNothing: Bool
  let disablesNothing: Bool
  let selectsNothing: Bool

  init(engine: LayoutEngine, state: ToolbarState) {
    tierIDs = engine.tierIDs
    itemIDs = engine.itemIDs
    geometry = engine.geometry
    metrics = engine.metrics
    self.state = state
    hidesNothing = state.hiddenItems.isEmpty
    disablesNothing = state.disabledItems.isEmpty
    selectsNothing = state.selection.isEmpty
  }

  func progress(tier: Int) -> Double {
    // ToolbarState's rule: a tier absent from `expansion` is at its initial expansion.
    guard let value = state.expansion[tierIDs[tier]] else {
      return geometry[tier].collapsed ? 0 : 1
    }
    return value.isNaN ? 0 : min(1, max(0, value))
  }

  @inline(__always)
  func state(item: Int) -> ItemState {
    ItemState(
      hidden: !hidesNothing && state.hiddenItems.contains(itemIDs[item]),
      disabled: !disablesNothing && state.disabledItems.contains(itemIDs[item]),
      selected: !selectsNothing
        && state.selection[tierIDs[metrics[item].tierIndex]]?.contains(itemIDs[item]) ?? false)
  }
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

extension LayoutStateVector {
  /// Whether every array has the engine's count.
  func fits(tierCount: Int, itemCount: Int) -> Bool {
    progress.count == tierCount && states.count == itemCount
  }

  /// This vector when it has exactly these counts; otherwise a copy that does: tiers it lacks are
  /// collapsed and items it lacks hidden (a vector made for another engine shows nothing it
  /// does not describe).
  func fitted(tierCount: Int, itemCount: Int) -> LayoutStateVector {
    if fits(tierCount: tierCount, itemCount: itemCount) { return self }
    var copy = LayoutStateVector(tierCount: tierCount, itemCount: itemCount)
    for tier in 0..<tierCount {
      copy.progress[tier] = progress.indices.contains(tier) ? progress[tier] : 0
    }
    for item in 0..<itemCount {
      copy.states[item] =
        states.indices.contains(item)
        ? states[item] : ItemState(hidden: true, disabled: false, selected: false)
    }
    return copy
  }
}
