import TierbarModel

// Walking mappings: the key of each entry, unknown keys, missing required keys.
extension ConfigDecoder {
  fileprivate static func notMapping(_ what: String, _ place: Place, found node: ConfigNode)
    -> String
  {
    "expected \(what) for \(place), found \(ScalarParsing.describe(node))"
  }

  fileprivate static func unknownKey(_ key: String, _ place: Place, known: [String]) -> String {
    let suggestion = MessageText.didYouMean(key, in: known)
    let list = MessageText.list(known)
    let hint = suggestion.isEmpty ? "; known keys: \(list)" : suggestion
    return "unknown key \(quoted(key)) in \(place)\(hint)"
  }

  fileprivate static func keyNotScalar(_ place: Place) -> String {
    "a key in \(place) is not a plain name; keys are names like 'id' or 'title'"
  }

  fileprivate static func missing(_ key: String, _ place: Place, hint: String) -> String {
    "\(place) is missing the required key \(quoted(key)); add '\(key): \(hint)'"
  }

  /// The entries of a mapping node, or nil after reporting a wrong type.
  mutating func entries(
    of node: ConfigNode, expected what: String = "a mapping", _ place: @autoclosure () -> Place
  ) -> [ConfigMappingEntry]? {
    if let entries = node.mapping { return entries }
    error(.wrongType, Self.notMapping(what, place(), found: node), at: node)
    return nil
  }

  /// The key's name; nil (skip the entry) for `x-` keys and, after reporting, non-scalar keys.
  mutating func keyName(_ entry: ConfigMappingEntry, _ place: @autoclosure () -> Place) -> String? {
    guard let name = entry.key.scalar?.value else {
      error(.wrongType, Self.keyNotScalar(place()), atKeyOf: entry)
      return nil
    }
    return Self.isExtensionKey(name) ? nil : name
  }

  /// `x-…` keys are the user's own (anchors live there); a byte check, not `hasPrefix`, because it
  /// runs for every key of every file.
  static func isExtensionKey(_ name: String) -> Bool {
    UTF8Text.hasPrefix(name, UInt8(ascii: "x"), UInt8(ascii: "-"))
  }

  mutating func reportUnknownKey(
    _ entry: ConfigMappingEntry, _ name: String, _ place: Place, known: [String]
  ) {
    error(
      .unknownKey, Self.unknownKey(name, place, known: known), atKeyOf: entry,
      fix: Self.suggestionFix(name, in: known, at: entry.key.range))
  }

  /// Reports an unknown key with a message of the caller's (e.g. "a space takes only …").
  mutating func reportUnknownKey(_ entry: ConfigMappingEntry, message: String) {
    error(.unknownKey, message, atKeyOf: entry)
  }

  mutating func reportMissingKey(
    _ key: String, in node: ConfigNode, _ place: Place, hint: String
  ) {
    error(.missingKey, Self.missing(key, place, hint: hint), at: node)
  }

  /// Whether a mapping has a scalar key with this text, without copying its entries.
  static func hasKey(_ name: String, in entries: [ConfigMappingEntry]) -> Bool {
    let length = name.utf8.count
    for index in entries.indices {
      // Lengths first: most keys differ in length from `name`, which is cheaper to see.
      if case .scalar(let key) = entries[index].key.content, key.value.utf8.count == length,
        key.value == name
      {
        return true
      }
    }
    return false
  }

  /// The scalar value of a mapping's `id` key, looked up before the full walk so that messages
  /// about the other keys can name their place.
  static func peekID(_ entries: [ConfigMappingEntry]) -> String? {
    var id: String?
    for entry in entries where entry.keyName == "id" {
      if let scalar = entry.value.scalar, !ScalarParsing.isNull(scalar) { id = scalar.value }
    }
    return id
  }
}
