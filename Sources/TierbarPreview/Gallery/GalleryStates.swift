import TierbarLayout
import TierbarModel

/// One expansion state the gallery draws: which of the toolbar's collapsible tiers are expanded.
public struct GalleryState: Hashable, Sendable {
  /// The expanded collapsible tiers' ids in config order, joined by a space; the empty string
  /// when every collapsible tier is collapsed (see `GalleryStates.key(_:)`).
  public var key: String
  /// "intervals expanded", "collapsed".
  public var label: String
  /// The collapsible tiers expanded in this state, in config order.
  public var expanded: [String]

  /// `base` (default: the toolbar's initial state) with exactly `expanded` of the collapsible
  /// tiers expanded.
  public func state(for toolbar: ToolbarDefinition, base: ToolbarState? = nil) -> ToolbarState {
    var state = base ?? ToolbarState.initial(for: toolbar)
    for tier in GalleryStates.collapsibleTiers(of: toolbar) {
      state.expansion[tier] = expanded.contains(tier) ? 1 : 0
    }
    return state
  }
}

/// Which states a gallery shows, and where a tap on each item leads.
///
/// A tier is collapsible when it starts collapsed or an item's action toggles, expands or
/// collapses it. With up to `combinationLimit` collapsible tiers every combination is drawn;
/// with more (2ⁿ pictures would swamp the page) the states are the initial one and each tier
/// flipped from it on its own.
public enum GalleryStates {
  public static let combinationLimit = 4

  public static func collapsibleTiers(of toolbar: ToolbarDefinition) -> [String] {
    let targeted = Set(toolbar.tiers.flatMap(\.items).compactMap { $0.action?.targetTier })
    return toolbar.tiers.filter { $0.collapsed || targeted.contains($0.id) }.map(\.id)
  }

  /// The states in a fixed order: the initial state first.
  public static func states(of toolbar: ToolbarDefinition) -> [GalleryState] {
    let tiers = collapsibleTiers(of: toolbar)
    let initial = tiers.filter { id in toolbar.tier(id).map { !$0.collapsed } ?? false }
    var sets: [[String]] = [initial]
    if tiers.count <= combinationLimit {
      for mask in 0..<(1 << tiers.count) {
        let set = tiers.enumerated().filter { mask & (1 << $0.offset) != 0 }.map(\.element)
        if set != initial { sets.append(set) }
      }
    } else {
      for tier in tiers {
        sets.append(
          initial.contains(tier) ? initial.filter { $0 != tier } : flipOn(tier, initial, tiers))
      }
    }
    return sets.map(state)
  }

  /// `set` with `tier` added, kept in config order.
  private static func flipOn(_ tier: String, _ set: [String], _ order: [String]) -> [String] {
    order.filter { $0 == tier || set.contains($0) }
  }

  /// The one place a state's key is made: the expanded tiers' ids in config order, joined by a
  /// space. No id holds whitespace and none is empty, so splitting a key at its spaces gives back
  /// exactly its tiers, and the state with every collapsible tier collapsed is the empty string,
  /// which no other state's key is: ids holding `+` or a tier named `collapsed` cannot make two
  /// states share a key.
  public static func key(_ expanded: [String]) -> String {
    expanded.joined(separator: " ")
  }

  static func state(_ expanded: [String]) -> GalleryState {
    GalleryState(
      key: key(expanded),
      label: expanded.isEmpty ? "collapsed" : "\(expanded.joined(separator: ", ")) expanded",
      expanded: expanded)
  }

  /// For each state, the items visible in it whose action leads to another drawn state, and that
  /// state's key: what a click in the gallery follows.
  public static func transitions(
    of toolbar: ToolbarDefinition, states: [GalleryState]
  ) -> [String: [String: String]] {
    let tiers = collapsibleTiers(of: toolbar)
    let drawn = Set(states.map(\.key))
    var result: [String: [String: String]] = [:]
    for state in states {
      var moves: [String: String] = [:]
      for tier in toolbar.tiers where !tiers.contains(tier.id) || state.expanded.contains(tier.id) {
        for item in tier.items where item.isInteractive && !item.hidden && !item.disabled {
          guard let target = next(state.expanded, after: item.action, order: tiers) else {
            continue
          }
          let key = Self.state(target).key
          if key != state.key && drawn.contains(key) { moves[item.id] = key }
        }
      }
      result[state.key] = moves
    }
    return result
  }

  /// The expanded set after `action`, or nil when the action does not change expansion.
  static func next(_ expanded: [String], after action: ItemAction?, order: [String]) -> [String]? {
    switch action {
    case .toggle(let tier):
      return expanded.contains(tier)
        ? expanded.filter { $0 != tier } : flipOn(tier, expanded, order)
    case .expand(let tier): return flipOn(tier, expanded, order)
    case .collapse(let tier): return expanded.filter { $0 != tier }
    case .select, .dismissKeyboard, .event, nil: return nil
    }
  }
}
