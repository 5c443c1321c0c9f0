import TierbarModel

extension LayoutEngine {
  /// Writes `state` by index: each tier's progress (`ToolbarState`'s rule: a tier absent from
  /// `expansion` is at its initial expansion; `StateReader` clamps what is read) and each item's
  /// flags. Both buffers have the engine's counts (`progress` per tier, `states` per
  /// item) and may be uninitialised.
  ///
  /// Expansion is matched by comparing ids when that is few comparisons (a bar has a handful of
  /// tiers; an id is first looked for by its bits), by hashing otherwise. Empty sets cost nothing, and
  /// a tier's selection is looked up once, not per item.
  func write(
    _ state: ToolbarState, progress: UnsafeMutableBufferPointer<Double>,
    states: UnsafeMutableBufferPointer<ItemState>
  ) {
    // The engine's own tables, read through pointers (no retain, no bounds check per read).
    let tierIDs = storage.tables.tierIDs
    let geometry = storage.tables.geometry
    let tierCount = min(progress.count, tierIDs.count, geometry.count)
    for tier in progress.indices {
      progress.initializeElement(
        at: tier,
        to: TierDefinition.initialExpansion(collapsed: tier < tierCount && geometry[tier].collapsed)
      )
    }
    if state.expansion.count * tierCount <= 64 {
      let unique = storage.tierIDsAreUnique
      entries: for (id, value) in state.expansion {
        // The usual key is the tier's own id string, found by its bits without comparing
        // contents (which, for every other tier, costs a call into the standard library).
        if unique {
          for tier in 0..<tierCount where tierIDs[tier].hasSameBits(as: id) {
            progress[tier] = value
            continue entries
          }
        }
        for tier in 0..<tierCount where tierIDs[tier] == id {
          progress[tier] = value
        }
      }
    } else {
      for tier in 0..<tierCount {
        if let value = state.expansion[tierIDs[tier]] {
          progress[tier] = value
        }
      }
    }

    if let start = states.baseAddress {
      start.initialize(repeating: ItemState(), count: states.count)
    }
    let hidesNothing = state.hiddenItems.isEmpty
    let disablesNothing = state.disabledItems.isEmpty
    let selectsNothing = state.selection.isEmpty
    guard !(hidesNothing && disablesNothing && selectsNothing) else { return }
    let itemIDs = storage.itemIDs
    let itemCount = min(states.count, itemIDs.count)
    for tier in 0..<tierCount {
      let selected = selectsNothing ? nil : state.selection[tierIDs[tier]]
      for item in geometry[tier].items where item < itemCount {
        let id = itemIDs[item]
        states[item] = ItemState(
          hidden: !hidesNothing && state.hiddenItems.contains(id),
          disabled: !disablesNothing && state.disabledItems.contains(id),
          selected: selected?.contains(id) ?? false)
      }
    }
  }
}
