import TierbarModel
import TierbarRows

/// `tierbar plugins`: every row kind the tool knows, where it came from, and its parameters.
/// The listing itself is `RowRegistry`'s, so apps, tests and the docs list kinds the same way.
struct PluginsCommand: Command {
  static let name = "plugins"
  let spec = CommandSpec(
    name: Self.name,
    summary: "List every registered row kind with its source, parameters and summary.",
    synopsis: "[--plugin PATH ...] [--format text|json]",
    positionals: PositionalSpec(name: "argument", minimum: 0, maximum: 0),
    options: [OutputFormat.option, PluginSetup.option],
    discussion: """
      Built-in kinds are always listed; plugin libraries come from --plugin and TIERBAR_PLUGINS.
      A plugin that fails to load is reported as a diagnostic and the exit status is 1.
      """)

  func run(_ arguments: ParsedArguments, context: CommandContext) throws(UsageError) -> ExitCode {
    let format = try OutputFormat.parse(arguments, command: spec.name)
    let plugins = PluginSetup.load(arguments, environment: context.environment)
    switch format {
    case .text:
      let printer = DiagnosticText(sources: SourceText(), stream: context.stderr)
      context.stderr.write(plugins.diagnostics.map(printer.render).joined())
      let listing = plugins.registry.listingText
      context.stdout.write(TerminalText.printable(listing, keepingNewlines: true))
    case .json:
      let kinds = plugins.registry.listingValue.mapValue?["kinds"] ?? .list([])
      let value = OrderedJSON.object([
        ("version", .int(1)),
        ("kinds", OrderedJSON(kinds)),
        ("diagnostics", .array(plugins.diagnostics.map(DiagnosticJSON.value))),
      ])
      context.stdout.write(value.render() + "\n")
    }
    return plugins.failed ? .findings : .clean
  }
}
