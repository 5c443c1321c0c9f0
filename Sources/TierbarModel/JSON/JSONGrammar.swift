/// RFC 8259's lexical rules, in one place for both of Tierbar's JSON readers: the located config
/// reader (`TierbarJSON`, whose errors carry lines, columns and fixes) and the plugin wire reader
/// (`TierbarRows`, whose errors carry byte offsets). Each reader keeps its own walk over the text,
/// since they build different values; what counts as a number, an escape or white space is here.
package enum JSONGrammar {
  /// JSON's white space: space, tab, line feed, carriage return.
  package static func isWhitespace(_ byte: UInt8) -> Bool {
    byte == 0x20 || byte == 0x09 || byte == 0x0A || byte == 0x0D
  }

  /// The byte a one-character escape stands for (`n` in `\n` → line feed); nil for `u`, which
  /// starts a `\uXXXX` escape, and for every byte that is not an escape.
  package static func escapedByte(_ byte: UInt8) -> UInt8? {
    switch byte {
    case UInt8(ascii: "\""), UInt8(ascii: "\\"), UInt8(ascii: "/"): return byte
    case UInt8(ascii: "b"): return 0x08
    case UInt8(ascii: "f"): return 0x0C
    case UInt8(ascii: "n"): return 0x0A
    case UInt8(ascii: "r"): return 0x0D
    case UInt8(ascii: "t"): return 0x09
    default: return nil
    }
  }

  /// A hex digit's value (either case); nil for any other byte.
  package static func hexValue(_ byte: UInt8) -> UInt8? {
    switch byte {
    case 0x30...0x39: return byte - 0x30
    case 0x41...0x46: return byte - 0x41 + 10
    case 0x61...0x66: return byte - 0x61 + 10
    default: return nil
    }
  }

  /// A `\uXXXX` value that must be followed at once by a `\u` low surrogate.
  package static func isHighSurrogate(_ value: UInt16) -> Bool { (0xD800...0xDBFF).contains(value) }

  package static func isLowSurrogate(_ value: UInt16) -> Bool { (0xDC00...0xDFFF).contains(value) }

  /// The scalar a high and a low surrogate stand for together.
  package static func scalar(high: UInt16, low: UInt16) -> Unicode.Scalar? {
    guard isHighSurrogate(high), isLowSurrogate(low) else { return nil }
    return Unicode.Scalar(0x10000 + (UInt32(high) - 0xD800) << 10 + (UInt32(low) - 0xDC00))
  }

  /// Whether `text` is a JSON number: `-? (0 | [1-9][0-9]*) (. [0-9]+)? ([eE] [+-]? [0-9]+)?`.
  package static func isNumber(_ text: String) -> Bool { numberProblem(in: text) == nil }

  /// nil when `text` is a JSON number; otherwise how to fix it, for a message.
  package static func numberProblem(in text: String) -> String? {
    let bytes = Array(text.utf8)
    var index = 0
    func digits() -> Int {
      let start = index
      while index < bytes.count, bytes[index] >= 0x30, bytes[index] <= 0x39 { index += 1 }
      return index - start
    }
    if bytes.first == UInt8(ascii: "+") {
      return "JSON numbers have no `+` sign: write \(code(String(text.dropFirst())))"
    }
    if bytes.first == UInt8(ascii: ".") {
      return "JSON numbers need a digit before the decimal point: write \(code("0" + text))"
    }
    if bytes.first == UInt8(ascii: "-") { index = 1 }
    let rest = String(decoding: bytes[index...], as: UTF8.self).lowercased()
    if rest.hasPrefix("inf") || rest.hasPrefix("nan") {
      return "JSON has no infinity or NaN; a config needs a finite number"
    }
    if rest.hasPrefix("0x") || rest.hasPrefix("0o") || rest.hasPrefix("0b") {
      return "JSON numbers are decimal only: write this number in decimal digits"
    }
    let integerStart = index
    let integerDigits = digits()
    if integerDigits == 0 {
      return "a `-` must be followed by digits, as in `-1`"
    }
    if integerDigits > 1 && bytes[integerStart] == UInt8(ascii: "0") {
      var trimmed = String(decoding: bytes[integerStart..<index], as: UTF8.self)
      while trimmed.count > 1 && trimmed.hasPrefix("0") { trimmed.removeFirst() }
      let sign = integerStart > 0 ? "-" : ""
      return "JSON numbers have no leading zeros: write \(code(sign + trimmed)) (or quote the"
        + " text to make it a string)"
    }
    if index < bytes.count, bytes[index] == UInt8(ascii: ".") {
      index += 1
      if digits() == 0 {
        return "write at least one digit after the decimal point (`1.0`), or leave the point out"
      }
    }
    if index < bytes.count, bytes[index] == UInt8(ascii: "e") || bytes[index] == UInt8(ascii: "E") {
      index += 1
      if index < bytes.count, bytes[index] == UInt8(ascii: "+") || bytes[index] == UInt8(ascii: "-")
      {
        index += 1
      }
      if digits() == 0 { return "write the exponent's digits after `e`, as in `1e3`" }
    }
    guard index == bytes.count else {
      let number = String(decoding: bytes[..<index], as: UTF8.self)
      return "write the number alone (\(code(number))), or quote the text to make it a string"
    }
    return nil
  }

  /// `` `text` ``, shortened like every quoted name.
  static func code(_ text: String) -> String { "`" + MessageText.shortened(text) + "`" }
}
