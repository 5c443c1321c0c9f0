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

  /// A button's size by the rule (`ButtonSize`), unrounded (spaces are sized by
  /// `MeasuredSizes`). `measureTitle` measures the title (called only when there is one) and
  /// returns a finite, non-negative size.
  @inline(__always)
  func buttonSize(look: ScaledLook, measureTitle: () -> Size) -> Size {
    let title = hasTitle ? measureTitle() : nil
    let iconSide = hasIcon ? look.iconSide : nil
    return Size(
      width: buttonWidth(look: look, titleWidth: title?.width ?? 0),
      height: ButtonSize.length(
        content: ButtonSize.contentHeight(iconSide: iconSide, titleHeight: title?.height),
        insets: look.style.insetsVertical, minimum: look.style.minHeight))
  }

  /// A button's width by the rule (`ButtonSize`), unrounded: `titleWidth` counts when it has a
  /// title.
  @inline(__always)
  func buttonWidth(look: ScaledLook, titleWidth: Double) -> Double {
    look.buttonWidth(
      content: ButtonSize.contentWidth(
        iconSide: hasIcon ? look.iconSide : nil, gap: look.iconGap,
        titleWidth: hasTitle ? titleWidth : nil))
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
    filledHeight = grid.ceil(
      ButtonSize.length(content: iconSide, insets: look.insetsVertical, minimum: look.minHeight))
    emptyHeight = grid.ceil(
      ButtonSize.length(content: 0, insets: look.insetsVertical, minimum: look.minHeight))
  }

  /// A button's width from its content's (icon, gap, title): plus insets, at least the
  /// minimum width (unrounded; `ButtonSize.length`).
  @inline(__always)
  func buttonWidth(content: Double) -> Double {
    ButtonSize.length(content: content, insets: style.insetsHorizontal, minimum: style.minWidth)
  }
}
