import TierbarModel
import TierbarRows

/// What the per-frame step reads about an item: plain values only (no strings). A fixed space's
/// width is measured like a button's size (`MeasuredSizes`), so the kind carries no payload.
struct ItemMetrics: Sendable {
  enum Kind: UInt8, Sendable {
    case button, flexibleSpace, fixedSpace
  }

  var kind: Kind
  var tierIndex: Int

  var isButton: Bool { kind == .button }
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

/// An item as the engine resolved it: its id, kind and tier, and what measuring it reads.
struct ResolvedItem: Sendable {
  var id: String
  var tierIndex: Int
  var kind: ItemMetrics.Kind
  /// A fixed space's width (sanitized); 0 for other kinds.
  var fixedWidth = 0.0
  /// The title as a string, for measurers other than the headless one (which reads the engine's
  /// title bytes).
  var title: String?
  var hasIcon: Bool
  var look: ItemLook
  /// Where the config wrote the item, or its tier for an item a provider made: its warnings are
  /// placed there.
  var mark: DefinitionMark

  init(_ item: ItemDefinition, tierIndex: Int, look: ItemLook, tierMark: DefinitionMark) {
    id = item.id
    mark = item.mark.range != nil ? item.mark : tierMark
    self.tierIndex = tierIndex
    switch item.kind {
    case .button: kind = .button
    case .flexibleSpace: kind = .flexibleSpace
    case .fixedSpace(let width):
      kind = .fixedSpace
      fixedWidth = width.finiteNonNegative
    }
    title = item.title
    hasIcon = item.icon != nil
    self.look = look
  }

  var metrics: ItemMetrics { ItemMetrics(kind: kind, tierIndex: tierIndex) }

  /// What measuring needs, without strings (see `ItemSizing`); `title` is where the title's
  /// bytes are in the engine's `titleBytes`, `look` its look in the engine's `looks`.
  func sizing(title: Range<Int>, titleIsASCII: Bool, look: Int) -> ItemSizing {
    ItemSizing(
      kind: kind, hasIcon: hasIcon, hasTitle: !(self.title ?? "").isEmpty,
      titleIsASCII: titleIsASCII, title: title, look: look, fixedWidth: fixedWidth)
  }
}
