import TierbarPluginKit

/// The example plugin's export: two row kinds the built-ins cannot know.
let plugin = PluginExport(providers: [DateChipsRowProvider(), EmojiStripRowProvider()])

/// The one symbol the host looks up; its name carries the plugin ABI version.
@_cdecl("tierbar_plugin_v1")
public func tierbarPluginV1() -> UnsafeRawPointer? {
  plugin.entry
}
