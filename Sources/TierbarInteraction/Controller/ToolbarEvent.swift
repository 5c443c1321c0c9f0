import TierbarLayout
import TierbarModel

/// Everything that can happen to a toolbar: the user's taps, the app's requests, the keyboard and
/// the world around the bar. `ToolbarController.handle(_:)` turns each into effects.
public enum ToolbarEvent: Hashable, Sendable {
  /// The user tapped an item (by id).
  case tap(item: String)
  /// The user tapped a point in the bar's coordinates (overlay tiers at negative y); resolved
  /// through the controller's `hitTester`. A point on no item does nothing.
  case tapAt(Point)
  case expand(tier: String)
  case collapse(tier: String)
  /// Expand a collapsed tier (progress 0), collapse any other.
  case toggle(tier: String)
  /// The app sets a tier's selection; it must obey the tier's rule (else `refused`).
  case setSelection(tier: String, items: [String])
  /// The app clears a tier's selection (always allowed: a reset, whatever the rule).
  case clearSelection(tier: String)
  /// Items hidden at run time; hidden items keep their selection.
  case hide(items: [String])
  case show(items: [String])
  case keyboard(KeyboardEvent)
  /// Rotation, safe-area change, hardware keyboard attached/detached, Dynamic Type, … `container`
  /// (screen coordinates) changes too when given.
  case environment(LayoutEnvironment, container: Rect? = nil)
}
