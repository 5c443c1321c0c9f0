import TierbarLayout

/// Device presets for scripts' `device:` key.
///
/// Shim: the layout module's `DevicePreset` is the source of truth for the layout flags; this
/// table mirrors the presets issue 3 names until that type is merged, then delegates to it.
enum ScriptDevices {
  struct Preset {
    var name: String
    var width: Double
    var safeArea: SafeAreaInsets
    var scale: Double
  }

  static let all: [Preset] = [
    Preset(name: "iphone-se", width: 375, safeArea: SafeAreaInsets(top: 20), scale: 2),
    Preset(name: "iphone-15", width: 393, safeArea: SafeAreaInsets(top: 59, bottom: 34), scale: 3),
    Preset(
      name: "iphone-15-pro-max", width: 430, safeArea: SafeAreaInsets(top: 59, bottom: 34),
      scale: 3),
    Preset(
      name: "iphone-12-pro-max", width: 428, safeArea: SafeAreaInsets(top: 47, bottom: 34),
      scale: 3),
    Preset(name: "ipad-10", width: 820, safeArea: SafeAreaInsets(top: 24, bottom: 20), scale: 2),
    Preset(
      name: "iphone-15-landscape", width: 852,
      safeArea: SafeAreaInsets(top: 0, left: 59, bottom: 21, right: 59), scale: 3),
  ]

  static var names: [String] { all.map(\.name) }

  static func preset(named name: String) -> Preset? { all.first { $0.name == name } }
}
