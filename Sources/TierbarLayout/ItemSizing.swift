import TierbarModel

/// What measuring an item reads, digested when the engine is built: plain values, so a first
/// layout's measuring loop copies no strings and derives nothing twice (the font's size and
/// weight factor, the insets' sums). An ASCII title is read from the engine's `titleBytes` by the
/// headless measurer; another title, or another measurer, gets the item's `String` and font
/// (`ResolvedItem`).
struct ItemSizing: Sendable {
  var kind: ItemMetrics.Kind
  var hasIcon: Bool
  var hasTitle: Bool
  /// Whether the headless measurer can sum the title's bytes (ASCII only).
  var titleIsASCII: Bool
  /// The title's UTF-8 bytes in `EngineStorage.titleBytes`.
  var title: Range<Int>
  /// The point size at text scale 1 (`HeadlessTextMeasurer.fontSize`).
  var fontSize: Double
  /// `HeadlessTextMeasurer.weightFactor` of the font's weight.
  var weightFactor: Double
  var insetsHorizontal: Double
  var insetsVertical: Double
  var minWidth: Double
  var minHeight: Double
  /// A fixed space's width (see `ResolvedItem.fixedWidth`).
  var fixedWidth: Double

  /// A button's title and icon side by side (icon first, a gap between), plus insets, at least
  /// the minimum size (unrounded; spaces are sized by `MeasuredSizes`). `points` is the font's
  /// size at the layout's text scale; `measureTitle` measures the title (called only when there
  /// is one) and returns a finite, non-negative size.
  @inline(__always)
  func buttonSize(points: Double, measureTitle: () -> Size) -> Size {
    var width = 0.0
    var height = 0.0
    if hasIcon {
      // An SF Symbol: a square of the line height (`HeadlessTextMeasurer.iconSize`).
      width = points * HeadlessTextMeasurer.lineHeightFactor
      height = width
    }
    if hasTitle {
      let text = measureTitle()
      if hasIcon { width += LayoutEngine.iconTitleGap * points / FontSpec.defaultSize }
      width += text.width
      height = Double.larger(height, text.height)
    }
    return Size(
      width: Double.larger(width + insetsHorizontal, minWidth),
      height: Double.larger(height + insetsVertical, minHeight))
  }
}
