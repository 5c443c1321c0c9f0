import TierbarModel

/// The text of config files already read, so diagnostics can quote the line they point at without
/// reading a file twice (and never quote a file that is not a config, such as a plugin library).
///
/// Lines end where the loader's marks say they do (`LineBreaks`: LF, CR LF, CR, NEL, LS, PS).
/// A quoted line is a window of at most `columnsBefore` + `columnsAfter` scalars around the
/// column, so a thousand diagnostics on one 50 KB line print a thousand short lines, not 50 MB.
struct SourceText: Sendable {
  /// Scalars shown before the quoted column, at most; earlier text is cut and marked `…`.
  static let columnsBefore = 60
  /// Scalars shown from the quoted column on, at most; later text is cut and marked `…`.
  static let columnsAfter = 100

  private var filesByName: [String: File] = [:]

  private struct File: Sendable {
    var bytes: [UInt8]
    var lines: [Range<Int>]
    /// For long lines, where to start walking to a column (by line index).
    var checkpoints: [Int: ColumnCheckpoints]
  }

  /// Part of one line: `scalars` start at column `firstColumn`; `cutBefore` and `cutAfter` say
  /// whether text was left out on either side.
  struct Excerpt: Equatable {
    var scalars: [Unicode.Scalar]
    var firstColumn: Int
    var cutBefore: Bool
    var cutAfter: Bool
  }

  mutating func add(file: String, bytes: [UInt8]) {
    var lines = bytes.withUnsafeBufferPointer { LineBreaks.lines(of: $0) }
    // A UTF-8 byte-order mark is not a column of the first line (the loader does not count it).
    if bytes.starts(with: [0xEF, 0xBB, 0xBF]), let first = lines.first {
      lines[0] = (first.lowerBound + 3)..<max(first.lowerBound + 3, first.upperBound)
    }
    let checkpoints = bytes.withUnsafeBufferPointer {
      ColumnCheckpoints.forLongLines(of: $0, lines: lines)
    }
    filesByName[file] = File(bytes: bytes, lines: lines, checkpoints: checkpoints)
  }

  /// The part of line `number` (1-based) of `file` around `column`, or nil when unknown.
  func excerpt(line number: Int, of file: String, around column: Int) -> Excerpt? {
    guard let source = filesByName[file], number >= 1, number <= source.lines.count else {
      return nil
    }
    let line = source.lines[number - 1]
    let first = max(1, column - Self.columnsBefore)
    let last = max(column, 1) + Self.columnsAfter  // Exclusive.
    // Columns count scalars: a scalar starts at every byte that is not a continuation byte.
    var start = line.lowerBound
    var end = line.upperBound
    // On a long line the walk starts at the checkpoint before the window, not at the line's start.
    let from = source.checkpoints[number - 1]?.point(beforeColumn: first)
    var current = from?.column ?? 1
    var index = from?.offset ?? line.lowerBound
    while index < line.upperBound {
      if source.bytes[index] & 0xC0 != 0x80 {
        if current == first { start = index }
        if current == last {
          end = index
          break
        }
        current += 1
      }
      index += 1
    }
    if first >= current, index == line.upperBound { start = line.upperBound }
    let text = String(decoding: source.bytes[start..<end], as: UTF8.self)
    return Excerpt(
      scalars: Array(text.unicodeScalars), firstColumn: start == line.upperBound ? current : first,
      cutBefore: start > line.lowerBound, cutAfter: end < line.upperBound)
  }
}
