import Testing
import TierbarModel

@testable import TierbarValidation

@Suite struct ScalarParsingTests {
  static func plain(_ text: String) -> ConfigScalar { ConfigScalar(text) }

  @Test(arguments: [
    ("0", 0), ("44", 44), ("-3", -3), ("+7", 7), ("9223372036854775807", Int.max),
    ("-9223372036854775808", Int.min),
  ])
  func integers(_ text: String, _ value: Int) {
    #expect(ScalarParsing.integer(Self.plain(text)) == value)
  }

  @Test(arguments: ["", "-", "1.0", "0x10", "9223372036854775808", "1_000", "12a", " 1"])
  func notIntegers(_ text: String) {
    #expect(ScalarParsing.integer(Self.plain(text)) == nil)
  }

  @Test func quotedDigitsAreNotNumbers() {
    #expect(ScalarParsing.integer(ConfigScalar("60", style: .doubleQuoted)) == nil)
    #expect(ScalarParsing.number(ConfigScalar("60", style: .singleQuoted)) == nil)
  }

  @Test func explicitStringTagsAreStrings() {
    func tagged(_ text: String) -> ConfigScalar { ConfigScalar(text, isExplicitString: true) }
    #expect(ScalarParsing.integer(tagged("60")) == nil)
    #expect(ScalarParsing.number(tagged("0.5")) == nil)
    #expect(ScalarParsing.boolean(tagged("true")) == nil)
    #expect(!ScalarParsing.isNull(tagged("null")))
    #expect(!tagged("~").isNull)
    #expect(ScalarParsing.integer(Self.plain("60")) == 60)
  }

  @Test(arguments: [("44", 44.0), ("0.5", 0.5), ("-1e3", -1000), (".5", 0.5), ("1e999", .infinity)])
  func numbers(_ text: String, _ value: Double) {
    #expect(ScalarParsing.number(Self.plain(text)) == value)
  }

  @Test func yamlSpecialFloats() {
    #expect(ScalarParsing.number(Self.plain(".inf")) == .infinity)
    #expect(ScalarParsing.number(Self.plain("-.Inf")) == -.infinity)
    #expect(ScalarParsing.number(Self.plain(".NaN"))?.isNaN == true)
    // Words Swift's parser would accept are strings in YAML.
    #expect(ScalarParsing.number(Self.plain("nan")) == nil)
    #expect(ScalarParsing.number(Self.plain("infinity")) == nil)
    #expect(ScalarParsing.number(Self.plain("e")) == nil)
    #expect(ScalarParsing.number(Self.plain("1.2.3")) == nil)
  }

  @Test(arguments: [
    ("true", true, false), ("False", false, false), ("TRUE", true, false), ("yes", true, true),
    ("No", false, true), ("ON", true, true), ("off", false, true), ("y", true, true),
    ("N", false, true),
  ])
  func booleans(_ text: String, _ value: Bool, _ isYAML11: Bool) {
    let reading = ScalarParsing.boolean(Self.plain(text))
    #expect(reading?.value == value)
    #expect(reading?.isYAML11 == isYAML11)
  }

  @Test(arguments: ["tRue", "1", "yess", ""])
  func notBooleans(_ text: String) {
    #expect(ScalarParsing.boolean(Self.plain(text)) == nil)
  }

  @Test func quotedYesIsAString() {
    #expect(ScalarParsing.boolean(ConfigScalar("yes", style: .singleQuoted)) == nil)
  }

  @Test func hexColours() {
    #expect(ConfigDecoder.parseHex("#fff") == .rgba(red: 255, green: 255, blue: 255, alpha: 255))
    #expect(ConfigDecoder.parseHex("#0A0b0C") == .rgba(red: 10, green: 11, blue: 12, alpha: 255))
    #expect(ConfigDecoder.parseHex("#00000080") == .rgba(red: 0, green: 0, blue: 0, alpha: 128))
    for bad in ["#", "#ff", "#ffff", "#fffff", "#fffffff", "#fffffffff", "#ggg", "#12 456"] {
      #expect(ConfigDecoder.parseHex(bad) == nil, "\(bad)")
    }
  }

  @Test func foundDescriptions() {
    #expect(ScalarParsing.describe(.scalar("~")) == "null")
    #expect(ScalarParsing.describe(.scalar("44")) == "an integer (44)")
    #expect(ScalarParsing.describe(.scalar("4.5")) == "a number (4.5)")
    #expect(ScalarParsing.describe(.scalar("true")) == "a boolean (true)")
    #expect(ScalarParsing.describe(.scalar("44", style: .doubleQuoted)) == "a string '44'")
    #expect(
      ScalarParsing.describe(ConfigNode(.sequence([]), range: .fileStart)) == "a list")
  }

  /// A swap of neighbours is one slip, so it still gets a suggestion.
  @Test func suggestionsCountTranspositionsAsOneEdit() {
    #expect(Suggestion.closest(to: "titel", in: ConfigDecoder.itemKeys) == "title")
    #expect(Suggestion.closest(to: "mian", in: ["main", "more"]) == "main")
    #expect(Suggestion.closest(to: "colr", in: ConfigDecoder.borderKeys) == "color")
    #expect(Suggestion.closest(to: "zzzz", in: ConfigDecoder.itemKeys) == nil)
  }

  @Test func itemKeysMatchOnlyThemselves() {
    for key in ItemKey.allCases { #expect(ItemKey(key.name) == key) }
    for near in ["ID", "tilte", "styles", "hiddn", "actions", "xx", "accessibility_label", ""] {
      #expect(ItemKey(near) == nil, "\(near)")
    }
  }

  @Test func nullNeedsAPlainNullSpelling() {
    for null in ["", "~", "null", "Null", "NULL"] {
      #expect(ScalarParsing.isNull(ConfigScalar(null)))
    }
    for other in ["nul", "nulls", "none", "-", "NULl"] {
      #expect(!ScalarParsing.isNull(ConfigScalar(other)))
    }
    #expect(!ScalarParsing.isNull(ConfigScalar("", style: .doubleQuoted)))
  }
}
