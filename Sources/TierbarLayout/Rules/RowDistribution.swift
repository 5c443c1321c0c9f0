import TierbarModel

/// How one line's room is shared out along it (left to right; mirroring comes later):
/// - natural flow (single-line, wrap): items at their measured widths, `spacing` between every
///   two; flexible spaces share what is left equally, else `alignment` places the leftover
///   (none of it when it is negative: the row overflows past the trailing edge);
/// - equal flow: every button gets the same share of what fixed spaces and spacing leave;
///   flexible spaces get nothing;
/// - grid: `columns` equal columns, `spacing` apart; spaces take no part.
struct RowDistribution {
  /// Where the first item starts, after the leading edge.
  var offset = 0.0
  /// A flexible space's width (natural flow).
  var flexibleWidth = 0.0
  /// Every button's width in equal flow; nil when a button keeps its measured width.
  var buttonWidth: Double?
  /// A grid column's width.
  var columnWidth = 0.0
  /// The width to spare in natural flow (negative: the row is wider than its room).
  var leftover = 0.0

  /// `count` visible items (a grid's: buttons only), of which `buttons` buttons and `flexibles`
  /// flexible spaces; `fixedWidth` the widths that are not shared out (natural flow: buttons and
  /// fixed spaces; equal flow: fixed spaces).
  @inline(__always)
  init(
    flow: TierGeometry.Flow, alignment: RowLayout.Alignment, contentWidth: Double,
    spacing: Double, count: Int, buttons: Int, flexibles: Int, fixedWidth: Double
  ) {
    let gaps = spacing * Double(max(0, count - 1))
    switch flow {
    case .grid(let columns):
      columnWidth = max(0, (contentWidth - spacing * Double(columns - 1)) / Double(columns))
    case .equal:
      buttonWidth = 0
      if buttons > 0 { buttonWidth = max(0, (contentWidth - fixedWidth - gaps) / Double(buttons)) }
    case .singleLine, .wrap:
      leftover = contentWidth - fixedWidth - gaps
      if flexibles > 0 {
        flexibleWidth = max(0, leftover) / Double(flexibles)
      } else {
        switch alignment {
        case .leading: break
        case .center: offset = max(0, leftover) / 2
        case .trailing: offset = max(0, leftover)
        }
      }
    }
  }

  /// A grid column's x after the leading edge.
  @inline(__always)
  func columnX(_ column: Int, spacing: Double) -> Double {
    Double(column) * (columnWidth + spacing)
  }
}
