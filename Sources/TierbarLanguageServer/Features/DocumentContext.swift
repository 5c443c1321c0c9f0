import TierbarModel
import TierbarRows
import TierbarValidation
import TierbarYAML

/// What the features need to know about one version of a document, worked out once per request:
/// its node tree, the names it defines and uses, its decoded config, its lines as scalars.
final class DocumentContext {
  let document: TextDocument
  let registry: RowRegistry

  init(_ document: TextDocument, _ registry: RowRegistry) {
    self.document = document
    self.registry = registry
  }

  /// The document's node tree, nil when it does not parse.
  private(set) lazy var tree: ConfigNode? = YAMLReader().read(document.bytes).node

  private(set) lazy var symbols: SymbolIndex? = tree.map(SymbolIndex.init)

  /// The tree, or while a line is being typed (and the file does not parse), the tree of the
  /// file without that line: enough to know its styles, tiers and items.
  func tree(toleratingLine line: Int) -> ConfigNode? {
    if let tree { return tree }
    guard line < document.lines.lineCount else { return nil }
    var bytes = document.bytes
    let start = document.lines.starts[line]
    let slice = document.lineBytes(line)
    bytes.replaceSubrange(start..<(start + slice.count), with: [])
    return YAMLReader().read(bytes).node
  }

  func symbols(toleratingLine line: Int) -> SymbolIndex? {
    if let symbols { return symbols }
    return tree(toleratingLine: line).map(SymbolIndex.init)
  }

  /// The decoded config (nil when the file has errors): resolved styles come from it.
  private(set) lazy var config: TierbarConfig? = tree.flatMap {
    ConfigValidator(registry: registry).validate($0).config
  }

  /// The protocol's lines, as Unicode scalars.
  private(set) lazy var scalarLines: [[Unicode.Scalar]] = (0..<document.lines.lineCount).map {
    Array(String(decoding: document.lineBytes($0), as: UTF8.self).unicodeScalars)
  }

  /// A protocol position's column in scalars on its line.
  func scalarColumn(of position: LSPPosition) -> Int {
    let offset = document.byteOffset(of: position)
    guard position.line < document.lines.lineCount else { return 0 }
    let start = document.lines.starts[position.line]
    return String(decoding: document.bytes[start..<offset], as: UTF8.self).unicodeScalars.count
  }

  func cursor(at position: LSPPosition) -> CursorContext {
    CursorContext.at(
      lines: scalarLines, line: position.line, column: scalarColumn(of: position))
  }

  /// The occurrence of a name under the cursor, on its text or on an alias that carries it.
  func occurrence(at position: LSPPosition) -> SymbolIndex.Occurrence? {
    guard let symbols else { return nil }
    return symbols.occurrences.first { document.range(of: $0.range).contains(position) }
      ?? symbols.occurrences.first {
        $0.aliasRange.map { document.range(of: $0).contains(position) } ?? false
      }
  }

  /// The row kind of the tier around a mark: its `kind:`, else the default kind.
  func rowKind(around mark: SourceMark, line: Int) -> RowKindDeclaration? {
    var kind = TierDefinition.defaultKind
    if let tree = tree(toleratingLine: line),
      let tier = Self.innermostMapping(in: tree, containing: mark, withKey: "kind"),
      let name = tier["kind"]?.scalar?.value
    {
      kind = name
    }
    return registry.provider(for: kind)?.declaration
  }

  /// The deepest mapping holding `mark` that has `key` (bounded by the loader's depth limit).
  static func innermostMapping(
    in node: ConfigNode, containing mark: SourceMark, withKey key: String
  )
    -> ConfigNode?
  {
    var found: ConfigNode?
    var stack = [node]
    while let current = stack.popLast() {
      guard current.aliasRange == nil, current.range.start <= mark, mark <= current.range.end
      else { continue }
      switch current.content {
      case .mapping(let entries):
        if current[key] != nil { found = current }
        stack.append(contentsOf: entries.map(\.value))
      case .sequence(let items): stack.append(contentsOf: items)
      case .scalar: break
      }
    }
    return found
  }
}
