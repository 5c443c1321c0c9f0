import Dispatch
import Foundation
import Testing
import TierbarModel

@testable import TierbarLanguageServer

/// Positions: the loader's marks (libyaml lines, scalar columns) against the protocol's
/// (its lines, UTF-16 columns), and edits in the protocol's positions.
@Suite("LSP text positions")
struct TextDocumentTests {
  static func document(_ text: String) -> TextDocument {
    TextDocument(uri: "file:///t.yaml", version: 1, text: text)
  }

  @Test func scalarColumnsBecomeUTF16Columns() {
    let document = Self.document("t: é😀x\n")
    // `x` is the 6th scalar of line 1: after `é` (1 unit) and `😀` (2 units), unit 6.
    #expect(
      document.position(of: SourceMark(line: 1, column: 6)) == LSPPosition(line: 0, character: 6))
    #expect(document.mark(of: LSPPosition(line: 0, character: 6)) == SourceMark(line: 1, column: 6))
    #expect(
      document.position(of: SourceMark(line: 1, column: 5)) == LSPPosition(line: 0, character: 4))
  }

  @Test func libyamlLineBreaksInsideValuesAreMapped() {
    // libyaml breaks lines at U+2028 too; the protocol does not: `b` is on libyaml's line 3.
    let document = Self.document("a: \"x\u{2028}y\"\nb: 1\n")
    #expect(
      document.position(of: SourceMark(line: 3, column: 1)) == LSPPosition(line: 1, character: 0))
    #expect(
      document.position(of: SourceMark(line: 2, column: 1)) == LSPPosition(line: 0, character: 6))
  }

  @Test func aByteOrderMarkIsNotAColumn() {
    let document = Self.document("\u{FEFF}a: 1\n")
    #expect(
      document.position(of: SourceMark(line: 1, column: 1)) == LSPPosition(line: 0, character: 1))
  }

  /// A long line (past `ColumnCheckpoints.minimumLineBytes`) is read from checkpoints, not walked
  /// from its start: every conversion must still give what counting the text gives. A byte-order
  /// mark, multibyte scalars and a U+2028 (a libyaml line break, not the protocol's) included.
  @Test func longLinesConvertAsShortOnesDo() {
    let pieces = ["a", "é", "😀", "→"]
    let first = "k: \"" + (0..<3_000).map { pieces[$0 % 4] }.joined()
    let second = (0..<2_000).map { pieces[($0 + 1) % 4] }.joined() + "\""
    let document = Self.document("\u{FEFF}" + first + "\u{2028}" + second + "\nb: 1\n")
    /// UTF-16 units before each scalar of `text`, and after the last.
    func unitsBefore(_ text: String, from start: Int) -> [Int] {
      var units = [start]
      for scalar in text.unicodeScalars {
        units.append(units[units.count - 1] + scalar.utf16.count)
      }
      return units
    }
    let firstUnits = unitsBefore(first, from: 1)  // after the mark's one unit
    let secondUnits = unitsBefore(second, from: firstUnits[firstUnits.count - 1] + 1)
    let columns = [1, 2, 255, 256, 257, 258, 512, 513, 1_000, 2_999, 3_004]
    for (line, units) in [(1, firstUnits), (2, secondUnits)] {
      for column in columns + Array(stride(from: 3, to: units.count, by: 97))
      where column <= units.count {
        let position = LSPPosition(line: 0, character: units[column - 1])
        #expect(document.position(of: SourceMark(line: line, column: column)) == position)
        #expect(document.mark(of: position) == SourceMark(line: line, column: column))
      }
    }
    #expect(
      document.position(of: SourceMark(line: 3, column: 4)) == LSPPosition(line: 1, character: 3))
  }

  @Test func crlfLinesAndOutOfRangePositions() {
    let document = Self.document("a: 1\r\nb: 2\r\n")
    #expect(
      document.position(of: SourceMark(line: 2, column: 4)) == LSPPosition(line: 1, character: 3))
    #expect(document.byteOffset(of: LSPPosition(line: 0, character: 99)) == 4)
    #expect(document.byteOffset(of: LSPPosition(line: 9, character: 0)) == 12)
  }

  @Test func incrementalEditsUseUTF16Positions() {
    var document = Self.document("t: 😀😀\nu: 1\n")
    document.replace(
      LSPRange(start: LSPPosition(line: 0, character: 5), end: LSPPosition(line: 1, character: 0)),
      with: "!\n")
    #expect(document.text == "t: 😀!\nu: 1\n")
  }

  @Test func aChangeDuringACheckSupersedesIt() {
    let gate = DispatchSemaphore(value: 0)
    let started = DispatchSemaphore(value: 0)
    let published = PublishedVersions()
    let scheduler = CheckScheduler(
      check: { bytes in
        if bytes == Array("first".utf8) {
          started.signal()
          gate.wait()
        }
        return []
      },
      publish: { published.append($0.document.version) })
    scheduler.schedule(TextDocument(uri: "file:///t.yaml", version: 1, text: "first"))
    started.wait()
    scheduler.schedule(TextDocument(uri: "file:///t.yaml", version: 2, text: "second"))
    scheduler.schedule(TextDocument(uri: "file:///t.yaml", version: 3, text: "third"))
    gate.signal()
    scheduler.drain()
    // Version 1 finished after newer text arrived (dropped), 2 was superseded before it ran.
    #expect(published.versions == [3])
    #expect(scheduler.lastChecked("file:///t.yaml")?.document.version == 3)
  }
}

final class PublishedVersions: @unchecked Sendable {
  private let lock = NSLock()
  private var stored: [Int] = []

  func append(_ version: Int) {
    lock.lock()
    stored.append(version)
    lock.unlock()
  }

  var versions: [Int] {
    lock.lock()
    defer { lock.unlock() }
    return stored
  }
}
