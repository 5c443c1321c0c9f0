import TierbarModel

// Codes the plugin loader emits. Each diagnostic's `file` is the plugin's path as given and its
// range is the file's start (a library has no lines).
extension DiagnosticCode {
  /// No file at the path given to `--plugin` or `TIERBAR_PLUGINS`.
  public static let pluginNotFound: DiagnosticCode = "plugin-not-found"
  /// The file exists but the dynamic loader refused it (not a shared library, wrong
  /// architecture, missing dependency, a directory); the message carries `dlerror`'s text.
  public static let pluginNotLoadable: DiagnosticCode = "plugin-not-loadable"
  /// The library does not export `tierbar_plugin_v1` (the message names any other
  /// `tierbar_plugin_vN` it does export).
  public static let pluginSymbolMissing: DiagnosticCode = "plugin-symbol-missing"
  /// The entry point's table carries another ABI version than this host speaks.
  public static let pluginABIMismatch: DiagnosticCode = "plugin-abi-mismatch"
  /// The table or the `describe` JSON is not what the ABI documents.
  public static let pluginMalformed: DiagnosticCode = "plugin-malformed"
  /// A plugin's kind is already registered (built-in, in code, or by another plugin).
  public static let pluginKindClash: DiagnosticCode = "plugin-kind-clash"
}
