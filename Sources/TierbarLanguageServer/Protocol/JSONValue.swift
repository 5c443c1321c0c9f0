import TierbarModel

#if canImport(FoundationEssentials)
  import FoundationEssentials
#else
  import Foundation
#endif

/// Incoming JSON is parsed by FoundationEssentials' `JSONDecoder` into `OrderedJSON`, the
/// package's JSON value (which also renders every response): one value type for both directions.
/// Object keys come back sorted, so anything echoed is stable.
struct DecodedJSON: Decodable {
  var value: OrderedJSON

  init(from decoder: any Decoder) throws {
    let container = try decoder.singleValueContainer()
    if container.decodeNil() {
      value = .null
    } else if let bool = try? container.decode(Bool.self) {
      value = .bool(bool)
    } else if let int = try? container.decode(Int.self) {
      value = .int(int)
    } else if let double = try? container.decode(Double.self) {
      value = .number(double)
    } else if let string = try? container.decode(String.self) {
      value = .string(string)
    } else if let array = try? container.decode([DecodedJSON].self) {
      value = .array(array.map(\.value))
    } else {
      let object = try container.decode([String: DecodedJSON].self)
      value = .object(object.sorted { $0.key < $1.key }.map { ($0.key, $0.value.value) })
    }
  }

  /// nil when the bytes are not one JSON value.
  static func parse(_ bytes: [UInt8]) -> OrderedJSON? {
    try? JSONDecoder().decode(DecodedJSON.self, from: Data(bytes)).value
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
