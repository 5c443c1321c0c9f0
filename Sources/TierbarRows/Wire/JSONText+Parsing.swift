import TierbarModel

extension JSONText {
  /// Why text is not acceptable JSON, and at which byte.
  public struct ParseError: Error, Hashable, Sendable, CustomStringConvertible {
    public var message: String
    /// 0-based byte offset into the UTF-8 text.
    public var offset: Int

    public init(message: String, offset: Int) {
      self.message = message
      self.offset = offset
    }

    public var description: String { "\(message) at byte \(offset)" }
  }

  /// Nesting deeper than this is an error (the parser recurses once per level).
  public static let maxDepth = 64

  /// Parses one JSON value (RFC 8259) surrounded by optional whitespace. Integers without a
  /// fraction or exponent that fit in `Int` become `.int`, other numbers `.double`.
  public static func decode(_ text: String) throws(ParseError) -> ConfigValue {
    var parser = JSONParser(bytes: Array(text.utf8))
    parser.skipWhitespace()
    let value = try parser.value(depth: 0)
    parser.skipWhitespace()
    guard parser.position == parser.bytes.count else {
      throw parser.error("unexpected text after the JSON value")
    }
    return value
  }
}

private struct JSONParser {
  let bytes: [UInt8]
  var position = 0

  init(bytes: [UInt8]) { self.bytes = bytes }

  func error(_ message: String) -> JSONText.ParseError {
    JSONText.ParseError(message: message, offset: position)
  }

  var current: UInt8? { position < bytes.count ? bytes[position] : nil }

  mutating func skipWhitespace() {
    while let byte = current, JSONGrammar.isWhitespace(byte) {
      position += 1
    }
  }

  mutating func value(depth: Int) throws(JSONText.ParseError) -> ConfigValue {
    guard depth < JSONText.maxDepth else {
      throw error("JSON nested deeper than \(JSONText.maxDepth) levels")
    }
    guard let byte = current else { throw error("expected a JSON value, found the end") }
    switch byte {
    case UInt8(ascii: "{"): return try object(depth: depth)
    case UInt8(ascii: "["): return try array(depth: depth)
    case UInt8(ascii: "\""): return .string(try string())
    case UInt8(ascii: "t"): return try literal("true", .bool(true))
    case UInt8(ascii: "f"): return try literal("false", .bool(false))
    case UInt8(ascii: "n"): return try literal("null", .null)
    case UInt8(ascii: "-"), UInt8(ascii: "0")...UInt8(ascii: "9"): return try number()
    default: throw error("unexpected character '\(UnicodeScalar(byte))'")
    }
  }

  mutating func literal(_ word: String, _ value: ConfigValue) throws(JSONText.ParseError)
    -> ConfigValue
  {
    let expected = Array(word.utf8)
    guard bytes.count - position >= expected.count,
      Array(bytes[position..<position + expected.count]) == expected
    else { throw error("expected '\(word)'") }
    position += expected.count
    return value
  }

  mutating func object(depth: Int) throws(JSONText.ParseError) -> ConfigValue {
    position += 1
    var members: [String: ConfigValue] = [:]
    skipWhitespace()
    if current == UInt8(ascii: "}") {
      position += 1
      return .map(members)
    }
    while true {
      skipWhitespace()
      guard current == UInt8(ascii: "\"") else { throw error("expected a string key") }
      let key = try string()
      skipWhitespace()
      guard current == UInt8(ascii: ":") else { throw error("expected ':' after a key") }
      position += 1
      skipWhitespace()
      guard members[key] == nil else { throw error("duplicate key '\(key)'") }
      members[key] = try value(depth: depth + 1)
      skipWhitespace()
      switch current {
      case UInt8(ascii: ","): position += 1
      case UInt8(ascii: "}"):
        position += 1
        return .map(members)
      default: throw error("expected ',' or '}' in an object")
      }
    }
  }

