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
