import TierbarModel
import TierbarRows
import TierbarValidation

/// `textDocument/hover`: on a key, its reference text; on a style name, the style as it
/// resolves; on a `kind:` value, the row kind's summary and parameters; on an enum value, what
/// it means; on a tier or item id, where it is defined.
enum Hover {
  static func hover(_ context: DocumentContext, at position: LSPPosition) -> OrderedJSON {
    guard let (text, range) = content(context, at: position) else { return .null }
    return .object([
      ("contents", .object([("kind", .string("markdown")), ("value", .string(text))])),
      ("range", range.json),
    ])
  }

  static func content(_ context: DocumentContext, at position: LSPPosition) -> (
    String, LSPRange
  )? {
    if let occurrence = context.occurrence(at: position) {
      let range = context.document.range(of: occurrence.range)
      switch occurrence.kind {
      case .style: return (ReferenceText.resolvedStyle(occurrence.name, context), range)
      case .tier, .item, .toolbar:
        let definitions = context.symbols?.all(like: occurrence).filter(\.isDefinition) ?? []
        let lines = definitions.map { "line \($0.range.start.line)" }.joined(separator: ", ")
        let place = definitions.isEmpty ? "not defined in this file" : "defined at \(lines)"
        let noun = occurrence.kind.noun
        let title = noun.prefix(1).uppercased() + noun.dropFirst()
        return ("\(title) `\(occurrence.name)`: \(place).", range)
      }
    }
    guard let word = Word.at(context, position) else { return nil }
    let range = LSPRange(
      start: LSPPosition(line: position.line, character: word.startUTF16),
      end: LSPPosition(line: position.line, character: word.endUTF16))
    if word.isKey {
      // The key's mapping is the context of a key typed where this one starts.
      let cursor = CursorContext.at(
        lines: context.scalarLines, line: position.line, column: word.start)
      guard let value = DeclarationPath.value(at: cursor.path) else { return nil }
      if value == .rowParameters {
        let mark = context.document.mark(of: position)
        guard
          let parameter = context.rowKind(around: mark, line: position.line)?.parameter(
            word.text)
        else { return nil }
        return (ReferenceText.parameter(parameter), range)
      }
      guard let mapping = DeclarationPath.mapping(value, siblingKeys: cursor.siblingKeys) else {
        return nil
      }
      guard let key = mapping.key(word.text) else { return nil }
      return (ReferenceText.key(key), range)
    }
    let cursor = CursorContext.at(
      lines: context.scalarLines, line: position.line, column: word.end)
    guard case .value(let keyName, _) = cursor.typing,
      let value = DeclarationPath.value(at: cursor.path),
      let mapping = DeclarationPath.mapping(value, siblingKeys: cursor.siblingKeys),
      let key = mapping.key(keyName)
    else { return nil }
    if key.value == .rowKind {
      guard let declaration = context.registry.provider(for: word.text)?.declaration else {
        return nil
      }
      return (ReferenceText.rowKind(declaration), range)
    }
    if let choice = choices(key.value).first(where: { $0.name == word.text }) {
      return ("`\(choice.name)`: \(choice.description)", range)
    }
    return nil
  }

  static func choices(_ value: ValueDeclaration) -> [ChoiceDeclaration] {
    switch value {
    case .choice(let choices): return choices
    case .oneOf(let alternatives): return alternatives.flatMap(choices)
    default: return []
    }
  }
}

/// The name-like word under a position (letters, digits, `-`, `_`, `.`), and whether a `:`
/// follows it (a key).
struct Word {
  var text: String
  /// Scalar columns on the line, end exclusive.
  var start: Int
  var end: Int
  var startUTF16: Int
  var endUTF16: Int
  var isKey: Bool

  static func at(_ context: DocumentContext, _ position: LSPPosition) -> Word? {
    guard position.line < context.scalarLines.count else { return nil }
    let line = context.scalarLines[position.line]
    let column = context.scalarColumn(of: position)
    func isWordScalar(_ scalar: Unicode.Scalar) -> Bool {
      scalar.properties.isAlphabetic || ("0"..."9").contains(scalar) || scalar == "-"
        || scalar == "_" || scalar == "."
    }
    var start = min(column, line.count)
    while start > 0 && isWordScalar(line[start - 1]) { start -= 1 }
    var end = min(column, line.count)
    while end < line.count && isWordScalar(line[end]) { end += 1 }
    guard start < end else { return nil }
    var view = String.UnicodeScalarView()
    view.append(contentsOf: line[start..<end])
    let units = { (upTo: Int) in line[0..<upTo].reduce(0) { $0 + ($1.value > 0xFFFF ? 2 : 1) } }
    let isKey = end < line.count && line[end] == ":"
    return Word(
      text: String(view), start: start, end: end, startUTF16: units(start),
      endUTF16: units(end), isKey: isKey)
  }
}
