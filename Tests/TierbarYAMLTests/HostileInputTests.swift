import Testing
import TierbarModel
import TierbarYAML

/// Hostile input is an error at a precise place, never a crash or a hang.
@Suite("Hostile input")
struct HostileInputTests {
  @Test func billionLaughsStopsAtTheFirstAliasBeyondTheLimit() throws {
    var lines = ["a: &a [" + Array(repeating: "lol", count: 9).joined(separator: ", ") + "]"]
    let names = ["a", "b", "c", "d", "e", "f", "g", "h", "i"]
    for (previous, name) in zip(names, names.dropFirst()) {
      lines.append(
        "\(name): &\(name) [" + Array(repeating: "*\(previous)", count: 9).joined(separator: ", ")
          + "]")
    }
    let result = read(lines.joined(separator: "\n"))
    #expect(result.node == nil)
    // Sizes: a 10, b 91, c 820, d 7381, e 66430 nodes; expanded so far 74718, so the first `*e`
    // (line 6) passes the default limit of 100 000.
    let diagnostic = try #require(only(.aliasExpansionLimit, in: result))
    #expect(diagnostic.range == range(6, 8, 6, 10))
    #expect(diagnostic.severity == .error)
    #expect(diagnostic.message.contains("100000"))
  }

  @Test func aliasExpansionLimitIsConfigurable() throws {
    let text = "a: &a [x, y]\nb: [*a, *a, *a]\n"
    let floorOnly = { YAMLLimits(maxAliasExpansion: $0, aliasExpansionRatio: 0) }
    #expect(read(text, limits: floorOnly(9)).diagnostics.isEmpty)
    let result = read(text, limits: floorOnly(8))
    let diagnostic = try #require(only(.aliasExpansionLimit, in: result))
    #expect(diagnostic.range == range(2, 13, 2, 15))
  }

  /// Before the third `*a` the file holds 5 nodes of its own (`a`, the list and its 2 items,
  /// `b`): a ratio of 2 allows 10 copied nodes, 1 allows 5, and the copies come to 9.
  @Test func aliasBudgetGrowsWithTheNodesTheFileHolds() throws {
    let text = "a: &a [x, y]\nb: [*a, *a, *a]\n"
    let ratio = { YAMLLimits(maxAliasExpansion: 0, aliasExpansionRatio: $0) }
    #expect(read(text, limits: ratio(2)).diagnostics.isEmpty)
    let result = read(text, limits: ratio(1))
    let diagnostic = try #require(only(.aliasExpansionLimit, in: result))
    #expect(diagnostic.range == range(2, 9, 2, 11))
    #expect(diagnostic.message.contains("more than 5 nodes"))
    #expect(YAMLLimits.default.aliasExpansionBudget(ownNodes: 30) == 100_000)
    #expect(YAMLLimits.default.aliasExpansionBudget(ownNodes: 40_000) == 400_000)
    #expect(YAMLLimits(aliasExpansionRatio: .max).aliasExpansionBudget(ownNodes: 2) == .max)
  }

  @Test func aliasInsideItsOwnAnchorIsRecursive() throws {
    let result = read("a: &a [1, *a]\n")
    let diagnostic = try #require(only(.recursiveAlias, in: result))
    #expect(diagnostic.range == range(1, 11, 1, 13))
  }

  @Test func aliasBeforeItsAnchorIsUndefined() throws {
    let result = read("a: *b\nb: &b 1\nc: *bb\n")
    let diagnostics = result.diagnostics.filter { $0.code == .undefinedAlias }
    #expect(diagnostics.map(\.range) == [range(1, 4, 1, 6), range(3, 4, 3, 7)])
    #expect(diagnostics.last?.message.contains("did you mean 'b'?") == true)
  }

  @Test func nestingBeyondTheLimitStopsWithoutCrashing() throws {
    let text = String(repeating: "[", count: 100_000)
    let result = read(text)
    #expect(result.node == nil)
    let diagnostic = try #require(only(.nestingTooDeep, in: result))
    #expect(diagnostic.range.start == mark(1, 65))
  }

