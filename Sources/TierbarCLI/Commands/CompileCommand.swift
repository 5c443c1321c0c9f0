import TierbarCodegen
import TierbarJSON
import TierbarModel
import TierbarRows
import TierbarYAML

/// What `tierbar compile` writes. `swift` is the app-facing form (see `SwiftGenerator`); `json`
/// is one config's canonical JSON (see `CanonicalJSON`), for apps that download their toolbars
/// and read them with `TierbarJSON`. Each form has its own branch in `CompileCommand.run`.
enum CompileFormat: String, Sendable, CaseIterable {
  case swift
  case json

  static let option = OptionSpec.value(
    "format", "swift|json", help: "What to write (default: swift).")
}

/// `tierbar compile FILE ... --output PATH.swift`: the configs as Swift values of the core model
/// with typed ids, for apps that never parse YAML; `--format json --output PATH.json`: one
/// config's canonical JSON, for apps that download their toolbars.
struct CompileCommand: Command {
  static let name = "compile"
  let spec = CommandSpec(
    name: Self.name,
    summary: "Write configs as Swift source: model values and typed ids for an app.",
    synopsis:
      "FILE ... --output PATH [--format swift|json] [--namespace NAME] [--access public|internal]"
      + " [--plugin PATH ...]",
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
      as Toolbars.SendBar.Tag.oneHour. A FILE may be a folder (its *.yaml, *.yml and
      *.tierbar.json files); a FILE ending in .json is read as JSON.

      --format json writes one config's canonical JSON instead: aliases and merges expanded, keys
      in source order, two-space indentation; the same config always gives the same bytes, and it
      loads (TierbarJSON, or any tierbar command) to the same model as its YAML.

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
      throw UsageError("missing '--output PATH': the file to write", command: spec.name)
    }
    let namespace = arguments.value("namespace") ?? SwiftGenerator.defaultNamespace
    guard SwiftNames.isValidNamespace(namespace) else {
      throw UsageError(
        "invalid '--namespace \(MessageText.shortened(namespace))': expected a Swift type name "
          + "such as 'Toolbars'",
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
    if format == .json {
      if arguments.value("namespace") != nil || arguments.value("access") != nil {
        throw UsageError(
          "'--namespace' and '--access' apply to '--format swift' only", command: spec.name)
      }
      guard inputs.count == 1 else {
        throw UsageError(
          "'--format json' writes one config; give one FILE (found \(inputs.count))",
          command: spec.name)
      }
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
    case .json:
      guard let json = CompileJSON.canonicalBytes(of: inputs[0], context: context) else {
        return .findings
      }
      bytes = json
    }
    return context.writeOutput(bytes, to: output) ?? .clean
  }
}

/// The configs named on `compile`'s command line, loaded and validated: every file's
/// diagnostics printed to standard error, and the generator's inputs when none is an error.
struct CompileInputs: Sendable {
  var input: CompileInput
  /// The file's bytes, for quoting lines under naming diagnostics.
  var bytes: [UInt8]
  /// The registry the config was validated with (its plugins' kinds included).
  var registry: RowRegistry

  enum Outcome: Sendable {
    case ready([CompileInputs], SourceText)
    case stop(ExitCode)
  }

  static func load(_ arguments: ParsedArguments, context: CommandContext) -> Outcome {
    let plugins = PluginSetup.load(arguments, environment: context.environment)
    let paths = ConfigPaths.expand(arguments.positionals)
    let reader = ConfigFileReader(loader: ConfigLoader(registry: plugins.registry))
    var printed = plugins.diagnostics
    var sources = SourceText()
    var unreadable = !paths.problems.isEmpty
    for problem in paths.problems {
      printed.append(ConfigFileReader.unreadable(path: problem.path, reason: problem.reason))
    }
    var inputs: [CompileInputs] = []
    for file in paths.files {
      let (result, bytes) = reader.loadKeepingBytes(path: file)
      if result.isUnreadable { unreadable = true }
      if !result.diagnostics.isEmpty && !bytes.isEmpty { sources.add(file: file, bytes: bytes) }
      printed += result.diagnostics.sortedByLocation()
      guard let config = result.config else { continue }
      inputs.append(
        CompileInputs(
          input: CompileInput(
            file: file, config: config, nodes: { reader.nodes(of: bytes, path: file) }),
          bytes: bytes, registry: plugins.registry))
    }
    let printer = DiagnosticText(sources: sources, stream: context.stderr)
    context.stderr.write(printed.map(printer.render).joined())
    if unreadable { return .stop(.unreadableInput) }
    if printed.hasErrors || inputs.count < paths.files.count { return .stop(.findings) }
    return .ready(inputs, sources)
  }
}
