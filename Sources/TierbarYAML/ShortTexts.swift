/// The texts of short ASCII scalars, made once per read and shared after that. Keys and small
/// values repeat all through a config (`id`, `title`, `style`, `44`, `true`), and finding the text
/// made before costs less than making a `String` from libyaml's bytes again (which checks and
/// copies them). One per read, so nothing is kept between loads.
///
/// A direct-mapped table: a slot holds the bytes of one text (1 to 15 ASCII bytes, packed into
/// two words with the length) and its `String`; a text that maps to a taken slot replaces it.
final class ShortTexts {
  private static let slotCount = 1024
  /// Bytes 0-7 of each slot's text.
  private let low: UnsafeMutablePointer<UInt64>
  /// Bytes 8-14 of each slot's text and its length in the top byte (0: the slot is empty).
  private let high: UnsafeMutablePointer<UInt64>
  private let texts: UnsafeMutablePointer<String>

  init() {
    low = .allocate(capacity: Self.slotCount)
    low.initialize(repeating: 0, count: Self.slotCount)
    high = .allocate(capacity: Self.slotCount)
    high.initialize(repeating: 0, count: Self.slotCount)
    texts = .allocate(capacity: Self.slotCount)
    texts.initialize(repeating: "", count: Self.slotCount)
  }

  deinit {
    texts.deinitialize(count: Self.slotCount)
    texts.deallocate()
    high.deallocate()
    low.deallocate()
  }

  /// The text of `bytes` (UTF-8), as `String(decoding:as:)` makes it.
  func text(_ bytes: UnsafeBufferPointer<UInt8>) -> String {
    let count = bytes.count
    guard count > 0, count <= 15, let base = bytes.baseAddress else {
      return String(decoding: bytes, as: UTF8.self)
    }
    // The bytes packed into two words (zero-filled), bounded by `count` ≤ 15 < 16.
    var words: (UInt64, UInt64) = (0, 0)
    withUnsafeMutableBytes(of: &words) { $0.baseAddress?.copyMemory(from: base, byteCount: count) }
    let (first, rest) = words
    // ASCII only: for it the bytes alone decide the text (and no repair can change it).
    guard (first | rest) & 0x8080_8080_8080_8080 == 0 else {
      return String(decoding: bytes, as: UTF8.self)
    }
    let second = rest | UInt64(count) << 56
    let mixed = (first &* 0x9E37_79B9_7F4A_7C15 ^ second) &* 0xC2B2_AE3D_27D4_EB4F
    let slot = Int(truncatingIfNeeded: mixed >> 54)  // 10 bits: 0 ..< slotCount
    if low[slot] == first && high[slot] == second { return texts[slot] }
    let text = String(decoding: bytes, as: UTF8.self)
    low[slot] = first
    high[slot] = second
    texts[slot] = text
    return text
  }
}
