import TierbarModel

extension OrderedJSON {
  /// One JSON value that is not a config (a language-server message, saved state), read by
  /// `JSONReader`, so the package has one JSON grammar. Nil when the bytes are not exactly one
  /// JSON value within `limits`, an object repeats a key, or a number is beyond a Double.
  ///
  /// A number is `.int` when its text is an integer that fits an `Int`, `.number` otherwise;
  /// object keys keep their document order.
  public static func read(_ bytes: [UInt8], limits: JSONLimits = .default) -> OrderedJSON? {
    readLocatingProblem(bytes, limits: limits).value
  }

  /// `read`, and when the bytes are not JSON, where the reader's first error starts, so a caller
  /// can point a person at it (saved state). `problem` is nil when there is a value, and when
  /// the text is JSON whose value `read` refuses (a number beyond a Double).
  public static func readLocatingProblem(_ bytes: [UInt8], limits: JSONLimits = .default)
    -> (value: OrderedJSON?, problem: SourceMark?)
  {
    let result = JSONReader(limits: limits).read(bytes)
    if let error = result.diagnostics.first(where: { $0.severity == .error }) {
      return (nil, error.range.start)
    }
    guard let node = result.node else { return (nil, nil) }
    return (value(of: node), nil)
  }

  /// The value of a node `JSONReader` made (its depth is bounded by the reader's limits).
  private static func value(of node: ConfigNode) -> OrderedJSON? {
    switch node.content {
    case .scalar(let scalar) where scalar.isQuoted:
      return .string(scalar.value)
    case .scalar(let scalar):
      switch scalar.value {
      case "true": return .bool(true)
      case "false": return .bool(false)
      case "null": return .null
      default:
        if let integer = Int(scalar.value) { return .int(integer) }
        guard let number = Double(scalar.value), number.isFinite else { return nil }
        return .number(number)
      }
    case .sequence(let elements):
      var values: [OrderedJSON] = []
      values.reserveCapacity(elements.count)
      for element in elements {
        guard let value = value(of: element) else { return nil }
        values.append(value)
      }
      return .array(values)
    case .mapping(let entries):
      var members: [(String, OrderedJSON)] = []
      members.reserveCapacity(entries.count)
      for entry in entries {
        guard case .scalar(let key) = entry.key.content, let value = value(of: entry.value)
        else { return nil }
        members.append((key.value, value))
      }
      return .object(members)
    }
  }
}
