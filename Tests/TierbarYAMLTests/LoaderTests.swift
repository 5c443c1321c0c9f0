import Testing
import TierbarModel
import TierbarYAML

@Suite("ConfigLoader")
struct LoaderTests {
  static let packageRoot: String = {
    var parts = "\(#filePath)".split(separator: "/", omittingEmptySubsequences: false)
    parts.removeLast(3)
    return parts.joined(separator: "/")
  }()

  @Test func missingFileIsUnreadable() throws {
    let path = Self.packageRoot + "/Configs/no-such-file.yaml"
    let result = ConfigLoader().load(contentsOf: path)
    #expect(result.isUnreadable)
    #expect(result.config == nil)
    let diagnostic = try #require(result.diagnostics.first)
    #expect(diagnostic.code == .unreadableFile)
    #expect(diagnostic.file == path)
    #expect(diagnostic.message.contains("No such file"))
  }

  @Test func folderIsUnreadable() {
    let result = ConfigLoader().load(contentsOf: Self.packageRoot + "/Configs")
    #expect(result.isUnreadable)
    #expect(result.diagnostics.first?.message.contains("folder") == true)
  }

  @Test func fileOverTheLimitIsNotRead() {
    let path = Self.packageRoot + "/Configs/reminders.yaml"
    let result = ConfigLoader(limits: YAMLLimits(maxBytes: 100)).load(contentsOf: path)
    #expect(result.diagnostics.map(\.code) == [.fileTooLarge])
    #expect(!result.isUnreadable)
    #expect(result.diagnostics.first?.file == path)
  }

  @Test(arguments: ["reminders", "safe-area", "checkbox-input", "keyboard-follow"])
  func bundledConfigsReadWithoutReaderDiagnostics(name: String) throws {
    let path = Self.packageRoot + "/Configs/\(name).yaml"
    let result = ConfigLoader().load(contentsOf: path)
    #expect(!result.isUnreadable)
    let readerCodes: Set<DiagnosticCode> = [
      .yamlSyntax, .duplicateKey, .nestingTooDeep, .aliasExpansionLimit, .recursiveAlias,
      .undefinedAlias, .fileTooLarge, .invalidUTF8, .nulByte, .emptyConfig, .multipleDocuments,
      .mergeNotMapping,
    ]
    #expect(result.diagnostics.filter { readerCodes.contains($0.code) } == [])
    let node = try #require(YAMLReader().read(Array(name.utf8) + Array(": 1".utf8)).node)
    #expect(node.keys == [name])
  }

  @Test func loaderStampsTheFileOnEveryDiagnostic() {
    let result = ConfigLoader().load(Array("a: 1\na: 2\n".utf8), file: "x.yaml")
    #expect(result.diagnostics.contains { $0.code == .duplicateKey })
    #expect(result.diagnostics.allSatisfy { $0.file == "x.yaml" })
    #expect(result.config == nil)
  }
}

@Suite("ConfigLoader with the validator")
struct LoaderValidationTests {
  @Test func duplicateKeyStillLetsValidationReportTheRest() throws {
    let text = """
      toolbars:
        - id: main
          id: again
          colour: red
          tiers: [{ id: base, items: [{ id: a, title: A }] }]
      """
    let result = ConfigLoader().load(Array(text.utf8), file: "dup.yaml")
    #expect(result.config == nil)
    let duplicates = result.diagnostics.filter { $0.code == .duplicateKey }
    #expect(duplicates.map(\.range.start) == [mark(3, 5)])
    // The validator ran too: the unknown key on line 4 is reported.
    #expect(result.diagnostics.contains { $0.range.start == mark(4, 5) && $0.severity == .error })
  }

  @Test func readerErrorsOtherThanDuplicatesSkipValidation() {
    let result = ConfigLoader().load(Array("toolbars: *nothing\nextra: 1\n".utf8))
    #expect(result.diagnostics.map(\.code) == [.undefinedAlias])
  }

  @Test func anchorsAliasesAndMergesLoadIntoTheModel() throws {
    let text = """
      x-chip: &chip { corner-radius: 20, foreground: systemBlue }
      styles:
        chip: { <<: *chip, background: white }
        big:
          <<: *chip
          corner-radius: 30
      toolbars:
        - id: main
          tiers: [{ id: base, items: [{ id: a, title: A, style: big }] }]
      """
    let result = ConfigLoader().load(Array(text.utf8))
    #expect(!result.diagnostics.hasErrors, "\(result.diagnostics)")
    let config = try #require(result.config)
    #expect(config.styles["big"]?.appearance.cornerRadius == 30)
    #expect(config.styles["chip"]?.appearance.cornerRadius == 20)
  }
}
