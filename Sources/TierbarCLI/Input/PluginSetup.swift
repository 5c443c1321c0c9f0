import TierbarModel
import TierbarRows

/// Builds the row registry a command uses: the built-in kinds plus every plugin the user named
/// with `--plugin PATH` or `TIERBAR_PLUGINS` (paths separated by `:`). Plugins are never searched
/// for. A plugin that fails becomes a diagnostic; the others still load.
struct PluginSetup: Sendable {
  static let environmentVariable = "TIERBAR_PLUGINS"
  static let option = OptionSpec.value(
    "plugin", "PATH", repeatable: true,
    help: "Load row kinds from a plugin library (also \(environmentVariable)).")

  var registry: RowRegistry
  var diagnostics: [Diagnostic]

  var failed: Bool { diagnostics.hasErrors }

  /// `TIERBAR_PLUGINS` paths first, then `--plugin` paths, each library once.
  static func paths(_ arguments: ParsedArguments, environment: [String: String]) -> [String] {
    let fromEnvironment = (environment[environmentVariable] ?? "")
      .split(separator: ":", omittingEmptySubsequences: true).map(String.init)
    var seen = Set<String>()
    return (fromEnvironment + arguments.values("plugin")).filter { seen.insert($0).inserted }
  }

  static func load(_ arguments: ParsedArguments, environment: [String: String]) -> PluginSetup {
    load(paths: paths(arguments, environment: environment))
  }

  static func load(paths: [String]) -> PluginSetup {
    var setup = PluginSetup(registry: .builtIn, diagnostics: [])
    for path in paths {
      // ADAPTER until TierbarPluginHost's PluginLoader lands: no plugin can be loaded yet.
      setup.diagnostics.append(
        Diagnostic(
          .error, "plugin-load-failed",
          "cannot load plugin '\(path)': this build of tierbar has no plugin loader yet",
          at: .fileStart, file: path))
    }
    return setup
  }
}
