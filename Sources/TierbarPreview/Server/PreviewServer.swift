import TierbarModel
import TierbarThreads

#if canImport(Glibc)
  import Glibc
#elseif canImport(Musl)
  import Musl
#elseif canImport(Darwin)
  import Darwin
#endif

/// The live preview's HTTP/1.1 server: bound to 127.0.0.1 only, it serves the page (`/`) and a
/// Server-Sent Events stream (`/events`) that receives every `publish(_:)`, and nothing else.
///
/// Each connection has a thread of its own; at most `Configuration.maxConnections` are open at
/// once (the next is answered 503 and closed). A client that disconnects, or stops reading, is
/// dropped on the next write or heartbeat; writes never raise `SIGPIPE`. `stop()` closes the
/// listening socket and every connection.
public final class PreviewServer: @unchecked Sendable {
  public struct Configuration: Hashable, Sendable {
    /// 0: any free port (read it back from `port`).
    public var port: UInt16
    /// Open connections at most, page requests and event streams together.
    public var maxConnections: Int
    /// How long a client may take to send its request head.
    public var requestTimeout: Double
    /// How often an idle event stream gets a comment line, which also finds clients that left.
    public var heartbeat: Double

    public init(
      port: UInt16 = 0, maxConnections: Int = 16, requestTimeout: Double = 5,
      heartbeat: Double = 10
    ) {
      self.port = port
      self.maxConnections = max(1, maxConnections)
      self.requestTimeout = requestTimeout
      self.heartbeat = heartbeat
    }
  }

  public let configuration: Configuration
  /// The port the server listens on.
  public let port: UInt16
  public var url: String { "http://127.0.0.1:\(port)/" }

  private let listener: Int32
  /// Written to by `stop()` to wake the accept loop out of `poll`.
  private let wakeRead: Int32
  private let wakeWrite: Int32
  private let page: @Sendable (PreviewContent) -> String
  private let lock = Lock()
  private let finished = Condition()
  private var content: PreviewContent
  private var open: [Int32: Connection] = [:]
  private var running = true
  private var acceptLoopDone = false

  /// An open client socket. Only its own thread closes it, after marking it closed under `lock`,
  /// so a publish never writes to a number the system has handed to a newer connection.
  final class Connection: @unchecked Sendable {
    let fd: Int32
    let lock = Lock()
    var closed = false
    var isStream = false

    init(fd: Int32) { self.fd = fd }

    /// Sends `bytes` unless closed; on failure shuts the socket down so its thread ends.
    func send(_ bytes: [UInt8]) -> Bool {
      lock.lock()
      defer { lock.unlock() }
      return sendLocked(bytes)
    }

    /// `send` for a caller that holds `lock`.
    func sendLocked(_ bytes: [UInt8]) -> Bool {
      guard !closed else { return false }
      if Socket.sendAll(fd, bytes) { return true }
      Socket.shutDown(fd)
      return false
    }

    func close() {
      lock.lock()
      closed = true
      Socket.close(fd)
      lock.unlock()
    }
  }

  /// Binds and starts serving at once. `page` draws the whole page for a content.
  public init(
    configuration: Configuration = Configuration(), content: PreviewContent,
    page: @escaping @Sendable (PreviewContent) -> String
  ) throws(PreviewServerError) {
    signal(SIGPIPE, SIG_IGN)
    self.configuration = configuration
    let (fd, port) = try Socket.listen(port: configuration.port, backlog: 64)
    var pipeEnds: [Int32] = [0, 0]
    guard pipe(&pipeEnds) == 0 else {
      let reason = Socket.errorText()
      Socket.close(fd)
      throw .cannotListen(port: configuration.port, reason: reason)
    }
    Socket.setCloseOnExec(pipeEnds[0])
    Socket.setCloseOnExec(pipeEnds[1])
    listener = fd
    self.port = port
    wakeRead = pipeEnds[0]
    wakeWrite = pipeEnds[1]
    self.page = page
    var first = content
    first.version = max(1, content.version)
    self.content = first
    guard DetachedThread.start({ [self] in acceptLoop() }) else {
      Socket.close(fd)
      Socket.close(wakeRead)
      Socket.close(wakeWrite)
      throw .cannotListen(port: configuration.port, reason: "no thread for the server")
    }
  }

  /// The content the page and new streams get now.
  public var current: PreviewContent {
    lock.lock()
    defer { lock.unlock() }
    return content
  }

  /// Makes `content` current (numbered one above the previous) and pushes it to every open page.
  public func publish(_ content: PreviewContent) {
    lock.lock()
    var next = content
    next.version = self.content.version + 1
    self.content = next
    let streams = open.values.filter(\.isStream)
    lock.unlock()
    let event = next.event
    for stream in streams { _ = stream.send(event) }
  }

  /// Open connections now (page requests and streams).
  public var openConnections: Int {
    lock.lock()
    defer { lock.unlock() }
    return open.count
  }

  /// Stops accepting, closes every connection and the listening socket; returns once they are
  /// closed (or after two seconds). Calling it again does nothing.
  public func stop() {
    lock.lock()
    let wasRunning = running
    running = false
    let connections = Array(open.values)
    lock.unlock()
    guard wasRunning else { return }
    var byte: UInt8 = 1
    _ = write(wakeWrite, &byte, 1)
    for connection in connections {
      connection.lock.lock()
      if !connection.closed { Socket.shutDown(connection.fd) }
      connection.lock.unlock()
    }
    let deadline = ContinuousClock.now + .seconds(2)
    finished.lock()
    while !(acceptLoopDone && openConnections == 0) {
      if !finished.wait(seconds: Self.seconds(until: deadline)) { break }
    }
    finished.unlock()
  }

