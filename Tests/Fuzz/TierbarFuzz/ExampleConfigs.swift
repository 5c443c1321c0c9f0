import TierbarModel
import TierbarYAML

#if canImport(Glibc)
  import Glibc
#elseif canImport(Darwin)
  import Darwin
#endif

/// The repository's example configs (`Configs/*.yaml` that load with the built-in rows), read once
/// from the checkout this file was compiled in: the toolbars the script and controller targets
/// drive.
enum ExampleConfigs {
  static let folder: String = {
    // …/Tests/Fuzz/TierbarFuzz/ExampleConfigs.swift → the repository's root.
    var parts = "\(#filePath)".split(separator: "/", omittingEmptySubsequences: false)
    parts.removeLast(4)
    return parts.joined(separator: "/") + "/Configs"
  }()

  static let all: [TierbarConfig] = {
    let names = [
      "reminders.yaml", "keyboard-follow.yaml", "chips.yaml", "checkbox-input.yaml",
      "navigation.yaml", "safe-area.yaml", "segmented.yaml",
    ]
    let configs = names.compactMap { ConfigLoader().load(contentsOf: "\(folder)/\($0)").config }
    guard configs.count == names.count else {
      FuzzFailure.fail("setup", "cannot load the example configs in \(folder)")
    }
    return configs
  }()

  /// Every (config, toolbar) pair, in a fixed order.
  static let toolbars: [(config: TierbarConfig, toolbar: ToolbarDefinition)] = all.flatMap {
    config in config.toolbars.map { (config, $0) }
  }

  /// The config holding the toolbar a script names (its top-level `toolbar:`), else the first.
  static func config(forScript node: ConfigNode) -> TierbarConfig {
    let name = node.mapping?.first { $0.keyName == "toolbar" }?.value.scalar?.value
    return all.first { config in config.toolbars.contains { $0.id == name } } ?? all[0]
  }
}
