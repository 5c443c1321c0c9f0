import Foundation
import Testing
import TierbarModel
import TierbarTestSupport
import TierbarYAML

@Suite struct ConfigsTests {
  @Test(arguments: Fixtures.builtInConfigURLs + Fixtures.validCorpusURLs)
  func loadsWithoutDiagnostics(_ url: URL) {
    let result = ConfigLoader(registry: Fixtures.registry).load(
      Fixtures.bytes(url), file: url.lastPathComponent)
    #expect(
      result.diagnostics.isEmpty, "\(result.diagnostics.map { "\($0.range.start) \($0.message)" })")
    #expect(result.config != nil)
  }

  /// The configs issue 2 names are there (later issues add more).
  @Test func theScenarioConfigsAreThere() {
    let names = Set(Fixtures.configURLs.map(\.lastPathComponent))
    let scenarios = [
      "checkbox-input.yaml", "keyboard-follow.yaml", "reminders.yaml", "safe-area.yaml",
    ]
    #expect(scenarios.filter { !names.contains($0) } == [])
  }

  /// Without its plugin, a plugin config fails only on its row kinds.
  @Test(arguments: Fixtures.pluginConfigNames.sorted())
  func pluginConfigNeedsItsPlugin(_ name: String) {
    let result = ConfigLoader(registry: Fixtures.registry).load(
      Fixtures.bytes(Fixtures.config(name)))
    #expect(!result.diagnostics.isEmpty)
    #expect(result.diagnostics.allSatisfy { $0.code == .unknownRowKind })
  }

  /// The Reminders scenario, value by value, as issue 2 describes it.
  @Test func remindersDecodes() throws {
    let result = ConfigLoader(registry: Fixtures.registry).load(
      Fixtures.bytes(Fixtures.config("reminders.yaml")))
    let config = try #require(result.config)
    let toolbar = try #require(config.toolbar("reminders"))
    #expect(toolbar.growth == .overlay)
    #expect(toolbar.presentation == .accessory)
    #expect(toolbar.tiers.map(\.id) == ["main", "intervals"])
    #expect(toolbar.tiers[0].height == .fixed(50))
    #expect(toolbar.tiers[0].items.first?.action == .toggle(tier: "intervals"))
    let intervals = toolbar.tiers[1]
    #expect(intervals.height == .fixed(60))
    #expect(intervals.collapsed)
    #expect(intervals.selection == .singleOptional)
    #expect(intervals.items.map(\.id) == ["one-hour", "three-hours", "five-hours"])
    #expect(intervals.items.map(\.title) == ["1hour", "3hour", "5hour"])
    #expect(intervals.items.map(\.tag) == [.int(60), .int(180), .int(400)])
    #expect(intervals.layout.padding == EdgeInsets(top: 10, leading: 20, bottom: 0, trailing: 0))
    #expect(intervals.layout.spacing == 20)
    #expect(intervals.layout.verticalAlignment == .top)
    let chip = config.resolvedStyle("chip")
    #expect(chip.normal.contentInsets == EdgeInsets(top: 10, leading: 20, bottom: 10, trailing: 20))
    #expect(chip.normal.cornerRadius == 20)
    #expect(chip.normal.border == Border(width: 1, color: .system("systemGray4")))
    #expect(chip.selected.background == .system("systemBlue"))
    #expect(chip.selected.foreground == .system("white"))
    #expect(chip.selected.cornerRadius == 20)
  }

  /// Anchors and merge keys: every check box gets the shared style.
  @Test func checkboxInputMergesTheSharedStyle() throws {
    let result = ConfigLoader(registry: Fixtures.registry).load(
      Fixtures.bytes(Fixtures.config("checkbox-input.yaml")))
    let config = try #require(result.config)
    let checks = try #require(config.toolbar("checkboxes")?.tiers.first)
    #expect(checks.kind == "checkboxes")
    #expect(checks.parameters["columns"] == .int(2))
    #expect(checks.selection == .multiple())
    #expect(checks.items.map(\.id) == (1...6).map { "check-\($0)" })
    #expect(checks.items.allSatisfy { $0.style == "check" })
    #expect(
      config.toolbar("close-bar")?.tiers.first?.items.map(\.kind) == [.flexibleSpace, .button])
  }
}
