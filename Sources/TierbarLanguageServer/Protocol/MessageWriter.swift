import TierbarModel
import TierbarThreads

#if canImport(Glibc)
  import Glibc
#elseif canImport(Musl)
  import Musl
#elseif canImport(Darwin)
  import Darwin
#endif

/// Writes framed messages. Responses come from the main loop and diagnostics from the check
/// worker, so each frame is written whole under a lock (`@unchecked Sendable`: the lock is what
/// makes it safe).
public final class MessageWriter: @unchecked Sendable {
  private let lock = Lock()
  private let sink: ([UInt8]) -> Void

  public init(sink: @escaping ([UInt8]) -> Void) {
    self.sink = sink
  }

  /// Writes to a file descriptor (the server's standard output); a closed pipe ends writing.
  public convenience init(fileDescriptor: Int32) {
    self.init { bytes in
      var offset = 0
      while offset < bytes.count {
        let written = bytes.withUnsafeBytes { buffer -> Int in
          guard let base = buffer.baseAddress else { return -1 }
          return write(fileDescriptor, base + offset, buffer.count - offset)
        }
        if written < 0 && errno == EINTR { continue }
        if written <= 0 { return }
        offset += written
      }
    }
  }

  func send(_ message: OrderedJSON) {
    let body = Array(message.render().utf8)
    let frame = Array("Content-Length: \(body.count)\r\n\r\n".utf8) + body
    lock.lock()
    defer { lock.unlock() }
    sink(frame)
  }

  func respond(id: OrderedJSON, result: OrderedJSON) {
    send(.object([("jsonrpc", .string("2.0")), ("id", id), ("result", result)]))
  }

  func respond(id: OrderedJSON, error: JSONRPCError) {
    send(
      .object([
        ("jsonrpc", .string("2.0")), ("id", id),
        ("error", .object([("code", .int(error.code)), ("message", .string(error.message))])),
      ]))
  }

  func notify(_ method: String, _ params: OrderedJSON) {
    send(.object([("jsonrpc", .string("2.0")), ("method", .string(method)), ("params", params)]))
  }
}