  @Test func deepBlockNestingHitsASmallLimit() throws {
    let text = "a:\n  b:\n    c:\n      d: 1\n"
    #expect(read(text, limits: YAMLLimits(maxDepth: 4)).diagnostics.isEmpty)
    let result = read(text, limits: YAMLLimits(maxDepth: 3))
    let diagnostic = try #require(only(.nestingTooDeep, in: result))
    #expect(diagnostic.range.start == mark(4, 7))
  }

  @Test func nestingInALaterDocumentIsBoundedToo() throws {
    let text = "a: 1\n---\n" + String(repeating: "[", count: 100_000)
    let result = read(text)
    #expect(only(.nestingTooDeep, in: result)?.range.start == mark(3, 65))
  }

  @Test func fileOverTheSizeLimitIsRejectedBeforeParsing() throws {
    let result = read("toolbars: [x]", limits: YAMLLimits(maxBytes: 12))
    let diagnostic = try #require(only(.fileTooLarge, in: result))
    #expect(diagnostic.range == .fileStart)
    #expect(diagnostic.message.contains("13 bytes"))
    #expect(read("toolbars: [x]", limits: YAMLLimits(maxBytes: 13)).diagnostics.isEmpty)
  }

  @Test(arguments: [
    // (bytes, line, column)
    (Array("ab: x\nkey: ".utf8) + [0xC3, 0x28], 2, 6),
    (Array("é: ".utf8) + [0xFF], 1, 4),
    (Array("a: b\r\nc: ".utf8) + [0x80], 2, 4),
    (Array("a: ".utf8) + [0xED, 0xA0, 0x80], 1, 4),  // a UTF-16 surrogate
    (Array("a: ".utf8) + [0xC0, 0xAF], 1, 4),  // overlong '/'
    (Array("a: 0123456789".utf8) + [0xF4, 0x90, 0x80, 0x80], 1, 14),  // above U+10FFFF
    (Array("a: ".utf8) + [0xE2, 0x82], 1, 4),  // truncated at the end
  ])
  func invalidUTF8IsLocatedAtTheFirstBadByte(bytes: [UInt8], line: Int, column: Int) throws {
    let result = read(bytes: bytes)
    #expect(result.node == nil)
    #expect(only(.invalidUTF8, in: result)?.range.start == mark(line, column))
  }

  @Test func nulByteIsLocated() throws {
    let result = read(bytes: Array("a: 1\nbb: x".utf8) + [0] + Array("y\n".utf8))
    #expect(only(.nulByte, in: result)?.range.start == mark(2, 6))
  }

  @Test func utf16IsRejectedWithAClearMessage() throws {
    let withMark = read(bytes: [0xFF, 0xFE, 0x61, 0x00, 0x3A, 0x00])
    let diagnostic = try #require(only(.invalidUTF8, in: withMark))
    #expect(diagnostic.message.contains("UTF-16"))
    #expect(diagnostic.range == .fileStart)
    let withoutMark = read(bytes: [0x61, 0x00, 0x3A, 0x00, 0x20, 0x00])
    #expect(only(.invalidUTF8, in: withoutMark)?.message.contains("UTF-16 (little-endian)") == true)
  }

