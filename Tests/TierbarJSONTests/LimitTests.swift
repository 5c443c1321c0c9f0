import Foundation
import Testing
import TierbarJSON
import TierbarModel
import TierbarTestSupport
import TierbarYAML

/// Limits are errors, never crashes or hangs, and they are the YAML loader's limits.
@Suite struct JSONLimitTests {
  @Test func defaultsAreTheYAMLLoadersDefaults() {
    #expect(JSONLimits.default.maxBytes == YAMLLimits.default.maxBytes)
    #expect(JSONLimits.default.maxDepth == YAMLLimits.default.maxDepth)
    #expect(JSONLimits.default.maxDepth == 64)
  }

  func nested(_ depth: Int) -> [UInt8] {
    Array(repeating: UInt8(ascii: "["), count: depth)
      + Array(repeating: UInt8(ascii: "]"), count: depth)
  }

  @Test func nestingUpToTheLimitIsRead() throws {
    let result = JSONReader().read(nested(64))
    #expect(result.diagnostics.isEmpty)
    var node = try #require(result.node)
    var depth = 1
    while let inner = node.sequence?.first {
      node = inner
      depth += 1
    }
    #expect(depth == 64)
  }

  @Test func nestingPastTheLimitIsAnErrorAtTheBracket() throws {
    let result = JSONReader().read(nested(65))
    #expect(result.node == nil)
    let diagnostic = try #require(result.diagnostics.first)
    #expect(diagnostic.code == .nestingTooDeep)
    #expect(diagnostic.range.start == SourceMark(line: 1, column: 65))
  }

  /// A million open brackets: one error, no stack overflow (the reader does not recurse).
  @Test func hostileNestingIsAnError() {
    let result = JSONReader().read(Array(repeating: UInt8(ascii: "["), count: 1_000_000))
    #expect(result.diagnostics.map(\.code) == [.nestingTooDeep])
  }

  @Test func aSmallerDepthLimitIsHonoured() {
    let result = JSONReader(limits: JSONLimits(maxDepth: 3)).read(nested(4))
    #expect(result.diagnostics.map(\.code) == [.nestingTooDeep])
    #expect(JSONReader(limits: JSONLimits(maxDepth: 3)).read(nested(3)).diagnostics.isEmpty)
  }

  @Test func bytesPastTheSizeLimitAreRefusedUnread() throws {
    let loader = JSONConfigLoader(limits: JSONLimits(maxBytes: 10))
    let result = loader.load(Array("{\"toolbars\": []}".utf8), file: "big.json")
    #expect(result.diagnostics.map(\.code) == [.fileTooLarge])
    #expect(
      result.diagnostics.first?.message.contains("16 bytes, and the limit is 10 bytes") == true)
    #expect(result.diagnostics.first?.file == "big.json")
  }

  @Test func aFilePastTheSizeLimitIsNotRead() throws {
    let folder = FileManager.default.temporaryDirectory
      .appendingPathComponent("tierbar-json-\(UUID().uuidString)")
    try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
    defer { try? FileManager.default.removeItem(at: folder) }
    let file = folder.appendingPathComponent("big.tierbar.json")
    try Data(repeating: UInt8(ascii: " "), count: 4_000).write(to: file)
    let (result, bytes) = JSONConfigLoader(limits: JSONLimits(maxBytes: 1_000))
      .loadKeepingBytes(contentsOf: file.path)
    #expect(result.diagnostics.map(\.code) == [.fileTooLarge])
    #expect(bytes.isEmpty)
    let missing = JSONConfigLoader().load(contentsOf: folder.appendingPathComponent("no.json").path)
    #expect(missing.isUnreadable)
    #expect(missing.diagnostics.map(\.code) == [.unreadableFile])
  }

  /// Huge numbers, long strings and many keys are read in one pass, without a trap.
  @Test func hostileScalarsAreErrorsOrValues() throws {
    let huge = "[" + String(repeating: "9", count: 400) + "]"
    #expect(JSONReader().read(Array(huge.utf8)).diagnostics.map(\.code) == [.jsonNumberOutOfRange])
    let long = "[\"" + String(repeating: "é", count: 200_000) + "\"]"
    let node = try #require(JSONReader().read(Array(long.utf8)).node)
    #expect(node.sequence?.first?.scalar?.value.unicodeScalars.count == 200_000)
    #expect(node.range.end == SourceMark(line: 1, column: 200_005))
    let tiny = "[1e-400, -0, 123456789012345678901234567890]"
    #expect(JSONReader().read(Array(tiny.utf8)).diagnostics.isEmpty)
  }

  /// A file with thousands of problems still reports at most the validator's cap.
  @Test func diagnosticsAreCappedAsForYAML() {
    let keys = (0..<3_000).map { "\"k\($0 % 2)\": 1" }.joined(separator: ", ")
    let result = JSONConfigLoader().load(Array("{\(keys)}".utf8))
    #expect(result.diagnostics.count == 1_001)
    #expect(result.diagnostics.last?.code == "too-many-diagnostics")
  }
}
