import TierbarModel

/// One open document: its bytes as the editor last described them, and the line tables that
/// turn the loader's marks into the protocol's positions and back. Nothing is read from or
/// written to disk: the editor's text is the truth.
struct TextDocument: Sendable {
  let uri: String
  private(set) var version: Int
  private(set) var bytes: [UInt8]
  /// The protocol's lines.
  private(set) var lines: LineIndex
  /// libyaml's lines (the loader's marks count these).
  private(set) var yamlLines: LineIndex
  /// Where to start walking to a column of a long line, for each kind of line.
  private var longLines: [Int: ColumnCheckpoints] = [:]
  private var longYAMLLines: [Int: ColumnCheckpoints] = [:]

  init(uri: String, version: Int, text: String) {
    self.uri = uri
    self.version = version
    self.bytes = Array(text.utf8)
    self.lines = LineIndex(bytes, yamlBreaks: false)
    self.yamlLines = LineIndex(bytes, yamlBreaks: true)
    indexLongLines()
  }

  /// The checkpoints of both kinds of long lines; a byte-order mark is not a column of
  /// libyaml's first line (the loader does not count it).
  private mutating func indexLongLines() {
    let hasMark = bytes.starts(with: [0xEF, 0xBB, 0xBF])
    let (lines, yamlLines, count) = (lines, yamlLines, bytes.count)
    (longLines, longYAMLLines) = bytes.withUnsafeBufferPointer { buffer in
      (
        ColumnCheckpoints.forLongLines(of: buffer, lines: lines.ranges(count: count)),
        ColumnCheckpoints.forLongLines(
          of: buffer,
          lines: yamlLines.ranges(count: count).enumerated().lazy.map { index, range in
            index == 0 && hasMark ? min(3, range.upperBound)..<range.upperBound : range
          })
      )
    }
  }

  var text: String { String(decoding: bytes, as: UTF8.self) }

  /// Full sync: the new text replaces the old.
  mutating func replaceAll(with text: String, version: Int) {
    self = TextDocument(uri: uri, version: version, text: text)
  }

  /// Incremental sync: `range` (in the text before this change) is replaced by `text`.
  mutating func replace(_ range: LSPRange, with text: String) {
    let start = byteOffset(of: range.start)
    let end = max(start, byteOffset(of: range.end))
    bytes.replaceSubrange(start..<end, with: Array(text.utf8))
    lines = LineIndex(bytes, yamlBreaks: false)
    yamlLines = LineIndex(bytes, yamlBreaks: true)
    indexLongLines()
  }

  mutating func setVersion(_ version: Int) { self.version = version }

  // MARK: Protocol positions

  /// The byte offset of a protocol position; a column past the line's end means its end, a line
  /// past the last means the end of the text (the protocol's rule for out-of-range positions).
  func byteOffset(of position: LSPPosition) -> Int {
    guard position.line < lines.lineCount else { return bytes.count }
    let from = longLines[position.line]?.point(beforeUTF16: position.character)
    var offset = from?.offset ?? lines.starts[position.line]
    var units = from?.utf16 ?? 0
    while offset < bytes.count && units < position.character
      && !UTF8Walk.isLineBreak(bytes, at: offset)
    {
      let length = UTF8Walk.scalarLength(bytes[offset])
      units += length == 4 ? 2 : 1
      offset = min(bytes.count, offset + length)
    }
    return offset
  }

  func position(ofByte offset: Int) -> LSPPosition {
    let clamped = min(max(0, offset), bytes.count)
    let line = lines.line(containing: clamped)
    let from = longLines[line]?.point(beforeOffset: clamped)
    var index = from?.offset ?? lines.starts[line]
    var units = from?.utf16 ?? 0
    while index < clamped {
      let length = UTF8Walk.scalarLength(bytes[index])
      units += length == 4 ? 2 : 1
      index += length
    }
    return LSPPosition(line: line, character: units)
  }

  // MARK: The loader's marks

  /// The byte offset of a loader mark (1-based libyaml line, 1-based scalar column; a byte-order
  /// mark at the start is not counted). Columns past the line's end stop at its break.
  func byteOffset(of mark: SourceMark) -> Int {
    let lineIndex = mark.line - 1
    guard lineIndex >= 0 else { return 0 }
    guard lineIndex < yamlLines.lineCount else { return bytes.count }
    var offset = yamlLines.starts[lineIndex]
    if lineIndex == 0 && bytes.starts(with: [0xEF, 0xBB, 0xBF]) { offset = 3 }
    let lineEnd =
      lineIndex + 1 < yamlLines.lineCount ? yamlLines.starts[lineIndex + 1] : bytes.count
    var column = 1
    if let from = longYAMLLines[lineIndex]?.point(beforeColumn: mark.column) {
      (offset, column) = (from.offset, from.column)
    }
    while column < mark.column && offset < lineEnd && !isYAMLBreak(at: offset) {
      offset = min(lineEnd, offset + UTF8Walk.scalarLength(bytes[offset]))
      column += 1
    }
    return offset
  }

  func mark(ofByte offset: Int) -> SourceMark {
    let clamped = min(max(0, offset), bytes.count)
    let line = yamlLines.line(containing: clamped)
    var index = yamlLines.starts[line]
    if line == 0 && bytes.starts(with: [0xEF, 0xBB, 0xBF]) { index = min(3, clamped) }
    var column = 1
    if let from = longYAMLLines[line]?.point(beforeOffset: clamped), from.offset > index {
      (index, column) = (from.offset, from.column)
    }
    while index < clamped {
      index += UTF8Walk.scalarLength(bytes[index])
      column += 1
    }
    return SourceMark(line: line + 1, column: column)
  }

  func position(of mark: SourceMark) -> LSPPosition { position(ofByte: byteOffset(of: mark)) }

  func range(of range: SourceRange) -> LSPRange {
    let start = position(of: range.start)
    return LSPRange(start: start, end: max(start, position(of: range.end)))
  }

  func mark(of position: LSPPosition) -> SourceMark { mark(ofByte: byteOffset(of: position)) }

  private func isYAMLBreak(at offset: Int) -> Bool {
    bytes.withUnsafeBufferPointer { LineBreaks.length(at: offset, in: $0) > 0 }
  }

  /// The bytes of one protocol line, without its break.
  func lineBytes(_ line: Int) -> ArraySlice<UInt8> {
    guard line >= 0, line < lines.lineCount else { return [] }
    let start = lines.starts[line]
    var end = line + 1 < lines.lineCount ? lines.starts[line + 1] : bytes.count
    while end > start && (bytes[end - 1] == 0x0A || bytes[end - 1] == 0x0D) { end -= 1 }
    return bytes[start..<end]
  }
}
