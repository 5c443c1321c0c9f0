/// A JSON value whose objects keep their keys in the order they were built, rendered
/// deterministically: every tool output, report, effect and golden file is byte-stable on every
/// platform. Foundation's encoders promise no key order (and `.sortedKeys` would put `"effects"`
/// before `"step"`), and print `1.0` for whole doubles.
public indirect enum OrderedJSON: Hashable, Sendable {
  case null
  case bool(Bool)
  case int(Int)
  /// Written in the shortest form that reads back as the same double (see `format`).
  /// Non-finite → `null`.
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

  public func hash(into hasher: inout Hasher) { hasher.combine(render()) }

  /// The value for `key` in an object (the last one if repeated); nil otherwise.
  public subscript(key: String) -> OrderedJSON? {
    if case .object(let entries) = self { return entries.last { $0.0 == key }?.1 }
    return nil
  }

  /// Compact (one line, no spaces), or pretty: two-space indentation, with small objects of
  /// scalars (frames, sizes) kept on one line so a layout reads as a table.
  public func render(pretty: Bool = false) -> String {
    var out = ""
    write(to: &out, pretty: pretty, indent: 0)
    return out
  }

  private func write(to out: inout String, pretty: Bool, indent: Int) {
    switch self {
    case .null: out += "null"
    case .bool(let value): out += value ? "true" : "false"
    case .int(let value): out += String(value)
    case .number(let value): out += Self.format(value)
    case .string(let value): Self.writeString(value, to: &out)
    case .array(let values):
      guard !values.isEmpty else {
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
      guard !members.isEmpty else {
        out += "{}"
        return
      }
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

  /// Whole values below 1e15 without a fraction (`50`, `-60`, `-0` as `0`); others in Swift's
  /// shortest text that reads back as the same double (`36.333333333333336`, `0.1`, `1e+16`),
  /// so sums of printed values agree with the engine's to the last bit (a hit area's `x + width`
  /// never passes the next one's `x`). Non-finite numbers print as `null`.
  public static func format(_ value: Double) -> String {
    guard value.isFinite else { return "null" }
    if value == value.rounded(), abs(value) < 1e15 { return String(Int(value)) }
    return String(value)
  }

  /// Appends `value` as a JSON string literal: quotes, backslashes and control characters (DEL
  /// included, so no terminal escape survives) escaped.
  public static func writeString(_ value: String, to out: inout String) {
    out += "\""
    for scalar in value.unicodeScalars {
      switch scalar {
      case "\"": out += "\\\""
      case "\\": out += "\\\\"
      case "\n": out += "\\n"
      case "\r": out += "\\r"
      case "\t": out += "\\t"
      case _ where scalar.value < 0x20 || scalar.value == 0x7F:
        let hex = String(scalar.value, radix: 16)
        out += "\\u" + String(repeating: "0", count: 4 - hex.count) + hex
      default: out.unicodeScalars.append(scalar)
      }
    }
    out += "\""
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

  /// `null` for nil, else the string.
  public init(_ string: String?) {
    self = string.map { .string($0) } ?? .null
  }
}

extension OrderedJSON {
  /// A plain value (parameters, plugin listings); map keys sorted, since dictionaries have no order.
  public init(_ value: ConfigValue) {
    switch value {
    case .null: self = .null
    case .bool(let flag): self = .bool(flag)
    case .int(let number): self = .int(number)
    case .double(let number): self = .number(number)
    case .string(let text): self = .string(text)
    case .list(let elements): self = .array(elements.map(OrderedJSON.init))
    case .map(let members):
      self = .object(members.keys.sorted().map { ($0, OrderedJSON(members[$0] ?? .null)) })
    }
  }
}
