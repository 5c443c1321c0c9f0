import Foundation
import Testing

/// What the printer shows for hostile or unusual text (issue 22): the source line and caret
/// under every kind of line end, a window of a very long line instead of all of it, and script
/// diagnostics sorted, capped, shortened and summed up like a config's.
@Suite struct HostileOutputTests {
  static let withUnknownKey = [
    "version: 1", "toolbars:", "  - id: t", "    bogus: 1",
    "    tiers: [{ id: main, items: [{ id: a, title: x }] }]", "",
  ]

  @Test(arguments: [
    ("LF", "\n"), ("CRLF", "\r\n"), ("CR", "\r"), ("NEL", "\u{85}"), ("LS", "\u{2028}"),
    ("PS", "\u{2029}"),
  ])
  func everyLineEndKeepsTheSourceLineAndCaret(name: String, lineEnd: String) throws {
    let folder = try TemporaryFolder()
    let file = try folder.write(
      "\(name).yaml", Self.withUnknownKey.joined(separator: lineEnd))
    let result = try TierbarProcess.run(["validate", file])
    #expect(result.status == 1)
    let lines = result.stdout.split(separator: "\n", omittingEmptySubsequences: false)
    let header = try #require(lines.firstIndex { $0.hasPrefix("\(file):4:5: error:") })
    #expect(lines[header + 1] == "    bogus: 1")
    #expect(lines[header + 2] == "    ^~~~~")
  }

