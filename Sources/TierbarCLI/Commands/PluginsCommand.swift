import TierbarModel
import TierbarRows

/// `tierbar plugins`: every row kind the tool knows, where it came from, and its parameters.
struct PluginsCommand: Command {
  let spec = CommandSpec(
    name: "plugins",
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
    let entries = plugins.registry.entries
    switch format {
    case .text:
      let printer = DiagnosticText(sources: SourceText(), stream: context.stderr)
      context.stderr.write(plugins.diagnostics.map(printer.render).joined())
      context.stdout.write(entries.map(text).joined(separator: "\n"))
    case .json:
      let value = JSONValue.object([
        ("version", .int(1)),
        ("kinds", .array(entries.map(json))),
        ("diagnostics", .array(plugins.diagnostics.map(DiagnosticJSON.value))),
      ])
      context.stdout.write(value.serialized() + "\n")
    }
    return plugins.failed ? .findings : .clean
  }

  private func text(_ entry: RowRegistry.Entry) -> String {
    let declaration = entry.provider.declaration
    var output = "\(declaration.kind)  (\(entry.source))\n  \(declaration.summary)\n"
    if !declaration.acceptsItems { output += "  generates its items (no items: list)\n" }
    for parameter in declaration.parameters {
      var line = "  - \(parameter.name): \(parameter.type.rawValue)"
      if parameter.required { line += ", required" }
      if let value = parameter.defaultValue {
        line += ", default \(ConfigValueJSON.value(value).serialized())"
      }
      if !parameter.allowedValues.isEmpty {
        line += ", one of \(parameter.allowedValues.joined(separator: " | "))"
      }
      output += line + ": \(parameter.description)\n"
    }
    return output
  }

  private func json(_ entry: RowRegistry.Entry) -> JSONValue {
    let declaration = entry.provider.declaration
    let source: String
    switch entry.source {
    case .builtIn: source = "built-in"
    case .code(let origin): source = "code:\(origin)"
    case .plugin(let path): source = path
    }
    return .object([
      ("kind", .string(declaration.kind)),
      ("source", .string(source)),
      ("summary", .string(declaration.summary)),
      ("acceptsItems", .bool(declaration.acceptsItems)),
      (
        "parameters",
        .array(
          declaration.parameters.map { parameter in
            .object([
              ("name", .string(parameter.name)),
              ("type", .string(parameter.type.rawValue)),
              ("required", .bool(parameter.required)),
              ("default", parameter.defaultValue.map(ConfigValueJSON.value) ?? .null),
              ("allowedValues", .array(parameter.allowedValues.map(JSONValue.string))),
              ("description", .string(parameter.description)),
            ])
          })
      ),
    ])
  }
}

/// A `ConfigValue` as JSON; map keys sorted so output is stable.
enum ConfigValueJSON {
  static func value(_ value: ConfigValue) -> JSONValue {
    switch value {
    case .null: return .null
    case .bool(let bool): return .bool(bool)
    case .int(let int): return .int(int)
    case .double(let double): return .number(double)
    case .string(let string): return .string(string)
    case .list(let list): return .array(list.map(Self.value))
    case .map(let map):
      return .object(map.keys.sorted().map { ($0, Self.value(map[$0] ?? .null)) })
    }
  }
}
