/// The texts of short ASCII scalars, made once per read and shared after that. Keys and small
/// values repeat all through a config (`id`, `title`, `style`, `44`, `true`), and finding the text
/// made before costs less than making a `String` from libyaml's bytes again (which checks and
/// copies them). One per read, so nothing is kept between loads.
///
/// Two direct-mapped tables: a slot holds the bytes of one text, packed into words with the
/// length, and its `String`; a text that maps to a taken slot replaces it. Texts of 1 to 15 ASCII
/// bytes (stored inline in the `String`) save the checks and the copy; texts of 16 to 32 (keys
/// like `accessibility-label`, repeated labels) also save an allocation and its release.
final class ShortTexts {
  private struct Slot {
    /// The packed bytes (see `pack`); zero for an empty slot (no text packs to zero).
    var first: UInt64 = 0
    var second: UInt64 = 0
    var text = ""
  }

  private struct LongSlot {
    /// The packed bytes (see `packLong`); all zero for an empty slot (no text packs to that).
    var words: (UInt64, UInt64, UInt64, UInt64) = (0, 0, 0, 0)
    var text = ""
  }

  /// 512 slots of 32 bytes and 256 of 48: small enough to stay in the cache next to libyaml.
  private static let slotCount = 512
  private static let longSlotCount = 256
  private let slots: UnsafeMutablePointer<Slot>
  private let longSlots: UnsafeMutablePointer<LongSlot>

  init() {
    slots = .allocate(capacity: Self.slotCount)
    slots.initialize(repeating: Slot(), count: Self.slotCount)
    longSlots = .allocate(capacity: Self.longSlotCount)
    longSlots.initialize(repeating: LongSlot(), count: Self.longSlotCount)
  }

  deinit {
    slots.deinitialize(count: Self.slotCount)
    slots.deallocate()
    longSlots.deinitialize(count: Self.longSlotCount)
    longSlots.deallocate()
  }

  /// The text of `bytes` (UTF-8), as `String(decoding:as:)` makes it.
  func text(_ bytes: UnsafeBufferPointer<UInt8>) -> String {
    if bytes.count > 15 { return longText(bytes) }
    guard let (first, second) = Self.pack(bytes) else {
      return String(decoding: bytes, as: UTF8.self)
    }
    let mixed = (first &* 0x9E37_79B9_7F4A_7C15 ^ second) &* 0xC2B2_AE3D_27D4_EB4F
    let slot = slots + Int(truncatingIfNeeded: mixed >> 55)  // 9 bits: 0 ..< 512
    if slot.pointee.first == first && slot.pointee.second == second { return slot.pointee.text }
    let text = String(decoding: bytes, as: UTF8.self)
    slot.pointee = Slot(first: first, second: second, text: text)
    return text
  }

  /// 1 to 15 ASCII bytes as two words that differ for any two different texts and are never
  /// both zero: every byte is in them (read with loads that overlap, all inside `bytes`), and so
  /// is the count. nil for anything else, which is made as usual.
  private static func pack(_ bytes: UnsafeBufferPointer<UInt8>) -> (UInt64, UInt64)? {
    let count = bytes.count
    guard count > 0, count <= 15, let base = bytes.baseAddress else { return nil }
    let raw = UnsafeRawPointer(base)
    let asciiMask: UInt64 = 0x8080_8080_8080_8080
    if count >= 8 {
      let first = raw.loadUnaligned(as: UInt64.self)
      // The last eight bytes, overlapping the first eight (there are fewer than sixteen).
      let last = raw.loadUnaligned(fromByteOffset: count - 8, as: UInt64.self)
      guard (first | last) & asciiMask == 0 else { return nil }
      // ASCII leaves each byte's top bit free: bit 63 marks this form, bits 7, 15 and 23 hold
      // `count - 8`.
      let extra = UInt64(count - 8)
      let marks = 1 << 63 | (extra & 1) << 7 | (extra >> 1 & 1) << 15 | (extra >> 2 & 1) << 23
      return (first, last | marks)
    }
    let first: UInt64
    if count >= 4 {
      let head = UInt64(raw.loadUnaligned(as: UInt32.self))
      let tail = UInt64(raw.loadUnaligned(fromByteOffset: count - 4, as: UInt32.self))
      first = head | tail << 32
    } else {
      first = UInt64(base[0]) | UInt64(base[count / 2]) << 8 | UInt64(base[count - 1]) << 16
    }
    guard first & asciiMask == 0 else { return nil }
    return (first, UInt64(count))
  }

  /// `text` for 16 bytes and more.
  private func longText(_ bytes: UnsafeBufferPointer<UInt8>) -> String {
    guard let words = Self.packLong(bytes) else { return String(decoding: bytes, as: UTF8.self) }
    let mixed =
      ((words.0 ^ words.1 &* 0x9E37_79B9_7F4A_7C15) &* 0xC2B2_AE3D_27D4_EB4F ^ words.2 ^ words.3)
      &* 0x9E37_79B9_7F4A_7C15
    let slot = longSlots + Int(truncatingIfNeeded: mixed >> 56)  // 8 bits: 0 ..< 256
    let held = slot.pointee.words
    if held.0 == words.0 && held.1 == words.1 && held.2 == words.2 && held.3 == words.3 {
      return slot.pointee.text
    }
    let text = String(decoding: bytes, as: UTF8.self)
    slot.pointee = LongSlot(words: words, text: text)
    return text
  }

  /// 16 to 32 ASCII bytes as four words that differ for any two different texts and are never
  /// all zero: bytes 0-15 and the last sixteen (overlapping unless there are 32), and the count;
  /// nil for anything else.
  private static func packLong(_ bytes: UnsafeBufferPointer<UInt8>)
    -> (UInt64, UInt64, UInt64, UInt64)?
  {
    let count = bytes.count
    guard count >= 16, count <= 32, let base = bytes.baseAddress else { return nil }
    let raw = UnsafeRawPointer(base)
    let words = (
      raw.loadUnaligned(as: UInt64.self),
      raw.loadUnaligned(fromByteOffset: 8, as: UInt64.self),
      raw.loadUnaligned(fromByteOffset: count - 16, as: UInt64.self),
      raw.loadUnaligned(fromByteOffset: count - 8, as: UInt64.self)
    )
    guard (words.0 | words.1 | words.2 | words.3) & 0x8080_8080_8080_8080 == 0 else { return nil }
    // ASCII leaves each byte's top bit free: bit 63 of the last word is always set (so no text
    // packs to all zeros) and bits 7, 15, 23, 31 and 39 of the first hold `count - 16`.
    let extra = UInt64(count - 16)
    var marks: UInt64 = 0
    for bit in 0..<5 { marks |= (extra >> UInt64(bit) & 1) << UInt64(8 * bit + 7) }
    return (words.0 | marks, words.1, words.2, words.3 | 1 << 63)
  }
}
