import TierbarModel

/// The SVG writer's text mechanics: numbers and escaping.
enum SVGText {
  /// A number as it round-trips (`OrderedJSON.format`, the one rule for printed numbers), so a
  /// rectangle read back from the SVG equals the layout's frame bit for bit; non-finite is `0`.
  static func number(_ value: Double) -> String {
    guard value.isFinite else { return "0" }
    return OrderedJSON.format(value)
  }

  /// Text for an attribute value or element content: markup characters escaped, characters XML
  /// 1.0 forbids (controls other than tab and newline) replaced by U+FFFD.
  static func escaped(_ text: String) -> String {
    var result = ""
    result.reserveCapacity(text.utf8.count)
    for scalar in text.unicodeScalars {
      switch scalar {
      case "&": result += "&amp;"
      case "<": result += "&lt;"
      case ">": result += "&gt;"
      case "\"": result += "&quot;"
      case "'": result += "&apos;"
      case "\t", "\n": result.unicodeScalars.append(scalar)
      default:
        if scalar.value < 0x20 || (0xFFFE...0xFFFF).contains(scalar.value) {
          result += "\u{FFFD}"
        } else {
          result.unicodeScalars.append(scalar)
        }
      }
    }
    return result
  }

  /// `fill="#rrggbb"` plus `fill-opacity` when not opaque; `fill="none"` for nil or clear.
  static func paint(_ attribute: String, _ color: RenderColor?) -> String {
    guard let color, !color.isTransparent else { return "\(attribute)=\"none\"" }
    var text = "\(attribute)=\"\(color.hex)\""
    if color.alpha < 255 {
      text += " \(attribute)-opacity=\"\(number((color.opacity * 1000).rounded() / 1000))\""
    }
    return text
  }

  /// `x="…" y="…" width="…" height="…"`.
  static func rect(_ rect: Rect) -> String {
    "x=\"\(number(rect.x))\" y=\"\(number(rect.y))\" width=\"\(number(rect.width))\" "
      + "height=\"\(number(rect.height))\""
  }
}
