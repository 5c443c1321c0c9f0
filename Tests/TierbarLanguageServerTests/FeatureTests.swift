import Foundation
import Testing
import TierbarRows

@testable import TierbarLanguageServer

/// Completion and navigation on a document, without the process around them.
@Suite("LSP features")
struct FeatureTests {
  static func context(_ text: String) -> DocumentContext {
    DocumentContext(TextDocument(uri: "file:///t.yaml", version: 1, text: text), .builtIn)
  }

  static let text = """
    version: 1
    styles:
      pill: { background: systemBlue }
    toolbars:
      - id: editor
        tiers:
          - id: main
            items:
              - id: bold
                icon: bold
                style: pil
              - { id: m, title: M, action: { toggle:  } }
          - id: extra
            items:
              - { id: x, title: X }

    """

  @Test func stylesAfterStyle() {
    let labels = Completion.items(
      Self.context(Self.text),
      cursor: Self.context(Self.text).cursor(at: LSPPosition(line: 10, character: 22)),
      at: LSPPosition(line: 10, character: 22)
    ).map(\.label)
    #expect(labels == ["pill"])
  }

  @Test func tiersAfterToggle() {
    let position = LSPPosition(line: 11, character: 48)
    let context = Self.context(Self.text)
    let labels = Completion.items(context, cursor: context.cursor(at: position), at: position)
      .map(\.label)
    #expect(labels == ["main", "extra"])
  }
}
