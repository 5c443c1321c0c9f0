import TierbarModel
import TierbarValidation

/// Go to definition, find references and rename for style names, tier ids and item ids. Tier
/// and item names belong to their toolbar (ids are unique there); style names to the file. A
/// name inside an anchored block is written once, so it is found and renamed once, and the
/// cursor on an alias finds the name it carries.
enum Navigation {
  static func location(_ occurrence: SymbolIndex.Occurrence, _ document: TextDocument)
    -> OrderedJSON
  {
    .object([
      ("uri", .string(document.uri)), ("range", document.range(of: occurrence.range).json),
    ])
  }

  static func definition(_ context: DocumentContext, at position: LSPPosition) -> OrderedJSON {
    guard let occurrence = context.occurrence(at: position), let symbols = context.symbols
    else { return .null }
    let definitions = symbols.all(like: occurrence).filter(\.isDefinition)
    guard !definitions.isEmpty else { return .null }
    return .array(unique(definitions).map { location($0, context.document) })
  }

  static func references(
    _ context: DocumentContext, at position: LSPPosition, includeDeclaration: Bool
  ) -> OrderedJSON {
    guard let occurrence = context.occurrence(at: position), let symbols = context.symbols
    else { return .null }
    let all = symbols.all(like: occurrence).filter { includeDeclaration || !$0.isDefinition }
    return .array(unique(all).map { location($0, context.document) })
  }

  static func rename(_ context: DocumentContext, at position: LSPPosition, to newName: String)
    -> Result<OrderedJSON, JSONRPCError>
  {
    guard let occurrence = context.occurrence(at: position), let symbols = context.symbols
    else {
      return .failure(
        .invalidParams("there is no style name, tier id or item id at this position"))
    }
    if let problem = problem(with: newName, for: occurrence.kind) {
      return .failure(.invalidParams(problem))
    }
    if newName != occurrence.name,
      symbols.names(of: occurrence.kind, scope: occurrence.scope).contains(newName)
    {
      return .failure(
        .invalidParams(
          "\(MessageText.quoted(newName)) is already taken here; choose a name not yet used"))
    }
    let edits = unique(symbols.all(like: occurrence)).map { occurrence -> OrderedJSON in
      .object([
        ("range", context.document.range(of: occurrence.range).json),
        ("newText", .string(replacement(newName, quotedLike: occurrence, in: context.document))),
      ])
    }
    return .success(
      .object([("changes", .object([(context.document.uri, .array(edits))]))]))
  }

  /// Why `name` cannot be a new name, or nil. Ids follow the validator's rule (`IDRule`); a
  /// style name is a key, so it must not be an `x-` key and must fit in a YAML key.
  static func problem(with name: String, for kind: SymbolIndex.Kind) -> String? {
    if name.isEmpty { return "a name cannot be empty" }
    guard kind == .style else {
      return IDRule.problem(in: name).map { "the new id \(MessageText.quoted(name)) \($0)" }
    }
    if name.hasPrefix(ConfigLanguage.extensionKeyPrefix) {
      return "a style name cannot start with '\(ConfigLanguage.extensionKeyPrefix)'"
    }
    if name.unicodeScalars.count > maxKeyScalars {
      return "a style name is a YAML key, which YAML reads only up to 1024 characters; "
        + "use at most \(maxKeyScalars)"
    }
    return nil
  }

  /// The longest style name a rename writes: libyaml reads a key of at most 1024 characters, and
  /// the quotes and escapes a name may need take some of them.
  static let maxKeyScalars = 200

  /// The new name as YAML where the old one stood: in the same quotes when it was quoted.
  static func replacement(
    _ name: String, quotedLike occurrence: SymbolIndex.Occurrence, in document: TextDocument
  ) -> String {
    guard occurrence.quoted else { return DiagnosticFix.yamlScalar(name) }
    let first = document.bytes[
      min(document.byteOffset(of: occurrence.range.start), document.bytes.count - 1)]
    // Single quotes hold no escapes: a name that needs one goes in double quotes.
    if first == UInt8(ascii: "'") && !name.unicodeScalars.contains(where: DiagnosticFix.needsEscape)
    {
      return "'" + name.replacingAll("'", with: "''") + "'"
    }
    let escaped = DiagnosticFix.yamlScalar(name)
    return escaped.hasPrefix("\"") ? escaped : "\"" + escaped + "\""
  }

  /// One occurrence per written place, in document order.
  static func unique(_ occurrences: [SymbolIndex.Occurrence]) -> [SymbolIndex.Occurrence] {
    var seen: Set<SourceRange> = []
    return occurrences.filter { seen.insert($0.range).inserted }
      .sorted { $0.range.start < $1.range.start }
  }
}

extension String {
  func replacingAll(_ target: Character, with replacement: String) -> String {
    var result = ""
    for character in self {
      if character == target { result += replacement } else { result.append(character) }
    }
    return result
  }
}