  private var isRunning: Bool {
    lock.lock()
    defer { lock.unlock() }
    return running
  }

  private func acceptLoop() {
    var entries = [
      pollfd(fd: listener, events: Int16(POLLIN), revents: 0),
      pollfd(fd: wakeRead, events: Int16(POLLIN), revents: 0),
    ]
    while isRunning {
      let ready = poll(&entries, 2, -1)
      if ready < 0 && errno == EINTR { continue }
      guard ready > 0, entries[1].revents == 0, isRunning else { break }
      guard entries[0].revents & Int16(POLLIN) != 0 else { continue }
      let client = accept(listener, nil, nil)
      guard client >= 0 else { continue }
      Socket.setCloseOnExec(client)
      Socket.setSendTimeout(client, seconds: 2)
      admit(client)
    }
    Socket.close(listener)
    Socket.close(wakeRead)
    Socket.close(wakeWrite)
    finished.lock()
    acceptLoopDone = true
    finished.broadcast()
    finished.unlock()
  }

  /// Starts a thread for the connection, or refuses it with 503 when the bound is reached.
  private func admit(_ fd: Int32) {
    let connection = Connection(fd: fd)
    lock.lock()
    let admitted = running && open.count < configuration.maxConnections
    if admitted { open[fd] = connection }
    lock.unlock()
    guard admitted else {
      let refusal = PreviewRoute.Refusal(
        503, .previewBusy, "too many connections to the preview; close a tab and try again")
      _ = Socket.sendAll(fd, refusal.response.bytes())
      connection.close()
      return
    }
    let started = DetachedThread.start { [self] in
      serve(connection)
      release(connection)
    }
    if !started {
      let refusal = PreviewRoute.Refusal(
        503, .previewBusy, "the preview cannot start a thread; try again")
      _ = Socket.sendAll(fd, refusal.response.bytes())
      release(connection)
    }
  }

  /// Forgets a finished connection, closes it and wakes `stop()`.
  private func release(_ connection: Connection) {
    lock.lock()
    open[connection.fd] = nil
    lock.unlock()
    connection.close()
    finished.lock()
    finished.broadcast()
    finished.unlock()
  }

  private func serve(_ connection: Connection) {
    guard let request = readRequest(connection.fd) else { return }
    let response: HTTPResponse
    switch request {
    case .failure(let refusal):
      response = refusal.response
    case .success(let request):
      switch PreviewRoute.resolve(request, port: port) {
      case .failure(let refusal):
        response = refusal.response
      case .success(.page):
        response = .html(page(current))
        _ = connection.send(response.bytes(includeBody: request.method != "HEAD"))
        return
      case .success(.events):
        stream(to: connection)
        return
      }
    }
    _ = connection.send(response.bytes())
  }

  /// The request head, a refusal for a bad one, or nil when the client left or timed out.
  private func readRequest(_ fd: Int32) -> Result<HTTPRequest, PreviewRoute.Refusal>? {
    var bytes: [UInt8] = []
    let deadline = ContinuousClock.now + .seconds(configuration.requestTimeout)
    while true {
      switch HTTPRequest.parse(bytes) {
      case .request(let request): return .success(request)
      case .malformed:
        return .failure(
          .init(400, .previewBadRequest, "bad request: the preview reads HTTP/1.1 requests"))
      case .tooLarge:
        return .failure(
          .init(
            431, .previewRequestTooLarge,
            "request head too large: the preview reads at most \(HTTPRequest.headLimit / 1024) KB of headers"
          ))
      case .incomplete: break
      }
      let left = Self.seconds(until: deadline)
      guard left > 0, Socket.waitReadable(fd, milliseconds: Int32(left * 1000) + 1),
        let chunk = Socket.receive(fd, limit: 4096)
      else { return nil }
      bytes += chunk
    }
  }

  /// Holds an event stream open: the current content at once, then every publish (sent by
  /// `publish`), and a heartbeat comment when idle. Ends when the client leaves or on `stop()`.
  private func stream(to connection: Connection) {
    // Holding the connection's lock from joining the streams until the first event is out keeps
    // a concurrent publish from writing before the head; it then follows with the newer content.
    connection.lock.lock()
    lock.lock()
    connection.isStream = true
    let first = content.event
    lock.unlock()
    let opened = connection.sendLocked(
      HTTPResponse.eventStreamHead + Array("retry: 500\n\n".utf8) + first)
    connection.lock.unlock()
    guard opened else { return }
    let heartbeat = Int32(configuration.heartbeat * 1000)
    while isRunning {
      if Socket.waitReadable(connection.fd, milliseconds: heartbeat) {
        // A stream's client sends nothing more: readable means it closed (or sent junk).
        guard Socket.receive(connection.fd, limit: 512) != nil else { return }
      } else if !connection.send(Array(": heartbeat\n\n".utf8)) {
        return
      }
    }
  }

  /// Seconds from now until `deadline` (negative once it passed).
  private static func seconds(until deadline: ContinuousClock.Instant) -> Double {
    let left = (deadline - ContinuousClock.now).components
    return Double(left.seconds) + Double(left.attoseconds) * 1e-18
  }
}
