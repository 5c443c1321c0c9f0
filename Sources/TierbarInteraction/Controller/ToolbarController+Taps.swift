import TierbarModel

extension ToolbarController {
  /// A tap on an item: checks it can be tapped, then runs its action (default: `select` in a tier
  /// with a selection rule, nothing otherwise).
  mutating func tap(_ id: String) -> Outcome {
    guard let location = itemIndex[id] else {
      return refuse(
        .unknownItem,
        "no item '\(id)' in toolbar '\(toolbar.id)'."
          + Suggestion.didYouMean(id, in: itemIndex.keys.sorted()), item: id)
    }
    let item = location.item
    let tier = tiers[location.tier]
    if !item.isInteractive {
      return refuse(.notInteractive, "'\(id)' is a space; it cannot be tapped.", tier, id)
    }
    if state.hiddenItems.contains(id) {
      return refuse(.hiddenItem, "'\(id)' is hidden; show it before tapping it.", tier, id)
    }
    if state.disabledItems.contains(id) {
      return refuse(.disabledItem, "'\(id)' is disabled; it cannot be tapped.", tier, id)
    }
    if state.progress(of: tier) <= 0 {
      return refuse(
        .collapsedTier, "'\(id)' is in tier '\(tier.id)', which is collapsed; expand it first.",
        tier, id)
    }
    let action = item.action ?? (tier.selection == .none ? nil : .select)
    switch action {
    case nil:
      return outcome()
    case .select:
      return select(id, in: tier)
    case .toggle(let target):
      return setExpansion(of: target, to: .toggle)
    case .expand(let target):
      return setExpansion(of: target, to: .expand)
    case .collapse(let target):
      return setExpansion(of: target, to: .collapse)
    case .dismissKeyboard:
      return outcome([.dismissKeyboard(item: id)])
    case .event(let name):
      return outcome([.event(ItemEvent(name: name, item: id, tag: item.tag))])
    }
  }

  mutating func select(_ id: String, in tier: TierDefinition) -> Outcome {
    switch tier.selection.tapping(id, in: state.selection[tier.id] ?? [], tier: tier.id) {
    case .unchanged:
      return outcome()
    case .changed(let selection):
      storeSelection(selection, in: tier.id)
      return outcome()
    case .refused(let reason, let message):
      return refuse(reason, message, tier, id)
    }
  }

  /// The app sets (`items` non-nil) or clears (nil) a tier's selection.
  mutating func setSelection(_ items: [String]?, in tierID: String) -> Outcome {
    guard let tier = toolbar.tier(tierID) else { return refuseUnknownTier(tierID) }
    guard var items else {
      storeSelection([], in: tierID)
      return outcome()
    }
    var seen: Set<String> = []
    items = items.filter { seen.insert($0).inserted }
    for id in items {
      guard let location = itemIndex[id] else {
        let ids = tier.items.map(\.id)
        return refuse(
          .unknownItem,
          "no item '\(id)' in tier '\(tierID)'." + Suggestion.didYouMean(id, in: ids), tier, id)
      }
      if tiers[location.tier].id != tierID || !location.item.isInteractive {
        return refuse(
          .notSelectable, "'\(id)' is not a selectable item of tier '\(tierID)'.", tier, id)
      }
    }
    if let (reason, message) = tier.selection.check(items, tier: tierID) {
      return refuse(reason, message, tier, nil)
    }
    storeSelection(items, in: tierID)
    return outcome()
  }

  /// An empty selection is stored as no entry, so equal states compare equal however they came
  /// about (cleared, restored, or never touched). A change is marked for `settle`, which reports
  /// it.
  mutating func storeSelection(_ items: [String], in tier: String) {
    let changed = (state.selection[tier] ?? []) != items
    state.selection[tier] = items.isEmpty ? nil : items
    guard changed else { return }
    let tiers = self.tiers
    for index in tiers.indices where index < bookkeeping.selectionChanged.count {
      if tiers[index].id == tier { bookkeeping.selectionChanged[index] = true }
    }
  }

  func refuse(
    _ reason: Refusal.Reason, _ message: String, _ tier: TierDefinition? = nil,
    _ item: String? = nil
  ) -> Outcome {
    outcome([.refused(Refusal(reason: reason, message: message, tier: tier?.id, item: item))])
  }

  func refuse(_ reason: Refusal.Reason, _ message: String, item: String) -> Outcome {
    outcome([.refused(Refusal(reason: reason, message: message, tier: nil, item: item))])
  }

  func refuseUnknownTier(_ id: String) -> Outcome {
    outcome([
      .refused(
        Refusal(
          reason: .unknownTier,
          message: "no tier '\(id)' in toolbar '\(toolbar.id)'."
            + Suggestion.didYouMean(id, in: toolbar.tiers.map(\.id)), tier: id))
    ])
  }
}
