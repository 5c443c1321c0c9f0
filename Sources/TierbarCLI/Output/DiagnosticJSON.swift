import TierbarModel

/// A diagnostic as JSON: `{"file","line","column","endLine","endColumn","severity","code",
/// "message","notes":[{"file","line","column","endLine","endColumn","message"}]}`. A note's
/// `file` is always filled in (its diagnostic's file when the note has none of its own).
enum DiagnosticJSON {
  static func value(_ diagnostic: Diagnostic) -> OrderedJSON {
    let file = diagnostic.file
    return .object(
      [("file", OrderedJSON(file))] + position(diagnostic.range) + [
        ("severity", .string(diagnostic.severity.rawValue)),
        ("code", .string(diagnostic.code.rawValue)),
        ("message", .string(diagnostic.message)),
        (
          "notes",
          .array(
            diagnostic.notes.map { note in
              .object(
                [("file", OrderedJSON(note.file ?? file))] + position(note.range) + [
                  ("message", .string(note.message))
                ])
            })
        ),
      ])
  }

  private static func position(_ range: SourceRange) -> [(String, OrderedJSON)] {
    [
      ("line", .int(range.start.line)), ("column", .int(range.start.column)),
      ("endLine", .int(range.end.line)), ("endColumn", .int(range.end.column)),
    ]
  }
}
