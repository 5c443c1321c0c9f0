import Foundation
import Testing
import TierbarModel
import TierbarTestSupport

@Suite struct TestSupportTests {
  @Test func markersAreRemovedAndPlacedInUnicodeScalars() {
    let marked = MarkedText("a: 1️⃣b\n\n  é🙂 2️⃣x\n3️⃣")
    #expect(marked.text == "a: b\n\n  é🙂 x\n")
    #expect(marked["1️⃣"] == SourceMark(line: 1, column: 4))
    // "  é🙂 " is five scalars, so x is in column 6.
    #expect(marked["2️⃣"] == SourceMark(line: 3, column: 6))
    #expect(marked["3️⃣"] == SourceMark(line: 4, column: 1))
    #expect(marked["4️⃣"] == nil)
    #expect(marked.bytes == Array(marked.text.utf8))
  }

  @Test func aPlainDigitIsNotAMarker() {
    let marked = MarkedText("height: 44\n")
    #expect(marked.text == "height: 44\n")
    #expect(marked.markers.isEmpty)
  }

  @Test func fixturesFindThePackage() {
    let manifest = Fixtures.packageRoot.appendingPathComponent("Package.swift")
    #expect(FileManager.default.fileExists(atPath: manifest.path))
    #expect(Fixtures.config("reminders.yaml").lastPathComponent == "reminders.yaml")
    #expect(!Fixtures.configURLs.isEmpty)
    #expect(Fixtures.invalidCorpusURLs.count >= 40)
    #expect(!Fixtures.bytes(Fixtures.config("reminders.yaml")).isEmpty)
    #expect(Fixtures.bytes(Fixtures.packageRoot.appendingPathComponent("no-such-file")).isEmpty)
  }
}
