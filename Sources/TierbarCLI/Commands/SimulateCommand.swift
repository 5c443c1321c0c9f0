import TierbarInteraction
import TierbarModel
import TierbarValidation

/// `tierbar simulate FILE --script SCRIPT.yaml`: run a script of taps, keyboard events and
/// environment changes against a toolbar and print each step's state, effects and frame.
struct SimulateCommand: Command {
  static let name = "simulate"
  let spec = CommandSpec(
    name: Self.name,
    summary: "Run a script of taps and keyboard events; print state, effects and frames.",
    synopsis: "FILE --script SCRIPT.yaml [--format text|json] [--plugin PATH ...]",
    positionals: PositionalSpec(name: "FILE", minimum: 1, maximum: 1),
    options: [
      .value("script", "SCRIPT.yaml", help: "The script to run (YAML)."),
      OutputFormat.option,
      PluginSetup.option,
    ],
    discussion: """
      A script names the toolbar, the environment and the container frame, and lists steps:
      \(SimulationScript.stepNames.joined(separator: ", ")).
      Paths in save/restore steps are relative to the script's folder. A bad script is
      reported like a config error (exit 1).
      """)

  func run(_ arguments: ParsedArguments, context: CommandContext) throws(UsageError) -> ExitCode {
    let format = try OutputFormat.parse(arguments, command: spec.name)
    guard let scriptPath = arguments.value("script") else {
      throw UsageError("missing --script SCRIPT.yaml: the steps to run", command: spec.name)
    }
    guard let file = arguments.positionals.first else { return .usage }
    let loaded: LoadedConfig
    switch LoadedConfig.load(file: file, arguments: arguments, context: context) {
    case .stop(let code): return code
    case .ready(let config): loaded = config
    }
    let read: ConfigNode?
    let readDiagnostics: [Diagnostic]
    let sources: SourceText
    switch ScriptFile.read(path: scriptPath, context: context) {
    case .stop(let code): return code
    case .read(let node, let diagnostics, let text):
      (read, readDiagnostics, sources) = (node, diagnostics, text)
    }
    guard let node = read else {
      report(readDiagnostics, file: scriptPath, sources: sources, context: context)
      return .findings
    }
    var decoded = SimulationScript.decode(node, config: loaded.config, registry: loaded.registry)
    decoded.diagnostics = readDiagnostics + decoded.diagnostics
    guard let script = decoded.script else {
      report(decoded.diagnostics, file: scriptPath, sources: sources, context: context)
      return .findings
    }

    var files = DirectorySimulationFiles(directory: Self.folder(of: scriptPath))
    let run = SimulationRunner(config: loaded.config, registry: loaded.registry)
      .run(script, files: &files)
    // The registry stage's findings about the config's toolbar, as `tierbar layout` prints them:
    // at their tiers in the config, on standard error; an error among them exits 1.
    context.report(
      ValidationLimits.cappedInOrder(run.toolbarDiagnostics), file: file,
      sources: loaded.sources)
    report(
      decoded.diagnostics + run.diagnostics, file: scriptPath, sources: sources, context: context)
    if let report = run.report {
      switch format {
      case .text: context.stdout.write(report.text())
      case .json: context.stdout.write(report.jsonText())
      }
    }
    let failed =
      decoded.diagnostics.hasErrors || run.diagnostics.hasErrors
      || run.toolbarDiagnostics.hasErrors || run.report == nil
    return failed || loaded.pluginFailed ? .findings : .clean
  }

  /// The script's diagnostics as a config's are printed: in order of position, at most
  /// `ValidationLimits.maxDiagnostics` of them, then a summary line (when there are any).
  private func report(
    _ diagnostics: [Diagnostic], file: String, sources: SourceText, context: CommandContext
  ) {
    guard !diagnostics.isEmpty else { return }
    let located = diagnostics.map { diagnostic in
      var copy = diagnostic
      if copy.file == nil { copy.file = file }
      return copy
    }
    context.report(ValidationLimits.cappedInOrder(located), sources: sources)
    let errors = located.count { $0.severity == .error }
    let warnings = located.count - errors
    context.stderr.write(
      "\(TerminalText.printable(file)): \(errors) \(errors == 1 ? "error" : "errors"), "
        + "\(warnings) \(warnings == 1 ? "warning" : "warnings")\n")
  }

  /// The folder `save:` and `restore:` paths are relative to: the script path up to its last
  /// `/` (`.` for a bare name, `/` for a file at the root).
  static func folder(of path: String) -> String {
    guard let slash = path.lastIndex(of: "/") else { return "." }
    return slash == path.startIndex ? "/" : String(path[..<slash])
  }
}
