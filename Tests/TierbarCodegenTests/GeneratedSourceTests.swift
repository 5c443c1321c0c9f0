import Foundation
import Testing
import Tierbar
import TierbarCodegen
import TierbarCorpus
import TierbarGeneratedToolbars
import TierbarPluginHost
import TierbarTestSupport
import TierbarYAML

/// The Swift that `tierbar compile --access public` writes for every file in `Configs/` and for
/// 300 corpus toolbars, checked in as the target `TierbarGeneratedToolbars` (warnings are errors
/// there, and an expression slower than 100 ms to type-check warns): each value it builds equals
/// the one the loader decodes from the YAML, and the files are regenerated and compared, so a
/// change to the generator or a config that is not followed by `TIERBAR_UPDATE_GOLDENS=1` fails.
@Suite struct GeneratedSourceTests {
  static let generatedFolder = Fixtures.packageRoot
    .appendingPathComponent("Tests/TierbarGeneratedToolbars")
  static let corpusToolbars = 300
  static let corpusFileName = "corpus-\(corpusToolbars).yaml"

  /// Each file of `Configs/` and the config generated for it, reached through the typed API of
  /// one of its toolbars.
  static let generatedConfigs: [String: TierbarConfig] = [
    "checkbox-input.yaml": Toolbars.Checkboxes.config,
    "chips.yaml": Toolbars.Intervals.config,
    "keyboard-follow.yaml": Toolbars.Follow.config,
    "navigation.yaml": Toolbars.Form.config,
    "plugin-example.yaml": Toolbars.DueDate.config,
    "reminders.yaml": Toolbars.Reminders.config,
    "safe-area.yaml": Toolbars.SafeArea.config,
    "segmented.yaml": Toolbars.SortOrder.config,
  ]

  /// The example plugin library built next to this test binary (plugin-example.yaml needs it).
  static func exampleRegistry() throws -> RowRegistry {
    let executable = try FileManager.default.destinationOfSymbolicLink(atPath: "/proc/self/exe")
    var folder = URL(fileURLWithPath: executable).deletingLastPathComponent()
    var candidates: [String] = []
    for _ in 0..<4 {
      candidates += ["so", "dylib"].map {
        folder.appendingPathComponent("libTierbarExamplePlugin.\($0)").path
      }
      folder = folder.deletingLastPathComponent()
    }
    let path = try #require(
      candidates.first { FileManager.default.fileExists(atPath: $0) },
      "build the example plugin first: swift build --product TierbarExamplePlugin")
    let loaded = PluginLoader().registry(loading: [path])
    #expect(loaded.diagnostics.isEmpty)
    return loaded.registry
  }

  static func load(_ url: URL, registry: RowRegistry) throws -> TierbarConfig {
    let result = ConfigLoader(registry: registry).load(contentsOf: url.path)
    return try #require(result.config, "\(url.lastPathComponent): \(result.diagnostics)")
  }

  struct CorpusDoesNotLoad: Error {
    var diagnostics: [Diagnostic]
  }

  static func corpusConfig() throws(CorpusDoesNotLoad) -> TierbarConfig {
    let result = ConfigLoader().load(LoadCorpus(toolbarCount: corpusToolbars).bytes())
    guard let config = result.config else {
      throw CorpusDoesNotLoad(diagnostics: result.diagnostics)
    }
    return config
  }

  @Test func everyConfigsFileHasItsGeneratedConfig() {
    #expect(Set(Self.generatedConfigs.keys) == Set(Fixtures.configURLs.map(\.lastPathComponent)))
  }

  @Test(arguments: Fixtures.configURLs)
  func generatedConfigEqualsTheLoadedOne(url: URL) throws {
    let loaded = try Self.load(url, registry: try Self.exampleRegistry())
    let generated = try #require(Self.generatedConfigs[url.lastPathComponent])
    #expect(generated == loaded)
    #expect(generated.toolbars.count == loaded.toolbars.count)
  }

  @Test func typedIDsAreTheConfigsIDs() throws {
    let loaded = try Self.load(
      Fixtures.configsDirectory.appendingPathComponent("reminders.yaml"), registry: .builtIn)
    let reminders = try #require(loaded.toolbar("reminders"))
    #expect(Toolbars.reminders == reminders)
    #expect(Toolbars.Reminders.Tier.allCases.map(\.rawValue) == reminders.tiers.map(\.id))
    #expect(Toolbars.Reminders.Item.allCases.map(\.rawValue) == reminders.allItems.map(\.id))
    #expect(Toolbars.Reminders.Tier.intervals.rawValue == "intervals")
    #expect(Toolbars.Reminders.Item.oneHour.rawValue == "one-hour")
    #expect(Toolbars.Reminders.Tag.oneHour == .int(60))
    #expect(Toolbars.Reminders.Tag.fiveHours == .int(400))
    #expect(
      Toolbars.reminders.tier(Toolbars.Reminders.Tier.intervals.rawValue)?.height == .fixed(60))
  }

  @Test(arguments: 0..<corpusToolbars)
  func generatedCorpusToolbarEqualsTheLoadedOne(index: Int) throws {
    let loaded = try Self.loadedCorpus.get()
    let generated = CorpusToolbars.Toolbar0.config
    try #require(generated.toolbars.count == Self.corpusToolbars)
    #expect(generated.toolbars[index] == loaded.toolbars[index])
  }

  @Test func generatedCorpusConfigEqualsTheLoadedOne() throws {
    let loaded = try Self.loadedCorpus.get()
    #expect(CorpusToolbars.Toolbar0.config == loaded)
    #expect(CorpusToolbars.toolbar299 == loaded.toolbars[299])
    #expect(
      CorpusToolbars.Toolbar7.Item.allCases.map(\.rawValue) == loaded.toolbars[7].allItems.map(\.id)
    )
  }

  /// Loaded once for the 300 parameterized cases.
  static let loadedCorpus: Result<TierbarConfig, CorpusDoesNotLoad> = Result {
    () throws(CorpusDoesNotLoad) -> TierbarConfig in try corpusConfig()
  }

  @Test func theCheckedInConfigsSourceIsCurrent() throws {
    let registry = try Self.exampleRegistry()
    let inputs = try Fixtures.configURLs.map { url in
      CompileInput(
        file: "Configs/" + url.lastPathComponent, config: try Self.load(url, registry: registry),
        nodes: { nil })
    }
    let source = try #require(SwiftGenerator(access: .public).generate(inputs).source)
    let golden = Self.generatedFolder.appendingPathComponent("ConfigsToolbars.swift")
    #expect(GoldenFile.mismatch(source, at: golden) == nil)
  }

  @Test func theCheckedInCorpusSourceIsCurrent() throws {
    let input = CompileInput(
      file: Self.corpusFileName, config: try Self.loadedCorpus.get(), nodes: { nil })
    let source = try #require(
      SwiftGenerator(namespace: "CorpusToolbars", access: .public).generate([input]).source)
    let golden = Self.generatedFolder.appendingPathComponent("CorpusToolbars.swift")
    #expect(GoldenFile.mismatch(source, at: golden) == nil)
  }
}
