import TierbarLayout

/// Named environments for `--device`.
///
/// ADAPTER until the layout core's device presets land on main: the same published figures
/// (points; safe-area insets in portrait unless named landscape).
enum DevicePresets {
  struct Preset: Sendable {
    var name: String
    var environment: LayoutEnvironment
  }

  static let all: [Preset] = [
    preset("iphone-se", width: 375, top: 20, bottom: 0, scale: 2),
    preset("iphone-15", width: 393, top: 59, bottom: 34, scale: 3),
    preset("iphone-15-pro-max", width: 430, top: 59, bottom: 34, scale: 3),
    preset("iphone-12-pro-max", width: 428, top: 47, bottom: 34, scale: 3),
    preset("ipad-10", width: 820, top: 24, bottom: 20, scale: 2),
    preset("iphone-15-landscape", width: 852, top: 0, side: 59, bottom: 21, scale: 3),
  ]

  static var names: [String] { all.map(\.name) }

  static func named(_ name: String) -> LayoutEnvironment? {
    all.first { $0.name == name }?.environment
  }

  private static func preset(
    _ name: String, width: Double, top: Double, side: Double = 0, bottom: Double, scale: Double
  ) -> Preset {
    Preset(
      name: name,
      environment: LayoutEnvironment(
        width: width,
        safeArea: SafeAreaInsets(top: top, left: side, bottom: bottom, right: side),
        scale: scale))
  }
}
