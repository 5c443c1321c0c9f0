import TierbarModel
import TierbarYAML

/// `tierbar validate [PATH ...]`: load every config and report every problem, located.
/// `tierbar validate - [--stdin-name PATH]`: one config from standard input, as editors pass it.
struct ValidateCommand: Command {
  static let name = "validate"
  let spec = CommandSpec(
    name: Self.name,
    summary: "Check config files and report every problem with its place and a fix.",
    synopsis:
      "[PATH ... | - [--stdin-name PATH]] [--strict] [--format text|json] [--jobs N]"
      + " [--plugin PATH ...]",
    positionals: PositionalSpec(name: "PATH", minimum: 0, maximum: nil),
    options: [
      OutputFormat.option,
      .flag("strict", help: "Count warnings as findings (exit 1)."),
      PluginSetup.option,
      .value(
        "stdin-name", "PATH",
        help: "With '-': the name diagnostics give the input (default <stdin>); .json reads JSON."),
      .value(
        "jobs", "N",
        help: "Check up to N files at once, 1 to \(maxJobs) (default: one per processor)."),
    ],
    discussion: """
      Each PATH is a config file (read as JSON when its name ends in .json), or a folder
      searched recursively for *.yaml, *.yml and *.tierbar.json files (hidden entries skipped;
      sorted). Without a PATH the current folder is searched. Files are checked on several
      threads at once (--jobs); the output is the same with any number of them, in path order.

      A single '-' reads one config from standard input (at most the file size limit; more is
      refused with file-too-large) and reports it under --stdin-name PATH, or <stdin>; PATH is
      only a name, never read, and a name ending in .json selects the JSON reader.

      Exit status: 0 clean, 1 findings, 66 when an input cannot be read (the others are still
      checked), 64 usage error.
      """)

  func run(_ arguments: ParsedArguments, context: CommandContext) throws(UsageError) -> ExitCode {
    let format = try OutputFormat.parse(arguments, command: spec.name)
    let stdinName = try Self.standardInputName(arguments)
    let workers = try Self.workers(arguments)
    let plugins = PluginSetup.load(arguments, environment: context.environment)
    let reader = ConfigFileReader(loader: ConfigLoader(registry: plugins.registry))

    var report = ValidationReport()
    report.diagnostics += plugins.diagnostics
    if let stdinName {
      report.add(CheckedInput(reader.load(standardInputNamed: stdinName)), file: stdinName)
      return report.finish(format: format, strict: arguments.has("strict"), context: context)
    }
    let paths = ConfigPaths.expand(arguments.positionals.isEmpty ? ["."] : arguments.positionals)
    for problem in paths.problems {
      report.unreadablePaths += 1
      report.diagnostics.append(
        ConfigFileReader.unreadable(path: problem.path, reason: problem.reason))
    }
    // Each file is checked on a worker; the report adds them in path order.
    let checked = workers.map(paths.files) { CheckedInput(reader.load(path: $0)) }
    for (file, input) in zip(paths.files, checked) {
      report.add(input, file: file)
    }
    return report.finish(format: format, strict: arguments.has("strict"), context: context)
  }

  /// The most `--jobs` accepted: far more threads than any machine has cores only costs memory.
  static let maxJobs = 256

  /// `--jobs N` (1 to `maxJobs`), or one worker per processor without it.
  static func workers(_ arguments: ParsedArguments) throws(UsageError) -> Workers {
    guard let raw = arguments.value("jobs") else { return .perProcessor }
    guard let jobs = Int(raw.trimmingWhitespace), (1...maxJobs).contains(jobs) else {
      throw UsageError(
        "invalid value '\(MessageText.shortened(raw))' for '--jobs': expected a whole number from 1 to \(maxJobs)",
        command: "validate")
    }
    return Workers(count: jobs)
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

/// What one input adds to a `ValidationReport`: its diagnostics in the order they print, and its
/// text when there is a line to quote. Made on the worker that checked the file, so the model
/// loaded is let go there, not kept until every file is done.
struct CheckedInput: Sendable {
  var wasRead: Bool
  var bytes: [UInt8]
  var diagnostics: [Diagnostic]

  init(_ outcome: ConfigFileReader.Outcome) {
    switch outcome {
    case .loaded(let bytes, let result):
      (wasRead, self.bytes, diagnostics) = (true, bytes, result.diagnostics.sortedByLocation())
    case .unreadable(let found):
      (wasRead, bytes, diagnostics) = (false, [], found)
    }
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
  mutating func add(_ input: CheckedInput, file: String) {
    if input.wasRead {
      files += 1
    } else {
      unreadablePaths += 1
    }
    if !input.bytes.isEmpty { sources.add(file: file, bytes: input.bytes) }
    diagnostics += input.diagnostics
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
