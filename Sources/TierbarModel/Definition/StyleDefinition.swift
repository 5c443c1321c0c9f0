/// A named style. Fields left nil inherit from `extends`, then from the renderer's defaults.
public struct StyleDefinition: Hashable, Sendable {
  /// The name of the style this one builds on. Cycles are rejected by validation.
  public var extends: String?
  public var appearance: StyleAppearance
  /// Overrides applied while the item is selected.
  public var selected: StyleAppearance?
  /// Overrides applied while the item is disabled.
  public var disabled: StyleAppearance?

  public init(
    extends: String? = nil,
    appearance: StyleAppearance = StyleAppearance(),
    selected: StyleAppearance? = nil,
    disabled: StyleAppearance? = nil
  ) {
    self.extends = extends
    self.appearance = appearance
    self.selected = selected
    self.disabled = disabled
  }
}

/// The drawable properties of a style; every field optional so styles can layer.
public struct StyleAppearance: Hashable, Sendable {
  public var background: Color?
  /// Text colour.
  public var foreground: Color?
  /// Icon colour (UIKit's `tintColor`).
  public var tint: Color?
  public var border: Border?
  public var cornerRadius: Double?
  /// Space between the item's edge and its title/icon (UIButton's content insets).
  public var contentInsets: EdgeInsets?
  public var font: FontSpec?
  /// The item is at least this large.
  public var minSize: Size?

  public init(
    background: Color? = nil,
    foreground: Color? = nil,
    tint: Color? = nil,
    border: Border? = nil,
    cornerRadius: Double? = nil,
    contentInsets: EdgeInsets? = nil,
    font: FontSpec? = nil,
    minSize: Size? = nil
  ) {
    self.background = background
    self.foreground = foreground
    self.tint = tint
    self.border = border
    self.cornerRadius = cornerRadius
    self.contentInsets = contentInsets
    self.font = font
    self.minSize = minSize
  }

  /// `overrides`' fields where set, this appearance's elsewhere.
  public func overlaid(with overrides: StyleAppearance?) -> StyleAppearance {
    guard let o = overrides else { return self }
    return StyleAppearance(
      background: o.background ?? background,
      foreground: o.foreground ?? foreground,
      tint: o.tint ?? tint,
      border: o.border ?? border,
      cornerRadius: o.cornerRadius ?? cornerRadius,
      contentInsets: o.contentInsets ?? contentInsets,
      font: o.font ?? font,
      minSize: o.minSize ?? minSize
    )
  }
}

public struct Border: Hashable, Sendable {
  public var width: Double
  public var color: Color?

  public init(width: Double, color: Color? = nil) {
    self.width = width
    self.color = color
  }
}

public struct FontSpec: Hashable, Sendable {
  /// Point size before Dynamic Type scaling. nil: the system default (17).
  public var size: Double?
  public var weight: Weight?

  public static let defaultSize = 17.0

  public init(size: Double? = nil, weight: Weight? = nil) {
    self.size = size
    self.weight = weight
  }

  public enum Weight: String, Hashable, Sendable, CaseIterable {
    case ultralight, thin, light, regular, medium, semibold, bold, heavy, black
  }
}

/// A colour: sRGB components, a named system colour, or a light/dark pair.
public indirect enum Color: Hashable, Sendable {
  case rgba(red: UInt8, green: UInt8, blue: UInt8, alpha: UInt8)
  /// A UIKit system colour by name (`systemBlue`, `label`, …), resolved by the renderer.
  case system(String)
  case dynamic(light: Color, dark: Color)
}
