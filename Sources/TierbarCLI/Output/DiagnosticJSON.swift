import TierbarModel

/// A diagnostic as JSON: `{"file","line","column","endLine","endColumn","severity","code",
/// "message","notes":[{"file","line","column","endLine","endColumn","message"}]}`. A note's
/// `file` is always filled in (its diagnostic's file when the note has none of its own). A file
/// name's bytes that are not UTF-8 are written as `\xNN`, as text output shows them
/// (`PathName.display`): JSON strings hold only Unicode text.
enum DiagnosticJSON {
  static func value(_ diagnostic: Diagnostic) -> OrderedJSON {
    let file = diagnostic.file.map { PathName.display($0) }
    return .object(
      [("file", OrderedJSON(file))] + position(diagnostic.range) + [
        ("severity", .string(diagnostic.severity.rawValue)),
        ("code", .string(diagnostic.code.rawValue)),
        ("message", .string(PathName.display(diagnostic.message))),
        (
          "notes",
          .array(
            diagnostic.notes.map { note in
              .object(
                [("file", OrderedJSON(note.file.map { PathName.display($0) } ?? file))]
                  + position(note.range) + [
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
