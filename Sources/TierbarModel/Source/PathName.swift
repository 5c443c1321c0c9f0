/// A file name as the system holds it, bytes that need not be UTF-8, carried in a `String`, so
/// a file called `caf\xE9.yaml` (Latin-1) can be named on the command line, found by a folder
/// walk, read and reported like any other.
///
/// The rule: a name's valid UTF-8 is its text; each byte that is not part of valid UTF-8 is held
/// as the scalar U+10FF00 + byte (U+10FF80 to U+10FFFF, the end of a private use area that no
/// file name uses). Text that already holds such a scalar has its UTF-8 bytes held the same way,
/// so every byte string has exactly one `String` and turns back into the same bytes. Names that
/// are valid UTF-8 (nearly all) are their own text, unchanged.
///
/// Every place a path reaches the system (`open`, `stat`, `opendir`, `rename`, `dlopen`) goes
/// through `withCString`; every place one is shown goes through `display` (`caf\xE9.yaml`).
public enum PathName {
  /// The scalar that holds byte `b` is `base + b` (bytes 0x80…0xFF only: ASCII is always valid).
  static let base: UInt32 = 0x10FF00
  static let held: ClosedRange<UInt32> = 0x10FF80...0x10FFFF

  /// The name whose bytes are `bytes` (from `argv`, `readdir`).
  public static func string(fromBytes bytes: some Collection<UInt8>) -> String {
    let bytes = Array(bytes)
    var scalars = String.UnicodeScalarView()
    func hold(_ byte: UInt8) {
      scalars.append(Unicode.Scalar(base + UInt32(byte)) ?? "\u{FFFD}")
    }
    var index = 0
    while index < bytes.count {
      // One scalar at a time from `index`, so the bytes of an invalid sequence are known.
      var parser = Unicode.UTF8.ForwardParser()
      var iterator = bytes[index...].makeIterator()
      switch parser.parseScalar(from: &iterator) {
      case .valid(let encoded):
        let scalar = Unicode.UTF8.decode(encoded)
        if held.contains(scalar.value) { encoded.forEach(hold) } else { scalars.append(scalar) }
        index += encoded.count
      case .error(let length):
        let end = min(bytes.count, index + max(length, 1))
        bytes[index..<end].forEach(hold)
        index = end
      case .emptyInput:
        index = bytes.count
      }
    }
    return String(scalars)
  }

  /// Whether `path` holds bytes that are not UTF-8 text (or a held scalar's).
  public static func holdsRawBytes(_ path: some StringProtocol) -> Bool {
    // Every held scalar is encoded starting with 0xF4; most paths have none.
    path.utf8.contains(0xF4) && path.unicodeScalars.contains { held.contains($0.value) }
  }

  /// The bytes the system knows `path` by.
  public static func bytes(of path: some StringProtocol) -> [UInt8] {
    guard holdsRawBytes(path) else { return Array(path.utf8) }
    var bytes: [UInt8] = []
    bytes.reserveCapacity(path.utf8.count)
    for scalar in path.unicodeScalars {
      if held.contains(scalar.value) {
        bytes.append(UInt8(truncatingIfNeeded: scalar.value - base))
      } else {
        bytes.append(contentsOf: Array(String(scalar).utf8))
      }
    }
    return bytes
  }

  /// Calls `body` with `path` as the NUL-terminated bytes the system knows it by.
  public static func withCString<Result>(
    _ path: String, _ body: (UnsafePointer<CChar>) throws -> Result
  ) rethrows -> Result {
    guard holdsRawBytes(path) else { return try path.withCString(body) }
    let terminated = bytes(of: path).map { CChar(bitPattern: $0) } + [0]
    return try terminated.withUnsafeBufferPointer { buffer in
      // A buffer of at least one element always has a base address.
      guard let base = buffer.baseAddress else { return try "".withCString(body) }
      return try body(base)
    }
  }

  /// `path` for people: each byte that is not UTF-8 text shown as `\xNN` (two upper-case hex
  /// digits), everything else as it is: `caf\xE9.yaml`.
  public static func display(_ text: some StringProtocol) -> String {
    guard holdsRawBytes(text) else { return String(text) }
    var result = ""
    for scalar in text.unicodeScalars {
      if held.contains(scalar.value) {
        let byte = scalar.value - base
        let digits = Array("0123456789ABCDEF")
        result += "\\x" + String(digits[Int(byte >> 4)]) + String(digits[Int(byte & 0xF)])
      } else {
        result.unicodeScalars.append(scalar)
      }
    }
    return result
  }
}
