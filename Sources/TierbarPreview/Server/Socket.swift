#if canImport(Glibc)
  import Glibc
#elseif canImport(Musl)
  import Musl
#elseif canImport(Darwin)
  import Darwin
#endif

/// The few socket calls the server makes, each retrying `EINTR` and never raising `SIGPIPE`
/// (`MSG_NOSIGNAL` where the C library has it; the process also ignores the signal).
enum Socket {
  #if canImport(Darwin)
    static let noSignal: Int32 = 0
  #else
    static let noSignal = Int32(MSG_NOSIGNAL)
  #endif

  /// A TCP socket listening on 127.0.0.1 only, and the port it got (`port` 0: any free port).
  static func listen(port: UInt16, backlog: Int32) throws(PreviewServerError) -> (Int32, UInt16) {
    #if canImport(Darwin)
      let fd = socket(AF_INET, SOCK_STREAM, 0)
    #else
      let fd = socket(AF_INET, Int32(SOCK_STREAM.rawValue), 0)
    #endif
    guard fd >= 0 else { throw .cannotListen(port: port, reason: errorText()) }
    var yes: Int32 = 1
    _ = setsockopt(fd, SOL_SOCKET, SO_REUSEADDR, &yes, socklen_t(MemoryLayout<Int32>.size))
    var address = sockaddr_in()
    address.sin_family = sa_family_t(AF_INET)
    address.sin_port = port.bigEndian
    address.sin_addr.s_addr = UInt32(0x7F00_0001).bigEndian  // 127.0.0.1, never INADDR_ANY
    let bound = withUnsafePointer(to: &address) {
      $0.withMemoryRebound(to: sockaddr.self, capacity: 1) {
        bind(fd, $0, socklen_t(MemoryLayout<sockaddr_in>.size))
      }
    }
    guard bound == 0, startListening(fd, backlog) == 0 else {
      let reason = errorText()
      close(fd)
      throw .cannotListen(port: port, reason: reason)
    }
    var actual = sockaddr_in()
    var length = socklen_t(MemoryLayout<sockaddr_in>.size)
    _ = withUnsafeMutablePointer(to: &actual) {
      $0.withMemoryRebound(to: sockaddr.self, capacity: 1) { getsockname(fd, $0, &length) }
    }
    setCloseOnExec(fd)
    return (fd, UInt16(bigEndian: actual.sin_port))
  }

  private static func startListening(_ fd: Int32, _ backlog: Int32) -> Int32 {
    #if canImport(Glibc)
      return Glibc.listen(fd, backlog)
    #elseif canImport(Musl)
      return Musl.listen(fd, backlog)
    #else
      return Darwin.listen(fd, backlog)
    #endif
  }

  static func setCloseOnExec(_ fd: Int32) {
    _ = fcntl(fd, F_SETFD, FD_CLOEXEC)
  }

  /// Sends every byte, or returns false (the peer went away, or the send timed out).
  static func sendAll(_ fd: Int32, _ bytes: [UInt8]) -> Bool {
    var offset = 0
    while offset < bytes.count {
      let sent = bytes.withUnsafeBytes { buffer -> Int in
        guard let base = buffer.baseAddress else { return -1 }
        return send(fd, base + offset, buffer.count - offset, noSignal)
      }
      if sent < 0 && errno == EINTR { continue }
      if sent <= 0 { return false }
      offset += sent
    }
    return true
  }

  /// Waits up to `milliseconds` for `fd` to become readable (or closed); false on timeout.
  static func waitReadable(_ fd: Int32, milliseconds: Int32) -> Bool {
    var entry = pollfd(fd: fd, events: Int16(POLLIN), revents: 0)
    while true {
      let ready = poll(&entry, 1, milliseconds)
      if ready < 0 && errno == EINTR { continue }
      return ready > 0
    }
  }

  /// Reads what is there (at most `limit` bytes); nil when the peer closed or an error occurred.
  static func receive(_ fd: Int32, limit: Int) -> [UInt8]? {
    var buffer = [UInt8](repeating: 0, count: limit)
    while true {
      let count = buffer.withUnsafeMutableBytes { recv(fd, $0.baseAddress, limit, 0) }
      if count < 0 && errno == EINTR { continue }
      guard count > 0 else { return nil }
      return Array(buffer[0..<count])
    }
  }

  /// A send that blocks longer than `seconds` fails instead (a client that stopped reading).
  static func setSendTimeout(_ fd: Int32, seconds: Int) {
    var timeout = timeval(tv_sec: seconds, tv_usec: 0)
    _ = setsockopt(fd, SOL_SOCKET, SO_SNDTIMEO, &timeout, socklen_t(MemoryLayout<timeval>.size))
  }

  static func close(_ fd: Int32) {
    #if canImport(Glibc)
      _ = Glibc.close(fd)
    #elseif canImport(Musl)
      _ = Musl.close(fd)
    #else
      _ = Darwin.close(fd)
    #endif
  }

  /// Ends both directions: a thread blocked reading the socket wakes up and sees it closed.
  static func shutDown(_ fd: Int32) {
    #if canImport(Darwin)
      _ = shutdown(fd, SHUT_RDWR)
    #else
      _ = shutdown(fd, Int32(SHUT_RDWR))
    #endif
  }

  static func errorText() -> String {
    String(cString: strerror(errno))
  }
}
