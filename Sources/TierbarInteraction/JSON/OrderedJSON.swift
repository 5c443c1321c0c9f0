import TierbarModel

/// A JSON value whose objects keep their keys in the order they were built, so every report and
/// effect encodes to the same bytes on every platform (Foundation's encoders do not promise key
/// order, and `.sortedKeys` would put `"effects"` before `"step"`).
public indirect enum OrderedJSON: Hashable, Sendable {
  case null
  case bool(Bool)
  case int(Int)
  /// Written with at most 4 decimals (frames are pixel-rounded; sampled frames are not, and four
  /// decimals keep reports stable across platforms' last-bit differences). Non-finite → `null`.
  case number(Double)
  case string(String)
  case array([OrderedJSON])
  case object([(String, OrderedJSON)])

  public static func == (lhs: OrderedJSON, rhs: OrderedJSON) -> Bool {
    switch (lhs, rhs) {
    case (.null, .null): return true
    case (.bool(let a), .bool(let b)): return a == b
    case (.int(let a), .int(let b)): return a == b
    case (.number(let a), .number(let b)): return a == b
    case (.string(let a), .string(let b)): return a == b
    case (.array(let a), .array(let b)): return a == b
    case (.object(let a), .object(let b)):
      return a.count == b.count && zip(a, b).allSatisfy { $0.0 == $1.0 && $0.1 == $1.1 }
    default: return false
    }
  }

  public func hash(into hasher: inout Hasher) {
    hasher.combine(encoded())
  }

  /// The value for `key` in an object; nil otherwise.
  public subscript(key: String) -> OrderedJSON? {
    if case .object(let entries) = self { return entries.last { $0.0 == key }?.1 }
    return nil
  }

  /// Compact JSON text (no spaces, no trailing newline).
  public func encoded() -> String {
    var output = ""
    write(to: &output, indent: nil, level: 0)
    return output
  }

  /// Indented JSON text, two spaces per level, for people reading a file.
  public func prettyEncoded() -> String {
    var output = ""
    write(to: &output, indent: "  ", level: 0)
    return output
  }

  private func write(to output: inout String, indent: String?, level: Int) {
    switch self {
    case .null: output += "null"
    case .bool(let value): output += value ? "true" : "false"
    case .int(let value): output += String(value)
    case .number(let value): output += Self.format(value)
    case .string(let value): Self.writeString(value, to: &output)
    case .array(let items):
      writeContainer(
        items.map { item in
          { (out: inout String) in item.write(to: &out, indent: indent, level: level + 1) }
        },
        open: "[", close: "]", indent: indent, level: level, to: &output)
    case .object(let entries):
      let separator = indent == nil ? ":" : ": "
      writeContainer(
        entries.map { key, value in
          { (out: inout String) in
            Self.writeString(key, to: &out)
            out += separator
            value.write(to: &out, indent: indent, level: level + 1)
          }
        },
        open: "{", close: "}", indent: indent, level: level, to: &output)
    }
  }

  private func writeContainer(
    _ parts: [(inout String) -> Void], open: String, close: String, indent: String?, level: Int,
    to output: inout String
  ) {
    output += open
    guard !parts.isEmpty else {
      output += close
      return
    }
    for (index, part) in parts.enumerated() {
      if index > 0 { output += "," }
      if let indent { output += "\n" + String(repeating: indent, count: level + 1) }
      part(&output)
    }
    if let indent { output += "\n" + String(repeating: indent, count: level) }
    output += close
  }

  /// Integral values print without a fraction; others rounded to 4 decimals, shortest form.
  static func format(_ value: Double) -> String {
    guard value.isFinite else { return "null" }
    // Beyond 1e15 there are no decimals left to round, and scaling by 10 000 could overflow a
    // finite value (1e308) to infinity, which would print `inf`: not JSON.
    guard abs(value) < 1e15 else { return String(value) }
    let rounded = (value * 10_000).rounded() / 10_000
    if rounded == rounded.rounded(), abs(rounded) < 1e15 {
      return String(Int(rounded))
    }
    return String(rounded)
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
        if scalar.value < 0x20 {
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

extension OrderedJSON {
  /// `{"x","y","width","height"}`.
  public init(_ rect: Rect) {
    self = .object([
      ("x", .number(rect.x)), ("y", .number(rect.y)), ("width", .number(rect.width)),
      ("height", .number(rect.height)),
    ])
  }

  /// `null` for nil, else the rectangle.
  public init(_ rect: Rect?) {
    self = rect.map { OrderedJSON($0) } ?? .null
  }

  /// Integer tags as numbers, string tags as strings.
  public init(_ tag: ItemTag) {
    switch tag {
    case .int(let value): self = .int(value)
    case .string(let value): self = .string(value)
    }
  }

  public init(strings: [String]) {
    self = .array(strings.map { .string($0) })
  }
}
