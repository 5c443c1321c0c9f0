import Foundation
import Testing
import TierbarModel
import TierbarPluginHost

#if canImport(Glibc)
  import Glibc
#elseif canImport(Darwin)
  import Darwin
#endif

/// Crash-hunt findings (QA): paths that are not regular files must fail at once, not hang.
@Suite struct PluginLoaderHostileTests {
  /// `dlopen` of a FIFO blocked forever in `open` waiting for a writer (`tierbar plugins
  /// --plugin some.fifo` hung); it is now refused before `dlopen` is called.
  @Test func aFIFOIsRefusedWithoutBlocking() throws {
    let folder = FileManager.default.temporaryDirectory
      .appendingPathComponent("tierbar-qa-fifo-\(UUID().uuidString)")
    try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
    defer { try? FileManager.default.removeItem(at: folder) }
    let path = folder.appendingPathComponent("plugin.so").path
    try #require(mkfifo(path, 0o600) == 0)
    let diagnostics = PluginLoader().registry(loading: [path]).diagnostics
    #expect(diagnostics.map(\.code) == [.pluginNotLoadable])
    #expect(diagnostics.first?.message.contains("is not a regular file") == true)
  }

  @Test func aDeviceIsRefused() {
    let diagnostics = PluginLoader().registry(loading: ["/dev/null"]).diagnostics
    #expect(diagnostics.map(\.code) == [.pluginNotLoadable])
  }
}
