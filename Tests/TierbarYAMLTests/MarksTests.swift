import Testing
import TierbarModel
import TierbarYAML

@Suite("Node marks")
struct MarksTests {
  let text = """
    toolbars:
      - id: main
        tiers: [ { id: a }, b ]
    """

  @Test func nestedBlockAndFlowNodesHaveStartAndEndMarks() throws {
    let result = read(text)
    #expect(result.diagnostics.isEmpty)
    let root = try #require(result.node)
    #expect(root.range == range(1, 1, 3, 28))
    let key = try #require(root.mapping?.first?.key)
    #expect(key.range == range(1, 1, 1, 9))
    let toolbars = try #require(root["toolbars"])
    #expect(toolbars.range == range(2, 3, 3, 28))
    let toolbar = try #require(toolbars.sequence?.first)
    #expect(toolbar.range == range(2, 5, 3, 28))
    #expect(toolbar["id"]?.range == range(2, 9, 2, 13))
    let tiers = try #require(toolbar["tiers"])
    #expect(tiers.range == range(3, 12, 3, 28))
    let flowMapping = try #require(tiers.sequence?.first)
    #expect(flowMapping.range == range(3, 14, 3, 23))
    #expect(flowMapping["id"]?.range == range(3, 20, 3, 21))
    #expect(tiers.sequence?.last?.range == range(3, 25, 3, 26))
  }

  @Test func blockCollectionEndsAtItsLastChildNotAtTheNextKey() throws {
    let root = try #require(read("a:\n  b: 1\n\n# comment\n\nc: 2\n").node)
    #expect(root["a"]?.range == range(2, 3, 2, 7))
    #expect(root.range == range(1, 1, 6, 5))
  }

  @Test func columnsCountUnicodeScalarsNotBytes() throws {
    let root = try #require(read("title: \"é🙂\"\nnext: x\n").node)
    #expect(root["title"]?.range == range(1, 8, 1, 12))
    #expect(root["title"]?.scalar?.value == "é🙂")
  }

  @Test func byteOrderMarkIsAcceptedAndNotCounted() throws {
    let result = read(bytes: [0xEF, 0xBB, 0xBF] + Array("a: b\n".utf8))
    #expect(result.diagnostics.isEmpty)
    let root = try #require(result.node)
    #expect(root["a"]?.range == range(1, 4, 1, 5))
  }

  @Test func scalarStylesAndExplicitTagsAreKept() throws {
    let text = """
      plain: p
      single: 's'
      double: "d"
      literal: |
        l
      folded: >
        f
      tagged: !!str 60
      custom: !mine x
      """
    let root = try #require(read(text).node)
    #expect(root["plain"]?.scalar == ConfigScalar("p", style: .plain))
    #expect(root["single"]?.scalar == ConfigScalar("s", style: .singleQuoted))
    #expect(root["double"]?.scalar == ConfigScalar("d", style: .doubleQuoted))
    #expect(root["literal"]?.scalar == ConfigScalar("l\n", style: .literal))
    #expect(root["folded"]?.scalar == ConfigScalar("f\n", style: .folded))
    #expect(root["tagged"]?.tag == "!!str")
    // `!!str` makes the scalar a string (as quotes do); other tags change nothing.
    #expect(root["tagged"]?.scalar == ConfigScalar("60", style: .plain, isExplicitString: true))
    #expect(root["custom"]?.tag == "!mine")
    #expect(root["custom"]?.scalar?.isExplicitString == false)
    #expect(root["plain"]?.scalar?.resolvesTypes == true)
    #expect(root["plain"]?.tag == nil)
  }
}
