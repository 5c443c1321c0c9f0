import TierbarModel
import TierbarPluginHost
import TierbarRows

/// Builds the row registry a command uses: the built-in kinds plus every plugin the user named
/// with `--plugin PATH` or `TIERBAR_PLUGINS` (paths separated by `:`), through
/// `PluginLoader`. Plugins are never searched for. A plugin that fails becomes a diagnostic at
/// its path; the others still load.
struct PluginSetup: Sendable {
  static let option = OptionSpec.value(
    "plugin", "PATH", repeatable: true,
    help: "Load row kinds from a plugin library (also \(PluginLoader.environmentVariable)).")

  var registry: RowRegistry
  var diagnostics: [Diagnostic]

  var failed: Bool { diagnostics.hasErrors }

  /// `TIERBAR_PLUGINS` paths first, then `--plugin` paths, each library once, however it is
  /// named (`PluginLoader.paths(fromVariable:then:)`).
  static func paths(_ arguments: ParsedArguments, environment: ProcessEnvironment) -> [String] {
    PluginLoader.paths(
      fromVariable: environment[PluginLoader.environmentVariable],
      then: arguments.values("plugin"))
  }

  static func load(_ arguments: ParsedArguments, environment: ProcessEnvironment) -> PluginSetup {
    let loaded = PluginLoader().registry(loading: paths(arguments, environment: environment))
    return PluginSetup(registry: loaded.registry, diagnostics: loaded.diagnostics)
  }
}
