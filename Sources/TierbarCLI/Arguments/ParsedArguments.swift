/// The result of parsing one subcommand's arguments against its `CommandSpec`.
struct ParsedArguments: Sendable {
  /// Option values by option name, in command-line order (flags map to an empty list).
  var options: [String: [String]] = [:]
  var positionals: [String] = []
  /// `--help` or `-h` was given: print help and do nothing else.
  var helpRequested = false

  func has(_ name: String) -> Bool { options[name] != nil }

  /// The value of a non-repeatable option.
  func value(_ name: String) -> String? { options[name]?.last }

  /// Every value of a repeatable option, in order.
  func values(_ name: String) -> [String] { options[name] ?? [] }
}
