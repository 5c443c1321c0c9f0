import Foundation
import Testing
import TierbarCorpus
import TierbarModel
import TierbarTestSupport

@testable import TierbarYAML

/// `loadKeepingBytesOfFindings` reads a clean file in pieces (`FileChunks`) and any other file
/// whole: its result must be `loadKeepingBytes`'s for every file, and its bytes empty exactly
/// when there is no diagnostic.
@Suite struct PieceReadTests {
  static func expectSameAsWholeRead(_ path: String, _ name: String) {
    let loader = ConfigLoader()
    let pieces = loader.loadKeepingBytesOfFindings(contentsOf: path)
    let whole = loader.loadKeepingBytes(contentsOf: path)
    #expect(pieces.result.diagnostics == whole.result.diagnostics, "\(name)")
    #expect(pieces.result.config == whole.result.config, "\(name)")
    #expect(pieces.bytes == (whole.result.diagnostics.isEmpty ? [] : whole.bytes), "\(name)")
  }

  /// `bytes` written to a temporary file, which `body` gets the path of.
  static func withFile(_ bytes: [UInt8], _ body: (String) throws -> Void) throws {
    let url = FileManager.default.temporaryDirectory
      .appendingPathComponent("tierbar-pieces-\(UUID().uuidString).yaml")
    try Data(bytes).write(to: url)
    defer { try? FileManager.default.removeItem(at: url) }
    try body(url.path)
  }

  static var corpusFiles: [URL] {
    Fixtures.configURLs + Fixtures.validCorpusURLs + Fixtures.invalidCorpusURLs
  }

  @Test(arguments: corpusFiles)
  func everyConfigAndCorpusFileLoadsAsAWholeRead(_ file: URL) {
    Self.expectSameAsWholeRead(file.path, file.lastPathComponent)
  }

  /// 60 toolbars are about 200 KB: several pieces.
  @Test func aCleanFileOfSeveralPiecesIsNotKept() throws {
    let bytes = LoadCorpus(toolbarCount: 60).bytes()
    #expect(bytes.count > 2 * 64 * 1024)
    try Self.withFile(bytes) { path in
      let loaded = ConfigLoader().loadKeepingBytesOfFindings(contentsOf: path)
      #expect(loaded.bytes.isEmpty)
      #expect(loaded.result.diagnostics.isEmpty)
      #expect(loaded.result.config == ConfigLoader().load(bytes).config)
      #expect(loaded.result.config?.toolbars.count == 60)
    }
  }

  /// A config with a long comment of three-byte characters (`€`) that the first piece's end
  /// meets before, after one and after two bytes of a character (`shift`), with and without a
  /// byte-order mark, and a title of two- and four-byte characters: clean in pieces.
  @Test(arguments: [0, 1, 2], [false, true])
  func aCharacterCutByAPieceWaitsForItsRest(shift: Int, byteOrderMark: Bool) throws {
    let head = Array((byteOrderMark ? "\u{FEFF}" : "").utf8) + Array("# ".utf8)
    let padding = [UInt8](repeating: UInt8(ascii: "x"), count: (64 * 1024 - head.count) % 3)
    let comment = String(repeating: "€", count: 30_000)
    let text =
      "\(String(repeating: "y", count: shift))\(comment)\n"
      + "toolbars: [{ id: m, tiers: [{ id: b, items: [{ id: x, title: \"héllo 🎹\" }] }] }]\n"
    let bytes = head + padding + Array(text.utf8)
    try Self.withFile(bytes) { path in
      let loaded = ConfigLoader().loadKeepingBytesOfFindings(contentsOf: path)
      #expect(loaded.bytes.isEmpty)
      #expect(loaded.result.diagnostics.isEmpty)
      #expect(loaded.result.config?.toolbars.first?.tiers.first?.items.first?.title == "héllo 🎹")
      Self.expectSameAsWholeRead(path, "shift \(shift)")
    }
  }

  static let clean = Array(
    "toolbars: [{ id: m, tiers: [{ id: b, items: [{ id: x, title: X }] }] }]\n".utf8)
  static let filler = Array(("# " + String(repeating: "-", count: 200 * 1024) + "\n").utf8)

  /// Files with findings of every kind, some of them only in a later piece: each read whole.
  @Test(
    arguments: [
      ("empty", []),
      ("only a byte-order mark", [0xEF, 0xBB, 0xBF]),
      ("UTF-16", [0xFF, 0xFE] + Array("t\0o\0".utf8)),
      ("a NUL in a later piece", filler + clean + [0]),
      ("invalid UTF-8 in a later piece", filler + [0xC3, 0x28] + clean),
      ("a sequence cut by the end of the file", clean + [0xE2, 0x82]),
      ("a syntax error in a later piece", filler + clean + Array("[\n".utf8)),
      ("a second document", clean + Array("---\na: 1\n".utf8)),
      ("a duplicate key", clean + Array("toolbars: []\n".utf8)),
      ("an unknown key", filler + clean + Array("colour: red\n".utf8)),
    ] as [(String, [UInt8])])
  func aFileWithFindingsIsReadWhole(name: String, bytes: [UInt8]) throws {
    try Self.withFile(bytes) { path in
      let loaded = ConfigLoader().loadKeepingBytesOfFindings(contentsOf: path)
      #expect(!loaded.result.diagnostics.isEmpty, "\(name)")
      #expect(loaded.bytes == bytes, "\(name)")
      Self.expectSameAsWholeRead(path, name)
    }
  }

  @Test func aMissingFileIsUnreadableAsAWholeRead() {
    let loaded = ConfigLoader().loadKeepingBytesOfFindings(contentsOf: "/nonexistent/c.yaml")
    #expect(loaded.result.isUnreadable)
    Self.expectSameAsWholeRead("/nonexistent/c.yaml", "missing")
  }
}
