import Testing
import TierbarModel
import TierbarYAML

/// libyaml reads a key written without `?` only within 1,024 characters of its start, and past
/// that says "could not find expected ':'" with the `:` right there: the hint names the real
/// cause, the key's length.
@Suite struct LongKeyTests {
  static func config(keyLength: Int) -> String {
    "a:\n  " + String(repeating: "k", count: keyLength) + ": 1\n  b: 2\n"
  }

  /// Both of libyaml's words for it: as the first key of a mapping and as a later one.
  static func laterKey(keyLength: Int) -> String {
    "a:\n  - b: 1\n    " + String(repeating: "k", count: keyLength) + ": 1\n"
  }

  @Test(arguments: [1_025, 2_000, 100_000], [true, false])
  func aKeyPastTheLimitIsSaidToBeTooLong(keyLength: Int, isFirstKey: Bool) throws {
    let text = isFirstKey ? Self.config(keyLength: keyLength) : Self.laterKey(keyLength: keyLength)
    let result = read(text)
    let error = try #require(result.diagnostics.first)
    #expect(result.diagnostics.count == 1)
    #expect(error.code == .yamlSyntax)
    #expect(error.range.start.line == (isFirstKey ? 2 : 3))
    #expect(
      error.message.hasSuffix(
        "; YAML reads a key only up to 1024 characters, and this one is longer: shorten the key"
          + " (a config's keys are short names)"), "\(error.message)")
  }

  @Test func aKeyAtTheLimitReads() {
    #expect(read(Self.config(keyLength: 1_024)).diagnostics.isEmpty)
    #expect(read(Self.laterKey(keyLength: 1_024)).diagnostics.isEmpty)
  }

  /// A colon really missing on a later line keeps the usual hint.
  @Test func aMissingColonKeepsItsOwnHint() throws {
    let result = read("a:\n  b: 1\n  c\n  d: 2\n")
    let error = try #require(result.diagnostics.first)
    #expect(
      error.message.hasSuffix(
        "; a key needs `: ` after it, or a quoted value on an earlier line is not closed"),
      "\(error.message)")
  }
}
