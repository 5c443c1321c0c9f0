import TierbarModel

/// A loader `Diagnostic` as the protocol's `Diagnostic`: the same code, message and severity as
/// `tierbar validate` prints, its range converted to UTF-16 positions, and its notes as
/// `relatedInformation` (in this document unless a note names another file).
enum DiagnosticConversion {
  static func severity(_ severity: DiagnosticSeverity) -> Int {
    switch severity {
    case .error: return 1
    case .warning: return 2
    case .note: return 3
    }
  }

  static func json(_ diagnostic: Diagnostic, in document: TextDocument) -> OrderedJSON {
    var members: [(String, OrderedJSON)] = [
      ("range", document.range(of: diagnostic.range).json),
      ("severity", .int(severity(diagnostic.severity))),
      ("code", .string(diagnostic.code.rawValue)),
      ("source", .string("tierbar")),
      ("message", .string(diagnostic.message)),
    ]
    if !diagnostic.notes.isEmpty {
      members.append(
        (
          "relatedInformation",
          .array(
            diagnostic.notes.map { note in
              let uri = note.file.map(FileURI.from(path:)) ?? document.uri
              let range: OrderedJSON =
                note.file == nil
                ? document.range(of: note.range).json
                : LSPRange(
                  start: LSPPosition(
                    line: max(0, note.range.start.line - 1),
                    character: max(0, note.range.start.column - 1)),
                  end: LSPPosition(
                    line: max(0, note.range.end.line - 1),
                    character: max(0, note.range.end.column - 1))
                ).json
              return .object([
                ("location", .object([("uri", .string(uri)), ("range", range)])),
                ("message", .string(note.message)),
              ])
            })
        ))
    }
    return .object(members)
  }

  static func publishParams(
    _ diagnostics: [Diagnostic], in document: TextDocument
  ) -> OrderedJSON {
    .object([
      ("uri", .string(document.uri)),
      ("version", .int(document.version)),
      ("diagnostics", .array(diagnostics.map { json($0, in: document) })),
    ])
  }
}

/// `file://` URIs and paths, for the rare note that points at another file.
enum FileURI {
  static func from(path: String) -> String {
    var result = "file://"
    for byte in path.utf8 {
      switch byte {
      case UInt8(ascii: "a")...UInt8(ascii: "z"), UInt8(ascii: "A")...UInt8(ascii: "Z"),
        UInt8(ascii: "0")...UInt8(ascii: "9"), UInt8(ascii: "/"), UInt8(ascii: "-"),
        UInt8(ascii: "_"), UInt8(ascii: "."), UInt8(ascii: "~"):
        result.unicodeScalars.append(Unicode.Scalar(byte))
      default:
        result += "%" + String(byte, radix: 16, uppercase: true).leftPadded(to: 2)
      }
    }
    return result
  }
}

extension String {
  fileprivate func leftPadded(to width: Int) -> String {
    count >= width ? self : String(repeating: "0", count: width - count) + self
  }
}
