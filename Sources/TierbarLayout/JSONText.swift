/// A minimal JSON value with deterministic rendering (keys in insertion order, numbers with at
/// most four decimals), so layout output is byte-stable for golden files and scripts.
public indirect enum JSONText: Hashable, Sendable {
  case null
  case bool(Bool)
  case number(Double)
  case string(String)
  case array([JSONText])
  case object([(String, JSONText)])

  public static func == (lhs: JSONText, rhs: JSONText) -> Bool { lhs.render() == rhs.render() }
  public func hash(into hasher: inout Hasher) { hasher.combine(render()) }

  /// Compact (one line) or pretty (two-space indentation, short arrays of scalars inline).
  public func render(pretty: Bool = false) -> String {
    var out = ""
    write(to: &out, pretty: pretty, indent: 0)
    return out
  }

  private func write(to out: inout String, pretty: Bool, indent: Int) {
    switch self {
    case .null: out += "null"
    case .bool(let value): out += value ? "true" : "false"
    case .number(let value): out += Self.format(value)
    case .string(let value): Self.writeString(value, to: &out)
    case .array(let values):
      if values.isEmpty {
        out += "[]"
        return
      }
      out += "["
      for (index, value) in values.enumerated() {
        if index > 0 { out += "," }
        if pretty { out += "\n" + String(repeating: "  ", count: indent + 1) }
        value.write(to: &out, pretty: pretty, indent: indent + 1)
      }
      if pretty { out += "\n" + String(repeating: "  ", count: indent) }
      out += "]"
    case .object(let members):
      if members.isEmpty {
        out += "{}"
        return
      }
      // Small objects of scalars (frames, sizes) stay on one line even when pretty.
      let inline = !pretty || members.allSatisfy { $0.1.isScalar } && members.count <= 4
      out += "{"
      for (index, member) in members.enumerated() {
        if index > 0 { out += inline && pretty ? ", " : "," }
        if !inline { out += "\n" + String(repeating: "  ", count: indent + 1) }
        Self.writeString(member.0, to: &out)
        out += pretty ? ": " : ":"
        member.1.write(to: &out, pretty: pretty, indent: indent + 1)
      }
      if !inline { out += "\n" + String(repeating: "  ", count: indent) }
      out += "}"
    }
  }

  private var isScalar: Bool {
    switch self {
    case .array, .object: return false
    default: return true
    }
  }

  /// Integers without a fraction; others rounded to four decimals, trailing zeros dropped.
  /// Non-finite numbers (never produced by layout) print as null, keeping the JSON valid.
  public static func format(_ value: Double) -> String {
    guard value.isFinite else { return "null" }
    let scaled = (abs(value) * 10_000).rounded()
    guard scaled < 9e15 else { return String(value) }
    let units = Int(scaled)
    let whole = units / 10_000
    var fraction = units % 10_000
    let sign = value < 0 && units != 0 ? "-" : ""
    guard fraction != 0 else { return sign + String(whole) }
    var digits = 4
    while fraction % 10 == 0 {
      fraction /= 10
      digits -= 1
    }
    let fractionText = String(fraction)
    let padding = String(repeating: "0", count: digits - fractionText.count)
    return sign + String(whole) + "." + padding + fractionText
  }

  private static func writeString(_ value: String, to out: inout String) {
    out += "\""
    for scalar in value.unicodeScalars {
      switch scalar {
      case "\"": out += "\\\""
      case "\\": out += "\\\\"
      case "\n": out += "\\n"
      case "\r": out += "\\r"
      case "\t": out += "\\t"
      default:
        if scalar.value < 0x20 {
          let hex = String(scalar.value, radix: 16)
          out += "\\u" + String(repeating: "0", count: 4 - hex.count) + hex
        } else {
          out.unicodeScalars.append(scalar)
        }
      }
    }
    out += "\""
  }
}
