import TierbarModel
import TierbarRows
import TierbarValidation

/// Limits that keep hostile input an error instead of a crash or a hang.
public struct YAMLLimits: Hashable, Sendable {
  /// Largest file accepted, in bytes.
  public var maxBytes: Int
  /// Deepest nesting of collections.
  public var maxDepth: Int
  /// Most nodes that alias expansion may produce in one document.
  public var maxAliasExpansion: Int

  public init(
    maxBytes: Int = ReaderLimits.maxBytes, maxDepth: Int = ReaderLimits.maxDepth,
    maxAliasExpansion: Int = 100_000
  ) {
    self.maxBytes = maxBytes
    self.maxDepth = maxDepth
    self.maxAliasExpansion = maxAliasExpansion
  }

  public static let `default` = YAMLLimits()
}

/// Bytes → located node tree, through libyaml's event API.
public struct YAMLReader: Sendable {
  public var limits: YAMLLimits

  public init(limits: YAMLLimits = .default) {
    self.limits = limits
  }

  /// Never throws or traps. `node` is nil when the bytes hold no usable document; it is present
  /// (with error diagnostics) when only composition problems were found, such as duplicate keys.
  ///
  /// Marks are 1-based; columns count Unicode scalars (a UTF-8 byte-order mark is not counted).
  /// `range.end` is just past the node's last character: for a block collection, the end of its
  /// last child; for a flow collection, just past its closing bracket. A node with an anchor or a
  /// tag starts at that property (`&chip { … }` starts at `&`), as libyaml's events do.
  public func read(_ bytes: [UInt8]) -> YAMLReadResult {
    bytes.withUnsafeBufferPointer { compose($0) }
  }
}

public struct YAMLReadResult: Sendable {
  public var node: ConfigNode?
  public var diagnostics: [Diagnostic]

  public init(node: ConfigNode?, diagnostics: [Diagnostic]) {
    self.node = node
    self.diagnostics = diagnostics
  }
}

/// The whole pipeline for one file: bytes → nodes → model + diagnostics.
public struct ConfigLoader: Sendable {
  public var reader: YAMLReader
  public var validator: ConfigValidator

  public init(registry: RowRegistry = .builtIn, limits: YAMLLimits = .default) {
    self.reader = YAMLReader(limits: limits)
    self.validator = ConfigValidator(registry: registry)
  }

  /// Diagnostics carry `file` when it is given. At most `ValidationLimits.maxDiagnostics` are
  /// reported, then one `too-many-diagnostics` with the number left out.
  public func load(_ bytes: [UInt8], file: String? = nil) -> ConfigLoadResult {
    let read = reader.read(bytes)
    return validator.loadResult(node: read.node, readerDiagnostics: read.diagnostics, file: file)
  }
}
