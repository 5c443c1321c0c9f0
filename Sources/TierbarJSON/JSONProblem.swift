import TierbarModel
import TierbarValidation

// Codes emitted while reading JSON into config nodes. The reader also emits the codes every
// reader shares (`duplicate-key`, `nesting-too-deep`, `file-too-large`, `invalid-utf8`,
// `nul-byte`, `empty-config`), with the same meaning as for YAML.
extension DiagnosticCode {
  /// A value was expected (after `:`, `[` or `,`, or at the start) and something else stands here.
  public static let jsonExpectedValue: DiagnosticCode = "json-expected-value"
  /// A comma after the last element of an array or the last member of an object.
  public static let jsonTrailingComma: DiagnosticCode = "json-trailing-comma"
  /// After a value, neither `,` nor the container's closing bracket.
  public static let jsonExpectedComma: DiagnosticCode = "json-expected-comma"
  /// A key is not followed by `:`.
  public static let jsonMissingColon: DiagnosticCode = "json-missing-colon"
  /// An object key that is not a double-quoted string.
  public static let jsonKeyNotString: DiagnosticCode = "json-key-not-string"
  /// A string with no closing quote on its line.
  public static let jsonUnterminatedString: DiagnosticCode = "json-unterminated-string"
  /// A raw control character (tab, …) inside a string.
  public static let jsonControlCharacter: DiagnosticCode = "json-control-character"
  /// A backslash escape JSON does not have (`\x`, `\'`, a `\u` without four hex digits).
  public static let jsonInvalidEscape: DiagnosticCode = "json-invalid-escape"
  /// A `\u` escape of half a UTF-16 surrogate pair without its other half.
  public static let jsonLoneSurrogate: DiagnosticCode = "json-lone-surrogate"
  /// Number-like text that is not a JSON number (`01`, `1.`, `+1`, `.5`, `0x1F`, `12px`).
  public static let jsonInvalidNumber: DiagnosticCode = "json-invalid-number"
  /// A number too large for a 64-bit floating-point value (`1e400`).
  public static let jsonNumberOutOfRange: DiagnosticCode = "json-number-out-of-range"
  /// A bare word other than `true`, `false`, `null` (`True`, `yes`, `NaN`, an unquoted string).
  public static let jsonInvalidLiteral: DiagnosticCode = "json-invalid-literal"
  /// A string in single quotes.
  public static let jsonSingleQuotes: DiagnosticCode = "json-single-quotes"
  /// A `//` or `/* */` comment: JSON has none.
  public static let jsonComment: DiagnosticCode = "json-comment"
  /// The file ends inside an object or array.
  public static let jsonUnclosed: DiagnosticCode = "json-unclosed"
  /// Text after the document's one value.
  public static let jsonTrailingContent: DiagnosticCode = "json-trailing-content"
}

/// A JSON problem that stops the read, and the messages of every problem the reader reports. Each
/// message says what is wrong and what to write instead.
struct JSONProblem: Error {
  var diagnostic: Diagnostic

  init(
    _ code: DiagnosticCode, _ message: String, at range: SourceRange, notes: [DiagnosticNote] = []
  ) {
    diagnostic = .error(code, message, at: range, notes: notes)
  }

  init(_ code: DiagnosticCode, _ message: String, at mark: SourceMark, notes: [DiagnosticNote] = [])
  {
    self.init(code, message, at: SourceRange(at: mark), notes: notes)
  }

  static func shortened(_ text: String) -> String { MessageText.shortened(text) }
  static func quoted(_ text: String) -> String { MessageText.quoted(text) }

  static func kind(_ isObject: Bool) -> String { isObject ? "object" : "array" }
  static func closing(_ isObject: Bool) -> String { isObject ? "`}`" : "`]`" }

  static func openedHere(_ isObject: Bool, _ mark: SourceMark) -> DiagnosticNote {
    DiagnosticNote("the \(kind(isObject)) opens here", at: SourceRange(at: mark))
  }

  // MARK: Structure

  static func empty(at mark: SourceMark) -> Diagnostic {
    .error(
      .emptyConfig,
      "the file defines nothing: a config must define at least \"toolbars\" (a list of"
        + " toolbars), e.g. {\"toolbars\": [{\"id\": \"main\", \"tiers\": [{\"id\": \"base\","
        + " \"items\": []}]}]}", at: SourceRange(at: mark))
  }

