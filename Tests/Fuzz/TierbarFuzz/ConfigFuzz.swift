import TierbarJSON
import TierbarLayout
import TierbarModel
import TierbarRows
import TierbarYAML

/// `config`: bytes as a config file, through what `tierbar validate` and `tierbar layout` run —
/// the YAML loader (and the JSON loader, as for a `.json` file), then a layout of each toolbar
/// of a config that loads.
///
/// Properties: no config comes with an error and none without one; every diagnostic lies inside
/// the file (a line the file has, a column from 1); a config that validates lays out without a
/// row provider failing (a parameter problem is reported by validation, at its line), and its
/// layouts keep `LayoutProperties`; the YAML read parsed ahead on a second thread (as a large file
/// is, `ParseAhead`) is the read parsed on the reading thread.
enum ConfigFuzz {
  static let target = FuzzTarget(
    name: "config", summary: "config bytes → diagnostics or a model, then each toolbar's layout"
  ) { bytes in
    check(ConfigLoader().load(bytes, file: "fuzz.yaml"), bytes, reader: "YAML")
    check(JSONConfigLoader().load(bytes, file: "fuzz.json"), bytes, reader: "JSON")
    checkParsingAhead(bytes)
  }

  static func checkParsingAhead(_ bytes: [UInt8]) {
    var ahead = YAMLReader()
    ahead.parseAheadFrom = 0
    var here = YAMLReader()
    here.parseAheadFrom = .max
    let (aheadRead, hereRead) = (ahead.read(bytes), here.read(bytes))
    if aheadRead.diagnostics != hereRead.diagnostics || aheadRead.node != hereRead.node {
      FuzzFailure.fail(
        "config",
        "parsed ahead on a second thread, the YAML reads differently: \(aheadRead.diagnostics)"
          + " against \(hereRead.diagnostics)")
    }
  }

  static func check(_ result: ConfigLoadResult, _ bytes: [UInt8], reader: String) {
    let diagnostics = result.diagnostics.sortedByLocation()
    let hasErrors = diagnostics.contains { $0.severity == .error }
    if result.config == nil && !hasErrors {
      FuzzFailure.fail("config", "the \(reader) loader gave neither a config nor an error")
    }
    if result.config != nil && hasErrors {
      FuzzFailure.fail("config", "the \(reader) loader gave a config and errors: \(diagnostics)")
    }
    if let outside = FileLines.firstOutside(diagnostics, bytes) {
      FuzzFailure.fail("config", "\(reader) diagnostic outside the file: \(outside)")
    }
    guard let config = result.config else { return }
    // Each toolbar laid out as `tierbar layout` lays it out, in two environments.
    for toolbar in config.toolbars.prefix(8) {
      let resolved = RowRegistry.builtIn.resolve(config: config, toolbar: toolbar)
      let engine = LayoutEngine(resolved)
      if let problem = resolved.diagnostics.first {
        FuzzFailure.fail(
          "config", "a validated \(reader) config fails at layout: \(problem.message)")
      }
      for environment in environments {
        let layout = engine.layout(
          environment: environment, state: ToolbarState.initial(for: engine.toolbar))
        if let problem = LayoutProperties.problem(in: layout) {
          FuzzFailure.fail("config", "\(reader) config, toolbar \(toolbar.id): \(problem)")
        }
      }
    }
  }

  /// A phone, and a narrow right-to-left bar with large text.
  static let environments = [
    LayoutEnvironment(),
    LayoutEnvironment(width: 240, layoutDirection: .rightToLeft, textScale: 2.2),
  ]
}
