import Foundation
import Testing
import TierbarCorpus
import TierbarModel
import TierbarTestSupport

@testable import TierbarYAML

/// A large file is parsed ahead on a second thread (`ParseAhead`), a small one on the reading
/// thread. Which one happens must not show: every input reads to the same tree and the same
/// diagnostics both ways. The reader's `parseAheadFrom` forces each way here (0: always ahead,
/// `.max`: never), over every case of the YAML test suite, every config and corpus file, and
/// inputs that cross many batches, stop early or end in an error.
@Suite struct ParseAheadTests {
  static func reader(parsingAhead: Bool, limits: YAMLLimits = .default) -> YAMLReader {
    var reader = YAMLReader(limits: limits)
    reader.parseAheadFrom = parsingAhead ? 0 : .max
    return reader
  }

  static func loader(parsingAhead: Bool) -> ConfigLoader {
    var loader = ConfigLoader()
    loader.reader = reader(parsingAhead: parsingAhead)
    return loader
  }

  /// The read parsed ahead, after checking that it equals the read parsed here.
  @discardableResult
  static func expectSameReads(
    _ bytes: [UInt8], limits: YAMLLimits = .default, _ name: String,
    sourceLocation: SourceLocation = #_sourceLocation
  ) -> YAMLReadResult {
    let ahead = reader(parsingAhead: true, limits: limits).read(bytes)
    let here = reader(parsingAhead: false, limits: limits).read(bytes)
    #expect(ahead.node == here.node, "\(name): trees differ", sourceLocation: sourceLocation)
    #expect(ahead.diagnostics == here.diagnostics, "\(name)", sourceLocation: sourceLocation)
    return ahead
  }

  @Test(arguments: YAMLTestSuite.cases)
  func everySuiteCaseReadsTheSame(_ id: String) throws {
    let folder = try #require(YAMLTestSuite.directory) + "/" + id
    let data = try #require(FileManager.default.contents(atPath: folder + "/in.yaml"))
    Self.expectSameReads(Array(data), id)
  }

  @Test(arguments: PieceReadTests.corpusFiles)
  func everyConfigAndCorpusFileLoadsTheSame(_ file: URL) throws {
    let bytes = Array(try Data(contentsOf: file))
    let ahead = Self.loader(parsingAhead: true).load(bytes, file: "f.yaml")
    let here = Self.loader(parsingAhead: false).load(bytes, file: "f.yaml")
    #expect(ahead.diagnostics == here.diagnostics, "\(file.lastPathComponent)")
    #expect(ahead.config == here.config, "\(file.lastPathComponent)")
  }

  /// 200 toolbars: about 650 KB and 65,000 events, sixteen batches of events and more.
  @Test func aLargeConfigReadsTheSameAcrossManyBatches() {
    let bytes = LoadCorpus(toolbarCount: 200).bytes()
    let read = Self.expectSameReads(bytes, "200 toolbars")
    #expect(read.diagnostics.isEmpty)
    #expect(read.node?["toolbars"]?.sequence?.count == 200)
    let loaded = Self.loader(parsingAhead: true).load(bytes)
    #expect(loaded.diagnostics.isEmpty)
    #expect(loaded.config == Self.loader(parsingAhead: false).load(bytes).config)
    #expect(loaded.config?.toolbars.count == 200)
  }

  /// libyaml fails batches after the start: the parsing thread has ended, and its parser holds
  /// the error the reader reports.
  @Test func aSyntaxErrorAfterManyBatchesIsReportedTheSame() throws {
    let corpus = LoadCorpus(toolbarCount: 100).bytes()
    let lines = corpus.split(separator: UInt8(ascii: "\n"), omittingEmptySubsequences: false)
    let bytes = corpus + Array("  - { id: broken, tiers: [\n".utf8)
    let read = Self.expectSameReads(bytes, "unclosed bracket at the end")
    let error = try #require(read.diagnostics.first { $0.code == .yamlSyntax })
    #expect(read.node == nil)
    #expect(error.range.start.line >= lines.count - 1)
  }

