import TierbarModel

/// Greedy line breaking (`layout: { wrap: true }`): an item joins the line when the line's width
/// with it — the widths so far, one spacing, its width — is at most the tier's content width;
/// the first item of a line always joins it. The content width is allowed `slack` (a
/// millionth of a millionth of a point) so that widths summing exactly to it in real numbers
/// still fit when their floating-point sum lands a unit above.
enum LineBreaking {
  static let slack = 1e-9

  /// The line's width with an item of `width` added to a line of `count` items `used` wide.
  @inline(__always)
  static func width(adding width: Double, to used: Double, count: Int, spacing: Double) -> Double {
    count > 0 ? used + spacing + width : width
  }

  /// Whether a line that would be `needed` wide with the next item still takes it.
  @inline(__always)
  static func fits(_ needed: Double, count: Int, contentWidth: Double) -> Bool {
    count == 0 || needed <= contentWidth + slack
  }
}

/// One line of a row as it is measured, item by item: what the line's x (`RowDistribution`) and
/// height need. Which items a line takes: a single-line or equal row takes every visible item;
/// a wrapping row the next while they fit (`LineBreaking`); a grid `columns` buttons, its spaces
/// taking no part.
struct LineMetrics {
  /// The index after the last item the line consumed (hidden items included).
  var end: Int
  /// Visible items on the line (in a grid: buttons only).
  var count = 0
  var buttons = 0
  var flexibles = 0
  /// Natural flow: widths of buttons and fixed spaces; equal flow: fixed spaces only.
  var fixedWidth = 0.0
  /// The tallest button.
  var height = 0.0
  /// A wrapping line's width so far, spacing included.
  var used = 0.0

  enum Step: Equatable {
    /// The item is on the line.
    case added
    /// The item takes no part in the line (a space in a grid).
    case skipped
    /// The line is full: the item starts the next one.
    case full
  }

  /// Measures the next visible item of the row into the line. A line that has no item yet
  /// always takes a button.
  @inline(__always)
  mutating func add(
    _ kind: ItemMetrics.Kind, width: Double, height: Double, flow: TierGeometry.Flow,
    spacing: Double, contentWidth: Double
  ) -> Step {
    switch flow {
    case .grid(let columns):
      guard kind == .button else { return .skipped }
      if buttons == columns { return .full }
    case .wrap:
      let needed = LineBreaking.width(adding: width, to: used, count: count, spacing: spacing)
      guard LineBreaking.fits(needed, count: count, contentWidth: contentWidth) else {
        return .full
      }
      used = needed
      fixedWidth += width
    case .singleLine:
      fixedWidth += width
    case .equal:
      if kind == .fixedSpace { fixedWidth += width }
    }
    count += 1
    switch kind {
    case .button:
      buttons += 1
      self.height = Double.larger(self.height, height)
    case .flexibleSpace: flexibles += 1
    case .fixedSpace: break
    }
    return .added
  }
}
