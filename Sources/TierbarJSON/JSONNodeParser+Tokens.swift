import TierbarModel

// Tokens: white space, strings, numbers and the literals `true`, `false`, `null`. Each reads
// from `index`, keeps `line` and `column` in step, and throws a located problem on bad text.
extension JSONNodeParser {
  static func isDigit(_ byte: UInt8) -> Bool { byte >= 0x30 && byte <= 0x39 }

  static func isWordByte(_ byte: UInt8) -> Bool {
    switch byte {
    case 0x30...0x39, 0x41...0x5A, 0x61...0x7A, UInt8(ascii: "_"), UInt8(ascii: "-"),
      UInt8(ascii: "+"), UInt8(ascii: "."), 0x80...:
      return true
    default: return false
    }
  }

  /// Consumes one byte that is not a line break. Columns count Unicode scalars, so UTF-8
  /// continuation bytes do not move the column.
  @inline(__always)
  mutating func advance() {
    if bytes[index] & 0xC0 != 0x80 { column += 1 }
    index += 1
  }

  /// JSON's white space: space, tab, LF, CR (CR LF is one line break, as is a lone CR).
  mutating func skipWhitespace() {
    while index < bytes.count {
      switch bytes[index] {
      case UInt8(ascii: " "), UInt8(ascii: "\t"):
        index += 1
        column += 1
      case UInt8(ascii: "\n"):
        index += 1
        line += 1
        column = 1
      case UInt8(ascii: "\r"):
        index += 1
        if index < bytes.count, bytes[index] == UInt8(ascii: "\n") { index += 1 }
        line += 1
        column = 1
      default:
        return
      }
    }
  }

  /// How the character at `index` is named in a message: `` `x` ``, `U+00A0`, the end of the file.
  func found() -> String {
    guard index < bytes.count else { return "the end of the file" }
    let byte = bytes[index]
    if byte >= 0x21 && byte < 0x7F { return "`\(Character(Unicode.Scalar(byte)))`" }
    var iterator = UnsafeBufferPointer(rebasing: bytes[index...]).makeIterator()
    var decoder = UTF8()
    guard case .scalarValue(let scalar) = decoder.decode(&iterator) else { return "a byte" }
    let code = "U+" + String(scalar.value, radix: 16, uppercase: true)
    return scalar.value < 0x80 ? code : "`\(Character(scalar))` (\(code))"
  }

  /// The run of word-like bytes at `index` (letters, digits, `_-+.`, non-ASCII), not consumed.
  func word() -> String {
    var end = index
    while end < bytes.count, Self.isWordByte(bytes[end]) { end += 1 }
    return String(decoding: UnsafeBufferPointer(rebasing: bytes[index..<end]), as: UTF8.self)
  }

  /// Consumes the word at `index`, returning its text and range.
  mutating func takeWord() -> (String, SourceRange) {
    let start = mark
    let text = word()
    for _ in 0..<text.utf8.count { advance() }
    return (text, SourceRange(start: start, end: mark))
  }

  // MARK: Values other than objects and arrays

  mutating func scalar() throws(JSONProblem) -> ConfigNode {
    switch bytes[index] {
    case UInt8(ascii: "\""):
      let (text, range) = try string()
      return ConfigNode(.scalar(ConfigScalar(text, style: .doubleQuoted)), range: range)
    case UInt8(ascii: "-"), UInt8(ascii: "+"), UInt8(ascii: "."), 0x30...0x39:
      return try number()
    case 0x41...0x5A, 0x61...0x7A:
      return try literal()
    case UInt8(ascii: "'"):
      throw JSONProblem.singleQuoted(at: mark)
    case UInt8(ascii: "/"):
      throw JSONProblem.comment(at: mark)
    default:
      throw JSONProblem.expectedValue(at: mark, found: found())
    }
  }

  /// `true`, `false` or `null`, kept as plain scalars with their text; any other bare word is an
  /// error that says what to write instead.
  mutating func literal() throws(JSONProblem) -> ConfigNode {
    let (text, range) = takeWord()
    switch text {
    case "true", "false", "null": return ConfigNode(.scalar(ConfigScalar(text)), range: range)
    default: throw JSONProblem.invalidLiteral(text, at: range)
    }
  }

  /// A number as RFC 8259 writes it, kept as a plain scalar with its exact text (the validator
  /// reads it as it reads YAML). A number beyond a 64-bit double's range is an error.
  mutating func number() throws(JSONProblem) -> ConfigNode {
    let (text, range) = takeWord()
    if let problem = JSONGrammar.numberProblem(in: text) {
      throw JSONProblem.invalidNumber(text, problem: problem, at: range)
    }
    if let value = Double(text), !value.isFinite {
      throw JSONProblem.numberOutOfRange(text, at: range)
    }
    return ConfigNode(.scalar(ConfigScalar(text)), range: range)
  }