  /// A scalar larger than a batch's text buffer, and anchors and tags, copied whole.
  @Test func textsLargerThanABatchAreCopiedWhole() {
    let long = String(repeating: "x", count: 1_000_000)
    let text = "a: &big \(long)\nb: *big\nc: !!str 12\nd: [&n one, *n]\n"
    let read = Self.expectSameReads(Array(text.utf8), "one long scalar")
    #expect(read.node?["a"]?.scalar?.value.utf8.count == 1_000_000)
    #expect(read.node?["b"]?.scalar?.value == long)
    #expect(read.node?["c"]?.tag == "!!str")
    #expect(read.node?["d"]?.sequence?.compactMap(\.scalar?.value) == ["one", "one"])
  }

  /// The reader stops at a limit while the parsing thread is ahead of it: the read ends with the
  /// limit's error, as on one thread, and the parsing thread ends.
  @Test(.timeLimit(.minutes(1)))
  func aReadStoppedAtALimitEndsTheParsingThread() throws {
    let deep = [UInt8](repeating: UInt8(ascii: "["), count: 100_000)
    let read = Self.expectSameReads(deep, "100,000 [")
    #expect(read.diagnostics.map(\.code) == [.nestingTooDeep])
    var laughs = ["a: &a [" + Array(repeating: "lol", count: 9).joined(separator: ", ") + "]"]
    for (previous, name) in zip("abcdefgh", "bcdefghi") {
      let aliases = Array(repeating: "*\(previous)", count: 9).joined(separator: ", ")
      laughs.append("\(name): &\(name) [\(aliases)]")
    }
    let bomb = Self.expectSameReads(Array(laughs.joined(separator: "\n").utf8), "laughs")
    #expect(bomb.diagnostics.map(\.code) == [.aliasExpansionLimit])
  }

  /// The reader stops while the parsing thread waits for a batch back (it has filled them all):
  /// `stop()` must wake it. Run on a thread of its own, so that a parser that never ends fails
  /// the test instead of hanging it.
  @Test func stoppingWakesAParsingThreadThatWaitsForABatch() {
    final class Outcome: @unchecked Sendable {
      var parsedAhead = false
    }
    let outcome = Outcome()
    let finished = DispatchSemaphore(value: 0)
    // 50,000 events: more than every batch in flight holds.
    let bytes = Array(("[" + String(repeating: "a, ", count: 50_000) + "a]\n").utf8)
    Thread.detachNewThread {
      bytes.withUnsafeBufferPointer { buffer in
        let parser = EventParser(input: buffer, parseAheadFrom: 0)
        var events = EventCursor(parser)
        outcome.parsedAhead = parser.parseAhead != nil && events.next()?.kind == .streamStart
        // Time for the parsing thread to fill every batch and wait; then the parser goes.
        withExtendedLifetime(parser) { _ = usleep(200_000) }
      }
      finished.signal()
    }
    #expect(finished.wait(timeout: .now() + 30) == .success, "the parsing thread never ended")
    #expect(outcome.parsedAhead)
  }

  /// A file read in pieces (`FileChunks`) is parsed ahead too: the callback that reads the file
  /// runs on the parsing thread. A clean file is then never held whole; a file with a finding
  /// (a bad byte at its end) falls back to a whole read, with the same result as parsed here.
  @Test func aFileReadInPiecesLoadsTheSame() throws {
    let clean = LoadCorpus(toolbarCount: 100).bytes()
    try PieceReadTests.withFile(clean) { path in
      let ahead = Self.loader(parsingAhead: true).loadKeepingBytesOfFindings(contentsOf: path)
      #expect(ahead.bytes.isEmpty)
      #expect(ahead.result.diagnostics.isEmpty)
      #expect(ahead.result.config == Self.loader(parsingAhead: false).load(clean).config)
    }
    let broken = clean + [0xFF]
    try PieceReadTests.withFile(broken) { path in
      let ahead = Self.loader(parsingAhead: true).loadKeepingBytesOfFindings(contentsOf: path)
      let here = Self.loader(parsingAhead: false).loadKeepingBytesOfFindings(contentsOf: path)
      #expect(ahead.bytes == broken)
      #expect(ahead.result.diagnostics == here.result.diagnostics)
      #expect(ahead.result.diagnostics.contains { $0.code == .invalidUTF8 })
    }
  }
}
