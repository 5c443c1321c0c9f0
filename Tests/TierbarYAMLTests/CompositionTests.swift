import Testing
import TierbarModel
import TierbarYAML

@Suite("Composition: aliases, merges, duplicate keys")
struct CompositionTests {
  @Test func aliasIsACopyKeepingTheAnchorsRangeAndTheAliasPlace() throws {
    let result = read("s: &s { k: v }\nt: *s\n")
    #expect(result.diagnostics.isEmpty)
    let root = try #require(result.node)
    let anchored = try #require(root["s"])
    let copy = try #require(root["t"])
    #expect(copy.mapping == anchored.mapping)
    #expect(copy.range == anchored.range)
    // A node's range starts at its properties (anchor, tag) when it has them, as libyaml's does.
    #expect(copy.range == range(1, 4, 1, 15))
    #expect(copy.aliasRange == range(2, 4, 2, 6))
    #expect(anchored.aliasRange == nil)
  }

  @Test func scalarAliasIsCopied() throws {
    let root = try #require(read("a: &x hello\nb: *x\n").node)
    #expect(root["b"]?.scalar?.value == "hello")
    #expect(root["b"]?.range == range(1, 4, 1, 12))
  }

  @Test func mergeKeyExplicitKeysWinAndEarlierMergesWin() throws {
    let text = """
      base: &base { a: 1, b: 1, c: 1 }
      over: &over { b: 2, d: 2 }
      m:
        x: 0
        <<: [*over, *base]
        a: 9
      """
    let result = read(text)
    #expect(result.diagnostics.isEmpty)
    let merged = try #require(result.node?["m"])
    #expect(merged.keys == ["x", "b", "d", "c", "a"])
    #expect(merged["a"]?.scalar?.value == "9")
    #expect(merged["b"]?.scalar?.value == "2")
    #expect(merged["c"]?.scalar?.value == "1")
    // A merged value keeps its own range and says which alias brought it.
    #expect(merged["c"]?.range == range(1, 30, 1, 31))
    #expect(merged["c"]?.aliasRange == range(5, 15, 5, 20))
  }

  @Test func singleMergeAndExplicitOverrideAreNotDuplicates() throws {
    let result = read("chip: &chip { radius: 20, color: blue }\nbig:\n  <<: *chip\n  radius: 30\n")
    #expect(result.diagnostics.isEmpty)
    let big = try #require(result.node?["big"])
    // Merged entries stand where `<<` stands; the explicit `radius` replaces the merged one.
    #expect(big.keys == ["color", "radius"])
    #expect(big["radius"]?.scalar?.value == "30")
  }

  @Test func explicitMergeTagWorksAndQuotedLessThanIsAPlainKey() throws {
    let root = try #require(read("a: &a { k: 1 }\nb: { !!merge '<<': *a }\nc: { '<<': 2 }\n").node)
    #expect(root["b"]?.keys == ["k"])
    #expect(root["c"]?.keys == ["<<"])
  }

  @Test(arguments: [
    ("a: &s 1\nb:\n  <<: *s\n", range(3, 7, 3, 9)),
    ("b:\n  <<: text\n", range(2, 7, 2, 11)),
    ("b:\n  <<: [ { x: 1 }, 2 ]\n", range(2, 19, 2, 20)),
    ("b:\n  <<: [[x]]\n", range(2, 8, 2, 11)),
  ])
  func mergeOfANonMappingIsReportedAtTheValue(text: String, expected: SourceRange) throws {
    let result = read(text)
    let diagnostic = try #require(only(.mergeNotMapping, in: result))
    #expect(diagnostic.range == expected)
    #expect(diagnostic.severity == .error)
  }

  @Test func mergeOfAnUndefinedAliasReportsOnlyTheAlias() {
    let result = read("b:\n  <<: *nothing\n")
    #expect(result.diagnostics.map(\.code) == [.undefinedAlias])
  }

  @Test func duplicateKeyIsReportedAtTheSecondWithANoteAtTheFirst() throws {
    let result = read("a: 1\nb: 2\n'a': 3\n")
    let diagnostic = try #require(only(.duplicateKey, in: result))
    #expect(diagnostic.range == range(3, 1, 3, 4))
    #expect(diagnostic.notes.map(\.range) == [range(1, 1, 1, 2)])
    #expect(diagnostic.message.contains("'a'"))
    // The tree is still there, so validation can report everything else.
    #expect(result.node?.keys == ["a", "b", "a"])
  }

  @Test func duplicateKeysInALargeMappingAreFoundToo() throws {
    var lines = (1...40).map { "key\($0): \($0)" }
    lines.append("key7: again")
    let result = read(lines.joined(separator: "\n"))
    let diagnostic = try #require(only(.duplicateKey, in: result))
    #expect(diagnostic.range.start == mark(41, 1))
    #expect(diagnostic.notes.first?.range.start == mark(7, 1))
  }

  @Test func sameKeyInDifferentMappingsIsNotADuplicate() {
    #expect(read("a: { id: 1 }\nb: { id: 1 }\n").diagnostics.isEmpty)
  }
}