  /// Each wide encoding is named as it is, UTF-32 little-endian included (its mark starts with
  /// UTF-16's).
  @Test(arguments: [
    ("utf-16le", "UTF-16 (little-endian, with a byte-order mark)"),
    ("utf-16be", "UTF-16 (big-endian, with a byte-order mark)"),
    ("utf-32le", "UTF-32 (little-endian, with a byte-order mark)"),
    ("utf-32be", "UTF-32 (big-endian, with a byte-order mark)"),
    ("utf-16le-plain", "UTF-16 (little-endian)"),
    ("utf-16be-plain", "UTF-16 (big-endian)"),
    ("utf-32le-plain", "UTF-32 (little-endian)"),
    ("utf-32be-plain", "UTF-32 (big-endian)"),
  ])
  func wideEncodingsAreNamed(encoding: String, name: String) throws {
    let text = Array("toolbars: []\n".unicodeScalars)
    let (width, bigEndian, mark) = (
      encoding.contains("32") ? 4 : 2, encoding.contains("be"), !encoding.hasSuffix("plain")
    )
    var bytes: [UInt8] = []
    for scalar in (mark ? ["\u{FEFF}"] : []) + text {
      let units = (0..<width).map { UInt8(truncatingIfNeeded: scalar.value >> (8 * $0)) }
      bytes += bigEndian ? units.reversed() : units
    }
    let diagnostic = try #require(only(.invalidUTF8, in: read(bytes: bytes)))
    #expect(diagnostic.message.contains("encoded as \(name)"), "\(diagnostic.message)")
  }

  @Test(arguments: 0..<20)
  func binaryGarbageIsAnErrorNotACrash(seed: Int) {
    var state = UInt64(seed) &* 0x9E37_79B9_7F4A_7C15 &+ 1
    let bytes = (0..<4096).map { _ -> UInt8 in
      state = state &* 6_364_136_223_846_793_005 &+ 1_442_695_040_888_963_407
      return UInt8(truncatingIfNeeded: state >> 56)
    }
    let result = read(bytes: bytes)
    #expect(result.node == nil)
    #expect(result.diagnostics.hasErrors)
  }

  @Test func controlCharacterInValidUTF8IsASyntaxErrorAtItsPlace() throws {
    let result = read("a: 1\nb: x\u{7}y\n")
    let diagnostic = try #require(only(.yamlSyntax, in: result))
    #expect(diagnostic.range.start == mark(2, 5))
    #expect(diagnostic.message.contains("control characters are not allowed"))
  }

  @Test(arguments: [
    ("", mark(1, 1)), ("\u{FEFF}", mark(1, 1)), ("\n\n", mark(1, 1)),
    ("# only a comment\n  \n# another\n", mark(1, 1)),
    ("---\n", mark(2, 1)),  // the empty document's null node
    ("# x\n--- ~\n...\n", mark(2, 5)),
  ])
  func emptyConfigIsAnError(text: String, place: SourceMark) throws {
    let result = read(text)
    #expect(result.node == nil)
    let diagnostic = try #require(only(.emptyConfig, in: result))
    #expect(diagnostic.message.contains("toolbars:"))
    #expect(diagnostic.severity == .error)
    #expect(diagnostic.range.start == place)
  }

  @Test func severalDocumentsUseTheFirstAndWarnAtTheSecond() throws {
    let result = read("a: 1\n---\nb: 2\n---\nc: 3\n")
    let diagnostic = try #require(only(.multipleDocuments, in: result))
    #expect(diagnostic.severity == .warning)
    #expect(diagnostic.range.start == mark(2, 1))
    #expect(result.node?.keys == ["a"])
  }

  @Test func syntaxErrorInALaterDocumentIsStillReported() throws {
    let result = read("a: 1\n---\nb: [\n")
    #expect(only(.yamlSyntax, in: result) != nil)
    #expect(result.node == nil)
  }

  @Test func syntaxErrorCarriesLibyamlsProblemContextAndPlace() throws {
    let result = read("toolbars:\n  id: a: b\n")
    let diagnostic = try #require(only(.yamlSyntax, in: result))
    #expect(diagnostic.range.start == mark(2, 8))  // the second `:`
    #expect(diagnostic.message.hasPrefix("mapping values are not allowed in this context"))
    #expect(diagnostic.message.contains("quote the value"))

    let unclosed = read("a: [1, 2\nb: 3\n")
    let flow = try #require(only(.yamlSyntax, in: unclosed))
    #expect(flow.message.contains("while parsing a flow sequence"))
    #expect(flow.notes.first?.range.start == mark(1, 4))
  }

