import TierbarModel

// Colours: `"#RGB"`, `"#RRGGBB"`, `"#RRGGBBAA"`, a system colour name, or `{ light:, dark: }`.
extension ConfigDecoder {
  static let dynamicColorKeys = ConfigLanguage.colourPair.keyNames

  fileprivate static let forms =
    "use \"#RRGGBB\" (or #RGB, #RRGGBBAA, quoted), a system colour such as 'systemBlue', "
    + "or { light: COLOUR, dark: COLOUR }"

  fileprivate static func unknownName(_ name: String, _ field: Field) -> String {
    let suggestion = MessageText.didYouMean(name, in: SystemColors.names)
    if !suggestion.isEmpty { return "unknown colour \(quoted(name)) for \(field)\(suggestion)" }
    return "unknown colour \(quoted(name)) for \(field); \(forms)"
  }

  fileprivate static func badHex(_ text: String, _ field: Field) -> String {
    "\(quoted(text)) for \(field) is not a hex colour: write 3, 6 or 8 hex digits after '#' "
      + "(#RGB, #RRGGBB, #RRGGBBAA)"
  }

  fileprivate static func nullColor(_ field: Field) -> String {
    "\(field) has no colour; \(forms) (an unquoted '#' starts a YAML comment, so quote hex "
      + "colours)"
  }

  fileprivate static func nested(_ field: Field) -> String {
    "\(field) nests a light/dark pair in a light/dark pair; give each side a single colour"
  }

  mutating func decodeColor(
    _ node: ConfigNode, _ field: @autoclosure () -> Field, allowPair: Bool = true
  ) -> Color? {
    switch node.content {
    case .scalar(let scalar):
      if ScalarParsing.isNull(scalar) {
        error(
          .invalidColor, Self.nullColor(field()), at: node,
          fix: DiagnosticFix("Quote the colour", edits: [.quoteWord(at: node.range.start)]))
        return nil
      }
      let text = scalar.value
      if text.utf8.first == UInt8(ascii: "#") {
        if let color = Self.parseHex(text) { return color }
        error(.invalidColor, Self.badHex(text, field()), at: node)
        return nil
      }
      if SystemColors.nameSet.contains(text) { return .system(text) }
      error(
        .invalidColor, Self.unknownName(text, field()), at: node,
        fix: Self.suggestionFix(text, in: SystemColors.names, at: node.range))
      return nil
    case .mapping:
      guard allowPair else {
        error(.invalidColor, Self.nested(field()), at: node)
        return nil
      }
      return decodeColorPair(node, field())
    case .sequence:
      reportWrongType(node, expected: "a colour", field())
      return nil
    }
  }

  private mutating func decodeColorPair(_ node: ConfigNode, _ field: Field) -> Color? {
    let place = Place.part(field.key, of: field.place)
    guard let entries = node.mapping else { return nil }
    var light: Color?
    var dark: Color?
    var sawLight = false
    var sawDark = false
    for entry in entries {
      guard let key = keyName(entry, place) else { continue }
      switch key {
      case "light":
        sawLight = true
        light = decodeColor(entry.value, Field(key, in: place), allowPair: false)
      case "dark":
        sawDark = true
        dark = decodeColor(entry.value, Field(key, in: place), allowPair: false)
      default: reportUnknownKey(entry, key, place, known: Self.dynamicColorKeys)
      }
    }
    if !sawLight { reportMissingKey("light", in: node, place, hint: "COLOUR") }
    if !sawDark { reportMissingKey("dark", in: node, place, hint: "COLOUR") }
    guard let light, let dark else { return nil }
    return .dynamic(light: light, dark: dark)
  }

  /// `#RGB`, `#RRGGBB` or `#RRGGBBAA`; nil otherwise.
  static func parseHex(_ text: String) -> Color? {
    var digits: [UInt8] = []
    digits.reserveCapacity(8)
    for byte in text.utf8.dropFirst() {
      switch byte {
      case UInt8(ascii: "0")...UInt8(ascii: "9"): digits.append(byte - UInt8(ascii: "0"))
      case UInt8(ascii: "a")...UInt8(ascii: "f"): digits.append(byte - UInt8(ascii: "a") + 10)
      case UInt8(ascii: "A")...UInt8(ascii: "F"): digits.append(byte - UInt8(ascii: "A") + 10)
      default: return nil
      }
      if digits.count > 8 { return nil }
    }
    switch digits.count {
    case 3:
      return .rgba(
        red: digits[0] * 17, green: digits[1] * 17, blue: digits[2] * 17, alpha: 255)
    case 6, 8:
      func pair(_ index: Int) -> UInt8 { digits[index] << 4 | digits[index + 1] }
      return .rgba(
        red: pair(0), green: pair(2), blue: pair(4), alpha: digits.count == 8 ? pair(6) : 255)
    default:
      return nil
    }
  }
}
