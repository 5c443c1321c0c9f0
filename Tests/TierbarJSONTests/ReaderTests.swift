import Testing
import TierbarJSON
import TierbarModel

/// `JSONReader`: the node tree it makes, with the ranges, styles and texts the validator reads.
@Suite struct JSONReaderTests {
  func read(_ text: String) -> JSONReadResult {
    JSONReader().read(Array(text.utf8))
  }

  func range(_ start: (Int, Int), _ end: (Int, Int)) -> SourceRange {
    SourceRange(
      start: SourceMark(line: start.0, column: start.1), end: SourceMark(line: end.0, column: end.1)
    )
  }

  @Test func objectsArraysAndScalarsGetTheirRanges() throws {
    let result = read("{\"a\": [1, \"x\"],\n \"b\": {}}")
    #expect(result.diagnostics.isEmpty)
    let root = try #require(result.node)
    #expect(root.range == range((1, 1), (2, 10)))
    let entries = try #require(root.mapping)
    #expect(entries.map(\.keyName) == ["a", "b"])
    #expect(entries[0].key.range == range((1, 2), (1, 5)))
    #expect(entries[0].key.scalar?.style == .doubleQuoted)
    let list = try #require(entries[0].value.sequence)
    #expect(entries[0].value.range == range((1, 7), (1, 15)))
    #expect(list[0].scalar == ConfigScalar("1"))
    #expect(list[0].range == range((1, 8), (1, 9)))
    #expect(list[1].scalar == ConfigScalar("x", style: .doubleQuoted))
    #expect(list[1].range == range((1, 11), (1, 14)))
    #expect(entries[1].key.range == range((2, 2), (2, 5)))
    #expect(entries[1].value.mapping == [])
    #expect(entries[1].value.range == range((2, 7), (2, 9)))
  }

  /// Strings are double-quoted scalars, so `"60"` stays a string; literals are plain scalars
  /// with their exact text, so the validator reads `60`, `-1.5e3`, `true` and `null` as in YAML.
  @Test func literalsArePlainScalarsWithTheirText() throws {
    let root = try #require(read("[\"60\", 60, -1.5e3, true, false, null]").node)
    let scalars = try #require(root.sequence).compactMap(\.scalar)
    #expect(
      scalars == [
        ConfigScalar("60", style: .doubleQuoted), ConfigScalar("60"), ConfigScalar("-1.5e3"),
        ConfigScalar("true"), ConfigScalar("false"), ConfigScalar("null"),
      ])
    #expect(scalars[5].isNull)
    #expect(!scalars[0].resolvesTypes)
  }

  @Test func escapesAndSurrogatePairsDecode() throws {
    let text = #"["a\"b\\c\/d\b\f\n\r\t", "\u00e9\u00E9", "\uD83D\uDE00", "\u0041é😀"]"#
    let root = try #require(read(text).node)
    let values = try #require(root.sequence).compactMap(\.scalar?.value)
    #expect(values == ["a\"b\\c/d\u{8}\u{C}\n\r\t", "éé", "😀", "Aé😀"])
  }

  /// Columns count Unicode scalars, not bytes: `é` and `😀` are one column each.
  @Test func columnsCountUnicodeScalars() throws {
    let root = try #require(read("{\"é😀\": \"x\"}").node)
    let entry = try #require(root.mapping?.first)
    #expect(entry.key.range == range((1, 2), (1, 6)))
    #expect(entry.value.range == range((1, 8), (1, 11)))
  }

  @Test func lineBreaksCountAsJSONWhiteSpaceDoes() throws {
    let root = try #require(read("[\r\n1,\r2,\n\t3]").node)
    let marks = try #require(root.sequence).map(\.range.start)
    #expect(
      marks == [
        SourceMark(line: 2, column: 1), SourceMark(line: 3, column: 1),
        SourceMark(line: 4, column: 2),
      ])
  }

  /// NEL, LS and PS inside a string are its text, and end a line as `LineBreaks` (the printer, the
  /// language server) counts lines: the marks after one are on the next line, so a caret lands
  /// under the key it names.
  @Test(arguments: ["\u{85}", "\u{2028}", "\u{2029}"])
  func unicodeLineBreaksInAStringEndALine(lineBreak: String) throws {
    let root = try #require(read("{\"a\": \"x\(lineBreak)y\", \"b\": 1}").node)
    let entries = try #require(root.mapping)
    #expect(entries[0].value.scalar?.value == "x\(lineBreak)y")
    #expect(entries[0].value.range == range((1, 7), (2, 3)))
    #expect(entries[1].key.range == range((2, 5), (2, 8)))
  }

  /// A string of 200,000 escapes (400 KB) once took minutes (the decoded text was copied at every
  /// escape); it reads whole, each escape decoded. Its cost is a bench matter; here the result.
  @Test func aStringOfManyEscapesDecodes() throws {
    let count = 200_000
    let root = try #require(read("[\"" + String(repeating: "\\n", count: count) + "\"]").node)
    let text = try #require(root.sequence?.first?.scalar?.value)
    #expect(text.utf8.count == count)
    #expect(text.utf8.allSatisfy { $0 == 0x0A })
  }

  @Test func aByteOrderMarkIsSkippedAndNotCounted() throws {
    let result = JSONReader().read([0xEF, 0xBB, 0xBF] + Array("{\"a\": 1}".utf8))
    let root = try #require(result.node)
    #expect(root.range == range((1, 1), (1, 9)))
  }

  @Test func duplicateKeysAreReportedAtTheSecondWithANoteAtTheFirst() throws {
    let result = read("{\n  \"id\": \"a\",\n  \"id\": \"b\"\n}")
    #expect(result.node != nil, "a tree with duplicates is still sound")
    #expect(result.diagnostics.count == 1)
    let diagnostic = try #require(result.diagnostics.first)
    #expect(diagnostic.code == .duplicateKey)
    #expect(diagnostic.range == range((3, 3), (3, 7)))
    #expect(diagnostic.notes.map(\.range) == [range((2, 3), (2, 7))])
    #expect(diagnostic.message.contains("'id' appears twice"))
  }

  /// Objects with many keys switch from a scan to a dictionary; duplicates are still found, at
  /// the first occurrence.
  @Test func duplicatesInLargeObjectsPointAtTheFirstOccurrence() throws {
    let keys = (0..<40).map { "\"k\($0)\": \($0)" } + ["\"k3\": 1", "\"k30\": 2", "\"k3\": 3"]
    let result = read("{" + keys.joined(separator: ",\n") + "}")
    #expect(result.diagnostics.map(\.code) == [.duplicateKey, .duplicateKey, .duplicateKey])
    #expect(result.diagnostics.map(\.range.start.line) == [41, 42, 43])
    #expect(result.diagnostics.map { $0.notes.first?.range.start.line } == [4, 31, 4])
  }
}
