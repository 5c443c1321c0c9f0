/// UIKit's system and semantic colours in light and dark mode, as Apple's Human Interface
/// Guidelines list them (default contrast), so a headless render looks like the device. On a
/// device the UIKit host draws these same resolved values: the plan is the one description.
public enum SystemColorTable {
  /// The colour called `name` (a config's spelling: `systemBlue`, `label`, …) in `appearance`,
  /// or nil for a name the table does not know.
  public static func color(named name: String, appearance: Appearance) -> RenderColor? {
    guard let pair = pairs[name] else { return nil }
    return appearance == .light ? pair.light : pair.dark
  }

  /// Every name the table knows.
  public static var names: [String] { pairs.keys.sorted() }

  struct Pair {
    var light: RenderColor
    var dark: RenderColor
  }

  private static func pair(_ light: UInt32, _ dark: UInt32, opacity: Double = 1) -> Pair {
    Pair(
      light: RenderColor(hex: light, opacity: opacity),
      dark: RenderColor(hex: dark, opacity: opacity))
  }

  private static func pair(
    _ light: UInt32, _ lightOpacity: Double, _ dark: UInt32, _ darkOpacity: Double
  ) -> Pair {
    Pair(
      light: RenderColor(hex: light, opacity: lightOpacity),
      dark: RenderColor(hex: dark, opacity: darkOpacity))
  }

  private static func fixed(_ hex: UInt32, opacity: Double = 1) -> Pair {
    pair(hex, hex, opacity: opacity)
  }

  static let pairs: [String: Pair] = [
    "systemBlue": pair(0x007AFF, 0x0A84FF),
    "systemBrown": pair(0xA2845E, 0xAC8E68),
    "systemCyan": pair(0x32ADE6, 0x64D2FF),
    "systemGreen": pair(0x34C759, 0x30D158),
    "systemIndigo": pair(0x5856D6, 0x5E5CE6),
    "systemMint": pair(0x00C7BE, 0x63E6E2),
    "systemOrange": pair(0xFF9500, 0xFF9F0A),
    "systemPink": pair(0xFF2D55, 0xFF375F),
    "systemPurple": pair(0xAF52DE, 0xBF5AF2),
    "systemRed": pair(0xFF3B30, 0xFF453A),
    "systemTeal": pair(0x30B0C7, 0x40C8E0),
    "systemYellow": pair(0xFFCC00, 0xFFD60A),
    "systemGray": pair(0x8E8E93, 0x8E8E93),
    "systemGray2": pair(0xAEAEB2, 0x636366),
    "systemGray3": pair(0xC7C7CC, 0x48484A),
    "systemGray4": pair(0xD1D1D6, 0x3A3A3C),
    "systemGray5": pair(0xE5E5EA, 0x2C2C2E),
    "systemGray6": pair(0xF2F2F7, 0x1C1C1E),
    "label": pair(0x000000, 0xFFFFFF),
    "secondaryLabel": pair(0x3C3C43, 0.6, 0xEBEBF5, 0.6),
    "tertiaryLabel": pair(0x3C3C43, 0.3, 0xEBEBF5, 0.3),
    "quaternaryLabel": pair(0x3C3C43, 0.18, 0xEBEBF5, 0.16),
    "placeholderText": pair(0x3C3C43, 0.3, 0xEBEBF5, 0.3),
    "link": pair(0x007AFF, 0x0984FF),
    "separator": pair(0x3C3C43, 0.29, 0x545458, 0.6),
    "opaqueSeparator": pair(0xC6C6C8, 0x38383A),
    "darkText": fixed(0x000000),
    "lightText": fixed(0xFFFFFF, opacity: 0.6),
    "tintColor": pair(0x007AFF, 0x0A84FF),
    "systemFill": pair(0x787880, 0.2, 0x787880, 0.36),
    "secondarySystemFill": pair(0x787880, 0.16, 0x787880, 0.32),
    "tertiarySystemFill": pair(0x767680, 0.12, 0x767680, 0.24),
    "quaternarySystemFill": pair(0x747480, 0.08, 0x767680, 0.18),
    "systemBackground": pair(0xFFFFFF, 0x000000),
    "secondarySystemBackground": pair(0xF2F2F7, 0x1C1C1E),
    "tertiarySystemBackground": pair(0xFFFFFF, 0x2C2C2E),
    "systemGroupedBackground": pair(0xF2F2F7, 0x000000),
    "secondarySystemGroupedBackground": pair(0xFFFFFF, 0x1C1C1E),
    "tertiarySystemGroupedBackground": pair(0xF2F2F7, 0x2C2C2E),
    "black": fixed(0x000000),
    "blue": fixed(0x0000FF),
    "brown": fixed(0x996633),
    "clear": fixed(0x000000, opacity: 0),
    "cyan": fixed(0x00FFFF),
    "darkGray": fixed(0x555555),
    "gray": fixed(0x808080),
    "green": fixed(0x00FF00),
    "lightGray": fixed(0xAAAAAA),
    "magenta": fixed(0xFF00FF),
    "orange": fixed(0xFF8000),
    "purple": fixed(0x800080),
    "red": fixed(0xFF0000),
    "white": fixed(0xFFFFFF),
    "yellow": fixed(0xFFFF00),
  ]
}
