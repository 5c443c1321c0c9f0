import TierbarModel
import TierbarRows
import TierbarValidation

/// `textDocument/completion`: the keys the mapping at the cursor accepts (with their reference
/// text, from `ConfigLanguage`), a key's enum values, and what only the file knows: its style
/// names, tier ids and item ids, the registry's row kinds and the tier's kind's parameters.
enum Completion {
  /// The protocol's `CompletionItemKind`s used here.
  enum ItemKind: Int {
    case property = 10, value = 12, enumMember = 20, reference = 18, `class` = 7
  }

  struct Item {
    var label: String
    var kind: ItemKind
    var detail: String
    var documentation: String
    var insert: String
  }

  static func list(_ context: DocumentContext, at position: LSPPosition) -> OrderedJSON {
    let cursor = context.cursor(at: position)
    let items = self.items(context, cursor: cursor, at: position)
    let prefix: String
    switch cursor.typing {
    case .key(let typed): prefix = typed
    case .value(_, let typed): prefix = typed
    }
    let start = LSPPosition(
      line: position.line, character: max(0, position.character - prefix.utf16.count))
    let range = LSPRange(start: start, end: position)
    return .object([
      ("isIncomplete", .bool(false)),
      (
        "items",
        .array(
          items.map { item in
            var members: [(String, OrderedJSON)] = [
              ("label", .string(item.label)), ("kind", .int(item.kind.rawValue)),
            ]
            if !item.detail.isEmpty { members.append(("detail", .string(item.detail))) }
            if !item.documentation.isEmpty {
              members.append(
                (
                  "documentation",
                  .object([("kind", .string("markdown")), ("value", .string(item.documentation))])
                ))
            }
            members.append(("filterText", .string(item.label)))
            members.append(
              ("textEdit", .object([("range", range.json), ("newText", .string(item.insert))])))
            return .object(members)
          })
      ),
    ])
  }

  static func items(_ context: DocumentContext, cursor: CursorContext, at position: LSPPosition)
    -> [Item]
  {
    guard let value = DeclarationPath.value(at: cursor.path) else { return [] }
    let mark = context.document.mark(of: position)
    switch cursor.typing {
    case .key:
      if value == .rowParameters {
        let kind = context.rowKind(around: mark, line: position.line)
        return (kind?.parameters ?? []).filter { !cursor.siblingKeys.contains($0.name) }.map {
          Item(
            label: $0.name, kind: .property, detail: ReferenceText.parameterDetail($0),
            documentation: ReferenceText.parameter($0), insert: "\($0.name): ")
        }
      }
      guard let mapping = DeclarationPath.mapping(value, siblingKeys: cursor.siblingKeys) else {
        return []
      }
      return mapping.keys.filter { !cursor.siblingKeys.contains($0.name) }.map {
        Item(
          label: $0.name, kind: .property, detail: ReferenceText.valueSummary($0.value),
          documentation: ReferenceText.key($0), insert: "\($0.name): ")
      }
    case .value(let key, _):
      if value == .rowParameters {
        guard let parameter = context.rowKind(around: mark, line: position.line)?.parameter(key)
        else { return [] }
        if parameter.type == .boolean { return booleans() }
        return parameter.allowedValues.map {
          Item(label: $0, kind: .enumMember, detail: "", documentation: "", insert: $0)
        }
      }
      guard let mapping = DeclarationPath.mapping(value, siblingKeys: cursor.siblingKeys) else {
        return []
      }
      guard let declaration = mapping.key(key) else { return [] }
      return values(declaration.value, context, mark: mark, line: position.line)
    }
  }

  static func values(
    _ value: ValueDeclaration, _ context: DocumentContext, mark: SourceMark, line: Int
  ) -> [Item] {
    switch value {
    case .choice(let choices):
      return choices.map {
        Item(
          label: $0.name, kind: .enumMember, detail: "", documentation: $0.description,
          insert: $0.name)
      }
    case .boolean:
      return booleans()
    case .rowKind:
      return context.registry.entries.map { entry in
        let declaration = entry.provider.declaration
        return Item(
          label: declaration.kind, kind: .class, detail: entry.source.description,
          documentation: ReferenceText.rowKind(declaration), insert: declaration.kind)
      }
    case .reference(let target):
      guard let symbols = context.symbols(toleratingLine: line) else { return [] }
      let scope = symbols.toolbar(containing: mark)
      let names: [String]
      let kind: SymbolIndex.Kind
      switch target {
      case .style: (names, kind) = (symbols.names(of: .style), .style)
      case .tier: (names, kind) = (symbols.names(of: .tier, scope: scope), .tier)
      case .item: (names, kind) = (itemsOfTier(context, around: mark, line: line), .item)
      }
      return names.map {
        Item(
          label: $0, kind: .reference, detail: kind.noun,
          documentation: kind == .style ? ReferenceText.resolvedStyle($0, context) : "",
          insert: $0)
      }
    case .oneOf(let alternatives):
      var seen: Set<String> = []
      return alternatives.flatMap { values($0, context, mark: mark, line: line) }.filter {
        seen.insert($0.label).inserted
      }
    case .list(let element, _, _):
      return values(element, context, mark: mark, line: line)
    default:
      return []
    }
  }

  /// The ids of the items of the tier around the cursor (`selected:` names one of them).
  static func itemsOfTier(_ context: DocumentContext, around mark: SourceMark, line: Int)
    -> [String]
  {
    guard let tree = context.tree(toleratingLine: line),
      let tier = DocumentContext.innermostMapping(in: tree, containing: mark, withKey: "items")
    else { return [] }
    return (tier["items"]?.sequence ?? []).compactMap { $0["id"]?.scalar?.value }
  }

  static func booleans() -> [Item] {
    ["true", "false"].map {
      Item(label: $0, kind: .value, detail: "", documentation: "", insert: $0)
    }
  }
}
