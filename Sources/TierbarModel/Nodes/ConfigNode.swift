/// A generic, located YAML node: what the loader produces and the validator consumes.
///
/// The tree is already "composed": aliases are replaced by (copies of) their anchored nodes, merge
/// keys (`<<`) are applied, and `x-` keys are kept (the validator ignores them). Every node keeps the
/// range of the text it came from; a node copied through an alias keeps its anchor's range, and
/// `aliasRange` says where it was used.
public struct ConfigNode: Hashable, Sendable {
  public enum Content: Hashable, Sendable {
    case scalar(ConfigScalar)
    case mapping([ConfigMappingEntry])
    case sequence([ConfigNode])
  }

  public var content: Content
  public var range: SourceRange
  /// The explicit YAML tag (`!!str`, `!custom`), if the text had one. nil for untagged nodes.
  public var tag: String?
  /// Where the alias that produced this copy stood, when the node came through `*alias`.
  public var aliasRange: SourceRange?

  public init(
    _ content: Content, range: SourceRange, tag: String? = nil, aliasRange: SourceRange? = nil
  ) {
    self.content = content
    self.range = range
    self.tag = tag
    self.aliasRange = aliasRange
  }

  public static func scalar(
    _ value: String, style: ConfigScalar.Style = .plain, range: SourceRange = .fileStart
  ) -> ConfigNode {
    ConfigNode(.scalar(ConfigScalar(value, style: style)), range: range)
  }

  public var scalar: ConfigScalar? {
    if case .scalar(let scalar) = content { return scalar }
    return nil
  }

  public var mapping: [ConfigMappingEntry]? {
    if case .mapping(let entries) = content { return entries }
    return nil
  }

  public var sequence: [ConfigNode]? {
    if case .sequence(let items) = content { return items }
    return nil
  }

  /// "a mapping", "a list", "a string" …: for messages like "expected a number, found a list".
  public var kindDescription: String {
    switch content {
    case .mapping: return "a mapping"
    case .sequence: return "a list"
    case .scalar(let scalar):
      if scalar.style == .plain && scalar.isNull { return "null" }
      return "a scalar"
    }
  }

  /// The value for a key in a mapping node (the last one if the key repeats); nil otherwise.
  public subscript(key: String) -> ConfigNode? {
    mapping?.last { $0.key.scalar?.value == key }?.value
  }
}

/// A key/value pair of a mapping, in document order.
public struct ConfigMappingEntry: Hashable, Sendable {
  public var key: ConfigNode
  public var value: ConfigNode

  public init(key: ConfigNode, value: ConfigNode) {
    self.key = key
    self.value = value
  }

  /// The key's text when the key is a scalar (the only kind of key a config uses).
  public var keyName: String? { key.scalar?.value }
}

/// A scalar's text and how it was written. Types are resolved by the validator, not the loader,
/// because only the validator knows what a key expects (`"60"` quoted is a string, `60` is not).
public struct ConfigScalar: Hashable, Sendable {
  public enum Style: String, Hashable, Sendable {
    case plain
    case singleQuoted
    case doubleQuoted
    case literal
    case folded
  }

  public var value: String
  public var style: Style

  public init(_ value: String, style: Style = .plain) {
    self.value = value
    self.style = style
  }

  public var isQuoted: Bool { style != .plain }

  /// YAML 1.2 core schema null: empty, `~`, `null`, `Null`, `NULL` — when plain.
  public var isNull: Bool {
    guard style == .plain else { return false }
    switch value {
    case "", "~", "null", "Null", "NULL": return true
    default: return false
    }
  }
}
