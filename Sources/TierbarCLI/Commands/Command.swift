import TierbarModel

/// A subcommand: its name, its spec (for parsing and help) and what it does with parsed
/// arguments. The name is a static member so `tierbar` can pick the command before making it:
/// only the command that runs builds its spec (`cli.cold-start`).
protocol Command: Sendable {
  /// The word after `tierbar` that selects the command; its spec's `name`.
  static var name: String { get }
  init()
  var spec: CommandSpec { get }
  func run(_ arguments: ParsedArguments, context: CommandContext) throws(UsageError) -> ExitCode
}

/// Options shared by every subcommand that prints a result.
enum OutputFormat: String, Sendable, CaseIterable {
  case text
  case json

  static let option = OptionSpec.value(
    "format", "text|json", help: "Output format (default: text).")

  static func parse(_ arguments: ParsedArguments, command: String) throws(UsageError)
    -> OutputFormat
  {
    guard let raw = arguments.value("format") else { return .text }
    return try parseChoice(raw, option: "format", command: command)
  }
}

/// An enum value from the command line, or a usage error listing the choices with "did you mean".
func parseChoice<Choice: RawRepresentable & CaseIterable>(
  _ raw: String, option: String, command: String
) throws(UsageError) -> Choice where Choice.RawValue == String {
  if let choice = Choice(rawValue: raw) { return choice }
  let names = Choice.allCases.map(\.rawValue)
  throw UsageError(
    "invalid value '\(MessageText.shortened(raw))' for '--\(option)': expected one of \(names.joined(separator: ", "))"
      + didYouMean(raw, in: names), command: command)
}
