import TierbarLayout
import TierbarModel

/// An item's title and icon, measured as the layout engine measures them: the title by the
/// engine's measurer, the icon as a square of the line height (`HeadlessTextMeasurer.iconSize`),
/// `LayoutEngine.iconTitleGap` (scaled with the point size) between them.
struct ItemContent {
  var title: String?
  var icon: String?
  var renderFont: RenderFont
  var titleSize: Size
  var iconSide: Double
  var gap: Double

  init(
    title: String?, icon: String?, font: FontSpec, textScale: Double, measurer: any TextMeasurer
  ) {
    self.title = title
    self.icon = icon
    let points = HeadlessTextMeasurer.pointSize(font: font, textScale: textScale)
    let base = HeadlessTextMeasurer.pointSize(font: font, textScale: 1)
    renderFont = RenderFont(baseSize: base, pointSize: points, weight: font.weight ?? .regular)
    let measured = title.map { measurer.measure($0, font: font, textScale: textScale) } ?? .zero
    titleSize = Size(
      width: measured.width.isFinite && measured.width > 0 ? measured.width : 0,
      height: measured.height.isFinite && measured.height > 0 ? measured.height : 0)
    iconSide = HeadlessTextMeasurer.iconSize(font: font, textScale: textScale).width
    gap = LayoutEngine.iconTitleGap * points / FontSpec.defaultSize
  }

  /// The icon's and the title's frames, the pair centred in `frame` (each centred vertically).
  /// Right to left, the icon is on the right (UIButton's mirrored look).
  func place(in frame: Rect, rightToLeft: Bool) -> (icon: Rect?, title: Rect?) {
    let hasIcon = icon != nil
    let hasTitle = title != nil
    let width =
      (hasIcon ? iconSide : 0) + (hasTitle ? titleSize.width : 0)
      + (hasIcon && hasTitle ? gap : 0)
    var x = frame.midX - width / 2
    var iconFrame: Rect?
    var titleFrame: Rect?
    let parts: [Bool] = rightToLeft ? [false, true] : [true, false]  // true: the icon
    for isIcon in parts {
      if isIcon, hasIcon {
        iconFrame = Rect(
          x: x, y: frame.midY - iconSide / 2, width: iconSide, height: iconSide)
        x += iconSide + (hasTitle ? gap : 0)
      } else if !isIcon, hasTitle {
        titleFrame = Rect(
          x: x, y: frame.midY - titleSize.height / 2, width: titleSize.width,
          height: titleSize.height)
        x += titleSize.width + (hasIcon ? gap : 0)
      }
    }
    return (iconFrame, titleFrame)
  }
}

extension Rect {
  var midX: Double { x + width / 2 }
  var midY: Double { y + height / 2 }
}