  static func expectedValue(at mark: SourceMark, found: String) -> JSONProblem {
    JSONProblem(
      .jsonExpectedValue,
      "expected a value here (an object, array, string, number, true, false or null), found"
        + " \(found); write the value, or remove the extra comma or colon before it", at: mark)
  }

  static func trailingComma(at mark: SourceMark, isObject: Bool) -> JSONProblem {
    let what = isObject ? "the last member of an object" : "the last element of an array"
    return JSONProblem(
      .jsonTrailingComma,
      "JSON allows no comma after \(what); remove this comma",
      at: SourceRange(start: mark, end: mark.shifted(1)))
  }

  static func expectedComma(
    at mark: SourceMark, found: String, byte: UInt8, isObject: Bool, openedAt start: SourceMark
  ) -> JSONProblem {
    let expected =
      "expected `,` or \(closing(isObject)) after this \(isObject ? "member" : "element")"
    let hint: String
    switch byte {
    case UInt8(ascii: "}"), UInt8(ascii: "]"):
      hint =
        "this \(found) does not close the \(kind(isObject)) that opens at line \(start.line),"
        + " column \(start.column): close that one with \(closing(isObject)) first"
    case UInt8(ascii: "/"):
      hint = "JSON has no comments: remove the comment"
    case UInt8(ascii: ":"):
      hint = "a `:` belongs only after an object's key"
    default:
      hint = "separate the \(isObject ? "members" : "elements") with commas"
    }
    return JSONProblem(
      .jsonExpectedComma, "\(expected) of the \(kind(isObject)), found \(found); \(hint)",
      at: mark, notes: [openedHere(isObject, start)])
  }

  static func missingColon(at mark: SourceMark, after key: String, found: String) -> JSONProblem {
    JSONProblem(
      .jsonMissingColon,
      "expected `:` after the key \(quoted(key)), found \(found); write the member as"
        + " \"key\": value", at: mark)
  }

  static func keyNotString(at mark: SourceMark, word: String, found: String, byte: UInt8)
    -> JSONProblem
  {
    if byte == UInt8(ascii: "'") {
      return JSONProblem(
        .jsonKeyNotString,
        "object keys are written in double quotes in JSON, not single quotes: write \"…\"",
        at: mark)
    }
    if byte == UInt8(ascii: "/") { return comment(at: mark) }
    if !word.isEmpty {
      return JSONProblem(
        .jsonKeyNotString,
        "object keys must be double-quoted strings in JSON: write \"\(shortened(word))\"",
        at: SourceRange(start: mark, end: mark.shifted(word.unicodeScalars.count)))
    }
    return JSONProblem(
      .jsonKeyNotString,
      "expected a key (a double-quoted string) in this object, found \(found); write \"key\": value",
      at: mark)
  }

  static func unclosed(at mark: SourceMark, isObject: Bool, openedAt start: SourceMark)
    -> JSONProblem
  {
    JSONProblem(
      .jsonUnclosed,
      "the file ends inside the \(kind(isObject)) that opens at line \(start.line), column"
        + " \(start.column); close it with \(closing(isObject)) (and complete its last"
        + " \(isObject ? "member" : "element"))", at: mark, notes: [openedHere(isObject, start)])
  }

  static func trailingContent(at mark: SourceMark, found: String) -> JSONProblem {
    JSONProblem(
      .jsonTrailingContent,
      "the config's JSON value ends before this \(found); a file holds one value: remove what"
        + " follows, or put the values together in one object", at: mark)
  }

  static func nestingTooDeep(at mark: SourceMark, limit: Int) -> JSONProblem {
    JSONProblem(
      .nestingTooDeep,
      "objects and arrays nest more than \(limit) levels deep here; a toolbar config needs far"
        + " fewer: flatten this part (reuse styles by name instead of nesting)",
      at: SourceRange(start: mark, end: mark.shifted(1)))
  }

  static func duplicateKey(_ key: String, at range: SourceRange, first: SourceRange) -> Diagnostic {
    .error(
      .duplicateKey,
      "the key \(quoted(key)) appears twice in this object, and only one of its values could be"
        + " kept; remove one of them or merge their contents", at: range,
      notes: [DiagnosticNote("\(quoted(key)) first appears here", at: first)])
  }

  // MARK: Scalars

  static func singleQuoted(at mark: SourceMark) -> JSONProblem {
    JSONProblem(
      .jsonSingleQuotes,
      "JSON strings are written in double quotes, not single quotes: write \"…\" (and a \" inside"
        + " as \\\")", at: mark)
  }

