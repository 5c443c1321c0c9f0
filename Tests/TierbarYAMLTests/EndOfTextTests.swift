import Testing
import TierbarModel
import TierbarYAML

/// Marks at the end of the text and across every kind of line end (issue 22): libyaml ends a
/// stream that lacks a final line break one line past the last, which an editor cannot show.
@Suite struct EndOfTextTests {
  /// Text that libyaml rejects at its very end, with the mark the error must carry: the end of
  /// the last line when there is no final line break.
  @Test(arguments: [
    ("[", mark(1, 2)),
    ("a: [1, 2", mark(1, 9)),
    ("a:\n  b: 'open", mark(2, 11)),
    ("a:\r\n  - {x: 1", mark(2, 10)),
    ("x: \"é", mark(1, 6)),
    ("[\n", mark(2, 1)),
  ])
  func errorsAtTheEndPointInsideTheFile(text: String, expected: SourceMark) throws {
    let result = read(text)
    let error = try #require(result.diagnostics.first { $0.severity == .error })
    #expect(error.range.start == expected, "\(text.debugDescription): \(error)")
    #expect(error.range.end == expected)
    for note in error.notes { #expect(note.range.start <= expected) }
    #expect(!error.message.contains("line \(expected.line + 1)"))
  }

  /// Every truncation of a real config that libyaml rejects is located on a line of the file,
  /// at most one column past that line's end.
  @Test func everyTruncationOfAConfigIsLocatedInsideIt() throws {
    let text = """
      version: 1
      toolbars:
        - id: t
          tiers:
            - { id: main, items: [{ id: a, title: "Done", action: dismiss-keyboard }] }
      """
    let bytes = Array(text.utf8)
    for end in 1...bytes.count {
      let prefix = Array(bytes[..<end])
      let lines = prefix.withUnsafeBufferPointer { LineBreaks.lines(of: $0) }
      for diagnostic in read(bytes: prefix).diagnostics {
        let start = diagnostic.range.start
        #expect(start.line >= 1 && start.line <= lines.count, "cut at \(end): \(diagnostic)")
        guard start.line <= lines.count else { continue }
        let lineText = String(decoding: prefix[lines[start.line - 1]], as: UTF8.self)
        #expect(
          start.column <= lineText.unicodeScalars.count + 1, "cut at \(end): \(diagnostic)")
      }
    }
  }

  @Test(arguments: ["\n", "\r\n", "\r", "\u{85}", "\u{2028}", "\u{2029}"])
  func lineBreaksAreTheLoadersLines(lineEnd: String) {
    let text = ["a: 1", "b: 2", "", "c: 3"].joined(separator: lineEnd)
    let bytes = Array(text.utf8)
    let lines = bytes.withUnsafeBufferPointer { LineBreaks.lines(of: $0) }
    #expect(
      lines.map { String(decoding: bytes[$0], as: UTF8.self) } == ["a: 1", "b: 2", "", "c: 3"])
    // The loader's marks agree: `c` is on line 4.
    let node = read(text).node
    let c = node?.mapping?.last
    #expect(c?.key.range.start == mark(4, 1))
  }

  @Test func aFinalBreakEndsTheLastLineAndAnEmptyOneFollows() {
    let bytes = Array("a\r\n".utf8)
    let lines = bytes.withUnsafeBufferPointer { LineBreaks.lines(of: $0) }
    #expect(lines == [0..<1, 3..<3])
    let empty: [UInt8] = []
    #expect(empty.withUnsafeBufferPointer { LineBreaks.lines(of: $0) } == [0..<0])
  }
}
