/// A button's size before it is put on the pixel grid: its icon (an SF Symbol's side, a square
/// a line high) and its title side by side, icon first with `iconGap` between them, plus the
/// style's content insets, at least the style's minimum size. Both are then rounded up to the
/// grid (`PixelGrid.ceil`). Spaces are not buttons: a fixed space's width is rounded to the
/// nearest pixel, a flexible space takes its share of the line.
enum ButtonSize {
  /// The content's width: the icon, the gap (only with both) and the title.
  @inline(__always)
  static func contentWidth(iconSide: Double?, gap: Double, titleWidth: Double?) -> Double {
    var width = iconSide ?? 0
    if let titleWidth {
      if iconSide != nil { width += gap }
      width += titleWidth
    }
    return width
  }

  /// The content's height: the taller of the icon and the title.
  @inline(__always)
  static func contentHeight(iconSide: Double?, titleHeight: Double?) -> Double {
    let height = iconSide ?? 0
    guard let titleHeight else { return height }
    return Double.larger(height, titleHeight)
  }

  /// `content` (width or height) plus the insets along that axis, at least `minimum`.
  @inline(__always)
  static func length(content: Double, insets: Double, minimum: Double) -> Double {
    Double.larger(content + insets, minimum)
  }
}
