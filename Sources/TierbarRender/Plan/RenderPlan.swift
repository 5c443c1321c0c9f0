import TierbarModel

/// Everything one picture of a toolbar shows, resolved: a flat list of drawable elements in
/// painting order (back to front), each with its frame in the bar's coordinates (those of
/// `ToolbarLayout`: origin at the bar's top-left, y downwards, overlay tiers at negative y), its
/// colours for one appearance, and the item it belongs to.
///
/// The one description every back end draws (the SVG writer, the HTML gallery, the UIKit host), so
/// a preview cannot drift from what an app shows. A plain value: build it with
/// ``RenderPlan/init(layout:resolved:environment:appearance:measurer:)``.
public struct RenderPlan: Hashable, Sendable {
  public var toolbar: String
  public var appearance: Appearance
  /// The bar's bounds (`ToolbarLayout.size`).
  public var size: Size
  /// Where touches belong to the bar (`ToolbarLayout.hitRegion`).
  public var hitRegion: Rect
  /// The bottom safe-area band inside the bar's bounds (`ToolbarLayout.bottomInset`).
  public var bottomInset: Double
  /// Back to front.
  public var elements: [RenderElement]
  /// Each laid-out item's hit area, in `ToolbarLayout.items` order (for hit-area overlays).
  public var hitAreas: [HitAreaMark]

  public init(
    toolbar: String, appearance: Appearance, size: Size, hitRegion: Rect, bottomInset: Double,
    elements: [RenderElement], hitAreas: [HitAreaMark]
  ) {
    self.toolbar = toolbar
    self.appearance = appearance
    self.size = size
    self.hitRegion = hitRegion
    self.bottomInset = bottomInset
    self.elements = elements
    self.hitAreas = hitAreas
  }

  /// The elements of one item, in painting order (its background first).
  public func elements(ofItem id: String) -> [RenderElement] {
    elements.filter { $0.item == id }
  }
}

/// One drawable thing.
public struct RenderElement: Hashable, Sendable {
  /// Where it is drawn, in bar coordinates. For a title: its line box, exactly as wide as the
  /// layout measured the text.
  public var frame: Rect
  /// The item it belongs to (item backgrounds, titles, icons); nil for bar and tier elements.
  public var item: String?
  /// The tier it belongs to; nil for the bar's background.
  public var tier: String?
  public var kind: Kind

  public init(frame: Rect, item: String? = nil, tier: String? = nil, kind: Kind) {
    self.frame = frame
    self.item = item
    self.tier = tier
    self.kind = kind
  }

  public enum Kind: Hashable, Sendable {
    /// The bar's background, over its bounds.
    case barBackground(Box)
    /// A visible tier's background, over its frame.
    case tierBackground(Box)
    /// A hairline along a tier's top edge (UIToolbar's shadow line).
    case separator(RenderColor)
    /// An item's frame: always present, transparent (`fill` nil) where its style has none.
    case itemBackground(Box, ItemLookState)
    case title(Title)
    case icon(Icon)
  }

  /// The item background's box, if this is one (what hosts and tests read most).
  public var box: Box? {
    switch kind {
    case .barBackground(let box), .tierBackground(let box), .itemBackground(let box, _): box
    case .separator, .title, .icon: nil
    }
  }
}

/// A filled, optionally rounded and bordered rectangle.
public struct Box: Hashable, Sendable {
  /// nil: nothing is filled (the element still marks its frame).
  public var fill: RenderColor?
  public var border: RenderBorder?
  public var cornerRadius: Double

  public init(fill: RenderColor?, border: RenderBorder? = nil, cornerRadius: Double = 0) {
    self.fill = fill
    self.border = border
    self.cornerRadius = cornerRadius
  }
}

public struct RenderBorder: Hashable, Sendable {
  public var width: Double
  public var color: RenderColor

  public init(width: Double, color: RenderColor) {
    self.width = width
    self.color = color
  }
}

/// Which of its style's variants an item is drawn with.
public enum ItemLookState: String, Hashable, Sendable, CaseIterable {
  case normal, selected, disabled
}

/// A title, drawn in `font` and `color` on the baseline, `width` wide (the width the layout
/// measured: SVG stretches the text to it, so a preview keeps the layout's geometry whatever font
/// the viewer has).
public struct Title: Hashable, Sendable {
  public var text: String
  public var font: RenderFont
  public var color: RenderColor
  /// The baseline's y, in bar coordinates.
  public var baseline: Double
  /// The measured width (also the element frame's width).
  public var width: Double

  public init(text: String, font: RenderFont, color: RenderColor, baseline: Double, width: Double) {
    self.text = text
    self.font = font
    self.color = color
    self.baseline = baseline
    self.width = width
  }
}

/// The system font at a size and weight, with Dynamic Type applied.
public struct RenderFont: Hashable, Sendable {
  /// The size the config gives (or 17), before Dynamic Type: what `UIFontMetrics` scales.
  public var baseSize: Double
  /// The size drawn: `baseSize` × the environment's text scale.
  public var pointSize: Double
  public var weight: FontSpec.Weight

  public init(baseSize: Double, pointSize: Double, weight: FontSpec.Weight) {
    self.baseSize = baseSize
    self.pointSize = pointSize
    self.weight = weight
  }

  /// The CSS/OpenType weight (100 ultralight … 900 black).
  public var numericWeight: Int {
    switch weight {
    case .ultralight: 100
    case .thin: 200
    case .light: 300
    case .regular: 400
    case .medium: 500
    case .semibold: 600
    case .bold: 700
    case .heavy: 800
    case .black: 900
    }
  }
}

/// An SF Symbol by name, drawn as a square of `frame`'s side in `color`.
public struct Icon: Hashable, Sendable {
  public var symbol: String
  public var color: RenderColor
  /// The font the symbol is drawn at (`UIImage.SymbolConfiguration(pointSize:weight:)`).
  public var font: RenderFont

  public init(symbol: String, color: RenderColor, font: RenderFont) {
    self.symbol = symbol
    self.color = color
    self.font = font
  }
}

/// An item's hit area (`ItemFrame.hitArea`).
public struct HitAreaMark: Hashable, Sendable {
  public var item: String
  public var frame: Rect

  public init(item: String, frame: Rect) {
    self.item = item
    self.frame = frame
  }
}
