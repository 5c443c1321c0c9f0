import TierbarLayout
import TierbarModel
import TierbarRows
import TierbarValidation
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

  /// Findings about the toolbar after loading (the registry's: a row kind no provider offers, a
  /// provider that failed; the layout's warnings), printed to standard error like the config's
  /// own diagnostics, at the tier or item they are about. Exits 1 when any is an error or a
  /// plugin failed to load; warnings alone exit 0, as in `validate`. Sorted and capped like a
  /// config's own findings: a toolbar of 100,000 tiny items gets 1,000 warnings and a summary.
  func report(_ diagnostics: [Diagnostic], file: String, context: CommandContext) -> ExitCode {
    context.report(
      ValidationLimits.cappedInOrder(diagnostics), file: file, sources: loaded.sources)
    return diagnostics.hasErrors || loaded.pluginFailed ? .findings : .clean
  }

  /// `--toolbar ID`, or the only toolbar; a usage error that lists the ids otherwise.
  static func choose(
    _ id: String?, in config: TierbarConfig, file: String, command: String
  ) throws(UsageError) -> ToolbarDefinition {
    let ids = config.toolbars.map(\.id)
    if let id {
      if let toolbar = config.toolbar(id) { return toolbar }
      throw UsageError(
        "no toolbar '\(MessageText.shortened(id))' in \(file); toolbars: \(ids.joined(separator: ", "))"
          + didYouMean(id, in: ids), command: command)
    }
    if config.toolbars.count == 1, let only = config.toolbars.first { return only }
    throw UsageError(
      "\(file) has \(ids.count) toolbars; choose one with --toolbar ID: "
        + ids.joined(separator: ", "), command: command)
  }
}

/// The step `layout` and `hit` share: load FILE (the first positional), choose the toolbar,
/// resolve its rows and lay it out with the shared options. Afterwards `finish` reports the
/// registry's findings and gives the exit status.
struct LaidOutToolbar {
  var input: ToolbarInput
  var resolved: ResolvedToolbar
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
      let resolved = input.loaded.registry.resolve(
        config: input.loaded.config, toolbar: input.toolbar)
      let engine = LayoutEngine(resolved)
      let state = try LayoutOptions.state(arguments, toolbar: engine.toolbar, command: command)
      let layout = engine.layout(environment: environment, state: state)
      return .ready(
        LaidOutToolbar(
          input: input, resolved: resolved, engine: engine, layout: layout, file: file))
    }
  }

  /// Reports the registry's findings and, for commands that show the layout (`layout`,
  /// `render`), its warnings; gives the exit status.
  func finish(context: CommandContext, withLayoutWarnings: Bool = true) -> ExitCode {
    input.report(
      resolved.diagnostics + (withLayoutWarnings ? layout.warnings : []), file: file,
      context: context)
  }
}