  @Test func tabIndentationIsASyntaxError() throws {
    let result = read("a:\n\tb: 1\n")
    let diagnostic = try #require(only(.yamlSyntax, in: result))
    #expect(diagnostic.range.start == mark(2, 1))
    #expect(diagnostic.message.contains("cannot start any token"))
  }
}

@Suite("Hostile input: copies")
struct HostileCopiesTests {
  @Test func aliasCopiedDeepIntoTheTreeStaysWithinTheDepthLimit() throws {
    let text = "a: &a [[[x]]]\nb: [[*a]]\n"
    // Depths: the root mapping is 1, `b`'s brackets 2 and 3, the copy adds 3 more levels.
    #expect(read(text, limits: YAMLLimits(maxDepth: 6)).diagnostics.isEmpty)
    let result = read(text, limits: YAMLLimits(maxDepth: 5))
    #expect(result.node == nil)
    #expect(only(.nestingTooDeep, in: result)?.range == range(2, 6, 2, 8))
  }

  @Test func chainedDeepAnchorsCannotBuildATallTree() throws {
    // Each line nests the previous anchor 60 levels deeper: without the height check the tree
    // would grow 60 levels per line while alias expansion stays small.
    var lines: [String] = ["a0: &a0 x"]
    for level in 1...40 {
      let open = String(repeating: "[", count: 60)
      let close = String(repeating: "]", count: 60)
      lines.append("a\(level): &a\(level) \(open)*a\(level - 1)\(close)")
    }
    let result = read(lines.joined(separator: "\n"))
    #expect(result.node == nil)
    let diagnostic = try #require(only(.nestingTooDeep, in: result))
    #expect(diagnostic.range.start.line == 3)
  }
}

@Suite("Hostile input: limits set very high")
struct HostileHighLimitsTests {
  @Test func exponentialAliasesCannotOverflowTheCountEvenWithoutALimit() throws {
    var lines = ["l0: &l0 [" + Array(repeating: "x", count: 9).joined(separator: ", ") + "]"]
    for level in 1...30 {
      let aliases = Array(repeating: "*l\(level - 1)", count: 9).joined(separator: ", ")
      lines.append("l\(level): &l\(level) [\(aliases)]")
    }
    let result = read(lines.joined(separator: "\n"), limits: YAMLLimits(maxAliasExpansion: .max))
    #expect(result.node == nil)
    #expect(only(.aliasExpansionLimit, in: result) != nil)
  }

  @Test func nonsensicalLimitsAreErrorsNotTraps() {
    let result = read("a: [1]", limits: YAMLLimits(maxBytes: -1, maxDepth: -1))
    #expect(result.diagnostics.map(\.code) == [.fileTooLarge])
    let depth = read("a: [1]", limits: YAMLLimits(maxDepth: -1))
    #expect(depth.diagnostics.map(\.code) == [.nestingTooDeep])
  }
}

@Suite("Hostile input: many problems")
struct HostileManyProblemsTests {
  @Test func manyAnchorsAndUndefinedAliasesStayLinear() {
    var lines = (0..<20_000).map { "a\($0): &anchor\($0) x" }
    lines += (0..<20_000).map { "b\($0): *missing\($0)" }
    let result = read(lines.joined(separator: "\n"))
    let undefined = result.diagnostics.filter { $0.code == .undefinedAlias }
    #expect(undefined.count == 20_000)
    #expect(undefined.first?.range.start == mark(20_001, 5))
  }

  @Test func everyDuplicateIsReportedOnce() {
    let text = (0..<5_000).map { _ in "same: 1" }.joined(separator: "\n")
    let duplicates = read(text).diagnostics.filter { $0.code == .duplicateKey }
    #expect(duplicates.count == 4_999)
    #expect(duplicates.allSatisfy { $0.notes.first?.range.start == mark(1, 1) })
  }
}
