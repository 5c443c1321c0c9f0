import Foundation
import Testing
import Tierbar
import TierbarTestSupport
import TierbarYAML

/// Every `Configs/*.yaml` toolbar, loaded through `ConfigLoader` and laid out in a fixed set of
/// scenarios; the JSON (`tierbar layout --format json`) is compared with a checked-in file under
/// `Golden/`. A mismatch fails; so does a golden file no scenario produces any more. Regenerate
/// after an intended change with `TIERBAR_UPDATE_GOLDENS=1 swift test --filter GoldenLayoutTests`
/// and review the diff.
@Suite struct GoldenLayoutTests {
  static let goldenDirectory = URL(fileURLWithPath: #filePath).deletingLastPathComponent()
    .appendingPathComponent("Golden")
  static let updating = ProcessInfo.processInfo.environment["TIERBAR_UPDATE_GOLDENS"] == "1"

  struct Scenario: Sendable {
    var name: String
    var environment: LayoutEnvironment
    /// Only for toolbars with a collapsed tier (expanding others changes nothing).
    var needsCollapsedTier = false
    /// Only for toolbars holding all these items.
    var needsItems: Set<String> = []
    var change: @Sendable (inout ToolbarState, ToolbarDefinition) -> Void = { _, _ in }

    func applies(to toolbar: ToolbarDefinition) -> Bool {
      (!needsCollapsedTier || toolbar.tiers.contains(where: \.collapsed))
        && needsItems.isSubset(of: toolbar.allItems.map(\.id))
    }
  }

  static let scenarios: [Scenario] = {
    let phone = DevicePreset.named("iphone-15") ?? DevicePreset.all[0]
    let landscape = DevicePreset.named("iphone-15-landscape") ?? DevicePreset.all[0]
    let hide246: Set<String> = ["check-2", "check-4", "check-6"]
    let hide3456: Set<String> = ["check-3", "check-4", "check-5", "check-6"]
    return [
      Scenario(name: "default", environment: LayoutEnvironment()),
      Scenario(name: "iphone-15-hardware", environment: phone.environment(keyboard: .hardware)),
      Scenario(
        name: "landscape-rtl",
        environment: landscape.environment(keyboard: .none, layoutDirection: .rightToLeft)),
      Scenario(name: "large-text", environment: LayoutEnvironment(textScale: 1.5)),
      Scenario(name: "expanded", environment: LayoutEnvironment(), needsCollapsedTier: true) {
        state, toolbar in
        for tier in toolbar.tiers { state.expansion[tier.id] = 1 }
      },
      Scenario(name: "sliding", environment: LayoutEnvironment(), needsCollapsedTier: true) {
        state, toolbar in
        for tier in toolbar.tiers where tier.collapsed { state.expansion[tier.id] = 0.5 }
      },
      Scenario(name: "hide-2-4-6", environment: LayoutEnvironment(), needsItems: hide246) {
        state, _ in state.hiddenItems.formUnion(hide246)
      },
      Scenario(name: "hide-3-4-5-6", environment: LayoutEnvironment(), needsItems: hide3456) {
        state, _ in state.hiddenItems.formUnion(hide3456)
      },
    ]
  }()

  struct Golden: Sendable, CustomTestStringConvertible {
    var file: String
    var toolbar: String
    var json: String
    var testDescription: String { file }
  }

  /// Every (config, toolbar, scenario) rendered; hiding scenarios only where they hide something.
  static func renderAll() -> [Golden] {
    var goldens: [Golden] = []
    for url in Fixtures.builtInConfigURLs {
      let stem = url.deletingPathExtension().lastPathComponent
      guard let config = ConfigLoader().load(Fixtures.bytes(url), file: url.path).config else {
        continue
      }
      for toolbar in config.toolbars {
        let engine = LayoutEngine(RowRegistry.builtIn.resolve(config: config, toolbar: toolbar))
        for scenario in scenarios where scenario.applies(to: engine.toolbar) {
          var state = ToolbarState.initial(for: engine.toolbar)
          scenario.change(&state, engine.toolbar)
          let layout = engine.layout(environment: scenario.environment, state: state)
          goldens.append(
            Golden(
              file: "\(stem).\(toolbar.id).\(scenario.name).json", toolbar: toolbar.id,
              json: layout.json.render(pretty: true) + "\n"))
        }
      }
    }
    return goldens
  }

  static let rendered = renderAll()

  @Test func everyExampleConfigLoads() {
    #expect(Fixtures.builtInConfigURLs.count >= 4)
    for url in Fixtures.builtInConfigURLs {
      let result = ConfigLoader().load(Fixtures.bytes(url), file: url.path)
      #expect(result.config != nil, "\(url.lastPathComponent): \(result.diagnostics)")
    }
    #expect(Self.rendered.count >= 20)
  }

  @Test(arguments: rendered)
  func layoutMatchesItsGoldenFile(golden: Golden) throws {
    let url = Self.goldenDirectory.appendingPathComponent(golden.file)
    if Self.updating {
      try FileManager.default.createDirectory(
        at: Self.goldenDirectory, withIntermediateDirectories: true)
      try Data(golden.json.utf8).write(to: url)
      return
    }
    let stored = try? String(contentsOf: url, encoding: .utf8)
    #expect(stored != nil, "missing \(golden.file); run with TIERBAR_UPDATE_GOLDENS=1")
    #expect(stored == golden.json, "\(golden.file) is stale; run with TIERBAR_UPDATE_GOLDENS=1")
  }

  @Test func noStaleGoldenFiles() throws {
    let names =
      (try? FileManager.default.contentsOfDirectory(atPath: Self.goldenDirectory.path)) ?? []
    let expected = Set(Self.rendered.map(\.file))
    if Self.updating {
      for name in names where name.hasSuffix(".json") && !expected.contains(name) {
        try FileManager.default.removeItem(at: Self.goldenDirectory.appendingPathComponent(name))
      }
      return
    }
    let stale = names.filter { $0.hasSuffix(".json") && !expected.contains($0) }
    #expect(stale.isEmpty, "golden files no scenario produces: \(stale.sorted())")
  }

  /// The Swift literals the scenario tests use are the YAML files, field for field.
  @Test(arguments: [
    ("reminders.yaml", ArticleConfigs.reminders), ("safe-area.yaml", ArticleConfigs.safeArea),
    ("checkbox-input.yaml", ArticleConfigs.checkboxInput),
    ("keyboard-follow.yaml", ArticleConfigs.keyboardFollow),
  ])
  func swiftLiteralsMatchTheYAML(file: String, literal: TierbarConfig) throws {
    let url = Fixtures.config(file)
    let loaded = try #require(ConfigLoader().load(Fixtures.bytes(url), file: url.path).config)
    #expect(loaded.toolbars.map(\.id) == literal.toolbars.map(\.id))
    for (yaml, swift) in zip(loaded.toolbars, literal.toolbars) {
      let fromYAML = LayoutEngine(RowRegistry.builtIn.resolve(config: loaded, toolbar: yaml))
      let fromSwift = LayoutEngine(RowRegistry.builtIn.resolve(config: literal, toolbar: swift))
      for scenario in Self.scenarios.prefix(4) {
        var state = ToolbarState.initial(for: fromYAML.toolbar)
        scenario.change(&state, fromYAML.toolbar)
        #expect(
          fromYAML.layout(environment: scenario.environment, state: state)
            == fromSwift.layout(environment: scenario.environment, state: state),
          "\(file) \(yaml.id) \(scenario.name)")
      }
    }
  }
}
