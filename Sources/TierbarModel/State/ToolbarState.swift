/// The run-time state of one toolbar: what layout and the controller read and change.
///
/// Dictionaries are keyed by tier or item id. A tier absent from `expansion` is at its initial
/// expansion (0 when `collapsed: true` in the config, else 1).
public struct ToolbarState: Hashable, Sendable {
  /// Expansion progress per tier, 0 (collapsed) … 1 (expanded); between for animation frames.
  public var expansion: [String: Double]
  /// Selected item ids per tier, in the order they were selected.
  public var selection: [String: [String]]
  /// Items hidden at run time (config `hidden: true` items start here).
  public var hiddenItems: Set<String>
  /// Items disabled at run time (config `disabled: true` items start here).
  public var disabledItems: Set<String>

  public init(
    expansion: [String: Double] = [:],
    selection: [String: [String]] = [:],
    hiddenItems: Set<String> = [],
    disabledItems: Set<String> = []
  ) {
    self.expansion = expansion
    self.selection = selection
    self.hiddenItems = hiddenItems
    self.disabledItems = disabledItems
  }

  /// The state a toolbar starts in: collapsed tiers at 0, default selections, config-hidden and
  /// config-disabled items.
  public static func initial(for toolbar: ToolbarDefinition) -> ToolbarState {
    var state = ToolbarState()
    for tier in toolbar.tiers {
      state.expansion[tier.id] = tier.initialExpansion
      if !tier.defaultSelection.isEmpty { state.selection[tier.id] = tier.defaultSelection }
      for item in tier.items {
        if item.hidden { state.hiddenItems.insert(item.id) }
        if item.disabled { state.disabledItems.insert(item.id) }
      }
    }
    return state
  }

  /// The expansion progress of a tier, clamped to 0…1; the tier's initial value when unset.
  public func progress(of tier: TierDefinition) -> Double {
    Self.clampedProgress(expansion[tier.id] ?? tier.initialExpansion)
  }

  /// An expansion progress as layout reads it: within 0…1, NaN as 0 (collapsed). The one place
  /// the clamp is written; every reader of a state's progress calls it.
  @inlinable
  public static func clampedProgress(_ value: Double) -> Double {
    value.isNaN ? 0 : min(1, max(0, value))
  }

  public func isSelected(_ item: String, in tier: String) -> Bool {
    selection[tier]?.contains(item) ?? false
  }
}
