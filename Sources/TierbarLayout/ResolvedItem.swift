import TierbarModel
import TierbarRows

/// What the per-frame step reads about an item: plain values only (no strings).
struct ItemMetrics: Sendable {
  enum Slot: Sendable {
    case button
    case flexibleSpace
    case fixedSpace(width: Double)
  }

  var slot: Slot
  var tierIndex: Int

  var isButton: Bool {
    if case .button = slot { return true }
    return false
  }
}

/// What sizing needs from a resolved style, digested once per style: copying a whole
/// `StyleAppearance` (colours, border, …) per item was a visible share of the engine's build.
struct ItemLook: Sendable {
  var font: FontSpec
  var insets: EdgeInsets
  var minSize: Size

  init(_ appearance: StyleAppearance) {
    font = appearance.font ?? FontSpec()
    insets = (appearance.contentInsets ?? LayoutEngine.defaultContentInsets).sanitized
    minSize = Size(
      width: appearance.minSize?.width.finiteNonNegative ?? 0,
      height: appearance.minSize?.height.finiteNonNegative ?? 0)
  }
}

/// An item as the engine resolved it: its id, slot and tier, and what measuring it reads.
struct ResolvedItem: Sendable {
  typealias Slot = ItemMetrics.Slot

  var id: String
  var tierIndex: Int
  var slot: Slot
  /// The title as a string, for measurers other than the headless one (which reads the engine's
  /// title bytes).
  var title: String?
  var hasIcon: Bool
  var look: ItemLook

  init(_ item: ItemDefinition, tierIndex: Int, look: ItemLook) {
    id = item.id
    self.tierIndex = tierIndex
    switch item.kind {
    case .button: slot = .button
    case .flexibleSpace: slot = .flexibleSpace
    case .fixedSpace(let width): slot = .fixedSpace(width: width.finiteNonNegative)
    }
    title = item.title
    hasIcon = item.icon != nil
    self.look = look
  }

  /// Built when reported (rare), not up front: building engines stays cheap.
  var hitAreaWarning: LayoutWarning {
    LayoutWarning(
      code: .hitAreaTooSmall,
      message: "the hit area of '\(id)' cannot reach 44×44 pt; give it more room "
        + "(spacing, padding, tier height) or fewer neighbours",
      item: id)
  }

  var metrics: ItemMetrics { ItemMetrics(slot: slot, tierIndex: tierIndex) }

  /// What measuring needs, without strings (see `ItemSizing`); `title` is where the title's
  /// bytes start in the engine's `titleBytes`, appended by the caller.
  func sizing(title: Range<Int>, titleIsASCII: Bool) -> ItemSizing {
    ItemSizing(
      isButton: metrics.isButton, hasIcon: hasIcon, hasTitle: !(self.title ?? "").isEmpty,
      title: title, titleIsASCII: titleIsASCII, font: look.font, insets: look.insets,
      minSize: look.minSize)
  }
}

/// What measuring an item reads: plain values, so a first layout's measuring loop copies no
/// strings. An ASCII title is read from the engine's `titleBytes` (by the headless measurer);
/// any other title, or another measurer, gets the item's `String`.
struct ItemSizing: Sendable {
  var isButton: Bool
  var hasIcon: Bool
  var hasTitle: Bool
  /// The title's UTF-8 bytes in `EngineStorage.titleBytes`.
  var title: Range<Int>
  var titleIsASCII: Bool
  var font: FontSpec
  var insets: EdgeInsets
  var minSize: Size

  /// Title and icon side by side (icon first, a gap between), plus insets, at least `minSize`
  /// (unrounded). Spaces measure nothing: layout takes their widths from the slot.
  /// `measureTitle` measures the title at `textScale` (called only when there is one).
  @inline(__always)
  func size(textScale: Double, measureTitle: () -> Size) -> Size {
    guard isButton else { return .zero }
    var content = Size.zero
    if hasIcon {
      content = HeadlessTextMeasurer.iconSize(font: font, textScale: textScale)
    }
    if hasTitle {
      let text = measureTitle()
      let textSize = Size(
        width: text.width.finiteNonNegative, height: text.height.finiteNonNegative)
      if hasIcon {
        let points = HeadlessTextMeasurer.pointSize(font: font, textScale: textScale)
        content.width += LayoutEngine.iconTitleGap * points / FontSpec.defaultSize
      }
      content.width += textSize.width
      content.height = max(content.height, textSize.height)
    }
    return Size(
      width: max(content.width + insets.horizontal, minSize.width),
      height: max(content.height + insets.vertical, minSize.height))
  }
}
