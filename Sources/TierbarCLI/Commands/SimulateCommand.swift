import TierbarModel
import TierbarYAML

/// `tierbar simulate FILE --script SCRIPT.yaml`: run a script of taps, keyboard events and
/// environment changes against a toolbar and print each step's state, effects and frame.
struct SimulateCommand: Command {
  let spec = CommandSpec(
    name: "simulate",
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
      tap, tap-at, expand, collapse, hide, show, environment, keyboard, sample, save, restore.
      A bad script is reported like a config error (exit 1).
      """)

  func run(_ arguments: ParsedArguments, context: CommandContext) throws(UsageError) -> ExitCode {
    _ = try OutputFormat.parse(arguments, command: spec.name)
    guard let scriptPath = arguments.value("script") else {
      throw UsageError("missing --script SCRIPT.yaml: the steps to run", command: spec.name)
    }
    guard let file = arguments.positionals.first else { return .usage }
    let script = ScriptFile.read(path: scriptPath, context: context)
    guard case .ready(let node, _) = script else {
      if case .stop(let code) = script { return code }
      return .findings
    }
    _ = node
    switch try ToolbarInput.load(
      file: file, toolbarID: nil, arguments: arguments, context: context, command: spec.name)
    {
    case .stop(let code):
      return code
    case .ready:
      // ADAPTER until TierbarInteraction's simulation runner lands on main.
      let diagnostic = Diagnostic(
        .error, "simulation-unavailable",
        "this build of tierbar cannot run simulations yet", at: .fileStart, file: scriptPath)
      let printer = DiagnosticText(sources: SourceText(), stream: context.stderr)
      context.stderr.write(printer.render(diagnostic))
      return .findings
    }
  }
}

/// A simulation script read into a located node tree (what the simulation runner decodes).
enum ScriptFile {
  enum Outcome: Sendable {
    case ready(ConfigNode, SourceText)
    case stop(ExitCode)
  }

  static func read(path: String, context: CommandContext) -> Outcome {
    let reader = YAMLReader()
    var sources = SourceText()
    let printer: (SourceText) -> DiagnosticText = {
      DiagnosticText(sources: $0, stream: context.stderr)
    }
    switch ConfigFileReader.readBytes(path: path, limit: reader.limits.maxBytes) {
    case .failure(let failure):
      let diagnostic = ConfigFileReader.unreadable(path: path, reason: failure.reason)
      context.stderr.write(printer(sources).render(diagnostic))
      return .stop(.unreadableInput)
    case .success(let bytes):
      sources.add(file: path, bytes: bytes)
      var result = reader.read(bytes)
      for index in result.diagnostics.indices { result.diagnostics[index].file = path }
      context.stderr.write(result.diagnostics.map(printer(sources).render).joined())
      guard let node = result.node, !result.diagnostics.hasErrors else {
        if result.node == nil && result.diagnostics.isEmpty {
          let diagnostic = Diagnostic(
            .error, .emptyConfig, "the script is empty; give it a toolbar and steps",
            at: .fileStart, file: path)
          context.stderr.write(printer(sources).render(diagnostic))
        }
        return .stop(.findings)
      }
      return .ready(node, sources)
    }
  }
}
