import Foundation
import Testing

/// `--plugin`, `TIERBAR_PLUGINS` and `tierbar plugins`, through the built executable: the example
/// plugin works like a built-in row kind, and every broken plugin is a diagnostic, not a crash.
@Suite struct PluginTests {
  static let pluginConfig = "Configs/plugin-example.yaml"

  func kinds(_ result: TierbarProcess.Result) throws -> [[String: Any]] {
    try #require(try TierbarProcess.json(result)["kinds"] as? [[String: Any]])
  }

  @Test func builtInKindsAreListedWithTheirSource() throws {
    let result = try TierbarProcess.run(["plugins", "--format", "json"])
    #expect(result.status == 0)
    let json = try TierbarProcess.json(result)
    #expect(Set(json.keys) == ["version", "kinds", "diagnostics"])
    let listed = try kinds(result)
    let names = listed.compactMap { $0["kind"] as? String }
    #expect(names.first == "buttons")
    #expect(names.contains("checkboxes"))
    for kind in listed {
      #expect(kind["source"] as? String == "built-in")
      #expect(kind["summary"] is String)
      #expect(kind["parameters"] is [Any])
    }
    #expect((json["diagnostics"] as? [Any])?.isEmpty == true)
    let text = try TierbarProcess.run(["plugins"])
    #expect(text.stdout.hasPrefix("buttons  (built-in)\n"))
  }

  @Test func examplePluginKindsNameTheirLibrary() throws {
    let plugin = try PluginLibraries.example
    for run in [
      try TierbarProcess.run(["plugins", "--format", "json", "--plugin", plugin]),
      try TierbarProcess.run(
        ["plugins", "--format", "json"], environment: ["TIERBAR_PLUGINS": "/nowhere:" + plugin]),
    ] {
      let listed = try kinds(run)
      let dateChips = try #require(listed.first { $0["kind"] as? String == "date-chips" })
      #expect(dateChips["source"] as? String == plugin)
      #expect(listed.contains { $0["kind"] as? String == "emoji-strip" })
    }
    // The environment's missing library is reported, and makes the exit non-zero.
    let withMissing = try TierbarProcess.run(
      ["plugins", "--format", "json"], environment: ["TIERBAR_PLUGINS": "/nowhere:" + plugin])
    #expect(withMissing.status == 1)
    let diagnostics = try TierbarProcess.json(withMissing)["diagnostics"] as? [[String: Any]]
    #expect(diagnostics?.map { $0["code"] as? String } == ["plugin-not-found"])
    #expect(diagnostics?.first?["file"] as? String == "/nowhere")
  }

  /// The example plugin copied to `copy.so` in a fresh folder, with `link.so` a symlink to it.
  func copiedExample() throws -> TemporaryFolder {
    let folder = try TemporaryFolder()
    try FileManager.default.copyItem(
      atPath: try PluginLibraries.example, toPath: folder.path("copy.so"))
    try FileManager.default.createSymbolicLink(
      atPath: folder.path("link.so"), withDestinationPath: "copy.so")
    return folder
  }

