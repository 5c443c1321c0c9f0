import TierbarCodegen
import TierbarModel
import TierbarYAML

/// What `tierbar compile` writes. `swift` is the app-facing form (see `SwiftGenerator`); other
/// forms join this list with their own branch in `CompileCommand.run`.
enum CompileFormat: String, Sendable, CaseIterable {
  case swift

  static let option = OptionSpec.value(
    "format", "swift", help: "What to write (default: swift).")
}

/// `tierbar compile FILE ... --output PATH.swift`: the configs as Swift values of the core model
/// with typed ids, for apps that never parse YAML.
struct CompileCommand: Command {
  let spec = CommandSpec(
    name: "compile",
    summary: "Write configs as Swift source: model values and typed ids for an app.",
    synopsis:
      "FILE ... --output PATH.swift [--namespace NAME] [--access public|internal] [--plugin PATH ...]",
    positionals: PositionalSpec(name: "FILE", minimum: 1, maximum: nil),
    options: [
      .value("output", "PATH", help: "The file to write (required)."),
      CompileFormat.option,
      .value(
        "namespace", "NAME",
        help: "The enum holding the toolbars (default: \(SwiftGenerator.defaultNamespace))."),
      .value(
        "access", "public|internal", help: "Access level of the generated API (default: internal)."),
      PluginSetup.option,
    ],
    discussion: """
      A toolbar 'send-bar' with a tier 'main' and an item 'one-hour' becomes Toolbars.sendBar (its
      ToolbarDefinition), Toolbars.SendBar.config (its file's TierbarConfig), and the typed ids
      Toolbars.SendBar.Tier.main and Toolbars.SendBar.Item.oneHour (String raw values), with tags
      as Toolbars.SendBar.Tag.oneHour. A FILE may be a folder (its *.yaml and *.yml files).

      The file is written atomically, and left untouched when it already holds the same bytes.
      On any error nothing is written.

      Exit status: 0 written or unchanged, 1 findings (config or naming errors), 66 an input
      cannot be read, 73 the output cannot be written, 64 usage error.
      """)

  func run(_ arguments: ParsedArguments, context: CommandContext) throws(UsageError) -> ExitCode {
    let format: CompileFormat =
      try arguments.value("format").map {
        (raw: String) throws(UsageError) -> CompileFormat in
        try parseChoice(raw, option: "format", command: spec.name)
      } ?? .swift
    guard let output = arguments.value("output") else {
      throw UsageError("missing '--output PATH': the file to write.", command: spec.name)
    }
    let namespace = arguments.value("namespace") ?? SwiftGenerator.defaultNamespace
    guard SwiftNames.isValidNamespace(namespace) else {
      throw UsageError(
        "invalid '--namespace \(namespace)': expected a Swift type name such as 'Toolbars'.",
        command: spec.name)
    }
    let access: SwiftGenerator.Access =
      try arguments.value("access").map {
        (raw: String) throws(UsageError) -> SwiftGenerator.Access in
        try parseChoice(raw, option: "access", command: spec.name)
      } ?? .internal

    let loaded = CompileInputs.load(arguments, context: context)
    guard case .ready(let inputs, var sources) = loaded else {
      if case .stop(let code) = loaded { return code }
      return .findings
    }
    let bytes: [UInt8]
    switch format {
    case .swift:
      let generation = SwiftGenerator(namespace: namespace, access: access).generate(
        inputs.map(\.input))
      guard let source = generation.source else {
        for input in inputs { sources.add(file: input.input.file, bytes: input.bytes) }
        let printer = DiagnosticText(sources: sources, stream: context.stderr)
        context.stderr.write(generation.diagnostics.map(printer.render).joined())
        return .findings
      }
      bytes = Array(source.utf8)
    }
    switch OutputFile.write(bytes, to: output) {
    case .written: return .clean
    case .unchanged: return .clean
    case .failed(let reason):
      let label = context.stderr.styled("error:", .red)
      context.stderr.write(
        "tierbar: \(label) cannot write '\(TerminalText.printable(output))': \(reason).\n")
      return .cannotWrite
    }
  }
}

/// The configs named on `compile`'s command line, loaded and validated: every file's
/// diagnostics printed to standard error, and the generator's inputs when none is an error.
struct CompileInputs: Sendable {
  var input: CompileInput
  /// The file's bytes, for quoting lines under naming diagnostics.
  var bytes: [UInt8]

  enum Outcome: Sendable {
    case ready([CompileInputs], SourceText)
    case stop(ExitCode)
  }

  static func load(_ arguments: ParsedArguments, context: CommandContext) -> Outcome {
    let plugins = PluginSetup.load(arguments, environment: context.environment)
    let paths = ConfigPaths.expand(arguments.positionals)
    let loader = ConfigLoader(registry: plugins.registry)
    var printed = plugins.diagnostics
    var sources = SourceText()
    var unreadable = !paths.problems.isEmpty
    for problem in paths.problems {
      printed.append(ConfigFileReader.unreadable(path: problem.path, reason: problem.reason))
    }
    var inputs: [CompileInputs] = []
    for file in paths.files {
      let (result, bytes) = loader.loadKeepingBytes(contentsOf: file)
      if result.isUnreadable { unreadable = true }
      if !result.diagnostics.isEmpty && !bytes.isEmpty { sources.add(file: file, bytes: bytes) }
      printed += result.diagnostics.sortedByLocation()
      guard let config = result.config else { continue }
      let reader = loader.reader
      inputs.append(
        CompileInputs(
          input: CompileInput(file: file, config: config, nodes: { reader.read(bytes).node }),
          bytes: bytes))
    }
    let printer = DiagnosticText(sources: sources, stream: context.stderr)
    context.stderr.write(printed.map(printer.render).joined())
    if unreadable { return .stop(.unreadableInput) }
    if printed.hasErrors || inputs.count < paths.files.count { return .stop(.findings) }
    return .ready(inputs, sources)
  }
}
