import TierbarModel

/// Parses a subcommand's arguments: `--flag`, `--option value`, `--option=value`, repeatable
/// options, positionals, `--` to end options, and `--help`/`-h`. Every mistake is a `UsageError`
/// whose message says what to type instead.
struct ArgumentParser: Sendable {
  var spec: CommandSpec

  func parse(_ arguments: [String]) throws(UsageError) -> ParsedArguments {
    var parsed = ParsedArguments()
    var index = 0
    var optionsEnded = false
    while index < arguments.count {
      let argument = arguments[index]
      index += 1
      if optionsEnded || argument == "-" || !argument.hasPrefix("-") {
        parsed.positionals.append(argument)
        continue
      }
      if argument == "--" {
        optionsEnded = true
        continue
      }
      if argument == "--help" || argument == "-h" {
        parsed.helpRequested = true
        continue
      }
      let (name, inlineValue) = split(argument)
      guard let option = spec.option(named: name) else {
        throw UsageError(unknownOptionMessage(argument, name: name), command: spec.name)
      }
      let value: String?
      if option.takesValue {
        if let inlineValue {
          value = inlineValue
        } else if index < arguments.count {
          value = arguments[index]
          index += 1
        } else {
          throw UsageError(
            "option '--\(name)' needs a value: --\(name) \(option.valueName ?? "VALUE")",
            command: spec.name)
        }
      } else {
        if inlineValue != nil {
          throw UsageError(
            "option '--\(name)' is a flag and takes no value; write just '--\(name)'",
            command: spec.name)
        }
        value = nil
      }
      if parsed.options[name] != nil && !option.repeatable {
        throw UsageError(
          "option '--\(name)' was given more than once; give it once", command: spec.name)
      }
      parsed.options[name, default: []] += value.map { [$0] } ?? []
    }
    if parsed.helpRequested { return parsed }
    try checkPositionals(parsed.positionals)
    return parsed
  }

  /// `--name=value` → ("name", "value"); `--name` → ("name", nil); `-x` → ("-x", nil).
  private func split(_ argument: String) -> (name: String, value: String?) {
    guard argument.hasPrefix("--") else { return (argument, nil) }
    let body = argument.dropFirst(2)
    guard let equals = body.firstIndex(of: "=") else { return (String(body), nil) }
    return (String(body[..<equals]), String(body[body.index(after: equals)...]))
  }

  private func unknownOptionMessage(_ argument: String, name: String) -> String {
    let typed = name.hasPrefix("-") ? String(name.drop { $0 == "-" }) : name
    let candidates = spec.options.map(\.name) + ["help"]
    let suggestion = MessageText.didYouMean(
      suggesting: Suggestion.closest(to: typed, in: candidates).map { "--" + $0 })
    let shown = argument.split(separator: "=", maxSplits: 1).first.map(String.init) ?? argument
    return "unknown option '\(MessageText.shortened(shown))' for '\(spec.name)'" + suggestion
  }

  private func checkPositionals(_ positionals: [String]) throws(UsageError) {
    let positional = spec.positionals
    if positionals.count < positional.minimum {
      throw UsageError(
        "missing \(positional.name): tierbar \(spec.name) \(spec.synopsis)", command: spec.name)
    }
    if let maximum = positional.maximum, positionals.count > maximum {
      let extra = positionals[maximum]
      let what =
        maximum == 0
        ? "'\(spec.name)' takes no positional arguments"
        : "'\(spec.name)' takes \(maximum == 1 ? "one" : "at most \(maximum)") \(positional.name)"
      throw UsageError(
        "unexpected argument '\(MessageText.shortened(extra))': \(what)", command: spec.name)
    }
  }
}
