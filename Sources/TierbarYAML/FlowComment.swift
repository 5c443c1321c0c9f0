import TierbarModel

/// The rule for a `#` that YAML read as a comment inside a flow collection: `{ color: #C7C7CC }`
/// turns `#C7C7CC }` into a comment, so the bracket never closes and libyaml fails lines later.
/// When libyaml fails inside a flow collection and the text from the collection's start to the
/// failure holds `: ` then `#`, the `#` is the cause, and the error belongs there.
struct FlowComment {
  /// Where the `#` is.
  var mark: SourceMark
  /// The key before the `: ` (`color`), for the message.
  var key: String
  /// The text from `#` to the next space or the line's end (`#C7C7CC`).
  var word: String

  /// `#` and the letters and digits after it (`#FF0000` of `#FF0000}`).
  var colour: String {
    "#"
      + String(
        word.unicodeScalars.dropFirst().prefix {
          ("0"..."9").contains($0) || ("a"..."z").contains($0) || ("A"..."Z").contains($0)
        })
  }

  /// True when quoting `word` is the whole repair: the word is a colour and nothing else, so the
  /// editor's quote-the-word fix wraps exactly the colour (not a `,` or `}` after it).
  var isQuotable: Bool { word.count > 1 && word == colour }

  /// The first `: #` comment at or after `start` and before `end`, counting marks as libyaml
  /// does (`ByteScreen.mark(atByteOffset:in:)`).
  static func find(
    in bytes: UnsafeBufferPointer<UInt8>, from start: SourceMark, to end: SourceMark
  ) -> FlowComment? {
    var here = SourceMark(line: 1, column: 1)
    var index = ByteScreen.byteOrderMarkLength(bytes)
    while index < bytes.count, here < end {
      if bytes[index] == UInt8(ascii: "#"), !(here < start),
        let found = comment(at: index, in: bytes, mark: here)
      {
        return found
      }
      ByteScreen.step(&index, &here, in: bytes)
    }
    return nil
  }

  /// The comment at `hash` when spaces then `:` come before it (`color: #…`).
  private static func comment(
    at hash: Int, in bytes: UnsafeBufferPointer<UInt8>, mark: SourceMark
  ) -> FlowComment? {
    var colon = hash - 1
    while colon >= 0, isBlank(bytes[colon]) { colon -= 1 }
    guard colon < hash - 1, colon >= 0, bytes[colon] == UInt8(ascii: ":") else { return nil }
    var keyStart = colon
    while keyStart > 0, !isBlank(bytes[keyStart - 1]),
      !"{[,".utf8.contains(bytes[keyStart - 1]), LineBreaks.length(at: keyStart - 1, in: bytes) == 0
    {
      keyStart -= 1
    }
    var wordEnd = hash
    while wordEnd < bytes.count, !isBlank(bytes[wordEnd]),
      LineBreaks.length(at: wordEnd, in: bytes) == 0
    {
      wordEnd += 1
    }
    return FlowComment(
      mark: mark,
      key: String(decoding: UnsafeBufferPointer(rebasing: bytes[keyStart..<colon]), as: UTF8.self),
      word: String(decoding: UnsafeBufferPointer(rebasing: bytes[hash..<wordEnd]), as: UTF8.self))
  }

  private static func isBlank(_ byte: UInt8) -> Bool {
    byte == UInt8(ascii: " ") || byte == UInt8(ascii: "\t")
  }

  /// The error at the `#`, with libyaml's own report and the collection's start as notes.
  func diagnostic(flowStart: SourceMark, libyamlProblem: String, at problem: SourceMark)
    -> Diagnostic
  {
    let key = self.key.isEmpty ? "color" : self.key
    let quoted = colour.count > 1 ? colour : "#C7C7CC"
    return .error(
      .commentInFlowCollection,
      "`#` started a comment here, so YAML ignored the rest of this line, including the bracket"
        + " that closes the collection opened at line \(flowStart.line), column"
        + " \(flowStart.column); quote the colour: `\(key): \"\(quoted)\"`",
      at: SourceRange(at: mark),
      notes: [
        DiagnosticNote("the collection that starts here", at: SourceRange(at: flowStart)),
        DiagnosticNote("libyaml then failed here: \(libyamlProblem)", at: SourceRange(at: problem)),
      ],
      fix: isQuotable
        ? DiagnosticFix("Quote the colour", edits: [.quoteWord(at: mark)]) : nil)
  }
}
