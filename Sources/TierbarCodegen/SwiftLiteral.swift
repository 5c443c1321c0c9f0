import TierbarModel

/// Swift source spellings of the plain values a config holds: exact (a `Double` is written so it
/// parses back to the same bits), and the same text for the same value on every machine.
enum SwiftLiteral {
  /// A string literal: quotes, backslashes and every control or invisible character escaped, so
  /// the literal is one line, holds no interpolation, and reads back as the same string.
  static func string(_ value: String) -> String {
    var text = "\""
    for scalar in value.unicodeScalars {
      switch scalar {
      case "\"": text += "\\\""
      case "\\": text += "\\\\"
      case "\n": text += "\\n"
      case "\r": text += "\\r"
      case "\t": text += "\\t"
      default:
        let category = scalar.properties.generalCategory
        if scalar.value < 0x20 || scalar.value == 0x7F || category == .control
          || category == .format || category == .lineSeparator
          || category == .paragraphSeparator
        {
          text += "\\u{\(String(scalar.value, radix: 16, uppercase: true))}"
        } else {
          text.unicodeScalars.append(scalar)
        }
      }
    }
    return text + "\""
  }

  static func optionalString(_ value: String?) -> String {
    value.map(string) ?? "nil"
  }

  /// Swift's own shortest round-trip spelling (`20.0`, `0.1`, `1e-05`); the few values without a
  /// literal spelled by name.
  static func double(_ value: Double) -> String {
    if value.isNaN { return "Double.nan" }
    if value.isInfinite { return value < 0 ? "-Double.infinity" : "Double.infinity" }
    return value.description
  }

  static func tag(_ tag: ItemTag) -> String {
    switch tag {
    case .int(let value): return ".int(\(value))"
    case .string(let value): return ".string(\(string(value)))"
    }
  }

  static func color(_ color: Color) -> String {
    switch color {
    case .rgba(let red, let green, let blue, let alpha):
      return ".rgba(red: \(red), green: \(green), blue: \(blue), alpha: \(alpha))"
    case .system(let name):
      return ".system(\(string(name)))"
    case .dynamic(let light, let dark):
      // Colours nest at most one level in the config language; the expression stays small.
      return ".dynamic(light: \(self.color(light)), dark: \(self.color(dark)))"
    }
  }

  static func insets(_ insets: EdgeInsets) -> String {
    "EdgeInsets(top: \(double(insets.top)), leading: \(double(insets.leading)), bottom: "
      + "\(double(insets.bottom)), trailing: \(double(insets.trailing)))"
  }

  static func action(_ action: ItemAction) -> String {
    switch action {
    case .toggle(let tier): return ".toggle(tier: \(string(tier)))"
    case .expand(let tier): return ".expand(tier: \(string(tier)))"
    case .collapse(let tier): return ".collapse(tier: \(string(tier)))"
    case .select: return ".select"
    case .dismissKeyboard: return ".dismissKeyboard"
    case .event(let name): return ".event(name: \(string(name)))"
    }
  }

  static func kind(_ kind: ItemDefinition.Kind) -> String {
    switch kind {
    case .button: return ".button"
    case .flexibleSpace: return ".flexibleSpace"
    case .fixedSpace(let width): return ".fixedSpace(width: \(double(width)))"
    }
  }

  static func height(_ height: TierHeight) -> String {
    switch height {
    case .fit: return ".fit"
    case .fixed(let value): return ".fixed(\(double(value)))"
    }
  }

  static func selection(_ rule: SelectionRule) -> String {
    switch rule {
    case .none: return ".none"
    case .single: return ".single"
    case .singleOptional: return ".singleOptional"
    case .multiple(let min, let max):
      return
        ".multiple(min: \(min.map(String.init) ?? "nil"), max: \(max.map(String.init) ?? "nil"))"
    }
  }
}
