import TierbarModel
import TierbarRows
import TierbarValidation

/// Limits that keep hostile JSON an error instead of a crash or a hang: the same numbers the YAML
/// loader enforces by default (`ReaderLimits`). JSON has no aliases, so there is no expansion limit.
public struct JSONLimits: Hashable, Sendable {
  /// Largest file accepted, in bytes.
  public var maxBytes: Int
  /// Deepest nesting of objects and arrays.
  public var maxDepth: Int

  public init(maxBytes: Int = ReaderLimits.maxBytes, maxDepth: Int = ReaderLimits.maxDepth) {
    self.maxBytes = maxBytes
    self.maxDepth = maxDepth
  }

  public static let `default` = JSONLimits()
}

/// Bytes of JSON (RFC 8259) → the located node tree the YAML reader makes, in pure Swift: what an
/// app that downloads its toolbars links instead of libyaml.
///
/// How JSON maps onto the tree: an object is a mapping (keys in document order), an array a list,
/// a string a double-quoted scalar (so `"60"` stays a string, as in YAML), and a number, `true`,
/// `false` or `null` a plain scalar with the literal's text (so the validator reads it exactly as
/// it reads the same text written in YAML).
public struct JSONReader: Sendable {
  public var limits: JSONLimits

  public init(limits: JSONLimits = .default) {
    self.limits = limits
  }

  /// Never throws or traps. `node` is nil when the bytes hold no usable value (a syntax error, an
  /// encoding problem, a limit, nothing at all); it is present with `duplicate-key` errors, which
  /// leave a sound tree.
  ///
  /// Marks are 1-based; columns count Unicode scalars (a UTF-8 byte-order mark is skipped, not
  /// counted); `range.end` is just past the node's last character (the closing quote or bracket).
  public func read(_ bytes: [UInt8]) -> JSONReadResult {
    bytes.withUnsafeBufferPointer { buffer in
      guard buffer.count <= limits.maxBytes else {
        return JSONReadResult(
          node: nil, diagnostics: [.fileTooLarge(size: buffer.count, limit: limits.maxBytes)])
      }
      if let problem = ByteScreen.problem(in: buffer) {
        return JSONReadResult(node: nil, diagnostics: [problem])
      }
      var parser = JSONNodeParser(
        bytes: buffer, start: ByteScreen.byteOrderMarkLength(buffer), limits: limits)
      return parser.parseDocument()
    }
  }
}

public struct JSONReadResult: Sendable {
  public var node: ConfigNode?
  public var diagnostics: [Diagnostic]

  public init(node: ConfigNode?, diagnostics: [Diagnostic]) {
    self.node = node
    self.diagnostics = diagnostics
  }
}

/// The whole pipeline for one JSON config: bytes → nodes → model + diagnostics, through the same
/// validator as `ConfigLoader` (YAML), so rules, codes, messages and limits are the same.
public struct JSONConfigLoader: Sendable {
  public var reader: JSONReader
  public var validator: ConfigValidator

  public init(registry: RowRegistry = .builtIn, limits: JSONLimits = .default) {
    self.reader = JSONReader(limits: limits)
    self.validator = ConfigValidator(registry: registry)
  }

  /// Diagnostics carry `file` when it is given. At most `ValidationLimits.maxDiagnostics` are
  /// reported, then one `too-many-diagnostics` with the number left out.
  public func load(_ bytes: [UInt8], file: String? = nil) -> ConfigLoadResult {
    let read = reader.read(bytes)
    return validator.loadResult(node: read.node, readerDiagnostics: read.diagnostics, file: file)
  }

  /// Reads and loads one file, as `ConfigLoader.load(contentsOf:)` does: `unreadable-file` for a
  /// file that cannot be read (never waited on), `file-too-large` without reading it.
  public func load(contentsOf path: String) -> ConfigLoadResult {
    loadKeepingBytes(contentsOf: path).result
  }

  /// As `load(contentsOf:)`, also returning the bytes read (empty when none were).
  public func loadKeepingBytes(contentsOf path: String) -> (
    result: ConfigLoadResult, bytes: [UInt8]
  ) {
    ConfigLoadResult.loadingFile(path, limit: reader.limits.maxBytes) { load($0, file: path) }
  }
}
