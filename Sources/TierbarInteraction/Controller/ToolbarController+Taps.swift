import TierbarModel

extension ToolbarController {
  /// A tap on an item named by id: the id is looked up once, here.
  mutating func tap(_ id: String) -> Outcome {
    guard let index = directory.firstItem[id] else {
      return refuse(
        .unknownItem,
        "no item \(quoted(id)) in toolbar \(quoted(toolbar.id))"
          + MessageText.didYouMean(id, in: directory.firstItem.keys.sorted()), item: id)
    }
    return tap(item: index)
  }

  /// A tap on item `index` (numbered as the engine numbers them): checks it can be tapped, then
  /// runs its action (default: `select` in a tier with a selection rule, nothing otherwise).
  mutating func tap(item index: Int) -> Outcome {
    // Fields read one by one: a copy of the whole item or tier definition retains each of its
    // strings and arrays.
    let id = directory.items[index].id
    let tierIndex = directory.itemTier[index]
    let tierID = directory.tiers[tierIndex].id
    let flags = indexed.items[index]
    if !directory.items[index].isInteractive {
      return refuse(.notInteractive, "\(quoted(id)) is a space; it cannot be tapped", tierID, id)
    }
    if flags.isHidden {
      return refuse(.hiddenItem, "\(quoted(id)) is hidden; show it before tapping it", tierID, id)
    }
    if flags.isDisabled {
      return refuse(.disabledItem, "\(quoted(id)) is disabled; it cannot be tapped", tierID, id)
    }
    if indexed.progress[tierIndex] <= 0 {
      return refuse(
        .collapsedTier,
        "\(quoted(id)) is in tier \(quoted(tierID)), which is collapsed; expand it first",
        tierID, id)
    }
    let action =
      directory.items[index].action
      ?? (directory.tiers[tierIndex].selection == .none ? nil : .select)
    switch action {
    case nil:
      return outcome()
    case .select:
      return select(id, inTier: tierIndex)
    case .toggle(let target):
      return setExpansion(of: target, to: .toggle)
    case .expand(let target):
      return setExpansion(of: target, to: .expand)
    case .collapse(let target):
      return setExpansion(of: target, to: .collapse)
    case .dismissKeyboard:
      return outcome([.dismissKeyboard(item: id)])
    case .event(let name):
      return outcome([.event(ItemEvent(name: name, item: id, tag: directory.items[index].tag))])
    }
  }

  /// The tier's rule applied to its selection where the controller holds it (see
  /// `SelectionRule.tap`).
  mutating func select(_ id: String, inTier tier: Int) -> Outcome {
    let tierID = directory.tiers[tier].id
    switch directory.tiers[tier].selection.tap(id, in: &indexed.selection[tier], tier: tierID) {
    case .unchanged:
      return outcome()
    case .changed:
      selectionChanged(inTier: tier)
      return outcome()
    case .refused(let reason, let message):
      return refuse(reason, message, tierID, id)
    }
  }

  /// The app sets (`items` non-nil) or clears (nil) a tier's selection.
  mutating func setSelection(_ items: [String]?, in tierID: String) -> Outcome {
    guard let tierIndex = directory.tier(tierID) else { return refuseUnknownTier(tierID) }
    guard var items else {
      storeSelection([], inTier: tierIndex)
      return outcome()
    }
    let tier = directory.tiers[tierIndex]
    var seen: Set<String> = []
    items = items.filter { seen.insert($0).inserted }
    for id in items {
      guard let index = directory.firstItem[id] else {
        let ids = tier.items.map(\.id)
        return refuse(
          .unknownItem,
          "no item \(quoted(id)) in tier \(quoted(tierID))" + MessageText.didYouMean(id, in: ids),
          tierID, id)
      }
      if directory.tiers[directory.itemTier[index]].id != tierID
        || !directory.items[index].isInteractive
      {
        return refuse(
          .notSelectable, "\(quoted(id)) is not a selectable item of tier \(quoted(tierID))",
          tierID, id)
      }
    }
    if let (reason, message) = tier.selection.check(items, tier: tierID) {
      return refuse(reason, message, tierID, nil)
    }
    storeSelection(items, inTier: tierIndex)
    return outcome()
  }

  /// Stores a tier's selection when it differs from the one held.
  mutating func storeSelection(_ items: [String], inTier tier: Int) {
    guard indexed.selection[tier] != items else { return }
    indexed.selection[tier] = items
    selectionChanged(inTier: tier)
  }

  /// After tier `tier`'s selection changed: every tier of its id holds the same selection (as
  /// in a state by id), their items are marked by it, and the change is marked for `settle`,
  /// which reports it.
  mutating func selectionChanged(inTier tier: Int) {
    directory.forEachTier(sharingIDWith: tier) { other in
      if other != tier { indexed.selection[other] = indexed.selection[tier] }
      indexed.markSelection(ofTier: other, items: directory.tierItems[other], of: directory.items)
      if other < bookkeeping.selectionChanged.count { bookkeeping.selectionChanged[other] = true }
    }
  }

  func refuse(
    _ reason: Refusal.Reason, _ message: String, _ tier: String?, _ item: String?
  ) -> Outcome {
    outcome([.refused(Refusal(reason: reason, message: message, tier: tier, item: item))])
  }

  func refuse(_ reason: Refusal.Reason, _ message: String, item: String) -> Outcome {
    outcome([.refused(Refusal(reason: reason, message: message, tier: nil, item: item))])
  }

  func refuseUnknownTier(_ id: String) -> Outcome {
    outcome([
      .refused(
        Refusal(
          reason: .unknownTier,
          message: "no tier \(quoted(id)) in toolbar \(quoted(toolbar.id))"
            + MessageText.didYouMean(id, in: toolbar.tiers.map(\.id)), tier: id))
    ])
  }
}
