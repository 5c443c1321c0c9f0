import TierbarModel
import TierbarRows

/// A check-box tier's icons follow the selection being drawn, not the state its provider saw when
/// the engine was built (the provider's own advice: see `CheckboxesRowProvider`). The icon names
/// are the provider's parameters (their defaults are in its declaration); an item the config gives
/// an icon keeps it.
enum CheckboxIcons {
  static func icon(
    for item: ItemDefinition, configured: ItemDefinition?, tier: TierDefinition, selected: Bool
  ) -> String? {
    guard tier.kind == "checkboxes", item.isInteractive, configured?.icon == nil else {
      return item.icon
    }
    let name = selected ? "checked-icon" : "unchecked-icon"
    let icon = try? CheckboxesRowProvider().declaration.string(name, in: tier)
    return icon ?? item.icon
  }
}
