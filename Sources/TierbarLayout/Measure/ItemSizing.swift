import TierbarModel

/// What measuring an item reads, digested when the engine is built: plain values, so a first
/// layout's measuring loop copies no strings and derives nothing twice. What depends on the
/// item's style is in its look (`SizingLook`, shared by the items of one style). An ASCII title
/// is read from the engine's `titleBytes` by the headless measurer; another measurer gets the
/// item's `String` and font (`ResolvedItem`).
struct ItemSizing: Sendable {
  /// A button showing an ASCII title and no icon, the usual item: the headless measurer's
  /// shortest path (one flag tested instead of four, see `MeasuredSizes`).
  var isPlainASCIITitle: Bool
  var kind: ItemMetrics.Kind
  var hasIcon: Bool
  var hasTitle: Bool
  /// Whether the headless measurer can sum the title's bytes (ASCII only).
  var titleIsASCII: Bool
  /// The title's UTF-8 bytes in `EngineStorage.titleBytes`.
  var title: Range<Int>
  /// The item's look in `EngineStorage.looks`.
  var look: Int
  /// A fixed space's width (see `ResolvedItem.fixedWidth`).
  var fixedWidth: Double

  init(
    kind: ItemMetrics.Kind, hasIcon: Bool, hasTitle: Bool, titleIsASCII: Bool,
    title: Range<Int>, look: Int, fixedWidth: Double
  ) {
    self.kind = kind
    self.hasIcon = hasIcon
    self.hasTitle = hasTitle
    self.titleIsASCII = titleIsASCII
    self.title = title
    self.look = look
    self.fixedWidth = fixedWidth
    isPlainASCIITitle = kind == .button && hasTitle && titleIsASCII && !hasIcon
  }

  /// A button's title and icon side by side (icon first, a gap between), plus insets, at least
  /// the minimum size (unrounded; spaces are sized by `MeasuredSizes`). `measureTitle` measures
  /// the title (called only when there is one) and returns a finite, non-negative size.
  @inline(__always)
  func buttonSize(look: ScaledLook, measureTitle: () -> Size) -> Size {
    var height = hasIcon ? look.iconSide : 0
    var titleWidth = 0.0
    if hasTitle {
      let text = measureTitle()
      titleWidth = text.width
      height = Double.larger(height, text.height)
    }
    return Size(
      width: buttonWidth(look: look, titleWidth: titleWidth),
      height: Double.larger(height + look.style.insetsVertical, look.style.minHeight))
  }

  /// A button's width: its icon, the gap and its title (`titleWidth`, when it has one) side by
  /// side, plus insets, at least the minimum width (unrounded).
  @inline(__always)
  func buttonWidth(look: ScaledLook, titleWidth: Double) -> Double {
    var width = hasIcon ? look.iconSide : 0
    if hasTitle {
      if hasIcon { width += look.iconGap }
      width += titleWidth
    }
    return look.buttonWidth(content: width)
  }
}

/// What sizing reads from a style, digested once per style when the engine is built.
struct SizingLook: Equatable, Sendable {
  /// The point size at text scale 1 (`HeadlessTextMeasurer.fontSize`).
  var fontSize: Double
  /// `HeadlessTextMeasurer.weightFactor` of the font's weight.
  var weightFactor: Double
  var insetsHorizontal: Double
  var insetsVertical: Double
  var minWidth: Double
  var minHeight: Double

  init(_ look: ItemLook) {
    fontSize = HeadlessTextMeasurer.fontSize(look.font)
    weightFactor = HeadlessTextMeasurer.weightFactor(look.font.weight)
    insetsHorizontal = look.insets.horizontal
    insetsVertical = look.insets.vertical
    minWidth = look.minSize.width
    minHeight = look.minSize.height
  }
}

/// A look at one layout's text scale and pixel grid: what the buttons sharing it have in common,
/// worked out once per layout. With the headless measurer a button's height depends only on its
/// look and on whether it shows anything (a title and an icon are both a line high), so heights
/// are rounded here, once, not per button.
struct ScaledLook {
  /// The style's own values (insets, minimum size, weight factor).
  var style: SizingLook
  var points: Double
  /// An SF Symbol's side (`HeadlessTextMeasurer.iconSide`) and the gap after it.
  var iconSide: Double
  var iconGap: Double
  /// On the grid, for the headless measurer: the height of a button showing a title or an icon,
  /// and of one showing neither.
  var filledHeight: Double
  var emptyHeight: Double

  /// `textScale` already sanitized (`HeadlessTextMeasurer.effectiveTextScale`).
  init(_ look: SizingLook, textScale: Double, grid: PixelGrid) {
    style = look
    points = HeadlessTextMeasurer.pointSize(fontSize: look.fontSize, textScale: textScale)
    iconSide = HeadlessTextMeasurer.iconSide(points: points)
    iconGap = LayoutEngine.iconTitleGap * points / FontSpec.defaultSize
    filledHeight = grid.ceil(Double.larger(iconSide + look.insetsVertical, look.minHeight))
    emptyHeight = grid.ceil(Double.larger(0 + look.insetsVertical, look.minHeight))
  }

  /// A button's width from its content's (icon, gap, title): plus insets, at least the
  /// minimum width (unrounded).
  @inline(__always)
  func buttonWidth(content: Double) -> Double {
    Double.larger(content + style.insetsHorizontal, style.minWidth)
  }
}