  @Test func anErrorAtTheEndOfAFileWithoutAFinalBreakIsOnItsLastLine() throws {
    let folder = try TemporaryFolder()
    let file = try folder.write("eof.yaml", "[")
    let result = try TierbarProcess.run(["validate", file])
    #expect(result.status == 1)
    let lines = result.stdout.split(separator: "\n").map(String.init)
    #expect(
      lines.first?.hasPrefix("\(file):1:2: error: did not find expected node content") == true)
    #expect(lines.first?.contains("line 2") == false)
    #expect(lines[1] == "[")
    #expect(lines[2] == " ^")
  }

  /// 1,000 diagnostics on one 50 KB line once printed 63 MB: each quotes a window around its
  /// column, marked `…` where cut, with the caret under the column it names.
  @Test func aLongLineIsQuotedAsAWindowAroundTheColumn() throws {
    let ids = (0..<5_000).map { "itme\($0)" }
    let text = """
      version: 1
      toolbars:
        - id: t
          tiers:
            - id: main
              selection: multiple
              selected: [\(ids.joined(separator: ", "))]
              items: [{ id: a, title: x }]

      """
    let folder = try TemporaryFolder()
    let file = try folder.write("long.yaml", text)
    let result = try TierbarProcess.run(["validate", file])
    #expect(result.status == 1)
    #expect(result.stdout.utf8.count < 1_000_000)
    let lines = result.stdout.split(separator: "\n").map(String.init)
    let header = try #require(lines.firstIndex { $0.contains("unknown item 'itme900'") })
    let quoted = lines[header + 1]
    let caret = lines[header + 2]
    #expect(quoted.hasPrefix("…"))
    #expect(quoted.hasSuffix("…"))
    #expect(quoted.unicodeScalars.count <= 60 + 100 + 2)
    // The caret's column in the window holds the id the diagnostic names.
    let caretColumn = caret.unicodeScalars.count - caret.drop { $0 == " " }.unicodeScalars.count
    let underlined = String(quoted.unicodeScalars.dropFirst(caretColumn).prefix(7))
    #expect(underlined == "itme900")
    #expect(caret.hasSuffix("^~~~~~~"))
  }

  /// The window's edge cases: a column near the start is not cut before; one past the end of
  /// a long line shows the line's end.
  @Test func aWindowNearTheStartIsNotCutBefore() throws {
    let long = String(repeating: "x", count: 500)
    let folder = try TemporaryFolder()
    let file = try folder.write("start.yaml", "\(long): 1\n")
    let result = try TierbarProcess.run(["validate", file])
    let lines = result.stdout.split(separator: "\n").map(String.init)
    let header = try #require(lines.firstIndex { $0.hasPrefix("\(file):1:1: error:") })
    #expect(lines[header + 1] == String(repeating: "x", count: 100) + "…")
    #expect(lines[header + 2].hasPrefix("^~~~"))
  }

  /// Usage errors once echoed a whole argument (a 120 KB `--device` value, 120 KB of stderr):
  /// each quotes it cut at 40 scalars, as every quoted name is.
  @Test(arguments: [
    ["layout", "Configs/reminders.yaml", "--device", "LONG"],
    ["layout", "Configs/reminders.yaml", "--toolbar", "LONG"],
    ["layout", "Configs/reminders.yaml", "--select", "LONG"],
    ["layout", "Configs/reminders.yaml", "--width", "LONG"],
    ["layout", "Configs/reminders.yaml", "--LONG"],
    ["layout", "Configs/reminders.yaml", "LONG"],
    ["LONG"],
  ])
  func usageErrorsQuoteArgumentsShortened(arguments: [String]) throws {
    let long = String(repeating: "x", count: 50_000)
    let result = try TierbarProcess.run(
      arguments.map { $0.replacingOccurrences(of: "LONG", with: long) })
    #expect(result.status == 64)
    #expect(result.stderr.utf8.count < 1_000, "\(result.stderr.prefix(300))")
    #expect(result.stderr.contains(String(repeating: "x", count: 30) + "…"), "\(result.stderr)")
  }

  /// A chips `format` of 10 KB was quoted whole in its error: the template is cut like any name.
  @Test func aLongChipFormatIsQuotedShortened() throws {
    let format = "{plural:" + String(repeating: "a|", count: 5_000) + "}"
    let folder = try TemporaryFolder()
    let file = try folder.write(
      "chips.yaml",
      """
      toolbars:
        - id: t
          tiers:
            - id: m
              kind: chips
              parameters: { values: [1, 2], format: "\(format)" }

      """)
    let result = try TierbarProcess.run(["validate", file])
    #expect(result.status == 1)
    #expect(result.stdout.utf8.count < 2_000, "\(result.stdout.prefix(300))")
    #expect(
      result.stdout.contains("a|a…}' needs two forms: {plural:one|other}"), "\(result.stdout)")
  }

  /// 100,000 unknown steps once printed 23 MB, unsorted: a script's diagnostics are sorted by
  /// place, capped at 1,000 plus a `too-many-diagnostics` line, quote long names shortened, and
  /// end with a summary line.
  @Test func scriptDiagnosticsAreSortedCappedShortenedAndSummed() throws {
    let folder = try TemporaryFolder()
    let longName = String(repeating: "n", count: 1_000)
    var script = "toolbar: reminders\ncontainer: [0, 0, 390, 844]\nsteps:\n"
    for number in 0..<2_000 { script += "  - bogus\(number): 1\n" }
    script += "  - \(longName): 1\n"
    script += "x-late: 1\nnot-a-key: 1\n"
    let path = try folder.write("script.yaml", script)
    let result = try TierbarProcess.run(["simulate", "Configs/reminders.yaml", "--script", path])
    #expect(result.status == 1)
    #expect(result.stdout.isEmpty)
    let headers = result.stderr.split(separator: "\n")
      .filter { $0.hasPrefix("\(path):") && !$0.hasPrefix("\(path): ") }.map(String.init)
    let places = headers.compactMap { header -> (Int, Int)? in
      let parts = header.dropFirst(path.count + 1).split(separator: ":")
      guard parts.count >= 2, let line = Int(parts[0]), let column = Int(parts[1]) else {
        return nil
      }
      return (line, column)
    }
    #expect(places.count == headers.count)
    #expect(zip(places, places.dropFirst()).allSatisfy { $0 <= $1 })
    #expect(headers.count == 1_001)
    #expect(headers.last?.contains("[too-many-diagnostics]") == true)
    // The unknown top-level key (line 2,005) sorts after the steps, so it is left out.
    #expect(!result.stderr.contains("not-a-key"))
    #expect(result.stderr.hasSuffix("\(path): 2002 errors, 0 warnings\n"))
    #expect(result.stderr.utf8.count < 400_000)

    let short = try folder.write(
      "short.yaml", "toolbar: reminders\ncontainer: [0, 0, 390, 844]\nsteps:\n  - \(longName): 1\n")
    let one = try TierbarProcess.run(["simulate", "Configs/reminders.yaml", "--script", short])
    let header = try #require(one.stderr.split(separator: "\n").first)
    #expect(header.contains("unknown step '\(String(repeating: "n", count: 40))…'"))
    #expect(header.utf8.count < 400)
    #expect(one.stderr.hasSuffix("\(short): 1 error, 0 warnings\n"))
  }

  /// The reader's findings in a script (5,000 undefined aliases once printed 5,000 errors and
  /// no summary) go through the same list as the decoder's: capped, sorted, summed up. A
  /// reader warning beside a decoder error is counted in the summary too.
  @Test func scriptReaderDiagnosticsAreCappedAndSummedToo() throws {
    let folder = try TemporaryFolder()
    var aliases = "toolbar: reminders\ncontainer: [0, 0, 390, 844]\nsteps:\n  - tap: bell\n"
    for number in 0..<5_000 { aliases += "  - *nope\(number)\n" }
    let path = try folder.write("aliases.yaml", aliases)
    let result = try TierbarProcess.run(["simulate", "Configs/reminders.yaml", "--script", path])
    #expect(result.status == 1)
    #expect(result.stdout.isEmpty)
    let headers = result.stderr.split(separator: "\n")
      .filter { $0.hasPrefix("\(path):") && !$0.hasPrefix("\(path): ") }
    #expect(headers.count == 1_001)
    #expect(headers.first?.hasPrefix("\(path):5:5: error: ") == true)
    #expect(headers.dropLast().allSatisfy { $0.hasSuffix("[undefined-alias]") })
    #expect(headers.last?.contains("[too-many-diagnostics]") == true)
    #expect(result.stderr.hasSuffix("\(path): 5000 errors, 0 warnings\n"))

    let documents = try folder.write(
      "documents.yaml",
      "toolbar: reminders\ncontainer: [0, 0, 390, 844]\nsteps:\n  - tapp: bell\n---\na: 1\n")
    let two = try TierbarProcess.run(["simulate", "Configs/reminders.yaml", "--script", documents])
    #expect(two.status == 1)
    let lines = two.stderr.split(separator: "\n")
      .filter { $0.hasPrefix("\(documents):") && !$0.hasPrefix("\(documents): ") }
    #expect(lines.count == 2, "\(two.stderr)")
    #expect(lines.first?.hasPrefix("\(documents):4:") == true)
    #expect(lines.last?.contains("[multiple-documents]") == true)
    #expect(two.stderr.hasSuffix("\(documents): 1 error, 1 warning\n"), "\(two.stderr)")
  }

  /// `save: "a\u0000b.json"` once wrote `a%00b.json`, a name the script never gave.
  @Test func aSavePathWithNULIsRejectedAtItsPlace() throws {
    let folder = try TemporaryFolder()
    let script = try folder.write(
      "nul.yaml",
      "toolbar: reminders\ncontainer: [0, 0, 390, 844]\nsteps:\n  - save: \"a\\u0000b.json\"\n")
    let result = try TierbarProcess.run(["simulate", "Configs/reminders.yaml", "--script", script])
    #expect(result.status == 1)
    #expect(result.stdout.isEmpty)
    #expect(result.stderr.hasPrefix("\(script):4:11: error: save (a file path) contains a NUL"))
    #expect(result.stderr.contains("[script-invalid-path]"))
    let written = try FileManager.default.contentsOfDirectory(atPath: folder.url.path)
    #expect(written == ["nul.yaml"])
  }
}
