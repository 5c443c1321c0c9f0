/// Checks the raw bytes of a config before a reader (libyaml, or the JSON reader) sees them, so
/// encoding problems get a precise place and a message that says what to do, the same for YAML
/// and JSON (libyaml's own reader reports only a byte offset).
///
/// Policy: UTF-8 only. A UTF-8 byte-order mark is accepted and skipped (it is not counted as a
/// column). UTF-16 and UTF-32 (with or without a byte-order mark) are rejected as `invalid-utf8`
/// with a message asking to re-save the file as UTF-8.
public enum ByteScreen {
  /// Length of the UTF-8 byte-order mark at the start of `bytes`, 0 or 3.
  public static func byteOrderMarkLength(_ bytes: UnsafeBufferPointer<UInt8>) -> Int {
    bytes.count >= 3 && bytes[0] == 0xEF && bytes[1] == 0xBB && bytes[2] == 0xBF ? 3 : 0
  }

  /// The first encoding problem in `bytes`, or nil when they are clean UTF-8 without NUL.
  public static func problem(in bytes: UnsafeBufferPointer<UInt8>) -> Diagnostic? {
    if let encoding = wideEncoding(bytes) {
      return .error(
        .invalidUTF8,
        "the file is encoded as \(encoding), and Tierbar reads UTF-8 only; re-save the file as UTF-8",
        at: .fileStart)
    }
    guard let (offset, isNul) = firstBadByte(bytes) else { return nil }
    let place = SourceRange(at: mark(atByteOffset: offset, in: bytes))
    if isNul {
      return .error(
        .nulByte,
        "the file contains a NUL byte (0x00), so it is binary data, not config text; remove the byte"
          + " or check that this is the right file",
        at: place)
    }
    let shown = bytes[offset..<min(offset + 4, bytes.count)]
      .map { "0x" + String($0, radix: 16, uppercase: true) }.joined(separator: " ")
    return .error(
      .invalidUTF8,
      "the bytes here (\(shown)) are not valid UTF-8 (a binary file, or another encoding?);"
        + " re-save the file as UTF-8",
      at: place)
  }

  /// "UTF-16 (little-endian)" and the like when the bytes look like a 16- or 32-bit encoding.
  /// UTF-32 is told first: its little-endian mark starts with UTF-16's (`FF FE`).
  static func wideEncoding(_ bytes: UnsafeBufferPointer<UInt8>) -> String? {
    guard bytes.count >= 2 else { return nil }
    if bytes.count >= 4 {
      switch (bytes[0], bytes[1], bytes[2], bytes[3]) {
      case (0xFF, 0xFE, 0x00, 0x00): return "UTF-32 (little-endian, with a byte-order mark)"
      case (0x00, 0x00, 0xFE, 0xFF): return "UTF-32 (big-endian, with a byte-order mark)"
      case (let first, 0x00, 0x00, 0x00) where first != 0: return "UTF-32 (little-endian)"
      case (0x00, 0x00, 0x00, let last) where last != 0: return "UTF-32 (big-endian)"
      default: break
      }
    }
    switch (bytes[0], bytes[1]) {
    case (0xFF, 0xFE): return "UTF-16 (little-endian, with a byte-order mark)"
    case (0xFE, 0xFF): return "UTF-16 (big-endian, with a byte-order mark)"
    case (0x00, let second) where second != 0: return "UTF-16 (big-endian)"
    case (let first, 0x00) where first != 0: return "UTF-16 (little-endian)"
    case (0x00, 0x00): return "UTF-32"
    default: return nil
    }
  }

  /// Offset of the first NUL or invalid UTF-8 sequence (its lead byte). Eight bytes at a time
  /// while the text is ASCII without NUL, which is nearly all of a config.
  static func firstBadByte(_ bytes: UnsafeBufferPointer<UInt8>) -> (offset: Int, isNul: Bool)? {
    guard let base = bytes.baseAddress else { return nil }
    let count = bytes.count
    let raw = UnsafeRawPointer(base)
    var index = 0
    while index < count {
      if index + 8 <= count {
        let word = raw.loadUnaligned(fromByteOffset: index, as: UInt64.self)
        let highBits = word & 0x8080_8080_8080_8080
        let zeroBytes = (word &- 0x0101_0101_0101_0101) & ~word & 0x8080_8080_8080_8080
        if highBits | zeroBytes == 0 {
          index += 8
          continue
        }
      }
      let lead = base[index]
      if lead == 0 { return (index, true) }
      if lead < 0x80 {
        index += 1
        continue
      }
      guard let length = sequenceLength(base, at: index, count: count) else {
        return (index, false)
      }
      index += length
    }
    return nil
  }

  /// Length of the valid UTF-8 sequence starting at `index` (lead byte ≥ 0x80), nil if invalid:
  /// stray continuation bytes, overlong forms, surrogates, values above U+10FFFF, truncation.
  private static func sequenceLength(
    _ base: UnsafePointer<UInt8>, at index: Int, count: Int
  ) -> Int? {
    let lead = base[index]
    let length: Int
    var secondLow: UInt8 = 0x80
    var secondHigh: UInt8 = 0xBF
    switch lead {
    case 0xC2...0xDF: length = 2
    case 0xE0:
      length = 3
      secondLow = 0xA0
    case 0xE1...0xEC, 0xEE...0xEF: length = 3
    case 0xED:
      length = 3
      secondHigh = 0x9F
    case 0xF0:
      length = 4
      secondLow = 0x90
    case 0xF1...0xF3: length = 4
    case 0xF4:
      length = 4
      secondHigh = 0x8F
    default: return nil
    }
    guard index + length <= count else { return nil }
    let second = base[index + 1]
    guard second >= secondLow && second <= secondHigh else { return nil }
    var offset = 2
    while offset < length {
      guard base[index + offset] & 0xC0 == 0x80 else { return nil }
      offset += 1
    }
    return length
  }

  /// The 1-based line and column of byte `offset`, counting as libyaml does: line breaks as
  /// `LineBreaks` says; columns count Unicode scalars; a leading BOM is not counted.
  public static func mark(atByteOffset offset: Int, in bytes: UnsafeBufferPointer<UInt8>)
    -> SourceMark
  {
    var mark = SourceMark(line: 1, column: 1)
    var index = byteOrderMarkLength(bytes)
    let end = min(offset, bytes.count)
    while index < end { step(&index, &mark, in: bytes) }
    return mark
  }

  /// Moves `index` past one line break or one byte (`index < bytes.count`) and `mark` with it:
  /// the counting rule of `mark(atByteOffset:in:)`, for walks that need each character's mark.
  @inline(__always)
  public static func step(
    _ index: inout Int, _ mark: inout SourceMark, in bytes: UnsafeBufferPointer<UInt8>
  ) {
    let breakLength = LineBreaks.length(at: index, in: bytes)
    if breakLength > 0 {
      mark = SourceMark(line: mark.line + 1, column: 1)
      index += breakLength
      return
    }
    if bytes[index] & 0xC0 != 0x80 { mark.column += 1 }
    index += 1
  }
}
