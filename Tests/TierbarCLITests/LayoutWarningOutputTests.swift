import Foundation
import Testing

/// `tierbar layout` prints the layout's warnings as located diagnostics, by the one printer
/// `validate` uses: `FILE:LINE:COL: warning: … [code]` on standard error, at the tier or item the
/// warning is about. Warnings alone exit 0; the layout itself is unchanged on standard output.
@Suite struct LayoutWarningOutputTests {
  static let config = """
    version: 1
    toolbars:
      - id: bar
        tiers:
          - id: main
            height: 50
            items:
              - { id: a, title: "A very long title here" }
              - { id: b, title: "Another very long title" }
          - id: short
            height: 30
            items:
              - { id: ok, title: OK }

    """

  @Test func anOverflowingRowIsAWarningAtItsTier() throws {
    let folder = try TemporaryFolder()
    let file = try folder.write("bar.yaml", Self.config)
    let result = try TierbarProcess.run(["layout", file, "--width", "200"])
    #expect(result.status == 0, "stderr: \(result.stderr)")
    let lines = result.stderr.split(separator: "\n").map(String.init)
    #expect(
      lines.contains(
        "\(file):5:13: warning: the items of tier 'main' are wider than the bar; remove items, "
          + "shorten titles, or let the tier wrap (`layout: { wrap: true }`) [row-overflow]"),
      "stderr: \(result.stderr)")
    // The quoted line and the caret under the tier's id, as for a config's own diagnostics.
    #expect(result.stderr.contains("      - id: main\n            ^~~~\n"), "\(result.stderr)")
    // An item's warning is at the item's id (line 13, `ok`).
    #expect(
      lines.contains(
        "\(file):13:19: warning: the hit area of 'ok' cannot reach 44×44 pt; give it more room "
          + "(spacing, padding, tier height) or fewer neighbours [hit-area-too-small]"),
      "stderr: \(result.stderr)")
    #expect(!result.stdout.contains("warning"), "stdout: \(result.stdout)")
    #expect(result.stdout.hasPrefix("toolbar bar: 200 × 80"), "stdout: \(result.stdout)")
  }

  /// A toolbar of 1,200 items on one line, each too small to tap, once printed every warning
  /// (100,000 items: 41 MB), each quoting its line from the start: the layout's warnings are
  /// sorted and capped like a config's own, 1,000 and a `too-many-diagnostics` summary.
  @Test func layoutWarningsAreCappedLikeAConfigs() throws {
    let items = (0..<1_200).map { "{id: i\($0), title: T}" }.joined(separator: ", ")
    let folder = try TemporaryFolder()
    let file = try folder.write(
      "many.yaml", "toolbars: [{id: t, tiers: [{id: m, height: 30, items: [\(items)]}]}]\n")
    let result = try TierbarProcess.run(["layout", file])
    #expect(result.status == 0, "stderr: \(result.stderr.prefix(2_000))")
    let headers = result.stderr.split(separator: "\n").filter { $0.hasPrefix(file + ":") }
    #expect(headers.count == 1_001)
    // One row overflow (at the tier, first) and 999 of the 1,200 items' warnings.
    #expect(headers.dropLast().count { $0.hasSuffix("[hit-area-too-small]") } == 999)
    #expect(headers.first?.hasSuffix("[row-overflow]") == true)
    #expect(
      headers.last?.contains(
        "warning: 201 more problems not shown (none of them errors); at most 1000 are reported"
      ) == true, "\(headers.last ?? "")")
  }

  @Test func theJSONDocumentKeepsItsWarnings() throws {
    let folder = try TemporaryFolder()
    let file = try folder.write("bar.yaml", Self.config)
    let result = try TierbarProcess.run(["layout", file, "--width", "200", "--format", "json"])
    #expect(result.status == 0)
    let json = try TierbarProcess.json(result)
    let warnings = try #require(json["warnings"] as? [[String: Any]])
    let overflow = try #require(warnings.first { $0["code"] as? String == "row-overflow" })
    #expect(overflow["tier"] as? String == "main")
    #expect(overflow["item"] is NSNull)
    #expect(result.stderr.contains("\(file):5:13: warning: "), "stderr: \(result.stderr)")
  }

  @Test func hitPrintsNoLayoutWarnings() throws {
    let folder = try TemporaryFolder()
    let file = try folder.write("bar.yaml", Self.config)
    let result = try TierbarProcess.run(["hit", file, "--width", "200", "--point", "10,10"])
    #expect(result.status == 0)
    #expect(result.stderr.isEmpty, "stderr: \(result.stderr)")
  }
}
