import Foundation
import TierbarInteraction
import TierbarModel

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
    let node: ConfigNode
    let sources: SourceText
    switch ScriptFile.read(path: scriptPath, context: context) {
    case .stop(let code): return code
    case .ready(let read, let text):
      node = read
      sources = text
    }
    let printer = DiagnosticText(sources: sources, stream: context.stderr)
    let decoded = SimulationScript.decode(node, config: loaded.config, registry: loaded.registry)
    context.stderr.write(
      located(decoded.diagnostics, file: scriptPath).map(printer.render).joined())
    guard let script = decoded.script else { return .findings }

    var files = DirectorySimulationFiles(directory: Self.folder(of: scriptPath))
    let run = SimulationRunner(config: loaded.config, registry: loaded.registry)
      .run(script, files: &files)
    context.stderr.write(located(run.diagnostics, file: scriptPath).map(printer.render).joined())
    if let report = run.report {
      switch format {
      case .text: context.stdout.write(report.text())
      case .json: context.stdout.write(report.jsonText())
      }
    }
    let failed = decoded.diagnostics.hasErrors || run.diagnostics.hasErrors || run.report == nil
    return failed || loaded.pluginFailed ? .findings : .clean
  }

  private func located(_ diagnostics: [Diagnostic], file: String) -> [Diagnostic] {
    diagnostics.map { diagnostic in
      var copy = diagnostic
      if copy.file == nil { copy.file = file }
      return copy
    }
  }

  /// The folder `save:` and `restore:` paths are relative to.
  static func folder(of path: String) -> String {
    let folder = (path as NSString).deletingLastPathComponent
    return folder.isEmpty ? "." : folder
  }
}
