import TierbarModel

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
    let indent = String(repeating: " ", count: width + 2)
    for (option, label) in zip(options, labels) {
      let help = wrap(
        option.help + (option.repeatable ? " (repeatable)" : ""), width: lineWidth - indent.count)
      if label.count < width, let first = help.first {
        lines.append("  " + label + String(repeating: " ", count: width - label.count) + first)
        lines += help.dropFirst().map { indent + $0 }
      } else {
        lines.append("  \(label)")
        lines += help.map { indent + $0 }
      }
    }
    if !spec.discussion.isEmpty {
      lines.append("")
      let paragraphs = spec.discussion.split(separator: "\n\n", omittingEmptySubsequences: false)
      for (index, paragraph) in paragraphs.enumerated() {
        if index > 0 { lines.append("") }
        lines += wrap(String(paragraph.replacing("\n", with: " ")), width: lineWidth)
      }
    }
    return lines.joined(separator: "\n") + "\n"
  }

  /// Help lines stay within this many columns.
  static let lineWidth = 96

  /// Greedy word wrap; a word longer than `width` gets a line of its own.
  static func wrap(_ text: String, width: Int) -> [String] {
    var lines: [String] = []
    var line = ""
    for word in text.split(separator: " ") {
      if !line.isEmpty && line.count + 1 + word.count > width {
        lines.append(line)
        line = ""
      }
      line += (line.isEmpty ? "" : " ") + word
    }
    if !line.isEmpty || lines.isEmpty { lines.append(line) }
    return lines
  }

  static func tool(_ specs: [CommandSpec]) -> String {
    let width = (specs.map(\.name.count).max() ?? 0) + 2
    var lines = [
      "OVERVIEW: Validate, lay out and simulate Tierbar keyboard toolbar configs.", "",
      "VERSION: \(TierbarVersion.current)", "",
      "USAGE: tierbar <command> [options]", "       tierbar --version", "", "COMMANDS:",
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
