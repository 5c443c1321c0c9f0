import TierbarModel
import TierbarSchema

/// `tierbar schema [--plugin PATH ...] [--output FILE]`: the config language's JSON Schema
/// (draft-07), with every registered row kind's parameters, for editors and schema checkers.
struct SchemaCommand: Command {
  static let name = "schema"
  let spec = CommandSpec(
    name: Self.name,
    summary: "Print the JSON Schema of the config language, for editors and schema checkers.",
    synopsis: "[--plugin PATH ...] [--output FILE]",
    positionals: PositionalSpec(name: "argument", minimum: 0, maximum: 0),
    options: [
      .value("output", "FILE", help: "Write the schema to FILE (atomically) instead of stdout."),
      PluginSetup.option,
    ],
    discussion: """
      The schema (JSON Schema draft-07, plus yaml-language-server's markdownDescription and
      defaultSnippets) holds every key with its description and default, and each row kind's
      parameters, plugins included: load the plugins your configs use. The same plugins give
      the same bytes.

      Point an editor running yaml-language-server at it with a first line such as:

      # yaml-language-server: $schema=tierbar.schema.json

      Exit status: 0 written, 1 when a plugin fails to load (nothing is written), 73 when
      FILE cannot be written, 64 usage error.
      """)

  func run(_ arguments: ParsedArguments, context: CommandContext) throws(UsageError) -> ExitCode {
    let plugins = PluginSetup.load(arguments, environment: context.environment)
    if plugins.failed {
      // A schema without a plugin's kinds would flag every config that uses them.
      let printer = DiagnosticText(sources: SourceText(), stream: context.stderr)
      context.stderr.write(plugins.diagnostics.map(printer.render).joined())
      return .findings
    }
    let text = ConfigSchema(registry: plugins.registry).text
    guard let output = arguments.value("output") else {
      context.stdout.write(text)
      return .clean
    }
    // Atomically (a temporary file renamed over FILE), so an editor watching the schema never
    // reads half of one; an unchanged schema is not touched.
    return context.writeOutput(Array(text.utf8), to: output) ?? .clean
  }
}
