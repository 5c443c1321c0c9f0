import Tierbar
// The example target's generated `Toolbars` stands in for an app's own (same module there).
import TierbarExampleToolbars

// CompilingConfigs.md, "Typed ids", verbatim.
func remindersBar() -> ToolbarController {
  ToolbarController(
    config: Toolbars.Reminders.config, toolbar: Toolbars.reminders,
    container: Rect(x: 0, y: 0, width: 393, height: 852))
}

func isOneHourChip(_ item: String) -> Bool {
  Toolbars.Reminders.Item(rawValue: item) == .oneHour
}