  static func comment(at mark: SourceMark) -> JSONProblem {
    JSONProblem(
      .jsonComment,
      "JSON has no comments; remove the comment, or keep a note under a key starting with"
        + " \"x-\", which Tierbar ignores", at: mark)
  }

  static func invalidLiteral(_ word: String, at range: SourceRange) -> JSONProblem {
    let hint: String
    switch word.lowercased() {
    case "true", "false":
      hint = "JSON writes booleans in lower case: write `\(word.lowercased())`"
    case "yes", "on", "y":
      hint = "a boolean is `true` in JSON; for the text, write \"\(word)\""
    case "no", "off", "n":
      hint = "a boolean is `false` in JSON; for the text, write \"\(word)\""
    case "null", "none", "nil", "undefined", "~":
      hint = "JSON's empty value is `null`"
    case "nan", "infinity", "inf":
      hint = "JSON has no infinity or NaN; a config needs a finite number"
    default:
      hint = "JSON strings are written in double quotes: write \"\(shortened(word))\""
    }
    return JSONProblem(
      .jsonInvalidLiteral, "\(quoted(word)) is not a JSON value; \(hint)", at: range)
  }

  static func invalidNumber(_ text: String, problem: String, at range: SourceRange) -> JSONProblem {
    JSONProblem(.jsonInvalidNumber, "\(quoted(text)) is not a JSON number; \(problem)", at: range)
  }

  static func numberOutOfRange(_ text: String, at range: SourceRange) -> JSONProblem {
    JSONProblem(
      .jsonNumberOutOfRange,
      "the number \(quoted(text)) is too large to hold (beyond ±1.8e308); sizes in a config are"
        + " at most \(ScalarText.number(ValidationLimits.maxSize)) points: write a smaller"
        + " number", at: range)
  }

  static func unterminatedString(at mark: SourceMark, atEnd: Bool) -> JSONProblem {
    let place = atEnd ? "the file ends" : "the line ends"
    return JSONProblem(
      .jsonUnterminatedString,
      "\(place) before this string's closing quote; close it with \", and write a line break"
        + " inside a string as \\n", at: mark)
  }

  static func controlCharacter(_ byte: UInt8, at mark: SourceMark) -> JSONProblem {
    let code =
      "U+" + String(repeating: "0", count: byte < 0x10 ? 3 : 2)
      + String(byte, radix: 16, uppercase: true)
    let escape =
      byte == 0x09
      ? "\\t" : "\\u00" + (byte < 0x10 ? "0" : "") + String(byte, radix: 16, uppercase: true)
    let name = byte == 0x09 ? "a tab (\(code))" : "the control character \(code)"
    return JSONProblem(
      .jsonControlCharacter,
      "a JSON string cannot hold \(name) as it is: write it as \(escape)",
      at: SourceRange(start: mark, end: mark.shifted(1)))
  }

  static func invalidEscape(_ shown: String, at range: SourceRange) -> JSONProblem {
    JSONProblem(
      .jsonInvalidEscape,
      "a backslash followed by \(shown) is not a JSON escape; JSON's escapes are \\\" \\\\ \\/ \\b"
        + " \\f \\n \\r \\t and \\uXXXX: write a backslash itself as \\\\", at: range)
  }

  static func invalidUnicodeEscape(found: String, at range: SourceRange) -> JSONProblem {
    JSONProblem(
      .jsonInvalidEscape,
      "\\u must be followed by four hexadecimal digits (as in \\u00E9), found \(found)",
      at: range)
  }

  static func loneSurrogate(_ unit: UInt16, at range: SourceRange) -> JSONProblem {
    let hex = String(unit, radix: 16, uppercase: true)
    let half =
      (0xD800...0xDBFF).contains(unit)
      ? "the first half of a UTF-16 surrogate pair, but no second half (\\uDC00-\\uDFFF)"
        + " follows it"
      : "the second half of a UTF-16 surrogate pair, with no first half before it"
    return JSONProblem(
      .jsonLoneSurrogate,
      "\\u\(hex) is \(half); write the whole pair (as in \\uD83D\\uDE00), or the character itself",
      at: range)
  }
}

/// Numbers in messages: `10000` rather than `10000.0`.
enum ScalarText {
  static func number(_ value: Double) -> String {
    if value.isFinite, abs(value) < 1e15, value == Double(Int(value)) { return String(Int(value)) }
    return String(value)
  }
}
