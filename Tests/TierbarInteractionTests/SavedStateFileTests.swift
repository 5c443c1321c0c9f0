import Foundation
import Testing
import TierbarInteraction
import TierbarModel

/// A `save:` step's file goes through the package's one atomic writer (`OutputFile`): replaced
/// whole or not at all, untouched when unchanged, and never blocked by a writer that was killed.
@Suite struct SavedStateFileTests {
  static func folder() throws -> URL {
    let url = FileManager.default.temporaryDirectory
      .appendingPathComponent("tierbar-saved-state-\(UUID().uuidString)")
    try FileManager.default.createDirectory(at: url, withIntermediateDirectories: true)
    return url
  }

  @Test func aSaveReplacesTheFileAndLeavesNothingBeside() throws {
    let folder = try Self.folder()
    defer { try? FileManager.default.removeItem(at: folder) }
    let files = DirectorySimulationFiles(directory: folder.path)
    try Data("old".utf8).write(to: folder.appendingPathComponent("state.json"))
    #expect(throws: Never.self) { try files.write(Array("new".utf8), to: "state.json").get() }
    #expect(try Data(contentsOf: folder.appendingPathComponent("state.json")) == Data("new".utf8))
    #expect(try FileManager.default.contentsOfDirectory(atPath: folder.path) == ["state.json"])
  }

  /// A killed writer leaves its temporary file; one of a later process with the same id (ids are
  /// reused) must neither fail the write nor be written through.
  @Test func aTemporaryFileLeftByAKilledWriterDoesNotStopTheNext() throws {
    let folder = try Self.folder()
    defer { try? FileManager.default.removeItem(at: folder) }
    let stale = folder.appendingPathComponent(".state.json.tierbar-\(getpid())")
    try Data("left by a killed writer".utf8).write(to: stale)
    let files = DirectorySimulationFiles(directory: folder.path)
    #expect(throws: Never.self) { try files.write(Array("new".utf8), to: "state.json").get() }
    #expect(try Data(contentsOf: folder.appendingPathComponent("state.json")) == Data("new".utf8))
    #expect(try Data(contentsOf: stale) == Data("left by a killed writer".utf8))
    let names = try FileManager.default.contentsOfDirectory(atPath: folder.path).sorted()
    #expect(names == [stale.lastPathComponent, "state.json"])
  }

  @Test func anUnchangedFileIsNotRewritten() throws {
    let folder = try Self.folder()
    defer { try? FileManager.default.removeItem(at: folder) }
    let target = folder.appendingPathComponent("state.json")
    try Data("same".utf8).write(to: target)
    let old = Date(timeIntervalSince1970: 1_000_000)
    try FileManager.default.setAttributes([.modificationDate: old], ofItemAtPath: target.path)
    #expect(OutputFile.write(Array("same".utf8), to: target.path) == .unchanged)
    let attributes = try FileManager.default.attributesOfItem(atPath: target.path)
    #expect(attributes[.modificationDate] as? Date == old)
  }

  /// A `save:` or `restore:` path of a megabyte once came back whole in its message: the
  /// script's part of the path is quoted shortened, as every message quotes input.
  @Test func aLongPathIsShortenedInItsMessage() throws {
    let folder = try Self.folder()
    defer { try? FileManager.default.removeItem(at: folder) }
    let files = DirectorySimulationFiles(directory: folder.path)
    let long = String(repeating: "x", count: 1 << 20)
    let shown = "'\(folder.path)/\(long.prefix(MessageText.maxQuotedScalars))…': "
    let written = files.write(Array("new".utf8), to: long).failure?.message ?? ""
    #expect(written.hasPrefix("cannot write " + shown), "\(written.prefix(300))")
    let read = files.read(long).failure?.message ?? ""
    #expect(read.hasPrefix("cannot read " + shown), "\(read.prefix(300))")
    #expect(written.count < 400 && read.count < 400)
  }

  @Test func aMissingFolderIsAnErrorNamingThePath() throws {
    let folder = try Self.folder()
    defer { try? FileManager.default.removeItem(at: folder) }
    let files = DirectorySimulationFiles(directory: folder.path)
    let result = files.write(Array("new".utf8), to: "no-such-folder/state.json")
    #expect(
      result.failure?.message
        == "cannot write '\(folder.path)/no-such-folder/state.json': No such file or directory")
  }
}

extension Result {
  fileprivate var failure: Failure? {
    if case .failure(let failure) = self { return failure }
    return nil
  }
}
