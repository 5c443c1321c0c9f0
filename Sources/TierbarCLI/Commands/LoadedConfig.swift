import TierbarModel
import TierbarRows
import TierbarYAML

/// One config file loaded with the plugins the user named: what `layout`, `hit` and `simulate`
/// share. Plugin problems and the config's diagnostics are printed to standard error.
struct LoadedConfig: Sendable {
  var config: TierbarConfig
  var registry: RowRegistry
  /// A plugin failed to load: the command goes on, but exits non-zero.
  var pluginFailed: Bool
  /// The config's text, for quoting the lines later findings (the registry's, the layout's) are
  /// about.
  var sources: SourceText

  enum Outcome: Sendable {
    case ready(LoadedConfig)
    case stop(ExitCode)
  }

  static func load(file: String, arguments: ParsedArguments, context: CommandContext) -> Outcome {
    let plugins = PluginSetup.load(arguments, environment: context.environment)
    var sources = SourceText()
    var printed = plugins.diagnostics
    let reader = ConfigFileReader(loader: ConfigLoader(registry: plugins.registry))
    var config: TierbarConfig?
    var stop: ExitCode?
    switch reader.load(path: file, keepingBytes: true) {
    case .unreadable(let diagnostics):
      printed += diagnostics
      stop = .unreadableInput
    case .loaded(let bytes, let result):
      if !bytes.isEmpty { sources.add(file: file, bytes: bytes) }
      printed += result.diagnostics.sortedByLocation()
      config = result.config
      if config == nil {
        stop = .findings
        if !result.diagnostics.hasErrors {
          // The loader's contract: no config means an error was reported. Never exit silently.
          printed.append(.configNotLoaded(file: file))
        }
      }
    }
    context.report(printed, file: file, sources: sources)
    guard let config, stop == nil else { return .stop(stop ?? .findings) }
    return .ready(
      LoadedConfig(
        config: config, registry: plugins.registry, pluginFailed: plugins.failed, sources: sources
      ))
  }
}
