import TierbarLayout

/// `--device` names, from the layout core's published presets.
enum DevicePresets {
  static var names: [String] { DevicePreset.all.map(\.name) }

  static func named(_ name: String) -> LayoutEnvironment? {
    DevicePreset.named(name)?.environment()
  }
}
