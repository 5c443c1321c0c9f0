import TierbarLayout
import TierbarModel

/// The controller's state by index: what the engine lays out from (`progress` and `items`, see
/// `LayoutEngine.layout(into:environment:progress:items:)`) and each tier's selection in the
/// order it was made. Ids are resolved once (`ToolbarDirectory`): an event looks its ids up at
/// the API edge, a tap found by a hit test looks up none, and a layout hashes nothing.
/// `ToolbarController.state` is this state by id.
struct IndexedState: Sendable {
  /// Per tier, in `toolbar.tiers` order: expansion progress, clamped to 0…1.
  var progress: [Double]
  /// Per item, numbered as the engine numbers them (`LayoutEngine.itemIndex(_:)`).
  var items: [ItemState]
  /// Per tier: the selected items' ids, in the order they were selected.
  var selection: [[String]]

  /// `state` by index (`ToolbarState`'s rules: a tier absent from `expansion` is at its initial
  /// expansion; an item is selected when its tier's selection names it).
  init(_ state: ToolbarState, in directory: ToolbarDirectory) {
    progress = directory.tiers.map { state.progress(of: $0) }
    let selection = directory.tiers.map { state.selection[$0.id] ?? [] }
    items = directory.items.indices.map { index in
      let id = directory.items[index].id
      return ItemState(
        hidden: state.hiddenItems.contains(id), disabled: state.disabledItems.contains(id),
        selected: selection[directory.itemTier[index]].contains(id))
    }
    self.selection = selection
  }

  /// This state by id.
  func state(in directory: ToolbarDirectory) -> ToolbarState {
    var state = ToolbarState()
    for (index, tier) in directory.tiers.enumerated() {
      state.expansion[tier.id] = progress[index]
      if !selection[index].isEmpty { state.selection[tier.id] = selection[index] }
    }
    for (index, item) in directory.items.enumerated() {
      if items[index].isHidden { state.hiddenItems.insert(item.id) }
      if items[index].isDisabled { state.disabledItems.insert(item.id) }
    }
    return state
  }

  /// Marks a tier's items (`tierItems`, indices into `definitions`) selected as its selection
  /// names them (after the selection changed). Given the directory's two fields rather than the
  /// directory: the controller calls this while changing its own state, and passing the whole
  /// directory copied it (a retain and a release of each of its arrays, on every selecting tap).
  mutating func markSelection(
    ofTier tier: Int, items tierItems: Range<Int>, of definitions: [ItemDefinition]
  ) {
    let chosen = selection[tier]
    for index in tierItems {
      items[index].isSelected = chosen.contains(definitions[index].id)
    }
  }
}

/// Where each tier and item of a controller's toolbar is, resolved once when it is made: its
/// tiers and items by index (items numbered as the engine numbers them), and the first item of
/// each id.
struct ToolbarDirectory: Sendable {
  let tiers: [TierDefinition]
  let items: [ItemDefinition]
  /// Per item: its tier's index.
  let itemTier: [Int]
  /// Per tier: its items' indices, and whether one of them has a tag (else its selection's
  /// tags are empty without a lookup).
  let tierItems: [Range<Int>]
  let tierHasTags: [Bool]
  /// The first item with each id (what a tap by id names).
  let firstItem: [String: Int]
  /// No two tiers, and no two items, share an id (validation makes it so; a hand-built
  /// definition may not): a change by id then touches one tier or item.
  let tierIDsAreUnique: Bool
  let itemIDsAreUnique: Bool

  init(_ toolbar: ToolbarDefinition) {
    tiers = toolbar.tiers
    var items: [ItemDefinition] = []
    var itemTier: [Int] = []
    var tierItems: [Range<Int>] = []
    var firstItem: [String: Int] = [:]
    for (tierIndex, tier) in toolbar.tiers.enumerated() {
      let start = items.count
      for item in tier.items {
        if firstItem[item.id] == nil { firstItem[item.id] = items.count }
        items.append(item)
        itemTier.append(tierIndex)
      }
      tierItems.append(start..<items.count)
    }
    self.items = items
    self.itemTier = itemTier
    self.tierItems = tierItems
    tierHasTags = toolbar.tiers.map { tier in tier.items.contains { $0.tag != nil } }
    self.firstItem = firstItem
    tierIDsAreUnique = Set(tiers.map(\.id)).count == tiers.count
    itemIDsAreUnique = firstItem.count == items.count
  }

  /// The index of the first tier with this id.
  func tier(_ id: String) -> Int? { tiers.firstIndex { $0.id == id } }

  /// Calls `body` with `tier` and every other tier of the same id (state by id is shared by
  /// them, as `ToolbarState` shares it).
  func forEachTier(sharingIDWith tier: Int, _ body: (Int) -> Void) {
    guard !tierIDsAreUnique else { return body(tier) }
    for other in tiers.indices where tiers[other].id == tiers[tier].id { body(other) }
  }

  /// Calls `body` with every item of this id.
  func forEachItem(withID id: String, _ body: (Int) -> Void) {
    guard !itemIDsAreUnique else {
      if let index = firstItem[id] { body(index) }
      return
    }
    for index in items.indices where items[index].id == id { body(index) }
  }
}