  /// One library named twice (two spellings, a symlink, `TIERBAR_PLUGINS` and `--plugin`) is one
  /// file: loaded once, its kinds listed under the first name, no `plugin-kind-clash`.
  @Test func aLibraryNamedTwiceLoadsOnce() throws {
    let folder = try copiedExample()
    let absolute = folder.path("copy.so")
    let runs: [(plugins: [String], environment: [String: String], source: String)] = [
      (["copy.so", "./copy.so"], [:], "copy.so"),
      (["copy.so", "link.so"], [:], "copy.so"),
      (["link.so", absolute, "copy.so"], [:], "link.so"),
      (["copy.so"], ["TIERBAR_PLUGINS": absolute], absolute),
    ]
    for run in runs {
      let named = "\(run.environment) \(run.plugins)"
      let result = try TierbarProcess.run(
        ["plugins", "--format", "json"] + run.plugins.flatMap { ["--plugin", $0] },
        environment: run.environment, in: folder.url)
      #expect(result.status == 0, "\(named): \(result.stdout)")
      let diagnostics = try TierbarProcess.json(result)["diagnostics"] as? [[String: Any]]
      #expect(diagnostics?.isEmpty == true, "\(named): \(result.stdout)")
      let fromPlugin = try kinds(result).filter { $0["source"] as? String != "built-in" }
      #expect(
        fromPlugin.map { $0["kind"] as? String } == ["date-chips", "emoji-strip"], "\(named)")
      #expect(fromPlugin.map { $0["source"] as? String } == [run.source, run.source], "\(named)")
    }
  }

  /// `validate` loads the plugins the same way: a library named twice is no clash.
  @Test func validateLoadsALibraryNamedTwiceOnce() throws {
    let folder = try copiedExample()
    let config = TierbarProcess.packageRoot.appendingPathComponent(Self.pluginConfig).path
    for run in [
      try TierbarProcess.run(
        ["validate", "--plugin", "copy.so", "--plugin", "./copy.so", config], in: folder.url),
      try TierbarProcess.run(
        ["validate", "--plugin", "link.so", config],
        environment: ["TIERBAR_PLUGINS": folder.path("copy.so")], in: folder.url),
    ] {
      #expect(run.status == 0, "\(run.stdout)\(run.stderr)")
      #expect(run.stdout == "1 file checked: no problems\n")
    }
  }

  @Test func configsValidateCleanWithTheExamplePlugin() throws {
    let plugin = try PluginLibraries.example
    let result = try TierbarProcess.run(["validate", "--strict", "--plugin", plugin, "Configs"])
    #expect(result.status == 0, "stdout: \(result.stdout)")
    #expect(result.stdout.hasSuffix("checked: no problems\n"))
  }

  @Test func withoutThePluginTheKindIsUnknownAtItsLine() throws {
    let result = try TierbarProcess.run(["validate", "--format", "json", Self.pluginConfig])
    #expect(result.status == 1)
    let source = try String(
      contentsOf: TierbarProcess.packageRoot.appendingPathComponent(Self.pluginConfig),
      encoding: .utf8)
    let kindLine =
      try #require(
        source.split(separator: "\n", omittingEmptySubsequences: false)
          .firstIndex { $0.trimmingCharacters(in: .whitespaces) == "kind: date-chips" }) + 1
    let diagnostics = try #require(
      try TierbarProcess.json(result)["diagnostics"] as? [[String: Any]])
    let unknown = diagnostics.filter { $0["code"] as? String == "unknown-row-kind" }
    #expect(unknown.first?["line"] as? Int == kindLine)
    #expect(unknown.count == 2, "date-chips and emoji-strip are both unknown")
  }

  @Test func pluginRowsLayOutLikeBuiltInOnes() throws {
    let plugin = try PluginLibraries.example
    let result = try TierbarProcess.run([
      "layout", Self.pluginConfig, "--plugin", plugin, "--format", "json",
    ])
    #expect(result.status == 0, "stderr: \(result.stderr)")
    let items = try #require(try TierbarProcess.json(result)["items"] as? [[String: Any]])
    let due = items.filter { $0["tier"] as? String == "due" }
    #expect(due.count == 4)
    for item in due {
      let frame = try #require(item["frame"] as? [String: Any])
      #expect((number(frame["width"]) ?? 0) > 0)
      #expect((number(frame["height"]) ?? 0) > 0)
    }
  }

  @Test(arguments: [
    ("does-not-exist", "plugin-not-found"),
    ("not-a-library", "plugin-not-loadable"),
    ("no_symbol", "plugin-symbol-missing"),
    ("other_version", "plugin-symbol-missing"),
    ("wrong_abi", "plugin-abi-mismatch"),
    ("malformed_description", "plugin-malformed"),
    ("bad_parameter_type", "plugin-malformed"),
    ("clash_buttons", "plugin-kind-clash"),
  ])
  func brokenPluginIsADiagnosticAndANonZeroExit(fixture: String, code: String) throws {
    let path = try PluginLibraries.fixture(fixture)
    let listing = try TierbarProcess.run(["plugins", "--format", "json", "--plugin", path])
    #expect(listing.status == 1)
    let diagnostics = try #require(
      try TierbarProcess.json(listing)["diagnostics"] as? [[String: Any]])
    #expect(diagnostics.map { $0["code"] as? String } == [code])
    #expect(diagnostics.first?["file"] as? String == path)
    // The host goes on: the configs are still checked, and the failure is printed as a
    // diagnostic at the library's path.
    let validate = try TierbarProcess.run([
      "validate", "--plugin", path, "Configs/reminders.yaml",
    ])
    #expect(validate.status == 1)
    #expect(validate.stdout.contains("\(path):1:1: error: "))
    #expect(validate.stdout.contains("[\(code)]"))
    #expect(validate.stdout.hasSuffix("1 file checked: 1 error, 0 warnings\n"))
  }

  /// A toolbar whose second tier (its `id` at 8:13) is of the plugin's row `kind`.
  static func config(usingKind kind: String) -> String {
    """
    toolbars:
      - id: bar
        tiers:
          - id: main
            height: 44
            items:
              - { id: done, title: Done }
          - id: extra
            kind: \(kind)
            height: 44

    """
  }

  @Test(arguments: [
    ("failing_provider", "weather-row"), ("malformed_items", "sloppy-row"),
    ("no_answer", "silent-row"),
  ])
  func providerFailingAtRunTimeIsReportedNotACrash(fixture: String, kind: String) throws {
    let path = try PluginLibraries.fixture(fixture)
    let folder = try TemporaryFolder()
    let config = try folder.write("uses-plugin.yaml", Self.config(usingKind: kind))
    let result = try TierbarProcess.run(["layout", config, "--plugin", path, "--format", "json"])
    #expect(result.status == 1)
    // An error of the registry stage, at the tier's id (line 8, column 13), printed once.
    #expect(
      result.stderr.contains("uses-plugin.yaml:8:13: error: row provider '\(kind)' failed"),
      "stderr: \(result.stderr)")
    #expect(result.stderr.components(separatedBy: "[row-provider-failed]").count == 2)
    let json = try TierbarProcess.json(result)
    let warnings = try #require(json["warnings"] as? [[String: Any]])
    #expect(warnings.filter { $0["code"] as? String == "row-provider-failed" }.isEmpty)
    let items = try #require(json["items"] as? [[String: Any]])
    #expect(items.map { $0["id"] as? String } == ["done"])
  }

  /// `simulate` reports the registry stage's findings as `layout` does: the same lines (code,
  /// severity, place in the config) on standard error, exit 1, and the steps still run with the
  /// tier empty.
  @Test func simulateReportsAFailingProviderAsLayoutDoes() throws {
    let path = try PluginLibraries.fixture("failing_provider")
    let folder = try TemporaryFolder()
    let config = try folder.write("uses-plugin.yaml", Self.config(usingKind: "weather-row"))
    let script = try folder.write(
      "script.yaml", "toolbar: bar\ncontainer: [0, 0, 390, 844]\nsteps:\n  - tap: done\n")
    let layout = try TierbarProcess.run(["layout", config, "--plugin", path])
    let simulate = try TierbarProcess.run(
      ["simulate", config, "--script", script, "--plugin", path])
    #expect(layout.status == 1)
    #expect(simulate.status == 1)
    let finding = { (stderr: String) in
      stderr.split(separator: "\n").filter { $0.hasSuffix("[row-provider-failed]") }
    }
    #expect(finding(layout.stderr).count == 1)
    #expect(finding(simulate.stderr) == finding(layout.stderr), "stderr: \(simulate.stderr)")
    #expect(
      finding(simulate.stderr).first?.hasPrefix("\(config):8:13: error: row provider") == true)
    // The script ran: its step is on standard output, and the script itself has no findings.
    #expect(simulate.stdout.contains("step 1  tap: done"), "stdout: \(simulate.stdout)")
    #expect(!simulate.stderr.contains("\(script):"))
  }
}
