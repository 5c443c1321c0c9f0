/// Reads choices from fuzz input, front to back; past the end every read is 0, so any input,
/// even an empty one, is a complete sequence of choices.
struct FuzzBytes {
  let bytes: [UInt8]
  var position = 0

  init(_ bytes: [UInt8]) { self.bytes = bytes }

  var isAtEnd: Bool { position >= bytes.count }

  mutating func byte() -> UInt8 {
    guard position < bytes.count else { return 0 }
    defer { position += 1 }
    return bytes[position]
  }

  /// A number in 0..<count (0 when count is 0).
  mutating func index(_ count: Int) -> Int {
    count > 0 ? Int(byte()) % count : 0
  }

  mutating func flag() -> Bool { byte() & 1 == 1 }

  /// One of `values`.
  mutating func pick<T>(_ values: [T]) -> T { values[index(values.count)] }

  /// A size in points: mostly ordinary values, sometimes the edges (0, negative, huge, not finite).
  mutating func size(upTo limit: Double) -> Double {
    let choice = byte()
    switch choice {
    case 0: return 0
    case 1: return -1
    case 2: return .infinity
    case 3: return .nan
    case 4: return 1e15
    case 5: return 0.25
    default: return limit * Double(choice) / 255
    }
  }
}
