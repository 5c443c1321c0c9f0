import TierbarModel

/// Pure scalar resolution (YAML 1.2 core schema, plain scalars only): no regexes, no Foundation.
/// Quoted scalars are always strings, so `"60"` never reads as a number.
enum ScalarParsing {
  /// A plain decimal integer with an optional sign; nil on anything else or on overflow.
  static func integer(_ scalar: ConfigScalar) -> Int? {
    guard scalar.style == .plain else { return nil }
    var bytes = scalar.value.utf8[...]
    var negative = false
    if let first = bytes.first, first == UInt8(ascii: "-") || first == UInt8(ascii: "+") {
      negative = first == UInt8(ascii: "-")
      bytes = bytes.dropFirst()
    }
    guard !bytes.isEmpty else { return nil }
    var value = 0
    for byte in bytes {
      guard byte >= UInt8(ascii: "0"), byte <= UInt8(ascii: "9") else { return nil }
      let digit = Int(byte - UInt8(ascii: "0"))
      let (times, overflow1) = value.multipliedReportingOverflow(by: 10)
      let (sum, overflow2) =
        negative ? times.subtractingReportingOverflow(digit) : times.addingReportingOverflow(digit)
      guard !overflow1, !overflow2 else { return nil }
      value = sum
    }
    return value
  }

  /// A plain number: decimal (`44`, `0.5`, `-1e3`) or YAML's `.inf`, `-.inf`, `.nan` spellings.
  static func number(_ scalar: ConfigScalar) -> Double? {
    guard scalar.style == .plain else { return nil }
    let text = scalar.value
    switch text {
    case ".inf", ".Inf", ".INF", "+.inf", "+.Inf", "+.INF": return .infinity
    case "-.inf", "-.Inf", "-.INF": return -.infinity
    case ".nan", ".NaN", ".NAN": return .nan
    default: break
    }
    var sawDigit = false
    for byte in text.utf8 {
      switch byte {
      case UInt8(ascii: "0")...UInt8(ascii: "9"): sawDigit = true
      case UInt8(ascii: "."), UInt8(ascii: "e"), UInt8(ascii: "E"), UInt8(ascii: "+"),
        UInt8(ascii: "-"):
        continue
      default: return nil
      }
    }
    guard sawDigit else { return nil }
    return Double(text)
  }

  /// The value of a boolean and whether it used a YAML 1.1 spelling (`yes`, `off`, `y`, …).
  struct BooleanReading {
    var value: Bool
    var isYAML11: Bool
  }

  static func boolean(_ scalar: ConfigScalar) -> BooleanReading? {
    guard scalar.style == .plain else { return nil }
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
    guard scalar.style == .plain else { return false }
    switch scalar.value.utf8.count {
    case 0: return true
    case 1, 4: return scalar.isNull
    default: return false
    }
  }

  /// "a string 'abc'", "an integer (60)", "null", "a list" …: the "found" half of a type message.
  static func describe(_ node: ConfigNode) -> String {
    guard let scalar = node.scalar else { return node.kindDescription }
    if ScalarParsing.isNull(scalar) { return "null" }
    let shown = MessageText.shortened(scalar.value)
    if scalar.style == .plain {
      if let reading = boolean(scalar), !reading.isYAML11 { return "a boolean (\(shown))" }
      if integer(scalar) != nil { return "an integer (\(shown))" }
      if number(scalar) != nil { return "a number (\(shown))" }
    }
    return "a string '\(shown)'"
  }
}
