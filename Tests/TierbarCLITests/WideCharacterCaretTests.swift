import Foundation
import Testing
import TierbarTestSupport

/// The caret under a column that follows wide characters (issue 22): terminals draw CJK and
/// emoji two cells wide, so the caret's padding counts cells (`DisplayCells`) while `line:col`
/// still counts scalars. The golden file holds the whole output; the checks below pin the rule.
@Suite struct WideCharacterCaretTests {
  /// One unknown key after each kind of text: CJK, fullwidth Latin, Hangul, an emoji ZWJ
  /// family, a flag, a rocket and a star, a skin-tone modifier and a combining accent, a
  /// heart with a variation selector, tabs; and an unknown style whose name is CJK (underlined).
  static let config = """
    version: 1
    toolbars:
      - id: bar
        tiers:
          - { id: main, items: [{ id: a, title: 保存する, kindd: 1 }] }
          - { id: b, items: [{ id: b1, title: ｆｕｌｌ, kindd: 1 }] }
          - { id: c, items: [{ id: c1, title: 한국어, kindd: 1 }] }
          - { id: d, items: [{ id: d1, title: "👨‍👩‍👧 family", kindd: 1 }] }
          - { id: e, items: [{ id: e1, title: 🇯🇵🚀⭐, kindd: 1 }] }
          - { id: f, items: [{ id: f1, title: "👍🏽 café", kindd: 1 }] }
          - { id: g, items: [{ id: g1, title: "❤️ ok", kindd: 1 }] }
          - { id: h, items: [{ id: h1, title: "\tx", kindd: 1 }] }
          - { id: i, items: [{ id: i1, title: x, style: 漢字スタイル }] }

    """

  static let golden = TierbarProcess.packageRoot.appendingPathComponent(
    "Tests/TierbarCLITests/Golden/wide-characters.txt")

  func output() throws -> [String] {
    let folder = try TemporaryFolder()
    // The combining accent is written as e + U+0301, so the line holds a real combining mark.
    try folder.write("wide.yaml", Self.config.replacingOccurrences(of: "café", with: "cafe\u{301}"))
    let result = try TierbarProcess.run(["validate", "wide.yaml"], in: folder.url)
    #expect(result.status == 1)
    if let problem = GoldenFile.mismatch(result.stdout, at: Self.golden) {
      Issue.record("\(problem)")
    }
    return result.stdout.split(separator: "\n", omittingEmptySubsequences: false).map(String.init)
  }

  /// The caret line of the diagnostic whose header contains `text`.
  func caret(after text: String, in lines: [String]) throws -> String {
    let header = try #require(lines.firstIndex { $0.contains(text) }, "no \(text)")
    return lines[header + 2]
  }

  @Test func caretsCountCellsColumnsCountScalars() throws {
    let lines = try output()
    func pad(_ cells: Int) -> String { String(repeating: " ", count: cells) + "^~~~~" }
    // `      - { id: main, items: [{ id: a, title: ` is 44 scalars and cells; 保存する 4 scalars
    // and 8 cells; then `, `.
    #expect(lines.contains { $0.hasPrefix("wide.yaml:5:51: error:") })
    #expect(try caret(after: "wide.yaml:5:51:", in: lines) == pad(44 + 8 + 2))
    // The other lines have 42 scalars before the title. ｆｕｌｌ: 4 scalars, 8 cells.
    #expect(try caret(after: "wide.yaml:6:49:", in: lines) == pad(42 + 8 + 2))
    // 한국어: 3 scalars, 6 cells.
    #expect(try caret(after: "wide.yaml:7:48:", in: lines) == pad(42 + 6 + 2))
    // "👨‍👩‍👧 family": the family is one character of 5 scalars, 2 cells.
    #expect(try caret(after: "wide.yaml:8:59:", in: lines) == pad(42 + 1 + 2 + 7 + 1 + 2))
    // 🇯🇵🚀⭐: the flag (2 scalars) 2 cells, the rocket 2, the star 2.
    #expect(try caret(after: "wide.yaml:9:49:", in: lines) == pad(42 + 6 + 2))
    // "👍🏽 café", the accent combining: 2 + 1 + 4 cells.
    #expect(try caret(after: "wide.yaml:10:55:", in: lines) == pad(42 + 1 + 2 + 1 + 4 + 1 + 2))
    // "❤️ ok": the heart and its variation selector one cell, as most terminals draw it.
    #expect(try caret(after: "wide.yaml:11:52:", in: lines) == pad(42 + 1 + 1 + 3 + 1 + 2))
    // A tab stays a tab in the padding.
    #expect(
      try caret(after: "wide.yaml:12:", in: lines)
        == String(repeating: " ", count: 43) + "\t" + pad(1 + 1 + 2))
    // The unknown style's name: 6 wide characters, underlined 12 cells wide.
    #expect(
      try caret(after: "unknown style", in: lines).hasSuffix(
        "^" + String(repeating: "~", count: 11)))
  }
}
