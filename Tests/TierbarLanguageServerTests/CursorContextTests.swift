import Testing
import TierbarValidation

@testable import TierbarLanguageServer

/// The cursor's place in the config, read from the text while it is being typed.
@Suite("LSP cursor context")
struct CursorContextTests {
  static let text = """
    styles:
      pill:
        extends: ba
    toolbars:
      - id: editor
        tiers:
          - id: main
            items:
              - id: bold
                icon: bold
                style: pil
              - { id: m, action: { toggle: ex
              - ti
    """

  static func context(line: Int, column: Int) -> CursorContext {
    let lines = text.split(separator: "\n", omittingEmptySubsequences: false).map {
      Array($0.unicodeScalars)
    }
    return CursorContext.at(lines: lines, line: line, column: column)
  }

  static let itemPath: [CursorContext.Step] = [
    .key("toolbars"), .element, .key("tiers"), .element, .key("items"), .element,
  ]

  @Test func aBlockValue() {
    let context = Self.context(line: 10, column: 22)
    #expect(context.path == Self.itemPath)
    #expect(context.typing == .value(key: "style", prefix: "pil"))
    #expect(context.siblingKeys == ["icon", "id"])
    let value = DeclarationPath.value(at: context.path)
    #expect(
      value.flatMap { DeclarationPath.mapping($0, siblingKeys: context.siblingKeys) }
        == ConfigLanguage.item)
    #expect(
      value.flatMap { DeclarationPath.mapping($0, siblingKeys: ["space"]) } == ConfigLanguage.space)
  }

  @Test func aFlowValue() {
    let context = Self.context(line: 11, column: 1_000)
    #expect(context.path == Self.itemPath + [.key("action")])
    #expect(context.typing == .value(key: "toggle", prefix: "ex"))
  }

  @Test func aKeyBeingTyped() {
    let context = Self.context(line: 12, column: 14)
    #expect(context.path == Self.itemPath)
    #expect(context.typing == .key(prefix: "ti"))
  }

  @Test func aStyleValue() {
    let context = Self.context(line: 2, column: 17)
    #expect(context.path == [.key("styles"), .key("pill")])
    #expect(context.typing == .value(key: "extends", prefix: "ba"))
  }
}
