extension String {
  /// Whether the two strings have the same representation, bit for bit: then they are equal and
  /// assigning one over the other changes nothing. (Different bits can still be equal strings;
  /// callers then assign, which is correct either way.) Two word loads and compares, where `==`
  /// on strings that differ calls into the standard library to compare their contents.
  @inline(__always)
  func hasSameBits(as other: String) -> Bool {
    // Two words on 64-bit platforms; elsewhere fall back to comparing the contents.
    guard MemoryLayout<String>.size == 16 else { return self == other }
    return withUnsafeBytes(of: self) { mine in
      withUnsafeBytes(of: other) { theirs in
        mine.load(as: UInt64.self) == theirs.load(as: UInt64.self)
          && mine.load(fromByteOffset: 8, as: UInt64.self)
            == theirs.load(fromByteOffset: 8, as: UInt64.self)
      }
    }
  }
}
