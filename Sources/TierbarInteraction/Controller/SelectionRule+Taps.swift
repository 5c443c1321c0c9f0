import TierbarModel

/// What a tap did to a tier's selection under its rule.
public enum SelectionOutcome: Hashable, Sendable {
  case changed
  case unchanged
  case refused(Refusal.Reason, String)
}

extension SelectionRule {
  /// Applies a tap on `item` to `selection`, in place (changed only when the outcome is
  /// `changed`), by the rule:
  /// - `none`: momentary, nothing stays selected.
  /// - `single`: the tapped item becomes the only one; tapping it again keeps it.
  /// - `single-optional`: tapping the chosen item clears it; another item moves the choice.
  /// - `multiple`: toggles the item, unless that would leave fewer than `min` or more than `max`
  ///   selected (counting hidden items, which keep their selection): then refused, not applied.
  ///
  /// In place because a controller's taps write into the selection it holds: when no copy of it
  /// is kept elsewhere (an effect the app dropped), a tap allocates nothing for it.
  public func tap(_ item: String, in selection: inout [String], tier: String) -> SelectionOutcome {
    switch self {
    case .none:
      return .unchanged
    case .single:
      if selection.count == 1 && selection[0] == item { return .unchanged }
      selection.removeAll(keepingCapacity: true)
      selection.append(item)
      return .changed
    case .singleOptional:
      let chosen = selection.contains(item)
      selection.removeAll(keepingCapacity: true)
      if !chosen { selection.append(item) }
      return .changed
    case .multiple:
      if selection.contains(item) {
        let remaining = selection.lazy.filter { $0 != item }.count
        if case .belowMinimum(let minimum) = admits(count: remaining) {
          return .refused(
            .belowMinimum,
            "\(quoted(item)) stays selected: tier \(quoted(tier)) needs at least \(minimum) "
              + "selected (min: \(minimum)); select another item first")
        }
        selection.removeAll { $0 == item }
        return .changed
      }
      if case .aboveMaximum(let maximum) = admits(count: selection.count + 1) {
        return .refused(
          .aboveMaximum,
          "\(quoted(item)) was not selected: tier \(quoted(tier)) allows at most \(maximum) "
            + "selected (max: \(maximum)); deselect one first")
      }
      selection.append(item)
      return .changed
    }
  }
  /// Whether a selection the app sets obeys the rule; the refusal when not.
  public func check(_ selection: [String], tier: String) -> (Refusal.Reason, String)? {
    switch admits(count: selection.count) {
    case .admitted:
      return nil
    case .notSelectable:
      return (.notSelectable, "tier \(quoted(tier)) has selection: none; nothing can be selected")
    case .moreThanOne:
      return (
        .tooManyForRule,
        "tier \(quoted(tier)) has selection: \(name) and holds at most one item; "
          + "pass one item, not \(selection.count)"
      )
    case .aboveMaximum(let maximum):
      return (
        .aboveMaximum,
        "tier \(quoted(tier)) allows at most \(maximum) selected (max: \(maximum)), "
          + "not \(selection.count)"
      )
    case .belowMinimum(let minimum):
      return (
        .belowMinimum,
        "tier \(quoted(tier)) needs at least \(minimum) selected (min: \(minimum)), "
          + "not \(selection.count); use clearSelection to reset it"
      )
    }
  }
}
