import Testing
import TierbarModel
import TierbarYAML

/// An unquoted `#RRGGBB` inside `{…}` is a comment that swallows the closing bracket; the error
/// belongs at the `#`, not lines later where libyaml gives up.
@Suite("Comment inside a flow collection")
struct FlowCommentTests {
  static let unquotedColour = """
    version: 1
    styles:
      card:
        border: { width: 1, color: #C7C7CC }
        foreground: label
    toolbars:
      - id: main
        tiers: []

    """

  @Test func anUnquotedColourIsReportedAtItsHash() throws {
    let result = read(Self.unquotedColour)
    #expect(result.node == nil)
    #expect(result.diagnostics.count == 1)
    let diagnostic = try #require(only(.commentInFlowCollection, in: result))
    #expect(diagnostic.severity == .error)
    #expect(diagnostic.range == range(4, 32, 4, 32))
    #expect(diagnostic.message.contains("`#` started a comment here"))
    #expect(diagnostic.message.contains("line 4, column 13"))
    #expect(diagnostic.message.contains(##"`color: "#C7C7CC"`"##))
    #expect(diagnostic.notes.first?.range == range(4, 13, 4, 13))
    #expect(
      diagnostic.fix == DiagnosticFix("Quote the colour", edits: [.quoteWord(at: mark(4, 32))]))
  }

  @Test func theQuotedColourReadsCleanly() {
    let quoted = Self.unquotedColour.replacing("#C7C7CC", with: "\"#C7C7CC\"")
    #expect(read(quoted).diagnostics.isEmpty)
  }

  /// `#C7C7CC}` would be quoted with its bracket: the message still says what to do, the editor
  /// offers no fix.
  @Test func aColourTouchingTheBracketGetsNoFix() throws {
    let text = "a: { tint: #FF0000}\nb: 1\n"
    let diagnostic = try #require(only(.commentInFlowCollection, in: read(text)))
    #expect(diagnostic.range == range(1, 12, 1, 12))
    #expect(diagnostic.message.contains(##"`tint: "#FF0000"`"##))
    #expect(diagnostic.fix == nil)
  }

  @Test func anUnclosedBracketWithoutAColourStaysASyntaxError() throws {
    let result = read("a: { width: 1\nb: 1 # a comment\n")
    #expect(result.diagnostics.map(\.code) == [.yamlSyntax])
  }
}
