/// Whether a tier may hold a selection of some number of items under its rule: the one place the
/// rules' bounds are written. Every caller — a tap, the app setting a selection, a restored saved
/// state, `tierbar layout --select`, a config's `selected:` — asks `SelectionRule.admits(count:)`
/// and turns the answer into its own message.
public enum SelectionAdmission: Hashable, Sendable {
  case admitted
  /// The rule is `none`: nothing stays selected.
  case notSelectable
  /// `single` and `single-optional` hold at most one item.
  case moreThanOne
  /// More than `multiple`'s `max`.
  case aboveMaximum(Int)
  /// Fewer than `multiple`'s `min`.
  case belowMinimum(Int)
}

extension SelectionRule {
  /// Whether `count` selected items obey the rule; the first bound broken when not (a `max`
  /// before a `min`, which only a rule with `min` > `max` could break together).
  public func admits(count: Int) -> SelectionAdmission {
    switch self {
    case .none:
      return count == 0 ? .admitted : .notSelectable
    case .single, .singleOptional:
      return count <= 1 ? .admitted : .moreThanOne
    case .multiple(let minimum, let maximum):
      if let maximum, count > maximum { return .aboveMaximum(maximum) }
      if let minimum, count < minimum { return .belowMinimum(minimum) }
      return .admitted
    }
  }
}
