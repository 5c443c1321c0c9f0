/// Byte-level reads of a string's UTF-8, for checks that run on every key and value of a file.
/// Iterating `String.utf8` decodes the string's storage on every step; a contiguous buffer (a
/// small string is copied to the stack first) is read like an array.
enum UTF8Text {
  /// Calls `body` with the string's UTF-8 bytes.
  @inline(__always)
  static func withBytes<Result>(
    of text: String, _ body: (UnsafeBufferPointer<UInt8>) -> Result
  ) -> Result {
    if let result = text.utf8.withContiguousStorageIfAvailable(body) { return result }
    var copy = text
    return copy.withUTF8(body)
  }

  /// Whether every UTF-8 byte of `text` passes `test` (true for the empty string).
  @inline(__always)
  static func allBytes(of text: String, satisfy test: (UInt8) -> Bool) -> Bool {
    withBytes(of: text) { bytes in
      for byte in bytes where !test(byte) { return false }
      return true
    }
  }

  /// Whether `text` starts with the two ASCII bytes `first`, `second`.
  @inline(__always)
  static func hasPrefix(_ text: String, _ first: UInt8, _ second: UInt8) -> Bool {
    withBytes(of: text) { bytes in
      bytes.count >= 2 && bytes[0] == first && bytes[1] == second
    }
  }

  /// Whether `bytes` are exactly the ASCII text `literal`, compared byte by byte.
  @inline(__always)
  static func equals(_ bytes: UnsafeBufferPointer<UInt8>, _ literal: StaticString) -> Bool {
    let count = literal.utf8CodeUnitCount
    guard bytes.count == count else { return false }
    let expected = literal.utf8Start
    for index in 0..<count where bytes[index] != expected[index] { return false }
    return true
  }
}
