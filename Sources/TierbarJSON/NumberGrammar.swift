/// RFC 8259's number grammar, `-? (0 | [1-9][0-9]*) (. [0-9]+)? ([eE] [+-]? [0-9]+)?`, checked
/// over a run of number-like text, with what to write instead when the text breaks it.
enum NumberGrammar {
  /// nil when `text` is a JSON number; otherwise how to fix it, for the message.
  static func problem(in text: String) -> String? {
    let bytes = Array(text.utf8)
    var index = 0
    func digits() -> Int {
      let start = index
      while index < bytes.count, bytes[index] >= 0x30, bytes[index] <= 0x39 { index += 1 }
      return index - start
    }
    if bytes.first == UInt8(ascii: "+") {
      return "JSON numbers have no `+` sign: write \(Self.code(String(text.dropFirst())))"
    }
    if bytes.first == UInt8(ascii: ".") {
      return "JSON numbers need a digit before the decimal point: write \(Self.code("0" + text))"
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
      return "JSON numbers have no leading zeros: write \(Self.code(trimmed)) (or quote the"
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
      return "write the number alone (\(Self.code(number))), or quote the text to make it a"
        + " string"
    }
    return nil
  }

  /// `` `text` ``, shortened like every quoted name.
  static func code(_ text: String) -> String {
    "`" + JSONProblem.shortened(text) + "`"
  }
}
