import Testing
import TierbarModel

/// `ConfigNode.initialize(at:content:range:)` writes a node field by field into raw memory (the
/// reader's fast path); the node it makes must be the one the initializer makes.
@Suite struct NodeInitializationTests {
  static let range = SourceRange(
    start: SourceMark(line: 3, column: 7),
    end: SourceMark(line: 3, column: 12))

  @Test(arguments: [
    ConfigNode.Content.scalar(ConfigScalar("a text longer than fifteen bytes", style: .plain)),
    .scalar(ConfigScalar("44", style: .doubleQuoted)),
    .sequence([.scalar("x"), .scalar("y")]),
    .mapping([ConfigMappingEntry(key: .scalar("id"), value: .scalar("done"))]),
  ])
  func initializingInPlaceEqualsTheInitializer(content: ConfigNode.Content) {
    let expected = ConfigNode(content, range: Self.range)
    let memory = UnsafeMutablePointer<ConfigNode>.allocate(capacity: 1)
    defer { memory.deallocate() }
    ConfigNode.initialize(at: memory, content: content, range: Self.range)
    let made = memory.move()
    #expect(made == expected)
    #expect(made.range == Self.range)
    #expect(made.tag == nil)
    #expect(made.aliasRange == nil)
  }
}
