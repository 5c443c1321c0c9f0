import TierbarModel

/// JSON text ↔ `ConfigValue`, for what crosses the plugin boundary and for listings.
///
/// Hand-written rather than Foundation's `JSONSerialization` so integers stay integers, booleans
/// stay booleans, output is byte-for-byte deterministic (keys sorted), and hostile input meets a
/// depth limit instead of the stack's end.
public enum JSONText {
  /// Compact JSON with object keys sorted. Non-finite doubles (not expressible in JSON) become null.
  public static func encode(_ value: ConfigValue) -> String {
    var output = ""
    write(value, to: &output)
    return output
  }

  private static func write(_ value: ConfigValue, to output: inout String) {
    switch value {
    case .null: output += "null"
    case .bool(let flag): output += flag ? "true" : "false"
    case .int(let number): output += String(number)
    case .double(let number): output += number.isFinite ? "\(number)" : "null"
    case .string(let text): writeString(text, to: &output)
    case .list(let elements):
      output += "["
      for (index, element) in elements.enumerated() {
        if index > 0 { output += "," }
        write(element, to: &output)
      }
      output += "]"
    case .map(let members):
      output += "{"
      for (index, key) in members.keys.sorted().enumerated() {
        if index > 0 { output += "," }
        writeString(key, to: &output)
        output += ":"
        if let member = members[key] { write(member, to: &output) }
      }
      output += "}"
    }
  }

  private static func writeString(_ text: String, to output: inout String) {
    OrderedJSON.writeString(text, to: &output)
  }
}
