/// A JSON value whose objects keep their key order, so the tool's JSON is stable and reads in the
/// order the README documents. Written by hand: Foundation's encoder reorders keys and prints
/// `1.0` for whole doubles.
enum JSONValue: Sendable {
  case null
  case bool(Bool)
  case int(Int)
  case number(Double)
  case string(String)
  case array([JSONValue])
  case object([(String, JSONValue)])
  /// Already-serialized JSON text from a library that writes its own (e.g. the kind listing).
  case raw(String)

  static func optional(_ value: String?) -> JSONValue {
    value.map(JSONValue.string) ?? .null
  }

  /// Compact, one line.
  func serialized() -> String {
    var output = ""
    write(to: &output)
    return output
  }

  private func write(to output: inout String) {
    switch self {
    case .null: output += "null"
    case .bool(let value): output += value ? "true" : "false"
    case .int(let value): output += String(value)
    case .number(let value): output += NumberFormat.json(value)
    case .raw(let text): output += text
    case .string(let value): JSONValue.writeString(value, to: &output)
    case .array(let values):
      output += "["
      for (index, value) in values.enumerated() {
        if index > 0 { output += "," }
        value.write(to: &output)
      }
      output += "]"
    case .object(let members):
      output += "{"
      for (index, member) in members.enumerated() {
        if index > 0 { output += "," }
        JSONValue.writeString(member.0, to: &output)
        output += ":"
        member.1.write(to: &output)
      }
      output += "}"
    }
  }

  private static func writeString(_ value: String, to output: inout String) {
    output += "\""
    for scalar in value.unicodeScalars {
      switch scalar {
      case "\"": output += "\\\""
      case "\\": output += "\\\\"
      case "\n": output += "\\n"
      case "\r": output += "\\r"
      case "\t": output += "\\t"
      default:
        if scalar.value < 0x20 || scalar.value == 0x7F {
          let hex = String(scalar.value, radix: 16)
          output += "\\u" + String(repeating: "0", count: 4 - hex.count) + hex
        } else {
          output.unicodeScalars.append(scalar)
        }
      }
    }
    output += "\""
  }
}
