/// Text from files, plugins and the command line made safe for a terminal: control characters
/// (other than tab, and newline where asked) become `?`, one for one, so a hostile id, title or
/// argument cannot send escape sequences and columns still line up. JSON output escapes instead.
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
    return result
  }

  /// How many terminal columns `scalar` takes: 2 for East Asian wide and fullwidth characters
  /// and emoji, 0 for combining marks, zero-width characters and variation selectors, 1 for the
  /// rest. An approximation of Unicode's East Asian Width (UAX #11) by block, enough for a caret
  /// under an id or title written in Chinese, Japanese or Korean, or after an emoji; terminals
  /// differ on the rarer cases.
  static func columns(of scalar: Unicode.Scalar) -> Int {
    switch scalar.value {
    case 0x300...0x36F, 0x200B...0x200F, 0xFE00...0xFE0F, 0xE0100...0xE01EF: return 0
    case 0x1100...0x115F, 0x2E80...0x303E, 0x3041...0x33FF, 0x3400...0x4DBF, 0x4E00...0x9FFF,
      0xA000...0xA4CF, 0xAC00...0xD7A3, 0xF900...0xFAFF, 0xFE30...0xFE4F, 0xFF00...0xFF60,
      0xFFE0...0xFFE6, 0x1F300...0x1F64F, 0x1F900...0x1F9FF, 0x20000...0x3FFFD:
      return 2
    default: return 1
    }
  }

  /// The terminal columns `text` takes (see `columns(of:)`).
  static func columns(of text: some StringProtocol) -> Int {
    text.unicodeScalars.reduce(0) { $0 + columns(of: $1) }
  }
}
