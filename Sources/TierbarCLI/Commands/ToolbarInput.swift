import TierbarLayout
import TierbarModel
import TierbarRows
import TierbarYAML

/// What `layout` and `hit` start from: the plugins loaded, one config file loaded, and one of its
/// toolbars chosen. Problems on the way are printed to standard error as located diagnostics;
/// the caller gets either the toolbar or the exit status to stop with.
struct ToolbarInput: Sendable {
  /// The config and the registry it was loaded with.
  var loaded: LoadedConfig
  var toolbar: ToolbarDefinition

  enum Outcome: Sendable {
    case ready(ToolbarInput)
    case stop(ExitCode)
  }

  static func load(
    file: String, toolbarID: String?, arguments: ParsedArguments, context: CommandContext,
    command: String
  ) throws(UsageError) -> Outcome {
    switch LoadedConfig.load(file: file, arguments: arguments, context: context) {
    case .stop(let code):
      return .stop(code)
    case .ready(let loaded):
      let toolbar = try choose(toolbarID, in: loaded.config, file: file, command: command)
      return .ready(ToolbarInput(loaded: loaded, toolbar: toolbar))
    }
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
        "\(context.stderr.styled(TerminalText.printable(file) + ":", .bold)) \(label) \(TerminalText.printable(problem.message)) [\(problem.code)]\n"
      )
    }
    return problems.isEmpty && !loaded.pluginFailed ? .clean : .findings
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

/// The step `layout` and `hit` share: load FILE (the first positional), choose the toolbar, and
/// lay it out with the shared options. Afterwards `finish` reports provider problems and gives
/// the exit status.
struct LaidOutToolbar {
  var input: ToolbarInput
  var engine: LayoutEngine
  var layout: ToolbarLayout
  var file: String

  enum Outcome {
    case ready(LaidOutToolbar)
    case stop(ExitCode)
  }

  static func make(
    _ arguments: ParsedArguments, environment: LayoutEnvironment, context: CommandContext,
    command: String
  ) throws(UsageError) -> Outcome {
    guard let file = arguments.positionals.first else { return .stop(.usage) }
    switch try ToolbarInput.load(
      file: file, toolbarID: arguments.value("toolbar"), arguments: arguments, context: context,
      command: command)
    {
    case .stop(let code):
      return .stop(code)
    case .ready(let input):
      let engine = LayoutEngine(
        config: input.loaded.config, toolbar: input.toolbar, registry: input.loaded.registry)
      let state = try LayoutOptions.state(arguments, toolbar: engine.toolbar, command: command)
      // The layout's warnings already include the engine's provider problems.
      let layout = engine.layout(environment: environment, state: state)
      return .ready(LaidOutToolbar(input: input, engine: engine, layout: layout, file: file))
    }
  }

  func finish(context: CommandContext) -> ExitCode {
    input.reportProviderProblems(engine.problems, file: file, context: context)
  }
}
