import Testing

@testable import Tierbar

@Suite struct JSONTextTests {
  @Test func encodesDeterministicallyWithSortedKeys() {
    let value = ConfigValue.map([
      "b": .list([.int(1), .double(2.5), .bool(true), .null]),
      "a": .string("quote \" backslash \\ newline \n tab \t bell \u{7} é 👍"),
    ])
    #expect(
      JSONText.encode(value)
        == #"{"a":"quote \" backslash \\ newline \n tab \t bell \u0007 é 👍","b":[1,2.5,true,null]}"#
    )
  }

  @Test func nonFiniteNumbersBecomeNull() {
    #expect(JSONText.encode(.list([.double(.nan), .double(.infinity)])) == "[null,null]")
  }

  @Test(arguments: [
    ConfigValue.map([:]), .list([]), .string(""), .int(-42), .int(Int.max), .double(0.1),
    .double(-1.5e-7), .map(["x": .map(["y": .list([.string("z"), .null, .bool(false)])])]),
    .string("\u{1F600}\u{0}\u{1F}"),
  ])
  func roundTrips(value: ConfigValue) throws {
    #expect(try JSONText.decode(JSONText.encode(value)) == value)
  }

  @Test func readsWhitespaceEscapesAndSurrogatePairs() throws {
    let value = try JSONText.decode(
      " { \"a\" : [ 1 , 2.0 , -3e2 ] ,\n\t\"b\" : \"\\u00e9\\ud83d\\ude00\\/\" } ")
    #expect(
      value
        == .map([
          "a": .list([.int(1), .double(2), .double(-300)]), "b": .string("é😀/"),
        ]))
  }

  @Test(arguments: [
    ("0", ConfigValue.int(0)), ("-0", .int(0)), ("10", .int(10)), ("0.5", .double(0.5)),
    ("-1.25e2", .double(-125)), ("1E-2", .double(0.01)), ("2e+1", .double(20)),
  ])
  func readsEveryNumberShapeJSONAllows(text: String, value: ConfigValue) throws {
    #expect(try JSONText.decode(text) == value)
  }

  @Test func integersTooLargeForIntBecomeDoubles() throws {
    #expect(try JSONText.decode("99999999999999999999") == .double(1e20))
  }

  @Test(arguments: [
    ("", "expected a JSON value, found the end at byte 0"),
    ("{\"a\":1,}", "expected a string key at byte 7"),
    ("[1 2]", "expected ',' or ']' in an array at byte 3"),
    ("{\"a\":1,\"a\":2}", "duplicate key 'a' at byte 11"),
    ("\"abc", "unterminated string at byte 4"),
    ("\"a\u{1}\"", "control character in a string (escape it) at byte 2"),
    ("\"\\x\"", "unknown escape '\\x' at byte 3"),
    ("\"\\ud83d\"", "unpaired surrogate in \\u escape at byte 7"),
    ("tru", "expected 'true' at byte 0"),
    (
      "1.2.3",
      "'1.2.3' is not a valid number: write the number alone (`1.2`), or quote the text to make it a string at byte 0"
    ),
    ("-", "expected a digit at byte 1"),
    (
      "01",
      "'01' is not a valid number: JSON numbers have no leading zeros: write `1` (or quote the text to make it a string) at byte 0"
    ),
    (
      "[-00]",
      "'-00' is not a valid number: JSON numbers have no leading zeros: write `-0` (or quote the text to make it a string) at byte 1"
    ),
    (
      "1.",
      "'1.' is not a valid number: write at least one digit after the decimal point (`1.0`), or leave the point out at byte 0"
    ),
    (
      "1e",
      "'1e' is not a valid number: write the exponent's digits after `e`, as in `1e3` at byte 0"
    ),
    (
      "1e+",
      "'1e+' is not a valid number: write the exponent's digits after `e`, as in `1e3` at byte 0"
    ),
    (
      "1-2",
      "'1-2' is not a valid number: write the number alone (`1`), or quote the text to make it a string at byte 0"
    ),
    ("{} x", "unexpected text after the JSON value at byte 3"),
    ("'a'", "unexpected character ''' at byte 0"),
  ])
  func rejectsMalformedText(text: String, message: String) {
    #expect(throws: JSONText.ParseError.self) { try JSONText.decode(text) }
    do {
      _ = try JSONText.decode(text)
    } catch {
      #expect(error.description == message)
    }
  }

  @Test func deepNestingIsAnErrorNotACrash() {
    let deep = String(repeating: "[", count: 100_000) + String(repeating: "]", count: 100_000)
    #expect(throws: JSONText.ParseError(message: "JSON nested deeper than 64 levels", offset: 64)) {
      try JSONText.decode(deep)
    }
    let fine = String(repeating: "[", count: 64) + String(repeating: "]", count: 64)
    #expect(throws: Never.self) { try JSONText.decode(fine) }
  }
}
