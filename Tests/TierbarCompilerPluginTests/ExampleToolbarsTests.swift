import Foundation
import Testing
import Tierbar
import TierbarExampleToolbars
import TierbarTestSupport
import TierbarYAML

/// The example target's API, generated at build time by the TierbarCompiler plugin from
/// `Sources/TierbarExampleToolbars/Reminders.tierbar.yaml`.
@Suite struct ExampleToolbarsTests {
  static let config = Fixtures.packageRoot
    .appendingPathComponent("Sources/TierbarExampleToolbars/Reminders.tierbar.yaml")

  @Test func theGeneratedToolbarEqualsTheLoadedConfig() throws {
    let result = ConfigLoader().load(contentsOf: Self.config.path)
    let loaded = try #require(result.config, "\(result.diagnostics)")
    #expect(Toolbars.Reminders.config == loaded)
    #expect(Toolbars.reminders == loaded.toolbar("reminders"))
    #expect(ReminderIntervals.toolbar == Toolbars.reminders)
  }

  @Test func typedIDsAndTagsComeFromTheConfig() {
    #expect(Toolbars.Reminders.Tier.allCases.map(\.rawValue) == ["main", "intervals"])
    #expect(
      Toolbars.Reminders.Item.allCases.map(\.rawValue) == [
        "bell", "one-hour", "three-hours", "five-hours",
      ])
    #expect(ReminderIntervals.chipsTier.rawValue == "intervals")
    #expect(ReminderIntervals.minutes(for: .oneHour) == 60)
    #expect(ReminderIntervals.minutes(for: .fiveHours) == 400)
    #expect(ReminderIntervals.minutes(for: .bell) == nil)
    let chips = Toolbars.reminders.tier(Toolbars.Reminders.Tier.intervals.rawValue)
    #expect(chips?.items.map(\.tag) == [.int(60), .int(180), .int(400)])
    #expect(Toolbars.Reminders.config.styles["chip"]?.appearance.cornerRadius == 20)
  }
}
