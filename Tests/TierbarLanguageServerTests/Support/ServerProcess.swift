import Foundation
import Testing
import TierbarTestSupport

@testable import TierbarLanguageServer

/// The built `tierbar lsp` as an editor runs it: a child process whose standard input and output
/// carry framed JSON-RPC. A reader thread frames what the server writes (with the server's own
/// `MessageReader`); tests wait for the message they expect, with a timeout, never forever.
final class ServerProcess: @unchecked Sendable {
  let process = Process()
  private let input = Pipe()
  private let output = Pipe()
  private let lock = NSLock()
  private var received: [String] = []
  private var consumed = 0
  private var ended = false

  /// The package root, from this file's path (Tests/TierbarLanguageServerTests/Support/…).
  static let packageRoot = URL(fileURLWithPath: #filePath)
    .deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()
    .deletingLastPathComponent()

  /// `tierbar`, next to the test bundle (`swift test` builds every product first).
  static func executable() throws -> URL {
    if let override = ProcessInfo.processInfo.environment["TIERBAR_EXECUTABLE"] {
      return URL(fileURLWithPath: override)
    }
    var candidates: [URL] = []
    if var folder = Bundle.main.executableURL?.deletingLastPathComponent() {
      for _ in 0..<5 {
        candidates.append(folder.appendingPathComponent("tierbar"))
        folder = folder.deletingLastPathComponent()
      }
    }
    candidates.append(packageRoot.appendingPathComponent(".build/debug/tierbar"))
    return try #require(
      candidates.first { FileManager.default.isExecutableFile(atPath: $0.path) },
      "the tierbar executable was not found next to the test bundle; run 'swift build' first")
  }

  init(arguments: [String] = [], environment overrides: [String: String] = [:]) throws {
    process.executableURL = try Self.executable()
    process.arguments = ["lsp"] + arguments
    var environment = ProcessInfo.processInfo.environment
    environment["TIERBAR_PLUGINS"] = nil
    for (key, value) in overrides { environment[key] = value }
    process.environment = environment
    process.standardInput = input
    process.standardOutput = output
    process.standardError = FileHandle.nullDevice
    try process.run()
    let descriptor = output.fileHandleForReading.fileDescriptor
    let thread = Thread { [self] in
      var reader = MessageReader(fileDescriptor: descriptor)
      while case .body(let body) = reader.next() {
        let text = String(decoding: body, as: UTF8.self)
        lock.lock()
        received.append(text)
        lock.unlock()
      }
      lock.lock()
      ended = true
      lock.unlock()
    }
    thread.start()
  }

  /// Writes bytes as they are (for framing tests).
  func sendRaw(_ bytes: [UInt8]) {
    input.fileHandleForWriting.write(Data(bytes))
  }

  func send(_ body: String) {
    sendRaw(Array("Content-Length: \(body.utf8.count)\r\n\r\n".utf8) + Array(body.utf8))
  }

  func notify(_ method: String, _ params: String) {
    send(#"{"jsonrpc":"2.0","method":"\#(method)","params":\#(params)}"#)
  }

  /// Sends a request and returns its response's body.
  func request(_ id: Int, _ method: String, _ params: String = "null") throws -> String {
    send(#"{"jsonrpc":"2.0","id":\#(id),"method":"\#(method)","params":\#(params)}"#)
    return try next { $0.hasPrefix(#"{"jsonrpc":"2.0","id":\#(id),"#) }
  }

  /// The next message (after those already taken) that `matches`; the messages before it are
  /// skipped over but kept for `messages(since:)`.
  func next(timeout: Double = 20, where matches: (String) -> Bool) throws -> String {
    let deadline = Date().addingTimeInterval(timeout)
    while Date() < deadline {
      lock.lock()
      let index = received[consumed...].firstIndex(where: matches)
      let isEnded = ended
      if let index { consumed = index + 1 }
      let found = index.map { received[$0] }
      lock.unlock()
      if let found { return found }
      if isEnded { break }
      Thread.sleep(forTimeInterval: 0.005)
    }
    Issue.record("no matching message from the server; received: \(all())")
    throw Timeout()
  }

  /// The diagnostics published for `version` of a document.
  func diagnostics(version: Int) throws -> String {
    try next {
      $0.contains(#""method":"textDocument/publishDiagnostics""#)
        && $0.contains(#""version":\#(version),"#)
    }
  }

  func all() -> [String] {
    lock.lock()
    defer { lock.unlock() }
    return received
  }

  /// Closes the server's input and waits for it to exit; returns its status.
  func finish(timeout: Double = 20) -> Int32 {
    try? input.fileHandleForWriting.close()
    let deadline = Date().addingTimeInterval(timeout)
    while process.isRunning && Date() < deadline { Thread.sleep(forTimeInterval: 0.005) }
    if process.isRunning {
      process.terminate()
      Issue.record("the server did not exit")
      return -1
    }
    return process.terminationStatus
  }

  struct Timeout: Error {}
}
