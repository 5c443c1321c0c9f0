#if canImport(Glibc)
  import Glibc
#elseif canImport(Musl)
  import Musl
#elseif canImport(Darwin)
  import Darwin
#endif

/// Reads standard input for `validate -`, as editors and formatters pass a buffer: chunk by chunk,
/// and never more than one byte past `limit`, so input larger than the limit (or endless) is refused
/// after that many bytes rather than read whole.
enum StandardInput {
  enum Outcome: Sendable {
    case bytes([UInt8])
    /// More than `limit` bytes arrived; reading stopped there.
    case tooLarge
    case unreadable(String)
  }

  static func contents(limit: Int) -> Outcome {
    var bytes: [UInt8] = []
    var chunk = [UInt8](repeating: 0, count: 64 * 1024)
    while bytes.count <= limit {
      let wanted = min(chunk.count, limit + 1 - bytes.count)
      let count = chunk.withUnsafeMutableBytes { buffer in
        read(STDIN_FILENO, buffer.baseAddress, wanted)
      }
      if count < 0 && errno == EINTR { continue }
      guard count >= 0 else { return .unreadable(errorText(errno)) }
      if count == 0 { return .bytes(bytes) }
      bytes += chunk[0..<count]
    }
    return .tooLarge
  }

  static func errorText(_ code: Int32) -> String {
    guard let text = strerror(code) else { return "error \(code)" }
    return String(cString: text)
  }
}
