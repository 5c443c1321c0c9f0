import Foundation
import Testing

/// `tierbar validate`: exit statuses, the Xcode-style text, the JSON shape, `--strict`, folders.
@Suite struct ValidateTests {
  /// Every bundled config but the plugin's own is clean with the built-in kinds alone (the
  /// plugin case is in PluginTests).
  @Test func bundledConfigsAreCleanWithoutPlugins() throws {
    let files = try FileManager.default.contentsOfDirectory(atPath: TierbarProcess.configs.path)
      .filter { $0.hasSuffix(".yaml") && $0 != "plugin-example.yaml" }.sorted()
      .map { "Configs/" + $0 }
    try #require(files.count >= 4)
    let result = try TierbarProcess.run(["validate", "--strict"] + files)
    #expect(result.status == 0, "stdout: \(result.stdout)")
    #expect(result.stdout == "\(files.count) files checked: no problems\n")
  }

  @Test func jsonHasExactlyTheDocumentedShape() throws {
    let folder = try TemporaryFolder()
    let file = try folder.write("dup.yaml", ValidConfigs.duplicateKey)
    let result = try TierbarProcess.run(["validate", "--format", "json", file])
    #expect(result.status == 1)
    let json = try TierbarProcess.json(result)
    #expect(Set(json.keys) == ["version", "files", "errors", "warnings", "diagnostics"])
    #expect(json["version"] as? Int == 1)
    #expect(json["files"] as? Int == 1)
    #expect(json["errors"] as? Int == 1)
    #expect(json["warnings"] as? Int == 0)
    let diagnostics = try #require(json["diagnostics"] as? [[String: Any]])
    let diagnostic = try #require(diagnostics.first)
    #expect(
      Set(diagnostic.keys) == [
        "file", "line", "column", "endLine", "endColumn", "severity", "code", "message", "notes",
      ])
    #expect(diagnostic["file"] as? String == file)
    #expect(diagnostic["line"] as? Int == 6)
    #expect(diagnostic["column"] as? Int == 9)
    #expect(diagnostic["endLine"] as? Int == 6)
    #expect(diagnostic["severity"] as? String == "error")
    #expect(diagnostic["code"] as? String == "duplicate-key")
    let notes = try #require(diagnostic["notes"] as? [[String: Any]])
    let note = try #require(notes.first)
    #expect(Set(note.keys) == ["file", "line", "column", "endLine", "endColumn", "message"])
    #expect(note["file"] as? String == file)
    #expect(note["line"] as? Int == 5)
    #expect(note["column"] as? Int == 9)
  }

  @Test func textIsFileLineColumnThenTheSourceLineAndACaret() throws {
    let folder = try TemporaryFolder()
    let file = try folder.write("dup.yaml", ValidConfigs.duplicateKey)
    let result = try TierbarProcess.run(["validate", file])
    #expect(result.status == 1)
    let lines = result.stdout.split(separator: "\n", omittingEmptySubsequences: false)
      .map(String.init)
    try #require(lines.count >= 7, "stdout: \(result.stdout)")
    #expect(lines[0].hasPrefix("\(file):6:9: error: "))
    #expect(lines[0].hasSuffix(" [duplicate-key]"))
    #expect(lines[1] == "        height: 50")
    #expect(lines[2].hasPrefix("        ^"))
    #expect(lines[3].hasPrefix("\(file):5:9: note: "))
    #expect(lines[4] == "        height: 44")
    #expect(lines[5].hasPrefix("        ^"))
    #expect(lines[6] == "1 file checked: 1 error, 0 warnings")
    #expect(!result.stdout.contains("\u{1B}["), "no colour when piped")
  }

  @Test func caretColumnsCountUnicodeScalars() throws {
    let folder = try TemporaryFolder()
    let file = try folder.write(
      "wide.yaml",
      """
      toolbars:
        - id: bar
          tiers:
            - id: main
              items:
                - { id: größe, title: Äpfel, title: Birnen }

      """)
    let result = try TierbarProcess.run(["validate", file])
    let lines = result.stdout.split(separator: "\n").map(String.init)
    let header = try #require(lines.firstIndex { $0.contains("[duplicate-key]") })
    let source = lines[header + 1]
    let caret = lines[header + 2]
    let prefix = try #require(source.range(of: "title: Birnen")).lowerBound
    #expect(caret.prefix { $0 == " " }.count == source[..<prefix].unicodeScalars.count)
    #expect(lines[header].contains(":6:\(source[..<prefix].unicodeScalars.count + 1): error:"))
  }

  @Test func caretsLineUpAfterWideCharacters() throws {
    // A terminal draws each CJK character and the emoji two columns wide: the caret's padding
    // and the underline count columns, while the column number still counts scalars.
    let folder = try TemporaryFolder()
    let file = try folder.write(
      "cjk.yaml",
      """
      version: 1
      toolbars:
        - id: bar
          tiers:
            - { id: 漢字, items: [] }
            - { id: 漢字, items: [{ id: 😀x, title: A, kindd: 1 }] }

      """)
    let result = try TierbarProcess.run(["validate", file])
    let lines = result.stdout.split(separator: "\n", omittingEmptySubsequences: false)
      .map(String.init)
    let duplicate = try #require(lines.firstIndex { $0.contains("[duplicate-id]") })
    #expect(lines[duplicate].contains(":6:15: error:"))
    // 14 scalars, all one column wide, before the id; the id is 2 wide characters: 4 columns.
    #expect(lines[duplicate + 2] == String(repeating: " ", count: 14) + "^~~~")
    let unknown = try #require(lines.firstIndex { $0.contains("[unknown-key]") })
    #expect(lines[unknown].contains(":6:47: error:"))
    // 46 scalars before `kindd`, three of them wide (漢, 字, 😀): 49 columns.
    #expect(lines[unknown + 2] == String(repeating: " ", count: 49) + "^~~~~")
  }

  @Test func colourOnlyOnATerminalAndNeverWithNoColor() throws {
    let folder = try TemporaryFolder()
    let file = try folder.write("dup.yaml", ValidConfigs.duplicateKey)
    let terminal = try PseudoTerminal.run(["validate", file])
    #expect(terminal.contains("\u{1B}[1;31merror:"), "terminal output: \(terminal)")
    let noColor = try PseudoTerminal.run(["validate", file], environment: ["NO_COLOR": "1"])
    #expect(noColor.contains("error:"))
    #expect(!noColor.contains("\u{1B}["))
    let piped = try TierbarProcess.run(["validate", file])
    #expect(!piped.stdout.contains("\u{1B}["))
  }

  @Test func controlCharactersFromTheFileNeverReachTheTerminal() throws {
    let folder = try TemporaryFolder()
    let file = try folder.write(
      "escape.yaml", "toolbars:\n  - id: \"\\e[31mred\"\n    idd: \u{1B}[2Jx\n")
    let result = try TierbarProcess.run(["validate", file])
    #expect(result.status == 1)
    #expect(!result.stdout.contains("\u{1B}"), "stdout: \(result.stdout)")
    #expect(result.stdout.contains("    idd: ?[2Jx\n         ^"))
  }

  @Test func strictMakesWarningsCount() throws {
    let folder = try TemporaryFolder()
    let file = try folder.write("icon.yaml", ValidConfigs.iconOnly)
    let lenient = try TierbarProcess.run(["validate", "--format", "json", file])
    #expect(lenient.status == 0)
    let json = try TierbarProcess.json(lenient)
    #expect(json["errors"] as? Int == 0)
    #expect(json["warnings"] as? Int == 1)
    let diagnostics = try #require(json["diagnostics"] as? [[String: Any]])
    #expect(diagnostics.first?["code"] as? String == "missing-accessibility-label")
    #expect(diagnostics.first?["severity"] as? String == "warning")
    let strict = try TierbarProcess.run(["validate", "--strict", file])
    #expect(strict.status == 1)
    #expect(strict.stdout.contains(": warning: "))
  }

  @Test func foldersAreSearchedRecursivelyInSortedOrder() throws {
    let folder = try TemporaryFolder()
    try folder.write("b/z.yml", ValidConfigs.duplicateKey)
    try folder.write("a/deep/er/one.yaml", ValidConfigs.duplicateKey)
    try folder.write("a/two.YAML", ValidConfigs.single)
    try folder.write("a/notes.txt", "not a config")
    try folder.write(".hidden/skip.yaml", ValidConfigs.duplicateKey)
    let result = try TierbarProcess.run(["validate", "--format", "json", folder.url.path])
    #expect(result.status == 1)
    let json = try TierbarProcess.json(result)
    #expect(json["files"] as? Int == 3)
    let files = (json["diagnostics"] as? [[String: Any]] ?? []).compactMap { $0["file"] as? String }
    #expect(files == [folder.path("a/deep/er/one.yaml"), folder.path("b/z.yml")])
  }

  @Test func unreadableInputsExit66AfterCheckingTheOthers() throws {
    let folder = try TemporaryFolder()
    let good = try folder.write("good.yaml", ValidConfigs.single)
    let missing = folder.path("missing.yaml")
    let empty = folder.path("empty")
    try FileManager.default.createDirectory(atPath: empty, withIntermediateDirectories: true)
    let result = try TierbarProcess.run(["validate", "--format", "json", missing, good, empty])
    #expect(result.status == 66)
    let json = try TierbarProcess.json(result)
    #expect(json["files"] as? Int == 1)
    let diagnostics = try #require(json["diagnostics"] as? [[String: Any]])
    #expect(diagnostics.map { $0["code"] as? String } == ["unreadable-file", "unreadable-file"])
    #expect(diagnostics.map { $0["file"] as? String } == [missing, empty])
    // The text summary counts the unreadable paths apart from the files checked.
    let text = try TierbarProcess.run(["validate", missing, good, empty])
    #expect(text.stdout.hasSuffix("1 file checked, 2 unreadable: 2 errors, 0 warnings\n"))
  }

  @Test func findingsWinOverCleanAndUnreadableWinsOverFindings() throws {
    let folder = try TemporaryFolder()
    let bad = try folder.write("bad.yaml", ValidConfigs.duplicateKey)
    let good = try folder.write("good.yaml", ValidConfigs.single)
    #expect(try TierbarProcess.run(["validate", good]).status == 0)
    #expect(try TierbarProcess.run(["validate", good, bad]).status == 1)
    #expect(try TierbarProcess.run(["validate", bad, folder.path("nope")]).status == 66)
  }

  @Test func withoutPathsTheCurrentFolderIsSearched() throws {
    let folder = try TemporaryFolder()
    try folder.write("x/bar.yaml", ValidConfigs.single)
    let result = try TierbarProcess.run(["validate", "--format", "json"], in: folder.url)
    #expect(result.status == 0)
    #expect(try TierbarProcess.json(result)["files"] as? Int == 1)
  }
}
