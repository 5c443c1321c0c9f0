import TierbarModel

/// A named device: portrait (or landscape) width, safe-area insets and display scale, from Apple's
/// published screen sizes, so `--device iphone-15` means the same numbers everywhere.
public struct DevicePreset: Hashable, Sendable {
  public var name: String
  /// A readable description for listings.
  public var summary: String
  /// Screen width and height in points, in this preset's orientation.
  public var screen: Size
  public var safeArea: SafeAreaInsets
  public var scale: Double

  public init(name: String, summary: String, screen: Size, safeArea: SafeAreaInsets, scale: Double)
  {
    self.name = name
    self.summary = summary
    self.screen = screen
    self.safeArea = safeArea
    self.scale = scale
  }

  /// Every preset, in documentation order.
  public static let all: [DevicePreset] = [
    DevicePreset(
      name: "iphone-se", summary: "iPhone SE (2nd/3rd generation), portrait",
      screen: Size(width: 375, height: 667), safeArea: SafeAreaInsets(top: 20), scale: 2),
    DevicePreset(
      name: "iphone-15", summary: "iPhone 15 / 15 Pro, portrait",
      screen: Size(width: 393, height: 852), safeArea: SafeAreaInsets(top: 59, bottom: 34),
      scale: 3),
    DevicePreset(
      name: "iphone-15-pro-max", summary: "iPhone 15 Plus / 15 Pro Max, portrait",
      screen: Size(width: 430, height: 932), safeArea: SafeAreaInsets(top: 59, bottom: 34),
      scale: 3),
    DevicePreset(
      name: "iphone-12-pro-max", summary: "iPhone 12 / 13 Pro Max, 14 Plus, portrait",
      screen: Size(width: 428, height: 926), safeArea: SafeAreaInsets(top: 47, bottom: 34),
      scale: 3),
    DevicePreset(
      name: "ipad-10", summary: "iPad (10th generation), portrait",
      screen: Size(width: 820, height: 1180), safeArea: SafeAreaInsets(top: 24, bottom: 20),
      scale: 2),
    DevicePreset(
      name: "iphone-15-landscape", summary: "iPhone 15 / 15 Pro, landscape",
      screen: Size(width: 852, height: 393),
      safeArea: SafeAreaInsets(top: 0, left: 59, bottom: 21, right: 59), scale: 3),
  ]

  /// The preset called `name` (exact, case-insensitive), or nil.
  public static func named(_ name: String) -> DevicePreset? {
    let key = name.lowercased()
    return all.first { $0.name == key }
  }

  /// The closest preset name to a misspelled one, for "did you mean".
  public static func suggestion(for name: String) -> String? {
    Suggestion.closest(to: name, in: all.map(\.name))
  }

  /// An environment on this device; flags given explicitly override the preset afterwards.
  public func environment(
    keyboard: LayoutEnvironment.KeyboardMode = .software,
    layoutDirection: LayoutEnvironment.LayoutDirection = .leftToRight,
    textScale: Double = 1
  ) -> LayoutEnvironment {
    LayoutEnvironment(
      width: screen.width, safeArea: safeArea, keyboard: keyboard, scale: scale,
      layoutDirection: layoutDirection, textScale: textScale)
  }
}
