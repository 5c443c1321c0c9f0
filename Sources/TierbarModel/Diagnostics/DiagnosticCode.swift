/// A stable, kebab-case identifier for a kind of finding (`duplicate-key`, `unknown-key`, …).
///
/// Codes are an interface: tools and tests match on them, and the README lists them. Each module
/// declares the codes it emits as static members in an extension next to the code that emits them.
public struct DiagnosticCode: RawRepresentable, Hashable, Sendable, Comparable,
  ExpressibleByStringLiteral, CustomStringConvertible
{
  public var rawValue: String

  public init(rawValue: String) { self.rawValue = rawValue }
  public init(_ rawValue: String) { self.rawValue = rawValue }
  public init(stringLiteral value: String) { self.rawValue = value }

  public var description: String { rawValue }

  public static func < (lhs: DiagnosticCode, rhs: DiagnosticCode) -> Bool {
    lhs.rawValue < rhs.rawValue
  }
}

// Codes emitted while reading bytes into config nodes (TierbarYAML). Declared here, with the node
// tree they describe, so the core can talk about them without linking libyaml.
extension DiagnosticCode {
  /// libyaml rejected the text; the message carries libyaml's own problem text.
  public static let yamlSyntax: DiagnosticCode = "yaml-syntax"
  /// A mapping repeats a key; reported at the second key with a note at the first.
  public static let duplicateKey: DiagnosticCode = "duplicate-key"
  /// Collections nested deeper than the loader's limit.
  public static let nestingTooDeep: DiagnosticCode = "nesting-too-deep"
  /// Aliases would expand to more nodes than the loader's limit ("billion laughs").
  public static let aliasExpansionLimit: DiagnosticCode = "alias-expansion-limit"
  /// A `#` after `: ` inside a `{…}` or `[…]` started a comment that swallowed the closing
  /// bracket (an unquoted `#RRGGBB` colour); reported at the `#`.
  public static let commentInFlowCollection: DiagnosticCode = "comment-in-flow-collection"
  /// An alias refers to the anchor that contains it.
  public static let recursiveAlias: DiagnosticCode = "recursive-alias"
  /// An alias names an anchor that was never defined (or is defined later).
  public static let undefinedAlias: DiagnosticCode = "undefined-alias"
  /// The file is larger than the loader's limit.
  public static let fileTooLarge: DiagnosticCode = "file-too-large"
  /// The bytes are not valid UTF-8.
  public static let invalidUTF8: DiagnosticCode = "invalid-utf8"
  /// The bytes contain a NUL (binary data).
  public static let nulByte: DiagnosticCode = "nul-byte"
  /// The file holds no document, or only comments.
  public static let emptyConfig: DiagnosticCode = "empty-config"
  /// The file holds more than one YAML document; only the first is used (warning).
  public static let multipleDocuments: DiagnosticCode = "multiple-documents"
  /// The value of a `<<` merge key is not a mapping or a list of mappings.
  public static let mergeNotMapping: DiagnosticCode = "merge-not-mapping"
  /// The file could not be read at all (missing, a directory, permissions).
  public static let unreadableFile: DiagnosticCode = "unreadable-file"
}