  mutating func array(depth: Int) throws(JSONText.ParseError) -> ConfigValue {
    position += 1
    var elements: [ConfigValue] = []
    skipWhitespace()
    if current == UInt8(ascii: "]") {
      position += 1
      return .list(elements)
    }
    while true {
      skipWhitespace()
      elements.append(try value(depth: depth + 1))
      skipWhitespace()
      switch current {
      case UInt8(ascii: ","): position += 1
      case UInt8(ascii: "]"):
        position += 1
        return .list(elements)
      default: throw error("expected ',' or ']' in an array")
      }
    }
  }

  mutating func number() throws(JSONText.ParseError) -> ConfigValue {
    let start = position
    var isInteger = true
    if current == UInt8(ascii: "-") { position += 1 }
    guard let first = current, first >= UInt8(ascii: "0"), first <= UInt8(ascii: "9") else {
      throw error("expected a digit")
    }
    while let byte = current {
      switch byte {
      case UInt8(ascii: "0")...UInt8(ascii: "9"): break
      case UInt8(ascii: "."), UInt8(ascii: "e"), UInt8(ascii: "E"), UInt8(ascii: "+"),
        UInt8(ascii: "-"):
        isInteger = false
      default:
        return try finishNumber(start: start, isInteger: isInteger)
      }
      position += 1
    }
    return try finishNumber(start: start, isInteger: isInteger)
  }

  func finishNumber(start: Int, isInteger: Bool) throws(JSONText.ParseError) -> ConfigValue {
    let text = String(decoding: bytes[start..<position], as: UTF8.self)
    if let problem = JSONGrammar.numberProblem(in: text) {
      throw JSONText.ParseError(
        message: "'\(text)' is not a valid number: \(problem)", offset: start)
    }
    if isInteger, let integer = Int(text) { return .int(integer) }
    guard let double = Double(text), double.isFinite else {
      throw JSONText.ParseError(message: "'\(text)' is not a valid number", offset: start)
    }
    return .double(double)
  }

  mutating func string() throws(JSONText.ParseError) -> String {
    position += 1  // opening quote
    var scalars = String.UnicodeScalarView()
    var runStart = position
    func flushRun(_ end: Int) {
      scalars.append(
        contentsOf: String(decoding: bytes[runStart..<end], as: UTF8.self).unicodeScalars)
    }
    while let byte = current {
      switch byte {
      case UInt8(ascii: "\""):
        flushRun(position)
        position += 1
        return String(scalars)
      case UInt8(ascii: "\\"):
        flushRun(position)
        position += 1
        scalars.append(try escape())
        runStart = position
      case 0..<0x20:
        throw error("control character in a string (escape it)")
      default:
        position += 1
      }
    }
    throw error("unterminated string")
  }

  mutating func escape() throws(JSONText.ParseError) -> Unicode.Scalar {
    guard let byte = current else { throw error("unterminated escape") }
    position += 1
    if let simple = JSONGrammar.escapedByte(byte) { return Unicode.Scalar(simple) }
    guard byte == UInt8(ascii: "u") else {
      throw error("unknown escape '\\\(UnicodeScalar(byte))'")
    }
    let high = try hex4()
    guard JSONGrammar.isHighSurrogate(high) else {
      guard let scalar = Unicode.Scalar(UInt32(high)) else { throw error("invalid \\u escape") }
      return scalar
    }
    guard current == UInt8(ascii: "\\"), position + 1 < bytes.count,
      bytes[position + 1] == UInt8(ascii: "u")
    else { throw error("unpaired surrogate in \\u escape") }
    position += 2
    guard let scalar = JSONGrammar.scalar(high: high, low: try hex4()) else {
      throw error("invalid surrogate pair in \\u escape")
    }
    return scalar
  }

  mutating func hex4() throws(JSONText.ParseError) -> UInt16 {
    guard bytes.count - position >= 4 else { throw error("\\u needs four hex digits") }
    var value: UInt16 = 0
    for _ in 0..<4 {
      guard let digit = current.flatMap(JSONGrammar.hexValue) else {
        throw error("\\u needs four hex digits")
      }
      value = value << 4 | UInt16(digit)
      position += 1
    }
    return value
  }
}
