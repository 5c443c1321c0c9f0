import Testing
import TierbarModel
import TierbarValidation
import TierbarYAML

/// The reader quotes keys and anchors through `MessageText.quoted`, like validation: at most
/// 40 characters, then `…`, so messages stay small whatever the names.
@Suite struct MessageQuotingTests {
  @Test func aLongDuplicateKeyIsQuotedShortened() throws {
    let key = String(repeating: "d", count: 1_000)
    let result = YAMLReader().read(Array("\(key): 1\n\(key): 2\n".utf8))
    let duplicate = try #require(result.diagnostics.first { $0.code == .duplicateKey })
    #expect(duplicate.message.hasPrefix("the key '\(String(repeating: "d", count: 40))…' appears"))
    #expect(duplicate.message.utf8.count < 300)
    #expect(
      duplicate.notes.map(\.message) == [
        "'\(String(repeating: "d", count: 40))…' first appears here"
      ])
  }

  @Test func aLongUndefinedAliasIsQuotedShortened() throws {
    let name = String(repeating: "a", count: 5_000)
    let result = YAMLReader().read(Array("x: *\(name)\n".utf8))
    let undefined = try #require(result.diagnostics.first { $0.code == .undefinedAlias })
    #expect(undefined.message.hasPrefix("no anchor '&\(String(repeating: "a", count: 39))…'"))
    #expect(undefined.message.utf8.count < 300)
  }

  @Test func aShortUndefinedAliasStillGetsASuggestion() throws {
    let result = YAMLReader().read(Array("a: &chip 1\nb: *chp\n".utf8))
    let undefined = try #require(result.diagnostics.first { $0.code == .undefinedAlias })
    #expect(undefined.message.contains("no anchor '&chp' is defined before this alias;"))
    #expect(undefined.message.contains("did you mean 'chip'?"))
  }
}
