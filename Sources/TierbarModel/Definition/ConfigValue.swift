/// A plain, JSON-like value: provider parameters, run-time row data, and what crosses the plugin
/// boundary. Deliberately small so it maps onto JSON one to one.
public indirect enum ConfigValue: Hashable, Sendable {
  case null
  case bool(Bool)
  case int(Int)
  case double(Double)
  case string(String)
  case list([ConfigValue])
  case map([String: ConfigValue])

  public var stringValue: String? {
    if case .string(let value) = self { return value }
    return nil
  }

  public var intValue: Int? {
    if case .int(let value) = self { return value }
    return nil
  }

  /// Integers widen to doubles; nothing else converts.
  public var doubleValue: Double? {
    switch self {
    case .int(let value): return Double(value)
    case .double(let value): return value
    default: return nil
    }
  }

  public var boolValue: Bool? {
    if case .bool(let value) = self { return value }
    return nil
  }

  public var listValue: [ConfigValue]? {
    if case .list(let value) = self { return value }
    return nil
  }

  public var mapValue: [String: ConfigValue]? {
    if case .map(let value) = self { return value }
    return nil
  }
}
