import Foundation

#if canImport(Glibc)
  import Glibc
#elseif canImport(Darwin)
  import Darwin
#endif

/// A bare TCP client for the preview server's tests: sends exactly the bytes given and reads what comes
/// back, with deadlines, so a test can speak malformed HTTP or hang up mid-stream.
public final class RawClient {
  public let fd: Int32
  public private(set) var received: [UInt8] = []
  /// The server closed the connection (a read returned end of stream).
  public private(set) var closedByPeer = false

  public init(port: UInt16) throws {
    #if canImport(Darwin)
      fd = socket(AF_INET, SOCK_STREAM, 0)
    #else
      fd = socket(AF_INET, Int32(SOCK_STREAM.rawValue), 0)
    #endif
    var address = sockaddr_in()
    address.sin_family = sa_family_t(AF_INET)
    address.sin_port = port.bigEndian
    address.sin_addr.s_addr = UInt32(0x7F00_0001).bigEndian
    let connected = withUnsafePointer(to: &address) {
      $0.withMemoryRebound(to: sockaddr.self, capacity: 1) {
        connect(fd, $0, socklen_t(MemoryLayout<sockaddr_in>.size))
      }
    }
    guard connected == 0 else {
      close(fd)
      throw ClientError.cannotConnect(String(cString: strerror(errno)))
    }
  }

  public enum ClientError: Error { case cannotConnect(String) }

  deinit { close(fd) }

  public func send(_ text: String) {
    let bytes = Array(text.utf8)
    #if canImport(Glibc)
      _ = bytes.withUnsafeBytes { Glibc.send(fd, $0.baseAddress, bytes.count, Int32(MSG_NOSIGNAL)) }
    #else
      _ = bytes.withUnsafeBytes { Darwin.send(fd, $0.baseAddress, bytes.count, 0) }
    #endif
  }

  /// `GET path` with the right Host header.
  public func get(_ path: String, port: UInt16, method: String = "GET") {
    send("\(method) \(path) HTTP/1.1\r\nHost: 127.0.0.1:\(port)\r\n\r\n")
  }

  public var text: String { String(decoding: received, as: UTF8.self) }

  /// Reads until `done(text)` holds, the server closes, or `timeout` seconds pass; returns
  /// whether `done` held.
  @discardableResult
  public func read(timeout: Double = 30, until done: (String) -> Bool = { _ in false }) -> Bool {
    let deadline = Date().addingTimeInterval(timeout)
    while !done(text) {
      let left = deadline.timeIntervalSinceNow
      guard left > 0 else { return false }
      var entry = pollfd(fd: fd, events: Int16(POLLIN), revents: 0)
      guard poll(&entry, 1, Int32(left * 1000) + 1) > 0 else { return false }
      var buffer = [UInt8](repeating: 0, count: 65536)
      let count = buffer.withUnsafeMutableBytes { recv(fd, $0.baseAddress, 65536, 0) }
      guard count > 0 else {
        closedByPeer = true
        return done(text)
      }
      received += buffer[0..<count]
    }
    return true
  }

  /// Reads until the server closes the connection.
  public func readToEnd(timeout: Double = 30) -> String {
    read(timeout: timeout)
    return text
  }

  /// The status code of the response read so far (0 when none).
  public var status: Int {
    let parts = text.split(separator: " ", maxSplits: 2)
    guard parts.count >= 2, parts[0].hasPrefix("HTTP/1.1") else { return 0 }
    return Int(parts[1]) ?? 0
  }
}

/// Polls `condition` every 10 ms for up to `seconds`; whether it came true.
public func waitUntil(seconds: Double, _ condition: () -> Bool) -> Bool {
  let deadline = Date().addingTimeInterval(seconds)
  while Date() < deadline {
    if condition() { return true }
    usleep(10_000)
  }
  return condition()
}
