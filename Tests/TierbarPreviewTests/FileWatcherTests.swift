import Foundation
import Testing
import TierbarTestSupport

@testable import TierbarPreview

@Suite struct FileWatcherTests {
  final class Counter: @unchecked Sendable {
    private let lock = NSLock()
    private var value = 0
    func increment() { lock.withLock { value += 1 } }
    var count: Int { lock.withLock { value } }
  }

  func folder() throws -> URL {
    let url = FileManager.default.temporaryDirectory
      .appendingPathComponent("tierbar-watch-\(UUID().uuidString)")
    try FileManager.default.createDirectory(at: url, withIntermediateDirectories: true)
    return url
  }

  @Test func seesAWriteInPlace() throws {
    let folder = try folder()
    defer { try? FileManager.default.removeItem(at: folder) }
    let file = folder.appendingPathComponent("a.yaml")
    try Data("version: 1\n".utf8).write(to: file)
    let counter = Counter()
    let watcher = FileWatcher(path: file.path) { counter.increment() }
    defer { watcher.stop() }
    usleep(150_000)
    #expect(counter.count == 0)
    let handle = try FileHandle(forWritingTo: file)
    try handle.seekToEnd()
    try handle.write(contentsOf: Data("# more\n".utf8))
    try handle.close()
    #expect(waitUntil(seconds: 30) { counter.count == 1 })
  }

  /// Editors that save safely write a new file and rename it over the old one: same size, and
  /// possibly the same modification time, but a new inode.
  @Test func seesARenameOverTheFileWithTheSameSize() throws {
    let folder = try folder()
    defer { try? FileManager.default.removeItem(at: folder) }
    let file = folder.appendingPathComponent("a.yaml")
    try Data("version: 1\n".utf8).write(to: file)
    let before = try #require(FileStamp.of(file.path))
    let counter = Counter()
    let watcher = FileWatcher(path: file.path) { counter.increment() }
    defer { watcher.stop() }
    let temporary = folder.appendingPathComponent(".a.yaml.swp")
    try Data("version: 2\n".utf8).write(to: temporary)
    #expect(rename(temporary.path, file.path) == 0)
    let after = try #require(FileStamp.of(file.path))
    #expect(after.size == before.size)
    #expect(after.inode != before.inode)
    #expect(waitUntil(seconds: 30) { counter.count == 1 })
  }

  @Test func seesTheFileGoAndComeBack() throws {
    let folder = try folder()
    defer { try? FileManager.default.removeItem(at: folder) }
    let file = folder.appendingPathComponent("a.yaml")
    try Data("version: 1\n".utf8).write(to: file)
    let counter = Counter()
    let watcher = FileWatcher(path: file.path) { counter.increment() }
    defer { watcher.stop() }
    try FileManager.default.removeItem(at: file)
    #expect(waitUntil(seconds: 30) { counter.count == 1 })
    #expect(FileStamp.of(file.path) == nil)
    try Data("version: 1\n".utf8).write(to: file)
    #expect(waitUntil(seconds: 30) { counter.count == 2 })
  }

  @Test func stopEndsTheCalls() throws {
    let folder = try folder()
    defer { try? FileManager.default.removeItem(at: folder) }
    let file = folder.appendingPathComponent("a.yaml")
    try Data("a\n".utf8).write(to: file)
    let counter = Counter()
    let watcher = FileWatcher(path: file.path) { counter.increment() }
    watcher.stop()
    try Data("bb\n".utf8).write(to: file)
    usleep(300_000)
    #expect(counter.count == 0)
  }
}
