import TierbarModel

/// Text from files, plugins and the command line made safe for a terminal: control characters
/// (other than tab, and newline where asked) become `?`, one for one, so a hostile id, title or
/// argument cannot send escape sequences and columns still line up. JSON output escapes instead.
/// Bytes of a file name that are not UTF-8 are shown as `\xNN` (`PathName.display`).
enum TerminalText {
  static func printable(_ text: some StringProtocol, keepingNewlines: Bool = false) -> String {
    var result = ""
    result.unicodeScalars.reserveCapacity(text.unicodeScalars.count)
    for scalar in text.unicodeScalars {
      let value = scalar.value
      let allowed = scalar == "\t" || (keepingNewlines && scalar == "\n")
      let isControl = !allowed && (value < 0x20 || (value >= 0x7F && value < 0xA0))
      result.unicodeScalars.append(isControl ? "?" : scalar)
    }
    return PathName.display(result)
  }
}
