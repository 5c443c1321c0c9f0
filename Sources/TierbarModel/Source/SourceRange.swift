/// A position in a config file.
///
/// Lines and columns are 1-based. Columns count Unicode scalars (characters as libyaml counts
/// them), not bytes and not UTF-16 units, so a caret printed under column N lines up in a
/// terminal for text without wide or combining characters.
public struct SourceMark: Hashable, Sendable, Comparable, CustomStringConvertible {
  public var line: Int
  public var column: Int

  public init(line: Int, column: Int) {
    self.line = line
    self.column = column
  }

  public static func < (lhs: SourceMark, rhs: SourceMark) -> Bool {
    (lhs.line, lhs.column) < (rhs.line, rhs.column)
  }

  public var description: String { "\(line):\(column)" }
}

/// The span of a node or token: `start` is its first character, `end` is just past its last
/// character (libyaml's end mark), both 1-based.
public struct SourceRange: Hashable, Sendable, CustomStringConvertible {
  public var start: SourceMark
  public var end: SourceMark

  public init(start: SourceMark, end: SourceMark) {
    self.start = start
    self.end = end
  }

  /// A zero-width range at a mark, for problems that have a place but no extent.
  public init(at mark: SourceMark) {
    self.init(start: mark, end: mark)
  }

  /// The start of the file; used where nothing more precise exists (an empty file).
  public static let fileStart = SourceRange(at: SourceMark(line: 1, column: 1))

  public var description: String { "\(start)-\(end)" }
}

/// A `SourceRange` in four 32-bit fields: 16 bytes instead of 32, for the values a large config
/// holds by the hundred thousand (every node's range, every item's mark), whose size is most of
/// the cost of building, freeing and keeping them. Lines and columns past `UInt32.max` (a file of
/// over 4 GB, far beyond any load limit) are clamped, never trapped.
@usableFromInline
struct CompactSourceRange: Hashable, Sendable {
  @usableFromInline var startLine: UInt32
  @usableFromInline var startColumn: UInt32
  @usableFromInline var endLine: UInt32
  @usableFromInline var endColumn: UInt32

  // Always inlined: left to itself the compiler made this a call per node.
  @inlinable @inline(__always)
  init(_ range: SourceRange) {
    startLine = UInt32(clamping: range.start.line)
    startColumn = UInt32(clamping: range.start.column)
    endLine = UInt32(clamping: range.end.line)
    endColumn = UInt32(clamping: range.end.column)
  }

  @inlinable
  var range: SourceRange {
    SourceRange(
      start: SourceMark(line: Int(startLine), column: Int(startColumn)),
      end: SourceMark(line: Int(endLine), column: Int(endColumn)))
  }
}
