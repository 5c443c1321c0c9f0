import TierbarModel

/// A toolbar's state addressed by index instead of by id: what the per-frame step reads when every
/// nanosecond counts (an animation, the relayout benchmark). Build it once with
/// `LayoutEngine.stateVector(for:)`, change it with the setters, lay out with
/// `layout(into:environment:vector:)`: no hashing, no allocation.
public struct LayoutStateVector: Hashable, Sendable {
  /// Per tier index: expansion progress 0…1.
  public internal(set) var progress: [Double]
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
    progress[index] = ToolbarState.clampedProgress(value)
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
    vector.progress.withUnsafeMutableBufferPointer { progress in
      vector.states.withUnsafeMutableBufferPointer { states in
        write(state, progress: progress, states: states)
      }
    }
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
