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

  public init(maxBytes: Int = 16 << 20, maxDepth: Int = 64, maxAliasExpansion: Int = 100_000) {
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
    var diagnostics = read.diagnostics
    var config: TierbarConfig?
    // Duplicate keys leave a sound tree, so validation still runs and reports everything else;
    // other reader errors (placeholders for bad aliases, missing merges) would only add noise.
    if let node = read.node,
      diagnostics.allSatisfy({ $0.severity != .error || $0.code == .duplicateKey })
    {
      let validated = validator.validate(node, diagnosticLimit: .max)
      diagnostics += validated.diagnostics
      config = validated.config
    }
    diagnostics = ValidationLimits.capped(diagnostics)
    for index in diagnostics.indices { diagnostics[index].file = file }
    return ConfigLoadResult(config: diagnostics.hasErrors ? nil : config, diagnostics: diagnostics)
  }
}

public struct ConfigLoadResult: Sendable {
  /// True when the file could not be read at all (the CLI exits 66 for it).
  public var isUnreadable: Bool { diagnostics.contains { $0.code == .unreadableFile } }

  /// The decoded config; nil when any diagnostic is an error.
  public var config: TierbarConfig?
  public var diagnostics: [Diagnostic]

  public init(config: TierbarConfig?, diagnostics: [Diagnostic]) {
    self.config = config
    self.diagnostics = diagnostics
  }
}
