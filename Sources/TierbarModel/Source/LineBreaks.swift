/// Where lines end in a config's bytes, as libyaml counts them: LF, CR LF, CR, NEL (U+0085),
/// LS (U+2028) and PS (U+2029). The loader's marks, the printer's quoted lines and anything else
/// that maps a line number to text use this one rule, so a caret lands on the line it names
/// whichever line ends an editor wrote.
public enum LineBreaks {
  /// The length in bytes of the line break that starts at `index`, or 0 when none does.
  @inline(__always)
  public static func length(at index: Int, in bytes: UnsafeBufferPointer<UInt8>) -> Int {
    let byte = bytes[index]
    if byte == 0x0A { return 1 }
    if byte == 0x0D { return index + 1 < bytes.count && bytes[index + 1] == 0x0A ? 2 : 1 }
    if byte == 0xC2 { return index + 1 < bytes.count && bytes[index + 1] == 0x85 ? 2 : 0 }
    if byte == 0xE2, index + 2 < bytes.count, bytes[index + 1] == 0x80,
      bytes[index + 2] == 0xA8 || bytes[index + 2] == 0xA9
    {
      return 3
    }
    return 0
  }

  /// The byte range of each line, without its break. Text that ends in a break has an empty
  /// last line after it, as an editor shows; empty text is one empty line.
  public static func lines(of bytes: UnsafeBufferPointer<UInt8>) -> [Range<Int>] {
    var lines: [Range<Int>] = []
    var start = 0
    var index = 0
    while index < bytes.count {
      // Every break starts with one of these bytes: the common case is one comparison chain.
      let byte = bytes[index]
      guard byte == 0x0A || byte == 0x0D || byte == 0xC2 || byte == 0xE2 else {
        index += 1
        continue
      }
      let breakLength = length(at: index, in: bytes)
      if breakLength == 0 {
        index += 1
        continue
      }
      lines.append(start..<index)
      index += breakLength
      start = index
    }
    lines.append(start..<bytes.count)
    return lines
  }
}