  // MARK: Strings

  /// A double-quoted string at `index`: its decoded text and its range, quotes included.
  mutating func string() throws(JSONProblem) -> (String, SourceRange) {
    let start = mark
    advance()
    // The text with its escapes decoded, built only once the string has an escape. One buffer,
    // appended to in place: swapping an optional in and out copied it at every escape, which
    // made a string of 200,000 escapes take minutes.
    var decoded: [UInt8] = []
    var hasEscapes = false
    var runStart = index
    while true {
      guard index < bytes.count else {
        throw JSONProblem.unterminatedString(at: start, atEnd: true)
      }
      let byte = bytes[index]
      switch byte {
      case UInt8(ascii: "\""):
        let run = UnsafeBufferPointer(rebasing: bytes[runStart..<index])
        advance()
        let range = SourceRange(start: start, end: mark)
        guard hasEscapes else { return (String(decoding: run, as: UTF8.self), range) }
        decoded.append(contentsOf: run)
        return (String(decoding: decoded, as: UTF8.self), range)
      case UInt8(ascii: "\\"):
        hasEscapes = true
        decoded.append(contentsOf: UnsafeBufferPointer(rebasing: bytes[runStart..<index]))
        try escape(into: &decoded, stringStart: start)
        runStart = index
      case UInt8(ascii: "\n"), UInt8(ascii: "\r"):
        throw JSONProblem.unterminatedString(at: start, atEnd: false)
      case 0..<0x20:
        throw JSONProblem.controlCharacter(byte, at: mark)
      case 0xC2, 0xE2:
        // NEL, LS and PS are text inside a JSON string, but they end a line for every other
        // reader of the file's lines (`LineBreaks`): the marks after one count it too.
        let breakLength = LineBreaks.length(at: index, in: bytes)
        guard breakLength > 0 else {
          advance()
          continue
        }
        index += breakLength
        line += 1
        column = 1
      default:
        advance()
      }
    }
  }

  /// The escape at `index` (a backslash), appended to `buffer` as UTF-8.
  mutating func escape(into buffer: inout [UInt8], stringStart: SourceMark) throws(JSONProblem) {
    let start = mark
    guard index + 1 < bytes.count else {
      throw JSONProblem.unterminatedString(at: stringStart, atEnd: true)
    }
    let escaped = bytes[index + 1]
    let simple = JSONGrammar.escapedByte(escaped)
    guard simple != nil || escaped == UInt8(ascii: "u") else {
      if escaped == UInt8(ascii: "\n") || escaped == UInt8(ascii: "\r") {
        throw JSONProblem.unterminatedString(at: stringStart, atEnd: false)
      }
      advance()
      let shown = found()
      advance()
      throw JSONProblem.invalidEscape(shown, at: SourceRange(start: start, end: mark))
    }
    if let simple {
      buffer.append(simple)
      advance()
      advance()
      return
    }
    let first = try unicodeEscape()
    var scalar = Unicode.Scalar(UInt32(first))
    if JSONGrammar.isHighSurrogate(first) {
      // A high surrogate must be followed at once by a `\u` low surrogate.
      var second: UInt16?
      if index + 1 < bytes.count, bytes[index] == UInt8(ascii: "\\"),
        bytes[index + 1] == UInt8(ascii: "u")
      {
        second = try unicodeEscape()
      }
      guard let second, let pair = JSONGrammar.scalar(high: first, low: second) else {
        throw JSONProblem.loneSurrogate(first, at: SourceRange(start: start, end: start.shifted(6)))
      }
      scalar = pair
    }
    guard let scalar else {
      throw JSONProblem.loneSurrogate(first, at: SourceRange(start: start, end: mark))
    }
    UTF8.encode(scalar) { buffer.append($0) }
  }

  /// `\uXXXX` at `index`: its four hex digits' value, consumed.
  mutating func unicodeEscape() throws(JSONProblem) -> UInt16 {
    let start = mark
    advance()
    advance()
    var value: UInt16 = 0
    for _ in 0..<4 {
      guard index < bytes.count, let digit = JSONGrammar.hexValue(bytes[index]) else {
        let shown = index < bytes.count ? found() : "the end of the file"
        throw JSONProblem.invalidUnicodeEscape(
          found: shown, at: SourceRange(start: start, end: mark))
      }
      value = value << 4 | UInt16(digit)
      advance()
    }
    return value
  }
}

extension SourceMark {
  /// The mark `count` columns to the right (for ranges over ASCII text).
  func shifted(_ count: Int) -> SourceMark { SourceMark(line: line, column: column + count) }
}
