import TierbarModel

/// A JSON value that does not have the shape the plugin ABI documents; the message names the
/// place (`items[2].tag`) and what was expected there.
public struct WireError: Error, Hashable, Sendable, CustomStringConvertible {
  public var message: String

  public init(_ message: String) { self.message = message }

  public var description: String { message }
}

/// Reads the members of one JSON object, rejecting unknown keys so a plugin author's typo is
/// reported instead of silently ignored.
struct WireObject {
  let members: [String: ConfigValue]
  let path: String

  init(_ value: ConfigValue, at path: String) throws(WireError) {
    guard let members = value.mapValue else { throw WireError("\(path) must be an object") }
    self.members = members
    self.path = path
  }

  func place(_ key: String) -> String { path.isEmpty ? key : "\(path).\(key)" }

  func requireKnownKeys(_ known: Set<String>) throws(WireError) {
    for key in members.keys.sorted() where !known.contains(key) {
      throw WireError(
        "\(place(key)) is not a known key; expected one of \(known.sorted().joined(separator: ", "))"
          + MessageText.didYouMean(key, in: known))
    }
  }

  func string(_ key: String) throws(WireError) -> String? {
    guard let value = members[key], value != .null else { return nil }
    guard let string = value.stringValue else { throw WireError("\(place(key)) must be a string") }
    return string
  }

  func requiredString(_ key: String) throws(WireError) -> String {
    guard let string = try string(key), !string.isEmpty else {
      throw WireError("\(place(key)) is required (a non-empty string)")
    }
    return string
  }

  func bool(_ key: String) throws(WireError) -> Bool? {
    guard let value = members[key], value != .null else { return nil }
    guard let flag = value.boolValue else { throw WireError("\(place(key)) must be true or false") }
    return flag
  }

  func list(_ key: String) throws(WireError) -> [ConfigValue]? {
    guard let value = members[key], value != .null else { return nil }
    guard let list = value.listValue else { throw WireError("\(place(key)) must be an array") }
    return list
  }

  func strings(_ key: String) throws(WireError) -> [String]? {
    guard let list = try list(key) else { return nil }
    var strings: [String] = []
    for (index, element) in list.enumerated() {
      guard let string = element.stringValue else {
        throw WireError("\(place(key))[\(index)] must be a string")
      }
      strings.append(string)
    }
    return strings
  }

  func object(_ key: String) throws(WireError) -> [String: ConfigValue]? {
    guard let value = members[key], value != .null else { return nil }
    guard let map = value.mapValue else { throw WireError("\(place(key)) must be an object") }
    return map
  }
}
