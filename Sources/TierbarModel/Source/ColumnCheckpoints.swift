/// Where every `spacing`-th Unicode scalar of one long line starts: its byte offset, its column
/// (1-based, in scalars, as the loader's marks count) and the UTF-16 units before it on the line
/// (as the language server protocol counts). Finding a column deep in a megabyte-long line then
/// walks at most `spacing` scalars from the checkpoint before it instead of the whole line, so a
/// thousand diagnostics on one line cost a thousand short walks, not a thousand long ones.
///
/// Only lines of at least `minimumLineBytes` get checkpoints; shorter ones are walked whole.
public struct ColumnCheckpoints: Sendable {
  public static let spacing = 256
  public static let minimumLineBytes = 4096

  /// One checkpoint: the scalar at `column` starts at byte `offset`, after `utf16` units.
  public struct Point: Sendable, Equatable {
    public var column: Int
    public var offset: Int
    public var utf16: Int
  }

  /// `points[k]` is the scalar at column `k * spacing + 1`; `points[0]` is the line's start.
  private var points: [Point]

  /// Checkpoints of `line` (byte offsets into `bytes`, without its line break).
  public init(bytes: UnsafeBufferPointer<UInt8>, line: Range<Int>) {
    var points = [Point(column: 1, offset: line.lowerBound, utf16: 0)]
    var scalars = 0
    var utf16 = 0
    // A scalar starts at every byte that is not a continuation byte (as the printer counts
    // columns); one of four bytes is two UTF-16 units.
    for index in line where bytes[index] & 0xC0 != 0x80 {
      if scalars > 0 && scalars % Self.spacing == 0 {
        points.append(Point(column: scalars + 1, offset: index, utf16: utf16))
      }
      scalars += 1
      utf16 += bytes[index] >= 0xF0 ? 2 : 1
    }
    self.points = points
  }

  /// The last checkpoint at or before `column`.
  public func point(beforeColumn column: Int) -> Point {
    points[max(0, min((column - 1) / Self.spacing, points.count - 1))]
  }

  /// The last checkpoint at or before byte `offset`.
  public func point(beforeOffset offset: Int) -> Point {
    last { $0.offset <= offset }
  }

  /// The last checkpoint at or before `units` UTF-16 units into the line.
  public func point(beforeUTF16 units: Int) -> Point {
    last { $0.utf16 <= units }
  }

  /// The last point that `isBefore` admits (they are in order, so a binary search).
  private func last(_ isBefore: (Point) -> Bool) -> Point {
    var low = 0
    var high = points.count - 1
    while low < high {
      let middle = (low + high + 1) / 2
      if isBefore(points[middle]) { low = middle } else { high = middle - 1 }
    }
    return points[low]
  }

  /// Checkpoints for each line of `lines` long enough to need them, by line index.
  ///
  /// Inlinable, so it is specialized for the caller's sequence: the language server calls it on
  /// every keystroke with a lazy sequence of every line, which the generic code walked with a
  /// run-time type look-up per line (most of a keystroke's time on a 1,000-line config).
  @inlinable
  public static func forLongLines(
    of bytes: UnsafeBufferPointer<UInt8>, lines: some Sequence<Range<Int>>
  ) -> [Int: ColumnCheckpoints] {
    var result: [Int: ColumnCheckpoints] = [:]
    for (index, line) in lines.enumerated() where line.count >= minimumLineBytes {
      result[index] = ColumnCheckpoints(bytes: bytes, line: line)
    }
    return result
  }
}
