import Foundation
import Testing
import Tierbar

/// The headless advance widths are stated once, in `HeadlessTextMeasurer.table`: the measurer
/// reads it, and LayoutRules.md lists it row by row, in the order it is consulted.
@Suite struct HeadlessAdvanceTableTests {
  /// The table as LayoutRules.md writes it: listed characters in code voice (`|` escaped),
  /// advances with two decimals (0 as `0`).
  static func markdownRow(_ row: HeadlessTextMeasurer.CharacterClass) -> String {
    // A row of scalars listed one by one spells them, space-separated.
    let spelled = row.scalars.compactMap { range in
      range.count == 1 ? Unicode.Scalar(range.lowerBound).map(String.init) : nil
    }
    let listed = !spelled.isEmpty && spelled.joined(separator: " ") == row.characters
    let characters =
      listed
      ? "`" + row.characters.replacingOccurrences(of: "|", with: "\\|") + "`" : row.characters
    let advance = row.advance == 0 ? "0" : String(format: "%.2f", row.advance)
    return "| \(row.name) | \(characters) | \(advance) |"
  }

  @Test func theArticleListsTheTable() throws {
    let article = try #require(DocSnippets.text(DocSnippets.catalog + "/LayoutRules.md"))
    let expected =
      "| class | characters | advance (em) |\n|---|---|---|\n"
      + HeadlessTextMeasurer.table.map(Self.markdownRow).joined(separator: "\n") + "\n"
    #expect(article.contains(expected), "LayoutRules.md should hold:\n\(expected)")
  }

  @Test func theMeasurerReadsTheTable() {
    let samples: [(Unicode.Scalar, Double)] = [
      (" ", 0.25), ("\u{A0}", 0.25), ("i", 0.26), ("|", 0.26), ("f", 0.36), ("\"", 0.36),
      ("m", 0.82), ("W", 0.86), ("a", 0.53), ("Z", 0.64), ("7", 0.6), ("é", 0.6),
      ("\u{301}", 0), ("\u{200D}", 0), ("中", 1.0), ("😀", 1.0), ("#", 0.6),
    ]
    for (scalar, advance) in samples {
      #expect(HeadlessTextMeasurer.advance(of: scalar) == advance, "U+\(scalar.value)")
    }
    // Every scalar a row lists or ranges over (up to the first few thousand) measures as the
    // first row that covers it says.
    for value in UInt32(0)..<0x3000 {
      guard let scalar = Unicode.Scalar(value) else { continue }
      let row =
        HeadlessTextMeasurer.table.dropLast().first { row in
          row.scalars.contains { $0.contains(value) }
        } ?? HeadlessTextMeasurer.table.last
      #expect(HeadlessTextMeasurer.advance(of: scalar) == row?.advance, "U+\(value)")
    }
  }
}
