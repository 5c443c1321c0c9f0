import TierbarModel
import TierbarYAML

/// `tierbar validate [PATH ...]`: load every config and report every problem, located.
struct ValidateCommand: Command {
  let spec = CommandSpec(
    name: "validate",
    summary: "Check config files and report every problem with its place and a fix.",
    synopsis: "[PATH ...] [--strict] [--format text|json] [--plugin PATH ...]",
    positionals: PositionalSpec(name: "PATH", minimum: 0, maximum: nil),
    options: [
      OutputFormat.option,
      .flag("strict", help: "Count warnings as findings (exit 1)."),
      PluginSetup.option,
    ],
    discussion: """
      Each PATH is a config file (read as JSON when its name ends in .json), or a folder
      searched recursively for *.yaml, *.yml and *.tierbar.json files (hidden entries skipped;
      sorted). Without a PATH the current folder is searched.

      Exit status: 0 clean, 1 findings, 66 when an input cannot be read (the others are still
      checked), 64 usage error.
      """)

  func run(_ arguments: ParsedArguments, context: CommandContext) throws(UsageError) -> ExitCode {
    let format = try OutputFormat.parse(arguments, command: spec.name)
    let plugins = PluginSetup.load(arguments, environment: context.environment)
    let paths = ConfigPaths.expand(arguments.positionals.isEmpty ? ["."] : arguments.positionals)
    let reader = ConfigFileReader(loader: ConfigLoader(registry: plugins.registry))

    var report = ValidationReport()
    report.diagnostics += plugins.diagnostics
    for problem in paths.problems {
      report.unreadablePaths += 1
      report.diagnostics.append(
        ConfigFileReader.unreadable(path: problem.path, reason: problem.reason))
    }
    for file in paths.files {
      switch reader.load(path: file) {
      case .loaded(let bytes, let result):
        report.files += 1
        if !bytes.isEmpty { report.sources.add(file: file, bytes: bytes) }
        report.diagnostics += result.diagnostics.sortedByLocation()
      case .unreadable(let diagnostics):
        report.unreadablePaths += 1
        report.diagnostics += diagnostics
      }
    }

    switch format {
    case .text: context.stdout.write(report.text(stream: context.stdout))
    case .json: context.stdout.write(report.json().render() + "\n")
    }
    return report.exitCode(strict: arguments.has("strict"))
  }
}

/// What `validate` found across all files, and how to print it.
struct ValidationReport: Sendable {
  var files = 0
  var diagnostics: [Diagnostic] = []
  var sources = SourceText()
  /// Paths that could not be read (not counted in `files`; each has an error).
  var unreadablePaths = 0
  var unreadable: Bool { unreadablePaths > 0 }

  var errors: Int { diagnostics.count { $0.severity == .error } }
  var warnings: Int { diagnostics.count { $0.severity == .warning } }

  func exitCode(strict: Bool) -> ExitCode {
    if unreadable { return .unreadableInput }
    if errors > 0 || (strict && warnings > 0) { return .findings }
    return .clean
  }

  func text(stream: OutputStream) -> String {
    let printer = DiagnosticText(sources: sources, stream: stream)
    var output = diagnostics.map(printer.render).joined()
    output += summary(stream: stream) + "\n"
    return output
  }

  func summary(stream: OutputStream) -> String {
    var checked = "\(files) \(files == 1 ? "file" : "files") checked"
    if unreadablePaths > 0 { checked += ", \(unreadablePaths) unreadable" }
    if errors == 0 && warnings == 0 { return "\(checked): \(stream.styled("no problems", .green))" }
    let errorText = "\(errors) \(errors == 1 ? "error" : "errors")"
    let warningText = "\(warnings) \(warnings == 1 ? "warning" : "warnings")"
    return "\(checked): \(errorText), \(warningText)"
  }

  func json() -> OrderedJSON {
    .object([
      ("version", .int(1)),
      ("files", .int(files)),
      ("errors", .int(errors)),
      ("warnings", .int(warnings)),
      ("diagnostics", .array(diagnostics.map(DiagnosticJSON.value))),
    ])
  }
}
