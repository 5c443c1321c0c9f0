import TierbarModel
import TierbarRows
import TierbarValidation

/// Limits that keep hostile input an error instead of a crash or a hang.
public struct YAMLLimits: Hashable, Sendable {
  /// Largest file accepted, in bytes.
  public var maxBytes: Int
  /// Deepest nesting of collections.
  public var maxDepth: Int
  /// Nodes that alias expansion may always produce in one document, however small it is.
  public var maxAliasExpansion: Int
  /// Nodes alias expansion may produce for each node the document itself holds, beyond
  /// `maxAliasExpansion`: honest reuse grows with the file, amplification outgrows it.
  public var aliasExpansionRatio: Int

  public init(
    maxBytes: Int = ReaderLimits.maxBytes, maxDepth: Int = ReaderLimits.maxDepth,
    maxAliasExpansion: Int = 100_000, aliasExpansionRatio: Int = 10
  ) {
    self.maxBytes = maxBytes
    self.maxDepth = maxDepth
    self.maxAliasExpansion = maxAliasExpansion
    self.aliasExpansionRatio = aliasExpansionRatio
  }

  /// The rule for alias expansion: a document that itself holds `ownNodes` nodes (written in
  /// the file, not copied) may have aliases add up to max(`maxAliasExpansion`,
  /// `aliasExpansionRatio` × `ownNodes`) nodes. A config that reuses an anchor in each of
  /// thousands of tiers brings its own nodes with every copy; a "billion laughs" file holds a few
  /// dozen and stops at the floor. Checked as the document is read, so `ownNodes` counts the
  /// nodes written before the alias.
  public func aliasExpansionBudget(ownNodes: Int) -> Int {
    let (scaled, overflow) = max(0, ownNodes).multipliedReportingOverflow(
      by: max(0, aliasExpansionRatio))
    return max(maxAliasExpansion, overflow ? .max : scaled)
  }

  public static let `default` = YAMLLimits()
}

/// Bytes → located node tree, through libyaml's event API.
public struct YAMLReader: Sendable {
  public var limits: YAMLLimits
  /// The input size from which libyaml parses on a second thread (`EventParser.parseAheadFrom`);
  /// this package's tests and fuzz target set 0 (always) or `.max` (never) to compare the two.
  package var parseAheadFrom = EventParser.parseAheadFrom

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
    var stream: ToolbarStream?
    return read(bytes, streamingTo: &stream)
  }

  /// As `read`, handing the root mapping's entries and the items of its `toolbars:` list to
  /// `stream` as they are composed (see `ToolbarStream`); those items are not in the tree.
  func read(_ bytes: [UInt8], streamingTo stream: inout ToolbarStream?) -> YAMLReadResult {
    bytes.withUnsafeBufferPointer { compose($0, stream: &stream) }
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
  ///
  /// Toolbars are validated as they are read, and their nodes let go at once (`ToolbarStream`):
  /// the whole tree of a large config is never held. The result is the plain
  /// `validator.loadResult(node: reader.read(bytes).node, …)`, which the few files that
  /// `ToolbarStream` cannot take in order (each one with an error) get by being read again.
  public func load(_ bytes: [UInt8], file: String? = nil) -> ConfigLoadResult {
    var stream: ToolbarStream? = ToolbarStream(validator: validator)
    let read = reader.read(bytes, streamingTo: &stream)
    return validator.loadResult(readerDiagnostics: read.diagnostics, file: file) {
      guard let node = read.node else { return nil }
      if let streamed = stream?.finish(root: node) { return streamed }
      return reader.read(bytes).node.map { validator.validate($0, diagnosticLimit: .max) }
    }
  }
}
