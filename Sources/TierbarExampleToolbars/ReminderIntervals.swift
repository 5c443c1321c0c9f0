import Tierbar

/// App code written against the API the TierbarCompiler build plugin generates from
/// `Reminders.tierbar.yaml`: typed ids and tags, no id spelled as a string, no YAML parsed.
public enum ReminderIntervals {
  /// The Reminders bar, ready for a `ToolbarController`.
  public static var toolbar: ToolbarDefinition { Toolbars.reminders }

  /// The styles the bar's items name, as the layout engine takes them.
  public static var config: TierbarConfig { Toolbars.Reminders.config }

  /// The minutes an interval chip stands for: its tag.
  public static func minutes(for item: Toolbars.Reminders.Item) -> Int? {
    switch item {
    case .oneHour: return minutes(Toolbars.Reminders.Tag.oneHour)
    case .threeHours: return minutes(Toolbars.Reminders.Tag.threeHours)
    case .fiveHours: return minutes(Toolbars.Reminders.Tag.fiveHours)
    case .bell: return nil
    }
  }

  private static func minutes(_ tag: ItemTag) -> Int? {
    if case .int(let value) = tag { return value }
    return nil
  }

  /// The tier the bell expands.
  public static let chipsTier = Toolbars.Reminders.Tier.intervals
}
