import TierbarJSON
import TierbarModel

/// Incoming JSON is read by the package's JSON reader into `OrderedJSON`, the package's JSON
/// value (which also renders every response): one value type for both directions. Object keys
/// are sorted, so anything echoed is stable.
enum DecodedJSON {
  /// Nil when the bytes are not one JSON value.
  static func parse(_ bytes: [UInt8]) -> OrderedJSON? {
    OrderedJSON.read(bytes).map(sortingKeys)
  }

  private static func sortingKeys(_ value: OrderedJSON) -> OrderedJSON {
    switch value {
    case .array(let elements): return .array(elements.map(sortingKeys))
    case .object(let members):
      return .object(members.sorted { $0.0 < $1.0 }.map { ($0.0, sortingKeys($0.1)) })
    default: return value
    }
  }
}

extension OrderedJSON {
  var stringValue: String? {
    if case .string(let value) = self { return value }
    return nil
  }

  var intValue: Int? {
    switch self {
    case .int(let value): return value
    case .number(let value) where value == value.rounded() && abs(value) < 1e15: return Int(value)
    default: return nil
    }
  }

  var boolValue: Bool? {
    if case .bool(let value) = self { return value }
    return nil
  }

  var arrayValue: [OrderedJSON]? {
    if case .array(let value) = self { return value }
    return nil
  }

  var isObject: Bool {
    if case .object = self { return true }
    return false
  }
}
