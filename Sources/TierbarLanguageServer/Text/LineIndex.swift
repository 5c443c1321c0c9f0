import TierbarModel

/// A position as the protocol counts: 0-based line, 0-based column in UTF-16 code units.
struct LSPPosition: Hashable, Sendable, Comparable {
  var line: Int
  var character: Int

  static func < (lhs: LSPPosition, rhs: LSPPosition) -> Bool {
    (lhs.line, lhs.character) < (rhs.line, rhs.character)
  }

  var json: OrderedJSON { .object([("line", .int(line)), ("character", .int(character))]) }

  init(line: Int, character: Int) {
    self.line = line
    self.character = character
  }

  init?(_ json: OrderedJSON?) {
    guard let line = json?["line"]?.intValue, let character = json?["character"]?.intValue,
      line >= 0, character >= 0
    else { return nil }
    self.init(line: line, character: character)
  }
}

struct LSPRange: Hashable, Sendable {
  var start: LSPPosition
  var end: LSPPosition

  var json: OrderedJSON { .object([("start", start.json), ("end", end.json)]) }

  func contains(_ position: LSPPosition) -> Bool { start <= position && position <= end }

  init(start: LSPPosition, end: LSPPosition) {
    self.start = start
    self.end = end
  }

  init?(_ json: OrderedJSON?) {
    guard let start = LSPPosition(json?["start"]), let end = LSPPosition(json?["end"]) else {
      return nil
    }
    self.init(start: start, end: end)
  }
}

/// The byte offsets where lines start, for one notion of a line break.
///
/// Two notions meet here: the protocol's (`\n`, `\r\n`, `\r`) and libyaml's, which also breaks
/// lines at NEL (U+0085), LINE SEPARATOR and PARAGRAPH SEPARATOR. The loader's marks count
/// libyaml's lines and Unicode scalars; the editor counts its lines and UTF-16 units. Every
/// conversion goes through a byte offset, so a line holding `é`, `→` or an emoji, or a U+2028 in
/// a string, still lands on the right character.
struct LineIndex: Sendable {
  private(set) var starts: [Int]

  /// libyaml's breaks are `LineBreaks`' (the loader's and the printer's rule); the protocol's are
  /// LF, CR LF and CR only.
  init(_ bytes: [UInt8], yamlBreaks: Bool) {
    var starts = [0]
    bytes.withUnsafeBufferPointer { buffer in
      var index = 0
      while index < buffer.count {
        let length =
          yamlBreaks
          ? LineBreaks.length(at: index, in: buffer)
          : Self.protocolBreakLength(at: index, in: buffer)
        if length == 0 {
          index += 1
        } else {
          index += length
          starts.append(index)
        }
      }
    }
    self.starts = starts
  }

  /// The length of the protocol's line break (`\n`, `\r\n`, `\r`) at `index`, or 0.
  static func protocolBreakLength(at index: Int, in bytes: UnsafeBufferPointer<UInt8>) -> Int {
    switch bytes[index] {
    case 0x0A: return 1
    case 0x0D: return index + 1 < bytes.count && bytes[index + 1] == 0x0A ? 2 : 1
    default: return 0
    }
  }

  var lineCount: Int { starts.count }

  /// Each line's bytes, its break included, in a text of `count` bytes.
  func ranges(count: Int) -> some Sequence<Range<Int>> {
    starts.indices.lazy.map { line in
      starts[line]..<(line + 1 < starts.count ? starts[line + 1] : count)
    }
  }

  /// The 0-based line holding `offset`.
  func line(containing offset: Int) -> Int {
    var low = 0
    var high = starts.count - 1
    while low < high {
      let middle = (low + high + 1) / 2
      if starts[middle] <= offset { low = middle } else { high = middle - 1 }
    }
    return low
  }
}

/// UTF-8 facts the conversions need, on bytes the editor sent (valid UTF-8 from a JSON string).
enum UTF8Walk {
  /// Bytes in the scalar starting with `lead` (1 for a stray continuation byte).
  static func scalarLength(_ lead: UInt8) -> Int {
    switch lead {
    case 0xF0...: return 4
    case 0xE0...: return 3
    case 0xC0...: return 2
    default: return 1
    }
  }

  static func isLineBreak(_ bytes: [UInt8], at index: Int) -> Bool {
    bytes[index] == 0x0A || bytes[index] == 0x0D
  }
}
