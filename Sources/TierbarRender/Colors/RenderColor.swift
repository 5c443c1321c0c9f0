import TierbarModel

/// A colour resolved for one appearance: 8-bit sRGB components and alpha, ready to draw
/// (`UIColor(red:green:blue:alpha:)`, an SVG `fill` with `fill-opacity`).
public struct RenderColor: Hashable, Sendable {
  public var red: UInt8
  public var green: UInt8
  public var blue: UInt8
  /// 0 (transparent) … 255 (opaque).
  public var alpha: UInt8

  public init(red: UInt8, green: UInt8, blue: UInt8, alpha: UInt8 = 255) {
    self.red = red
    self.green = green
    self.blue = blue
    self.alpha = alpha
  }

  /// `0xRRGGBB` with an alpha given as a fraction 0…1 (how Apple documents its system colours).
  init(hex: UInt32, opacity: Double = 1) {
    self.init(
      red: UInt8((hex >> 16) & 0xFF), green: UInt8((hex >> 8) & 0xFF), blue: UInt8(hex & 0xFF),
      alpha: UInt8((opacity * 255).rounded()))
  }

  public static let clear = RenderColor(red: 0, green: 0, blue: 0, alpha: 0)

  /// `#rrggbb`, lower-case (alpha is separate: `opacity`).
  public var hex: String {
    "#"
      + [red, green, blue].map { byte in
        let digits = String(byte, radix: 16)
        return byte < 16 ? "0" + digits : digits
      }.joined()
  }

  /// Alpha as a fraction 0…1.
  public var opacity: Double { Double(alpha) / 255 }

  public var isTransparent: Bool { alpha == 0 }

  /// This colour with its alpha multiplied by `factor` (0…1): the dimmed look of a disabled item.
  public func dimmed(by factor: Double) -> RenderColor {
    var copy = self
    copy.alpha = UInt8((Double(alpha) * min(1, max(0, factor))).rounded())
    return copy
  }
}

extension Color {
  /// The colour drawn in `appearance`: a light/dark pair picks its half, a system colour is looked
  /// up in ``SystemColorTable`` (an unknown name, which validation rejects, draws clear).
  public func resolved(for appearance: Appearance) -> RenderColor {
    switch self {
    case .rgba(let red, let green, let blue, let alpha):
      return RenderColor(red: red, green: green, blue: blue, alpha: alpha)
    case .system(let name):
      return SystemColorTable.color(named: name, appearance: appearance) ?? .clear
    case .dynamic(let light, let dark):
      return (appearance == .light ? light : dark).resolved(for: appearance)
    }
  }

  /// Whether the colour looks the same in light and dark (the dark-appearance tests' oracle).
  public var isAppearanceIndependent: Bool {
    resolved(for: .light) == resolved(for: .dark)
  }
}
