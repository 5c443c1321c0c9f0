import Foundation

#if canImport(Glibc)
  import Glibc
#elseif canImport(Darwin)
  import Darwin
#endif

/// The `preview.*` cases: the live preview as it runs — the real `tierbar preview` process (next
/// to `tierbar-bench` in the build folder) on the Reminders config, spoken to over its socket.
///
/// - `preview.page`: one `GET /` on a fresh connection, answered in full: the server's floor
///   (accept, one thread, the page written out).
/// - `preview.reload`: a save — a new file renamed over the config, as editors save — until the
///   open `/events` stream has the `content` event for it: the file poll (every 50 ms, so 25 ms
///   on average), the reload, the gallery (three devices × two states × light and dark) and the
///   push. The issue asks for under 300 ms. Its baseline is `preview.page`.
///
/// Skipped, with a message, when `tierbar` has not been built next to the bench.
func previewBenchCases() -> [BenchCase] {
  guard let fixture = PreviewBenchFixture() else {
    writeToStandardError(
      "tierbar-bench: preview.* left out: no tierbar executable beside tierbar-bench "
        + "(swift build --product tierbar)")
    return []
  }
  return [
    BenchCase(name: "preview.page", operations: 1) { fixture.page() },
    BenchCase(
      name: "preview.reload", operations: 1, baseline: "preview.page",
      targets: [.nanoseconds(atMost: 300_000_000)]
    ) {
      fixture.reload()
    },
  ]
}

/// The child process, for `atexit` to stop (a C callback captures nothing).
nonisolated(unsafe) private var previewChild: pid_t = 0

final class PreviewBenchFixture {
  let executable: URL
  let folder: URL
  let config: URL
  let original: String
  private var process: Process?
  private var port: UInt16 = 0
  private var stream: Int32 = -1
  private var streamText = ""
  private var version = 1
  var sink = 0

  init?() {
    let here = URL(fileURLWithPath: CommandLine.arguments[0]).resolvingSymlinksInPath()
    executable = here.deletingLastPathComponent().appendingPathComponent("tierbar")
    let source = URL(fileURLWithPath: #filePath).deletingLastPathComponent()
      .deletingLastPathComponent().deletingLastPathComponent()
      .appendingPathComponent("Configs/reminders.yaml")
    guard FileManager.default.isExecutableFile(atPath: executable.path),
      let text = try? String(contentsOf: source, encoding: .utf8)
    else { return nil }
    original = text
    folder = FileManager.default.temporaryDirectory
      .appendingPathComponent("tierbar-bench-preview-\(getpid())")
    config = folder.appendingPathComponent("reminders.yaml")
  }

  /// Starts `tierbar preview` and opens the event stream, once.
  private func start() {
    guard process == nil else { return }
    try? FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
    try? Data(original.utf8).write(to: config)
    let process = Process()
    let output = Pipe()
    process.executableURL = executable
    process.arguments = ["preview", config.path]
    process.standardOutput = output
    process.standardError = FileHandle.nullDevice
    guard (try? process.run()) != nil else { return }
    self.process = process
    previewChild = process.processIdentifier
    atexit {
      if previewChild > 0 { kill(previewChild, SIGTERM) }
    }
    var line = ""
    while !line.contains("\n") {
      let data = output.fileHandleForReading.availableData
      if data.isEmpty { break }
      line += String(decoding: data, as: UTF8.self)
    }
    if let range = line.range(of: "127.0.0.1:") {
      port = UInt16(line[range.upperBound...].prefix { $0.isNumber }) ?? 0
    }
    stream = connectToServer()
    send(stream, "GET /events HTTP/1.1\r\nHost: 127.0.0.1:\(port)\r\n\r\n")
    streamText = readUntil(stream) { $0.contains("id: 1\n") && $0.hasSuffix("\n\n") }
  }

  func page() {
    start()
    let fd = connectToServer()
    send(fd, "GET / HTTP/1.1\r\nHost: 127.0.0.1:\(port)\r\n\r\n")
    sink &+= readUntil(fd) { _ in false }.utf8.count
    close(fd)
  }

  /// One save (alternating the chips' title so every save changes the file) and its push.
  func reload() {
    start()
    version += 1
    let text = original.replacingOccurrences(of: "title: 1hour", with: "title: \(version)h")
    let temporary = folder.appendingPathComponent(".reminders.yaml.saving")
    try? Data(text.utf8).write(to: temporary)
    rename(temporary.path, config.path)
    let wanted = "id: \(version)\n"
    streamText = readUntil(stream, keeping: streamText) {
      $0.contains(wanted) && $0.hasSuffix("\n\n")
    }
    sink &+= streamText.utf8.count
    if streamText.utf8.count > 1 << 20 { streamText = "" }
  }

  private func connectToServer() -> Int32 {
    #if canImport(Darwin)
      let fd = socket(AF_INET, SOCK_STREAM, 0)
    #else
      let fd = socket(AF_INET, Int32(SOCK_STREAM.rawValue), 0)
    #endif
    var address = sockaddr_in()
    address.sin_family = sa_family_t(AF_INET)
    address.sin_port = port.bigEndian
    address.sin_addr.s_addr = UInt32(0x7F00_0001).bigEndian
    _ = withUnsafePointer(to: &address) {
      $0.withMemoryRebound(to: sockaddr.self, capacity: 1) {
        connect(fd, $0, socklen_t(MemoryLayout<sockaddr_in>.size))
      }
    }
    return fd
  }

  private func send(_ fd: Int32, _ text: String) {
    let bytes = Array(text.utf8)
    _ = bytes.withUnsafeBytes { write(fd, $0.baseAddress, bytes.count) }
  }

  /// Reads until `done` holds, the server closes, or 10 seconds pass.
  private func readUntil(_ fd: Int32, keeping start: String = "", _ done: (String) -> Bool)
    -> String
  {
    var text = start
    let deadline = Date().addingTimeInterval(10)
    var buffer = [UInt8](repeating: 0, count: 65536)
    while !done(text) && Date() < deadline {
      var entry = pollfd(fd: fd, events: Int16(POLLIN), revents: 0)
      guard poll(&entry, 1, 1000) > 0 else { continue }
      let count = buffer.withUnsafeMutableBytes { read(fd, $0.baseAddress, 65536) }
      guard count > 0 else { break }
      text += String(decoding: buffer[0..<count], as: UTF8.self)
    }
    return text
  }
}
