import TierbarModel
import TierbarYAML

/// `tierbar validate [PATH ...]`: load every config and report every problem, located.
/// `tierbar validate - [--stdin-name PATH]`: one config from standard input, as editors pass it.
struct ValidateCommand: Command {
  let spec = CommandSpec(
    name: "validate",
    summary: "Check config files and report every problem with its place and a fix.",
    synopsis:
      "[PATH ... | - [--stdin-name PATH]] [--strict] [--format text|json] [--plugin PATH ...]",
    positionals: PositionalSpec(name: "PATH", minimum: 0, maximum: nil),
    options: [
      OutputFormat.option,
      .flag("strict", help: "Count warnings as findings (exit 1)."),
      PluginSetup.option,
      .value(
        "stdin-name", "PATH",
        help: "With '-': the name diagnostics give the input (default <stdin>); .json reads JSON."),
    ],
    discussion: """
      Each PATH is a config file (read as JSON when its name ends in .json), or a folder
      searched recursively for *.yaml, *.yml and *.tierbar.json files (hidden entries skipped;
      sorted). Without a PATH the current folder is searched.

      A single '-' reads one config from standard input (at most the file size limit; more is
      refused with file-too-large) and reports it under --stdin-name PATH, or <stdin>; PATH is
      only a name, never read, and a name ending in .json selects the JSON reader.

      Exit status: 0 clean, 1 findings, 66 when an input cannot be read (the others are still
      checked), 64 usage error.
      """)

  func run(_ arguments: ParsedArguments, context: CommandContext) throws(UsageError) -> ExitCode {
    let format = try OutputFormat.parse(arguments, command: spec.name)
    let stdinName = try Self.standardInputName(arguments)
    let plugins = PluginSetup.load(arguments, environment: context.environment)
    let reader = ConfigFileReader(loader: ConfigLoader(registry: plugins.registry))

    var report = ValidationReport()
    report.diagnostics += plugins.diagnostics
    if let stdinName {
      report.add(reader.load(standardInputNamed: stdinName), file: stdinName)
      return report.finish(format: format, strict: arguments.has("strict"), context: context)
    }
    let paths = ConfigPaths.expand(arguments.positionals.isEmpty ? ["."] : arguments.positionals)
    for problem in paths.problems {
      report.unreadablePaths += 1
      report.diagnostics.append(
        ConfigFileReader.unreadable(path: problem.path, reason: problem.reason))
    }
    for file in paths.files {
      report.add(reader.load(path: file), file: file)
    }
    return report.finish(format: format, strict: arguments.has("strict"), context: context)
  }

  /// The name for standard input when the one PATH is `-` (nil when reading files). `-` among
  /// other paths, or `--stdin-name` without `-`, is a usage error.
  static func standardInputName(_ arguments: ParsedArguments) throws(UsageError) -> String? {
    let positionals = arguments.positionals
    if positionals.contains("-") {
      guard positionals.count == 1 else {
        throw UsageError(
          "'-' (standard input) cannot be mixed with other paths; validate them separately",
          command: "validate")
      }
      return arguments.value("stdin-name") ?? "<stdin>"
    }
    if arguments.has("stdin-name") {
      throw UsageError(
        "option '--stdin-name' names standard input; give '-' as the path to read it",
        command: "validate")
    }
    return nil
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

  /// Counts one input's outcome under `file`.
  mutating func add(_ outcome: ConfigFileReader.Outcome, file: String) {
    switch outcome {
    case .loaded(let bytes, let result):
      files += 1
      if !bytes.isEmpty { sources.add(file: file, bytes: bytes) }
      diagnostics += result.diagnostics.sortedByLocation()
    case .unreadable(let found):
      unreadablePaths += 1
      diagnostics += found
    }
  }

  /// Prints the report in `format` and gives the exit status.
  func finish(format: OutputFormat, strict: Bool, context: CommandContext) -> ExitCode {
    switch format {
    case .text: context.stdout.write(text(stream: context.stdout))
    case .json: context.stdout.write(json().render() + "\n")
    }
    return exitCode(strict: strict)
  }

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
