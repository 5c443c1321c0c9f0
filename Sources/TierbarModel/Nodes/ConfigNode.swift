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
  /// The range, in 32-bit fields (`CompactSourceRange`): a large config holds hundreds of
  /// thousands of nodes, and their size is most of the cost of building and freeing the tree.
  @usableFromInline var compactRange: CompactSourceRange
  /// The rarely present tag and alias range, out of line: nil for nearly every node, so the
  /// common node pays one pointer for them instead of about 50 bytes.
  @usableFromInline var extras: Extras?

  // Inlinable, like the initializer: the reader makes every node and the validator reads every
  // range from another module, where a call per access would cost more than the access.
  public var range: SourceRange {
    @inlinable get { compactRange.range }
    @inlinable set { compactRange = CompactSourceRange(newValue) }
  }

  /// The explicit YAML tag (`!!str`, `!custom`), if the text had one. nil for untagged nodes.
  public var tag: String? {
    @inlinable get { extras?.tag }
    @inlinable set { extras = Extras.make(tag: newValue, aliasRange: extras?.aliasRange) }
  }

  /// Where the alias that produced this copy stood, when the node came through `*alias`.
  public var aliasRange: SourceRange? {
    @inlinable get { extras?.aliasRange }
    @inlinable set { extras = Extras.make(tag: extras?.tag, aliasRange: newValue) }
  }

  /// Gives this node `source`'s alias range unless it has one of its own: entries merged in
  /// through `<<: *name` point at that alias. Untagged entries share `source`'s box instead of
  /// allocating one each (a merged style gives every one of its entries the same alias).
  public mutating func inheritAliasRange(from source: ConfigNode) {
    guard extras?.aliasRange == nil, let shared = source.extras, shared.aliasRange != nil else {
      return
    }
    if extras == nil && shared.tag == nil {
      extras = shared
    } else {
      extras = Extras.make(tag: extras?.tag, aliasRange: shared.aliasRange)
    }
  }

  @inlinable
  public init(
    _ content: Content, range: SourceRange, tag: String? = nil, aliasRange: SourceRange? = nil
  ) {
    self.content = content
    self.compactRange = CompactSourceRange(range)
    self.extras = Extras.make(tag: tag, aliasRange: aliasRange)
  }

  /// Makes an untagged, unaliased node in `destination` (uninitialized memory for one node), for
  /// this package's readers, which keep nodes in their own buffers (not public API: it writes
  /// raw memory).
  ///
  /// Field by field on purpose: `destination.initialize(to: ConfigNode(…))` made the compiler build
  /// the node in a temporary, copy it through the outlined value witness and destroy the
  /// temporary, a retain and a release for every node of a file. The offsets are the stored
  /// properties' own (`MemoryLayout.offset(of:)`), so every field of the node is written once.
  @inlinable @inline(__always)
  package static func initialize(
    at destination: UnsafeMutablePointer<ConfigNode>, content: consuming Content,
    range: SourceRange
  ) {
    guard let contentOffset = MemoryLayout<ConfigNode>.offset(of: \.content),
      let rangeOffset = MemoryLayout<ConfigNode>.offset(of: \.compactRange),
      let extrasOffset = MemoryLayout<ConfigNode>.offset(of: \.extras)
    else {
      // Not reached (all three are stored properties); kept as the plain, slower way.
      destination.initialize(to: ConfigNode(content, range: range))
      return
    }
    let raw = UnsafeMutableRawPointer(destination)
    (raw + contentOffset).initializeMemory(as: Content.self, to: content)
    (raw + rangeOffset).initializeMemory(as: CompactSourceRange.self, to: CompactSourceRange(range))
    (raw + extrasOffset).initializeMemory(as: Extras?.self, to: nil)
  }

  public static func scalar(
    _ value: String, style: ConfigScalar.Style = .plain, range: SourceRange = .fileStart
  ) -> ConfigNode {
    ConfigNode(.scalar(ConfigScalar(value, style: style)), range: range)
  }

  @inlinable public var scalar: ConfigScalar? {
    if case .scalar(let scalar) = content { return scalar }
    return nil
  }

  @inlinable public var mapping: [ConfigMappingEntry]? {
    if case .mapping(let entries) = content { return entries }
    return nil
  }

  @inlinable public var sequence: [ConfigNode]? {
    if case .sequence(let items) = content { return items }
    return nil
  }

  /// "a mapping", "a list", "a string" …: for messages like "expected a number, found a list".
  public var kindDescription: String {
    switch content {
    case .mapping: return "a mapping"
    case .sequence: return "a list"
    case .scalar(let scalar):
      if scalar.isNull { return "null" }
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
  /// Tagged `!!str` (`version: !!str 1`): a string whatever its text, as if quoted.
  public var isExplicitString: Bool

  public init(_ value: String, style: Style = .plain, isExplicitString: Bool = false) {
    self.value = value
    self.style = style
    self.isExplicitString = isExplicitString
  }

  public var isQuoted: Bool { style != .plain }

  /// Whether the text may read as a number, boolean or null: plain and not tagged `!!str`.
  /// Quoted, block and `!!str` scalars are strings.
  public var resolvesTypes: Bool { style == .plain && !isExplicitString }

  /// YAML 1.2 core schema null: empty, `~`, `null`, `Null`, `NULL` — when plain (untagged).
  public var isNull: Bool {
    guard resolvesTypes else { return false }
    switch value {
    case "", "~", "null", "Null", "NULL": return true
    default: return false
    }
  }
}

extension ConfigNode {
  /// A node's tag and alias range, immutable and shared between copies (a setter makes a new
  /// box). A class, so an absent box costs one nil pointer in the node.
  @usableFromInline
  final class Extras: Hashable, Sendable {
    @usableFromInline let tag: String?
    @usableFromInline let aliasRange: SourceRange?

    @usableFromInline
    init(tag: String?, aliasRange: SourceRange?) {
      self.tag = tag
      self.aliasRange = aliasRange
    }

    /// nil when there is nothing to keep, so untagged, unaliased nodes allocate nothing.
    @inlinable
    static func make(tag: String?, aliasRange: SourceRange?) -> Extras? {
      if tag == nil && aliasRange == nil { return nil }
      return Extras(tag: tag, aliasRange: aliasRange)
    }

    @usableFromInline
    static func == (lhs: Extras, rhs: Extras) -> Bool {
      lhs.tag == rhs.tag && lhs.aliasRange == rhs.aliasRange
    }

    @usableFromInline
    func hash(into hasher: inout Hasher) {
      hasher.combine(tag)
      hasher.combine(aliasRange)
    }
  }
}
