/// What a subcommand accepts: enough to parse its arguments and to print its `--help`.
struct CommandSpec: Sendable {
  var name: String
  /// One line for `tierbar --help`.
  var summary: String
  /// The synopsis after `tierbar NAME`, e.g. `FILE --point X,Y [options]`.
  var synopsis: String
  var positionals: PositionalSpec
  var options: [OptionSpec]
  /// Paragraphs printed after the options in `--help`.
  var discussion: String = ""

  func option(named name: String) -> OptionSpec? {
    options.first { $0.name == name }
  }
}

/// The positional arguments a command takes.
struct PositionalSpec: Sendable {
  var name: String
  var minimum: Int
  /// nil: no upper bound.
  var maximum: Int?
}

/// One `--name` option. Either a flag (no value) or an option with a value; options with values
/// accept `--name value` and `--name=value`.
struct OptionSpec: Sendable {
  var name: String
  /// Placeholder for the value in help (`PATH`, `ID`); nil for a flag.
  var valueName: String?
  var repeatable: Bool = false
  var help: String

  var takesValue: Bool { valueName != nil }

  static func flag(_ name: String, help: String) -> OptionSpec {
    OptionSpec(name: name, valueName: nil, help: help)
  }

  static func value(
    _ name: String, _ valueName: String, repeatable: Bool = false, help: String
  ) -> OptionSpec {
    OptionSpec(name: name, valueName: valueName, repeatable: repeatable, help: help)
  }
}
