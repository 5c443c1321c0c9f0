import TierbarModel

/// A toolbar's state addressed by index instead of by id: what the per-frame step reads when every
/// nanosecond counts (an animation, the relayout benchmark). Build it once with
/// `LayoutEngine.stateVector(for:)`, change it with the setters, lay out with
/// `layout(into:environment:vector:)`: no hashing, no allocation.
public struct LayoutStateVector: Hashable, Sendable {
  /// Per tier index: expansion progress 0…1.
  public private(set) var progress: [Double]
  /// Per item index (see `LayoutEngine.itemIndex(_:)`).
  public private(set) var hidden: [Bool]
  public private(set) var disabled: [Bool]
  public private(set) var selected: [Bool]

  init(tierCount: Int, itemCount: Int) {
    progress = Array(repeating: 1, count: tierCount)
    hidden = Array(repeating: false, count: itemCount)
    disabled = Array(repeating: false, count: itemCount)
    selected = Array(repeating: false, count: itemCount)
  }

  /// Sets a tier's progress (clamped to 0…1; NaN counts as 0). Out-of-range indices are ignored.
  public mutating func setProgress(_ value: Double, tier index: Int) {
    guard progress.indices.contains(index) else { return }
    progress[index] = value.isNaN ? 0 : min(1, max(0, value))
  }

  public mutating func setHidden(_ value: Bool, item index: Int) {
    guard hidden.indices.contains(index) else { return }
    hidden[index] = value
  }

  public mutating func setDisabled(_ value: Bool, item index: Int) {
    guard disabled.indices.contains(index) else { return }
    disabled[index] = value
  }

  public mutating func setSelected(_ value: Bool, item index: Int) {
    guard selected.indices.contains(index) else { return }
    selected[index] = value
  }
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
    if vector.progress.count != tiers.count || vector.hidden.count != items.count {
      vector = LayoutStateVector(tierCount: tiers.count, itemCount: items.count)
    }
    let reader = DictionaryStateReader(engine: self, state: state)
    for index in tiers.indices { vector.setProgress(reader.progress(tier: index), tier: index) }
    for index in items.indices {
      vector.setHidden(reader.isHidden(item: index), item: index)
      vector.setDisabled(reader.isDisabled(item: index), item: index)
      vector.setSelected(reader.isSelected(item: index), item: index)
    }
  }
}

/// What the per-frame step asks about the state. Generic, so each reader is specialised.
protocol LayoutStateReader {
  /// Whether layouts through this reader keep a `PlacementMemo` (the per-frame path does; a
  /// one-off layout by dictionary would only pay for building it).
  static var memoizes: Bool { get }
  func progress(tier: Int) -> Double
  func isHidden(item: Int) -> Bool
  func isDisabled(item: Int) -> Bool
  func isSelected(item: Int) -> Bool
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
  func isHidden(item: Int) -> Bool {
    !hidesNothing && state.hiddenItems.contains(itemIDs[item])
  }

  @inline(__always)
  func isDisabled(item: Int) -> Bool {
    !disablesNothing && state.disabledItems.contains(itemIDs[item])
  }

  @inline(__always)
  func isSelected(item: Int) -> Bool {
    guard !selectsNothing else { return false }
    return state.selection[tierIDs[metrics[item].tierIndex]]?.contains(itemIDs[item]) ?? false
  }
}

/// Reads a `LayoutStateVector` sized for the engine (see `LayoutStateVector.fitted`) through
/// pointers that are valid while the engine places.
struct VectorStateReader: LayoutStateReader {
  static var memoizes: Bool { true }
  let progress: UnsafeBufferPointer<Double>
  let hidden: UnsafeBufferPointer<Bool>
  let disabled: UnsafeBufferPointer<Bool>
  let selected: UnsafeBufferPointer<Bool>

  @inline(__always) func progress(tier: Int) -> Double { progress[tier] }
  @inline(__always) func isHidden(item: Int) -> Bool { hidden[item] }
  @inline(__always) func isDisabled(item: Int) -> Bool { disabled[item] }
  @inline(__always) func isSelected(item: Int) -> Bool { selected[item] }
}

extension LayoutStateVector {
  /// Whether every array has the engine's count.
  func fits(tierCount: Int, itemCount: Int) -> Bool {
    progress.count == tierCount && hidden.count == itemCount && disabled.count == itemCount
      && selected.count == itemCount
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
      copy.hidden[item] = hidden.indices.contains(item) ? hidden[item] : true
      copy.disabled[item] = disabled.indices.contains(item) && disabled[item]
      copy.selected[item] = selected.indices.contains(item) && selected[item]
    }
    return copy
  }
}
