import Testing
import TierbarModel
import TierbarYAML

#if canImport(Glibc)
  import Glibc
#elseif canImport(Musl)
  import Musl
#elseif canImport(Darwin)
  import Darwin
#endif

/// `load(contentsOf:)` refuses anything but a regular file without waiting on it: opening a FIFO
/// that no one writes to used to block forever.
@Suite("ConfigLoader and special files")
struct SpecialFileTests {
  /// A fresh temporary folder, removed after `body`.
  static func withTemporaryFolder(_ body: (String) throws -> Void) throws {
    var template = Array("/tmp/tierbar-special-XXXXXX".utf8CString)
    let folder = try #require(
      template.withUnsafeMutableBufferPointer { buffer in
        buffer.baseAddress.flatMap { mkdtemp($0) }.map { String(cString: $0) }
      })
    defer { rmdir(folder) }
    try body(folder)
  }

  @Test func aFIFOIsUnreadableAndDoesNotBlock() throws {
    try Self.withTemporaryFolder { folder in
      let path = folder + "/config.yaml"
      try #require(mkfifo(path, 0o600) == 0)
      defer { unlink(path) }
      let result = ConfigLoader().load(contentsOf: path)
      #expect(result.isUnreadable)
      #expect(result.diagnostics.map(\.code) == [.unreadableFile])
      #expect(result.diagnostics.first?.message.contains("not a regular file (a FIFO)") == true)
      #expect(result.diagnostics.first?.file == path)
    }
  }

  @Test func aSymlinkToAFIFOIsUnreadableToo() throws {
    try Self.withTemporaryFolder { folder in
      let fifo = folder + "/pipe"
      let link = folder + "/config.yaml"
      try #require(mkfifo(fifo, 0o600) == 0)
      defer { unlink(fifo) }
      try #require(symlink(fifo, link) == 0)
      defer { unlink(link) }
      let result = ConfigLoader().load(contentsOf: link)
      #expect(result.isUnreadable)
      #expect(result.diagnostics.first?.message.contains("FIFO") == true)
    }
  }

  /// `/dev/zero` would never end; `/dev/null` is a device too.
  @Test(arguments: ["/dev/zero", "/dev/null"])
  func aDeviceIsUnreadable(path: String) {
    let result = ConfigLoader().load(contentsOf: path)
    #expect(result.isUnreadable)
    #expect(result.diagnostics.first?.message.contains("not a regular file (a device)") == true)
  }
}
