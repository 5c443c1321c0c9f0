import Testing
import TierbarJSON
import TierbarModel

/// `OrderedJSON.read`: one JSON value that is not a config (language-server messages, saved
/// state), read by the package's JSON reader instead of Foundation's decoder.
@Suite struct OrderedJSONReadingTests {
  @Test func readsEveryKindOfValueInDocumentOrder() {
    let text = #"{"b": [1, -2, 2.5, 1e3, true, false, null], "a": {"s": "x\"\u00e9"}, "big": 1e20}"#
    #expect(
      OrderedJSON.read(Array(text.utf8))
        == .object([
          (
            "b",
            .array([
              .int(1), .int(-2), .number(2.5), .number(1000), .bool(true), .bool(false), .null,
            ])
          ),
          ("a", .object([("s", .string("x\"é"))])),
          ("big", .number(1e20)),
        ]))
  }

  @Test func aStringOfDigitsStaysAString() {
    #expect(OrderedJSON.read(Array(#"["60", 60]"#.utf8)) == .array([.string("60"), .int(60)]))
  }

  @Test(arguments: [
    "", "not json", "{", "[1,]", #"{"a": 1, "a": 2}"#, "1e400", "[1] [2]",
    String(repeating: "[", count: 5000),
  ])
  func whatIsNotOneJSONValueIsNil(_ text: String) {
    #expect(OrderedJSON.read(Array(text.utf8)) == nil, "read \(text.prefix(40))")
  }
}
