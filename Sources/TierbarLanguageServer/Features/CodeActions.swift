import TierbarModel

/// `textDocument/codeAction`: a quick fix for each diagnostic of the last check that overlaps
/// the requested range and carries a `DiagnosticFix` ("did you mean" replacements, quoting a
/// hex colour YAML read as a comment, adding a missing `accessibility-label`).
enum CodeActions {
  static func actions(_ document: TextDocument, range: LSPRange, diagnostics: [Diagnostic])
    -> OrderedJSON
  {
    var actions: [OrderedJSON] = []
    for diagnostic in diagnostics {
      guard let fix = diagnostic.fix else { continue }
      let place = document.range(of: diagnostic.range)
      guard place.start <= range.end && range.start <= place.end else { continue }
      let edits = fix.edits.compactMap { edit(for: $0, in: document) }
      guard edits.count == fix.edits.count else { continue }
      actions.append(
        .object([
          ("title", .string(fix.title)),
          ("kind", .string("quickfix")),
          ("diagnostics", .array([DiagnosticConversion.json(diagnostic, in: document)])),
          ("isPreferred", .bool(true)),
          ("edit", .object([("changes", .object([(document.uri, .array(edits))]))])),
        ]))
    }
    return .array(actions)
  }

  static func edit(for edit: DiagnosticFix.Edit, in document: TextDocument) -> OrderedJSON? {
    switch edit {
    case .replace(let range, let text):
      return .object([("range", document.range(of: range).json), ("newText", .string(text))])
    case .quoteWord(let mark):
      let bytes = document.bytes
      let isBlank = { (index: Int) in
        bytes[index] == UInt8(ascii: " ") || bytes[index] == UInt8(ascii: "\t")
      }
      var start = document.byteOffset(of: mark)
      // The value's anchor (`&c`) and tag (`!tag`) stay as they are; the word after them is
      // the one YAML read as a comment. The node's range starts at its anchor.
      while true {
        while start < bytes.count, isBlank(start) { start += 1 }
        guard start < bytes.count,
          bytes[start] == UInt8(ascii: "&") || bytes[start] == UInt8(ascii: "!")
        else { break }
        while start < bytes.count, !isBlank(start), !UTF8Walk.isLineBreak(bytes, at: start) {
          start += 1
        }
      }
      var end = start
      while end < document.bytes.count, document.bytes[end] != UInt8(ascii: " "),
        document.bytes[end] != UInt8(ascii: "\t"), !UTF8Walk.isLineBreak(document.bytes, at: end)
      {
        end += 1
      }
      guard end > start else { return nil }
      let word = String(decoding: document.bytes[start..<end], as: UTF8.self)
      let range = LSPRange(
        start: document.position(ofByte: start), end: document.position(ofByte: end))
      return .object([("range", range.json), ("newText", .string("\"\(word)\""))])
    }
  }
}
