import TierbarModel

/// Pure scalar resolution (YAML 1.2 core schema, plain scalars only): no regexes, no Foundation.
/// Quoted and `!!str` scalars are always strings, so `"60"` never reads as a number
/// (`ConfigScalar.resolvesTypes`). Public for readers and writers of other forms (the canonical JSON
/// writer spells a YAML number as the validator reads it).
public enum ScalarParsing {
  /// A plain decimal integer with an optional sign; nil on anything else or on overflow.
  static func integer(_ scalar: ConfigScalar) -> Int? {
    guard scalar.resolvesTypes else { return nil }
    return UTF8Text.withBytes(of: scalar.value) { bytes -> Int? in
      var index = 0
      var negative = false
      if let first = bytes.first, first == UInt8(ascii: "-") || first == UInt8(ascii: "+") {
        negative = first == UInt8(ascii: "-")
        index = 1
      }
      guard index < bytes.count else { return nil }
      var value = 0
      while index < bytes.count {
        let byte = bytes[index]
        guard byte >= UInt8(ascii: "0"), byte <= UInt8(ascii: "9") else { return nil }
        let digit = Int(byte - UInt8(ascii: "0"))
        let (times, overflow1) = value.multipliedReportingOverflow(by: 10)
        let (sum, overflow2) =
          negative
          ? times.subtractingReportingOverflow(digit) : times.addingReportingOverflow(digit)
        guard !overflow1, !overflow2 else { return nil }
        value = sum
        index += 1
      }
      return value
    }
  }

  /// A plain number: decimal (`44`, `0.5`, `-1e3`) or YAML's `.inf`, `-.inf`, `.nan` spellings.
  public static func number(_ scalar: ConfigScalar) -> Double? {
    guard scalar.resolvesTypes else { return nil }
    let text = scalar.value
    // One pass over the bytes sorts out nearly every scalar: not a number at the first other
    // byte, and a run of digits alone (`12`) needs no `strtod`.
    let shape = UTF8Text.withBytes(of: text) { bytes -> NumberShape in
      var sawDigit = false
      var digitsOnly = true
      for byte in bytes {
        switch byte {
        case UInt8(ascii: "0")...UInt8(ascii: "9"): sawDigit = true
        case UInt8(ascii: "."), UInt8(ascii: "e"), UInt8(ascii: "E"), UInt8(ascii: "+"),
          UInt8(ascii: "-"):
          digitsOnly = false
        case UInt8(ascii: "i"), UInt8(ascii: "I"), UInt8(ascii: "n"), UInt8(ascii: "N"),
          UInt8(ascii: "f"), UInt8(ascii: "F"), UInt8(ascii: "a"), UInt8(ascii: "A"):
          // Letters of `.inf` and `.nan`: decided by the spellings below.
          return bytes.count <= 6 ? .special : .none
        default: return .none
        }
      }
      guard sawDigit else { return .none }
      // Up to 15 digits are exact both as an integer and as a double.
      return digitsOnly && bytes.count <= 15 ? .digits : .decimal
    }
    switch shape {
    case .none: return nil
    case .digits:
      return UTF8Text.withBytes(of: text) { bytes in
        Double(bytes.reduce(0) { $0 * 10 + Int($1 - UInt8(ascii: "0")) })
      }
    case .decimal: return Double(text)
    case .special:
      switch text {
      case ".inf", ".Inf", ".INF", "+.inf", "+.Inf", "+.INF": return .infinity
      case "-.inf", "-.Inf", "-.INF": return -.infinity
      case ".nan", ".NaN", ".NAN": return .nan
      default: return nil
      }
    }
  }

  /// A finite number written as a config writes one (`44`, `0.5`, `-1e3`; never `0x10`, `inf`
  /// or `nan`), for numbers from outside a config, such as command-line options.
  public static func finiteNumber(_ text: String) -> Double? {
    guard let value = number(ConfigScalar(text)), value.isFinite else { return nil }
    return value
  }

  /// What `number` found in one pass over a scalar's bytes.
  private enum NumberShape {
    case none, digits, decimal, special
  }

  /// The value of a boolean and whether it used a YAML 1.1 spelling (`yes`, `off`, `y`, …).
  struct BooleanReading {
    var value: Bool
    var isYAML11: Bool
  }

  static func boolean(_ scalar: ConfigScalar) -> BooleanReading? {
    guard scalar.resolvesTypes else { return nil }
    switch scalar.value {
    case "true", "True", "TRUE": return BooleanReading(value: true, isYAML11: false)
    case "false", "False", "FALSE": return BooleanReading(value: false, isYAML11: false)
    default: break
    }
    // YAML 1.1 spellings, any case. Short strings only, so lowercasing is cheap and rare.
    guard scalar.value.utf8.count <= 3 else { return nil }
    switch scalar.value.lowercased() {
    case "yes", "on", "y": return BooleanReading(value: true, isYAML11: true)
    case "no", "off", "n": return BooleanReading(value: false, isYAML11: true)
    default: return nil
    }
  }

  /// YAML's null (plain empty, `~`, `null`, `Null`, `NULL`), as `ConfigScalar.isNull`, but
  /// deciding most strings by their length alone: this runs for every string value.
  static func isNull(_ scalar: ConfigScalar) -> Bool {
    guard scalar.resolvesTypes else { return false }
    return UTF8Text.withBytes(of: scalar.value) { bytes in
      switch bytes.count {
      case 0: return true
      case 1: return bytes[0] == UInt8(ascii: "~")
      case 4:
        return UTF8Text.equals(bytes, "null") || UTF8Text.equals(bytes, "Null")
          || UTF8Text.equals(bytes, "NULL")
      default: return false
      }
    }
  }

  /// "a string 'abc'", "an integer (60)", "null", "a list" …: the "found" half of a type message.
  static func describe(_ node: ConfigNode) -> String {
    guard let scalar = node.scalar else { return node.kindDescription }
    if ScalarParsing.isNull(scalar) { return "null" }
    let shown = MessageText.shortened(scalar.value)
    if scalar.resolvesTypes {
      if let reading = boolean(scalar), !reading.isYAML11 { return "a boolean (\(shown))" }
      if integer(scalar) != nil { return "an integer (\(shown))" }
      if number(scalar) != nil { return "a number (\(shown))" }
    }
    return "a string '\(shown)'"
  }
}
