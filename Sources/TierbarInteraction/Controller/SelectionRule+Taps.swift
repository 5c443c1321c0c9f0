import TierbarModel

/// What a tap does to a tier's selection under its rule.
public enum SelectionOutcome: Hashable, Sendable {
  case changed([String])
  case unchanged
  case refused(Refusal.Reason, String)
}

extension SelectionRule {
  /// The selection after tapping `item`, by the rule:
  /// - `none`: momentary, nothing stays selected.
  /// - `single`: the tapped item becomes the only one; tapping it again keeps it.
  /// - `single-optional`: tapping the chosen item clears it; another item moves the choice.
  /// - `multiple`: toggles the item, unless that would leave fewer than `min` or more than `max`
  ///   selected (counting hidden items, which keep their selection): then refused, not applied.
  public func tapping(_ item: String, in selection: [String], tier: String) -> SelectionOutcome {
    switch self {
    case .none:
      return .unchanged
    case .single:
      return selection == [item] ? .unchanged : .changed([item])
    case .singleOptional:
      return selection.contains(item) ? .changed([]) : .changed([item])
    case .multiple(let minimum, let maximum):
      if selection.contains(item) {
        let remaining = selection.filter { $0 != item }
        if let minimum, remaining.count < minimum {
          return .refused(
            .belowMinimum,
            "'\(item)' stays selected: tier '\(tier)' needs at least \(minimum) selected "
              + "(min: \(minimum)); select another item first.")
        }
        return .changed(remaining)
      }
      if let maximum, selection.count + 1 > maximum {
        return .refused(
          .aboveMaximum,
          "'\(item)' was not selected: tier '\(tier)' allows at most \(maximum) selected "
            + "(max: \(maximum)); deselect one first.")
      }
      return .changed(selection + [item])
    }
  }

  /// Whether a selection the app sets obeys the rule; the refusal when not.
  public func check(_ selection: [String], tier: String) -> (Refusal.Reason, String)? {
    switch self {
    case .none:
      return selection.isEmpty
        ? nil : (.notSelectable, "tier '\(tier)' has selection: none; nothing can be selected.")
    case .single, .singleOptional:
      return selection.count <= 1
        ? nil
        : (
          .tooManyForRule,
          "tier '\(tier)' has selection: \(name) and holds at most one item; "
            + "pass one item, not \(selection.count)."
        )
    case .multiple(let minimum, let maximum):
      if let maximum, selection.count > maximum {
        return (
          .aboveMaximum,
          "tier '\(tier)' allows at most \(maximum) selected (max: \(maximum)), "
            + "not \(selection.count)."
        )
      }
      if let minimum, selection.count < minimum {
        return (
          .belowMinimum,
          "tier '\(tier)' needs at least \(minimum) selected (min: \(minimum)), "
            + "not \(selection.count); use clearSelection to reset it."
        )
      }
      return nil
    }
  }
}
