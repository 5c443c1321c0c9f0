import TierbarModel

/// The colours of what surrounds the bar in a picture (not part of any config).
enum SceneLook {
  /// The app's view above the bar.
  static let container = Color.system("systemBackground")
  /// The software keyboard's block (the keyboard's own grey, light and dark).
  static let keyboard = Color.dynamic(
    light: .rgba(red: 0xD1, green: 0xD4, blue: 0xD9, alpha: 255),
    dark: .rgba(red: 0x2C, green: 0x2C, blue: 0x2E, alpha: 255))
  static let homeIndicator = Color.system("label")
  /// Overlays: hit areas (translucent pink), the hit region's outline, the safe-area band.
  static let hitArea = RenderColor(red: 0xFF, green: 0x2D, blue: 0x55, alpha: 56)
  static let hitAreaStroke = RenderColor(red: 0xFF, green: 0x2D, blue: 0x55, alpha: 200)
  static let hitRegion = RenderColor(red: 0xAF, green: 0x52, blue: 0xDE, alpha: 220)
  static let safeArea = RenderColor(red: 0xFF, green: 0x95, blue: 0x00, alpha: 64)
  /// The home indicator: 134 × 5 pt, 8 pt above the screen's bottom edge.
  static let homeIndicatorSize = Size(width: 134, height: 5)
  static let homeIndicatorBottom = 8.0
  /// The font stack titles are drawn in (the system font where the viewer has it).
  static let fontFamily = "-apple-system, BlinkMacSystemFont, 'SF Pro Text', system-ui, sans-serif"
}
