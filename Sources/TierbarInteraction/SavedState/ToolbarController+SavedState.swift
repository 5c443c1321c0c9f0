import TierbarModel

extension ToolbarController {
  /// The state to save: expanded tiers and non-empty selections (hidden items' included).
  public func savedState() -> SavedState {
    var selection: [String: [String]] = [:]
    for (index, tier) in toolbar.tiers.enumerated() where !indexed.selection[index].isEmpty {
      selection[tier.id] = indexed.selection[index]
    }
    return SavedState(toolbar: toolbar.id, expanded: expandedTiers, selection: selection)
  }

  /// Restores saved state into this controller, whose config may have changed since: tiers and
  /// items that no longer exist are dropped and listed; a selection that would now break its tier's
  /// rule keeps the items selected first. Changes apply at once (duration 0) and are reported as
  /// effects. A state saved for another toolbar is refused with an error and changes nothing.
  public mutating func restore(_ saved: SavedState) -> Result<RestoreResult, SavedStateError> {
    guard saved.toolbar == toolbar.id else {
      return .failure(
        SavedStateError(
          .toolbarMismatch,
          "saved state is for toolbar \(MessageText.quoted(saved.toolbar)), not "
            + "\(MessageText.quoted(toolbar.id)); restore it into that toolbar's controller"))
    }
    let before = snapshot()
    var dropped: [DroppedState] = []
    let tierIDs = Set(toolbar.tiers.map(\.id))
    for id in saved.expanded where !tierIDs.contains(id) {
      dropped.append(
        DroppedState(
          tier: id, item: nil, reason: .unknownTier,
          message: "tier \(MessageText.quoted(id)) no longer exists; its expansion was dropped"))
    }
    for (index, tier) in toolbar.tiers.enumerated() {
      indexed.progress[index] = saved.expanded.contains(tier.id) ? 1 : 0
    }
    for tierID in saved.selection.keys.sorted() where !tierIDs.contains(tierID) {
      dropped.append(
        DroppedState(
          tier: tierID, item: nil, reason: .unknownTier,
          message: "tier \(MessageText.quoted(tierID)) no longer exists; its selection was dropped")
      )
    }
    for (index, tier) in toolbar.tiers.enumerated() {
      let (kept, lost) = restorableSelection(saved.selection[tier.id] ?? [], in: tier)
      dropped += lost
      storeSelection(kept, inTier: index)
    }
    var restoreOutcome = outcome()
    restoreOutcome.tierTiming = .immediate
    let effects = settle(from: before, outcome: restoreOutcome)
    return .success(RestoreResult(effects: effects, dropped: dropped))
  }

  private func restorableSelection(
    _ items: [String], in tier: TierDefinition
  ) -> (kept: [String], dropped: [DroppedState]) {
    var kept: [String] = []
    var dropped: [DroppedState] = []
    let ids = Set(tier.items.filter(\.isInteractive).map(\.id))
    for item in items where !kept.contains(item) {
      if !ids.contains(item) {
        dropped.append(
          DroppedState(
            tier: tier.id, item: item, reason: .unknownItem,
            message: "item \(MessageText.quoted(item)) is no longer in tier "
              + "\(MessageText.quoted(tier.id)); its selection was dropped"))
      } else if tier.selection == .none {
        dropped.append(
          DroppedState(
            tier: tier.id, item: item, reason: .notSelectable,
            message: "tier \(MessageText.quoted(tier.id)) has selection: none now; "
              + "\(MessageText.quoted(item)) was dropped"))
      } else if exceedsRule(tier.selection, count: kept.count + 1) {
        dropped.append(
          DroppedState(
            tier: tier.id, item: item, reason: .breaksRule,
            message:
              "tier \(MessageText.quoted(tier.id)) (selection: \(tier.selection.name)) cannot hold "
              + "\(MessageText.quoted(item)) as well; the items selected first were kept"))
      } else {
        kept.append(item)
      }
    }
    return (kept, dropped)
  }

  /// Whether `count` items are more than the rule lets a tier hold (a `min` not yet reached is
  /// not: items are restored one by one).
  private func exceedsRule(_ rule: SelectionRule, count: Int) -> Bool {
    switch rule.admits(count: count) {
    case .notSelectable, .moreThanOne, .aboveMaximum: return true
    case .admitted, .belowMinimum: return false
    }
  }
}
