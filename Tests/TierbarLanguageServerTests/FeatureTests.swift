import Foundation
import Testing
import TierbarModel
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

  /// A rename's refusal message, or nil when it was accepted.
  static func refusal(at position: LSPPosition, to name: String) -> String? {
    guard case .failure(let error) = Navigation.rename(context(text), at: position, to: name)
    else { return nil }
    return error.message
  }

  /// A rename checks the new id by the validator's own rule and refuses a name already taken:
  /// it used to accept an invisible character, or `extra` for `main`, and the edited file then
  /// failed validation.
  @Test func aRenameNeverMakesAnIDValidationRejects() {
    let tier = LSPPosition(line: 6, character: 14)  // `main`
    let item = LSPPosition(line: 8, character: 18)  // `bold`
    #expect(Self.refusal(at: tier, to: "a\u{200B}b")?.contains("an invisible character") == true)
    #expect(Self.refusal(at: tier, to: "two words")?.contains("whitespace") == true)
    #expect(Self.refusal(at: tier, to: "extra")?.contains("already taken") == true)
    #expect(Self.refusal(at: item, to: "m")?.contains("already taken") == true)
    #expect(Self.refusal(at: tier, to: "compose") == nil)
    #expect(Self.refusal(at: tier, to: "main") == nil)
  }

  /// A style name is written so YAML reads it back: a line or paragraph separator, a NEL or a C1
  /// control as an escape in double quotes (raw, libyaml broke the line or refused the byte), and
  /// no name too long for a YAML key.
  @Test(arguments: [
    ("a\u{2028}b", "\"a\\u2028b\""), ("a\u{85}b", "\"a\\u0085b\""), ("a\u{9B}b", "\"a\\u009bb\""),
  ])
  func aRenamedStyleReadsBackAsWritten(name: String, written: String) throws {
    let result = Navigation.rename(
      Self.context(Self.text), at: LSPPosition(line: 2, character: 3), to: name)
    guard case .success(let json) = result else {
      Issue.record("refused: \(result)")
      return
    }
    let edits = try #require(json["changes"]?["file:///t.yaml"]?.arrayValue)
    #expect(edits.count == 1)  // the definition (the item misspells it `pil`)
    #expect(edits.allSatisfy { $0["newText"]?.stringValue == written })
    #expect(
      Self.refusal(at: LSPPosition(line: 2, character: 3), to: String(repeating: "s", count: 201))?
        .contains("1024") == true)
  }

  /// "Quote the colour" on an anchored value quotes the colour, not the anchor the value's range
  /// starts at (`&c "#FF0000"`; it wrote `"&c" #FF0000`, still a null colour).
  @Test func quotingAColourKeepsItsAnchor() throws {
    let document = TextDocument(
      uri: "file:///t.yaml", version: 1,
      text: "version: 1\nstyles:\n  s:\n    foreground: &c #FF0000\ntoolbars: []\n")
    let edit = try #require(
      CodeActions.edit(for: .quoteWord(at: SourceMark(line: 4, column: 17)), in: document))
    #expect(edit["newText"]?.stringValue == "\"#FF0000\"")
    #expect(
      edit["range"]
        == LSPRange(
          start: LSPPosition(line: 3, character: 19), end: LSPPosition(line: 3, character: 26)
        ).json)
  }

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
