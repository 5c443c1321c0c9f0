/// `--help` text for the tool and each subcommand, generated from the specs so help and parsing
/// cannot drift apart.
enum HelpText {
  static func command(_ spec: CommandSpec) -> String {
    var lines = [
      "OVERVIEW: \(spec.summary)", "", "USAGE: tierbar \(spec.name) \(spec.synopsis)", "",
    ]
    let options = spec.options + [.flag("help", help: "Show this help (also -h).")]
    lines.append("OPTIONS:")
    let labels = options.map { option in
      "--\(option.name)" + (option.valueName.map { " \($0)" } ?? "")
    }
    let width = min(28, (labels.map(\.count).max() ?? 0) + 2)
    for (option, label) in zip(options, labels) {
      let repeatNote = option.repeatable ? " (repeatable)" : ""
      let padded =
        label.count < width ? label + String(repeating: " ", count: width - label.count) : label
      if label.count < width {
        lines.append("  \(padded)\(option.help)\(repeatNote)")
      } else {
        lines.append("  \(label)")
        lines.append("  \(String(repeating: " ", count: width))\(option.help)\(repeatNote)")
      }
    }
    if !spec.discussion.isEmpty {
      lines.append("")
      lines.append(spec.discussion)
    }
    return lines.joined(separator: "\n") + "\n"
  }

  static func tool(_ specs: [CommandSpec]) -> String {
    let width = (specs.map(\.name.count).max() ?? 0) + 2
    var lines = [
      "OVERVIEW: Validate, lay out and simulate Tierbar keyboard toolbar configs.", "",
      "USAGE: tierbar <command> [options]", "", "COMMANDS:",
    ]
    for spec in specs {
      let padding = String(repeating: " ", count: width - spec.name.count)
      lines.append("  \(spec.name)\(padding)\(spec.summary)")
    }
    lines += [
      "",
      "Run 'tierbar <command> --help' for a command's options.",
      "Exit status: 0 clean, 1 findings, 64 usage error, 66 unreadable input.",
      "Environment: NO_COLOR disables colour; TIERBAR_PLUGINS lists plugin libraries (':'-separated).",
    ]
    return lines.joined(separator: "\n") + "\n"
  }
}
