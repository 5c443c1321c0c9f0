import TierbarModel

/// The items of a layout in layout order (see `ToolbarLayout.items`): a random-access collection
/// of `ItemFrame` values.
///
/// Stored as plain values (`PlacedItem`: frames, flags, and the indices of the item's id and its
/// tier's id) in the layout's output buffer (`OutputStorage`), next to one id table
/// (`ItemNames`) that every layout by one engine shares. Writing
/// a layout therefore copies no strings: copying an id into each output slot, and releasing it
/// when the layout was freed, was a third of a first layout's cost. An element's `ItemFrame`,
/// ids included, is made when it is read.
public struct ItemFrames: RandomAccessCollection, Hashable, Sendable, ExpressibleByArrayLiteral {
  /// The layout's output buffer (its items' region); nil for an empty collection built by hand,
  /// which so allocates nothing.
  nonisolated(unsafe) let storage: OutputStorage?

  @usableFromInline init(storage: OutputStorage?) { self.storage = storage }

  /// Hand-built items (tests, tools): each element's ids become its own table entries.
  public init(_ frames: [ItemFrame]) {
    guard !frames.isEmpty else {
      storage = nil
      return
    }
    let storage = OutputStorage.make(
      shape: OutputShape(items: frames.count, tiers: 0, lines: 0),
      names: ItemNames(items: frames.map(\.id), tiers: frames.map(\.tier)))
    for (index, frame) in frames.enumerated() {
      (storage.items + index).initialize(
        to: PlacedItem(
          frame: frame.frame, hitArea: frame.hitArea, item: Int32(truncatingIfNeeded: index),
          tier: Int32(truncatingIfNeeded: index), selected: frame.selected, enabled: frame.enabled))
    }
    storage.head.pointee.itemCount = frames.count
    self.storage = storage
  }

  public init(arrayLiteral elements: ItemFrame...) { self.init(elements) }

  public init() { storage = nil }

  public var startIndex: Int { 0 }
  public var endIndex: Int { storage?.head.pointee.itemCount ?? 0 }

  public subscript(position: Int) -> ItemFrame {
    let item = placedItem(at: position)
    let names = storage?.head.pointee.names
    return ItemFrame(
      id: names?.item(item.item) ?? "", tier: names?.tier(item.tier) ?? "", frame: item.frame,
      hitArea: item.hitArea, selected: item.selected, enabled: item.enabled)
  }

  /// The frame of the item at `position`, read without making its `ItemFrame` (whose ids are
  /// strings to copy): for code that reads frames on every animation frame.
  public func frame(at position: Int) -> Rect { placedItem(at: position).frame }

  /// The index of the item at `position` among its engine's items (``LayoutEngine/itemIndex(_:)``;
  /// for hand-built items, its position): what a state by index is keyed by, so a controller
  /// finds the item a hit test found without looking up its id.
  public func itemIndex(at position: Int) -> Int { Int(placedItem(at: position).item) }

  /// The slot at `position`; like an array, traps when it is out of range (a programming error).
  /// (Read by `HitTester` too: its hit area and flags, without the ids.)
  func placedItem(at position: Int) -> PlacedItem {
    guard let storage, position >= 0, position < storage.head.pointee.itemCount else {
      preconditionFailure("ItemFrames: index \(position) out of range 0..<\(count)")
    }
    return storage.items[position]
  }

  /// The slots as stored (tests compare them).
  var placed: [PlacedItem] { storage.map { Array($0.placedItems) } ?? [] }

  /// The position of the first item with this id, without making an `ItemFrame` per item.
  func firstIndex(ofID id: String) -> Int? {
    guard let storage, let names = storage.head.pointee.names else { return nil }
    return storage.placedItems.firstIndex { names.item($0.item) == id }
  }

  public static func == (lhs: ItemFrames, rhs: ItemFrames) -> Bool {
    guard lhs.count == rhs.count else { return false }
    guard let left = lhs.storage, let right = rhs.storage, left !== right else { return true }
    // The same table and the same plain values: equal without making a single `ItemFrame`.
    // Otherwise element by element (two entries of a table may hold the same id).
    if left.head.pointee.names === right.head.pointee.names
      && left.placedItems.elementsEqual(right.placedItems)
    {
      return true
    }
    return lhs.elementsEqual(rhs)
  }

  public func hash(into hasher: inout Hasher) {
    hasher.combine(count)
    for item in self { hasher.combine(item) }
  }
}

/// One laid-out item as the engine writes it: plain values only (see `ItemFrames`).
struct PlacedItem: Equatable, Sendable {
  var frame: Rect
  var hitArea: Rect
  /// The item's id in `ItemNames.items` (for an engine's layout: the engine's item index).
  var item: Int32
  /// Its tier's id in `ItemNames.tiers`.
  var tier: Int32
  /// Its flags as the state gave them (never hidden: hidden items get no slot), stored whole:
  /// one byte store per button instead of decoding two flags on every layout.
  var state: ItemState

  var selected: Bool { state.isSelected }
  var enabled: Bool { !state.isDisabled }

  init(frame: Rect, hitArea: Rect, item: Int32, tier: Int32, state: ItemState) {
    self.frame = frame
    self.hitArea = hitArea
    self.item = item
    self.tier = tier
    self.state = state
  }

  init(frame: Rect, hitArea: Rect, item: Int32, tier: Int32, selected: Bool, enabled: Bool) {
    self.init(
      frame: frame, hitArea: hitArea, item: item, tier: tier,
      state: ItemState(hidden: false, disabled: !enabled, selected: selected))
  }

  /// A slot reserved before it is written (see `LayoutEngine.placeTiers`).
  static var placeholder: PlacedItem {
    PlacedItem(frame: .zero, hitArea: .zero, item: 0, tier: 0, state: ItemState())
  }
}

/// The ids `PlacedItem` indexes: an engine's items and tiers, built once with the engine.
final class ItemNames: Sendable {
  let items: [String]
  let tiers: [String]

  init(items: [String], tiers: [String]) {
    self.items = items
    self.tiers = tiers
  }

  func item(_ index: Int32) -> String { Self.entry(items, index) }

  func tier(_ index: Int32) -> String { Self.entry(tiers, index) }

  /// An out-of-range index (never written by the engine) reads as the empty id.
  private static func entry(_ table: [String], _ index: Int32) -> String {
    table.indices.contains(Int(index)) ? table[Int(index)] : ""
  }
}
