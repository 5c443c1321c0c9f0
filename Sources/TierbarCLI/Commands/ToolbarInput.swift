import TierbarLayout
import TierbarModel
import TierbarRows
import TierbarYAML

/// What `layout`, `hit` and `simulate` start from: the plugins loaded, one config file loaded,
/// and one of its toolbars chosen. Problems on the way are printed to standard error as located
/// diagnostics; the caller gets either the toolbar or the exit status to stop with.
struct ToolbarInput: Sendable {
  var config: TierbarConfig
  var toolbar: ToolbarDefinition
  var registry: RowRegistry
  var sources: SourceText
  /// A plugin failed to load: the command goes on, but exits non-zero.
  var pluginFailed: Bool

  enum Outcome: Sendable {
    case ready(ToolbarInput)
    case stop(ExitCode)
  }

  static func load(
    file: String, toolbarID: String?, arguments: ParsedArguments, context: CommandContext,
    command: String
  ) throws(UsageError) -> Outcome {
    let plugins = PluginSetup.load(arguments, environment: context.environment)
    var sources = SourceText()
    var printed = plugins.diagnostics
    let reader = ConfigFileReader(loader: ConfigLoader(registry: plugins.registry))
    let outcome = reader.load(path: file)
    var config: TierbarConfig?
    var stop: ExitCode?
    switch outcome {
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
          printed.append(
            Diagnostic(
              .error, "config-not-loaded", "the config could not be loaded", at: .fileStart,
              file: file))
        }
      }
    }
    let printer = DiagnosticText(sources: sources, stream: context.stderr)
    context.stderr.write(printed.map(printer.render).joined())
    guard let config, stop == nil else { return .stop(stop ?? .findings) }

    let toolbar = try choose(toolbarID, in: config, file: file, command: command)
    return .ready(
      ToolbarInput(
        config: config, toolbar: toolbar, registry: plugins.registry, sources: sources,
        pluginFailed: plugins.failed))
  }

  /// Row providers that failed while the layout engine resolved the tiers (a plugin that answers
  /// with an error or malformed items): printed to standard error as `FILE: error: … [code]` (a
  /// provider's answer has no line in the file). The command still prints its layout, and exits 1.
  func reportProviderProblems(_ problems: [LayoutWarning], file: String, context: CommandContext)
    -> ExitCode
  {
    let label = context.stderr.styled("error:", .red)
    for problem in problems {
      context.stderr.write(
        "\(context.stderr.styled("\(file):", .bold)) \(label) \(problem.message) [\(problem.code)]\n"
      )
    }
    return problems.isEmpty && !pluginFailed ? .clean : .findings
  }

  /// `--toolbar ID`, or the only toolbar; a usage error that lists the ids otherwise.
  static func choose(
    _ id: String?, in config: TierbarConfig, file: String, command: String
  ) throws(UsageError) -> ToolbarDefinition {
    let ids = config.toolbars.map(\.id)
    if let id {
      if let toolbar = config.toolbar(id) { return toolbar }
      throw UsageError(
        "no toolbar '\(id)' in \(file); toolbars: \(ids.joined(separator: ", "))."
          + didYouMean(id, in: ids), command: command)
    }
    if config.toolbars.count == 1, let only = config.toolbars.first { return only }
    throw UsageError(
      "\(file) has \(ids.count) toolbars; choose one with --toolbar ID: "
        + ids.joined(separator: ", "), command: command)
  }
}
