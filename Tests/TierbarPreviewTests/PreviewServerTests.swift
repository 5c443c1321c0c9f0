import Foundation
import Testing
import TierbarTestSupport

@testable import TierbarPreview

/// The server in this process, spoken to over real sockets on 127.0.0.1.
@Suite struct PreviewServerTests {
  static func content(_ gallery: String, problems: [String] = []) -> PreviewContent {
    PreviewContent(title: "test.yaml", gallery: gallery, problems: problems, status: "ok")
  }

  func server(maxConnections: Int = 16, heartbeat: Double = 10) throws -> PreviewServer {
    try PreviewServer(
      configuration: .init(maxConnections: maxConnections, requestTimeout: 2, heartbeat: heartbeat),
      content: Self.content("<p id=\"first\">first</p>"), page: PreviewPage.document)
  }

  @Test func listensOnLoopbackOnAPortOfItsOwn() throws {
    let server = try server()
    defer { server.stop() }
    #expect(server.port > 0)
    #expect(server.url == "http://127.0.0.1:\(server.port)/")
  }

  @Test func servesThePageAtTheRoot() throws {
    let server = try server()
    defer { server.stop() }
    let client = try RawClient(port: server.port)
    client.get("/", port: server.port)
    let response = client.readToEnd()
    #expect(client.status == 200)
    #expect(response.contains("Content-Type: text/html; charset=utf-8\r\n"))
    #expect(response.contains("Connection: close\r\n"))
    #expect(response.contains("<main id=\"gallery\"><p id=\"first\">first</p></main>"))
    #expect(response.contains("data-version=\"1\""))
    let body = response.components(separatedBy: "\r\n\r\n").dropFirst().joined(
      separator: "\r\n\r\n")
    #expect(response.contains("Content-Length: \(body.utf8.count)\r\n"))
  }

  @Test(arguments: [
    "/index.html", "/../etc/passwd", "/events/x", "//", "/Package.swift", "/%2e%2e/",
    "/favicon.ico",
  ])
  func everyOtherPathIsNotFound(_ path: String) throws {
    let server = try server()
    defer { server.stop() }
    let client = try RawClient(port: server.port)
    client.get(path, port: server.port)
    let response = client.readToEnd()
    #expect(client.status == 404)
    #expect(!response.contains("first"))
  }

  @Test func otherMethodsAndForeignHostsAreRefused() throws {
    let server = try server()
    defer { server.stop() }
    let post = try RawClient(port: server.port)
    post.get("/", port: server.port, method: "POST")
    _ = post.readToEnd()
    #expect(post.status == 405)
    let rebound = try RawClient(port: server.port)
    rebound.send("GET / HTTP/1.1\r\nHost: attacker.example:\(server.port)\r\n\r\n")
    _ = rebound.readToEnd()
    #expect(rebound.status == 421)
    let garbage = try RawClient(port: server.port)
    garbage.send("hello\r\n\r\n")
    _ = garbage.readToEnd()
    #expect(garbage.status == 400)
  }

  @Test func headGetsTheHeadOnly() throws {
    let server = try server()
    defer { server.stop() }
    let client = try RawClient(port: server.port)
    client.get("/", port: server.port, method: "HEAD")
    let response = client.readToEnd()
    #expect(client.status == 200)
    #expect(response.hasSuffix("\r\n\r\n"))
  }

  @Test func aStreamGetsTheCurrentContentThenEveryPublish() throws {
    let server = try server()
    defer { server.stop() }
    let client = try RawClient(port: server.port)
    client.get("/events", port: server.port)
    #expect(client.read { $0.contains("id: 1\n") && $0.hasSuffix("\n\n") })
    #expect(client.text.contains("Content-Type: text/event-stream"))
    #expect(client.text.contains("event: content\ndata: {\"version\":1,"))
    server.publish(Self.content("<p>second</p>", problems: ["a.yaml:3:5: error: bad [code]"]))
    #expect(client.read { $0.contains("id: 2\n") && $0.hasSuffix("\n\n") })
    let event = try #require(client.text.components(separatedBy: "id: 2\n").last)
    let data = try #require(
      event.split(separator: "\n").first { $0.hasPrefix("data: ") }?.dropFirst(6))
    let json = try #require(
      try JSONSerialization.jsonObject(with: Data(data.utf8)) as? [String: Any])
    #expect(json["version"] as? Int == 2)
    #expect(json["gallery"] as? String == "<p>second</p>")
    #expect(json["problems"] as? [String] == ["a.yaml:3:5: error: bad [code]"])
    #expect(!data.contains("<"))
  }

  @Test func connectionsBeyondTheBoundAreRefusedWith503() throws {
    let server = try server(maxConnections: 2)
    defer { server.stop() }
    let first = try RawClient(port: server.port)
    first.get("/events", port: server.port)
    #expect(first.read { $0.contains("id: 1\n") })
    let second = try RawClient(port: server.port)
    second.get("/events", port: server.port)
    #expect(second.read { $0.contains("id: 1\n") })
    let third = try RawClient(port: server.port)
    third.get("/", port: server.port)
    _ = third.readToEnd()
    #expect(third.status == 503)
    #expect(server.openConnections == 2)
  }

  @Test func clientsThatHangUpMidStreamAreDroppedAndTheServerGoesOn() throws {
    let server = try server(maxConnections: 3, heartbeat: 0.2)
    defer { server.stop() }
    do {
      // Every slot taken by a stream whose client then goes away without reading the rest
      // (the sockets close when the clients are released at the end of this block).
      var clients: [RawClient] = []
      for _ in 0..<3 {
        let client = try RawClient(port: server.port)
        client.get("/events", port: server.port)
        #expect(client.read(timeout: 30) { $0.contains("id: 1\n") })
        clients.append(client)
      }
      #expect(server.openConnections == 3)
    }
    // Publishing to sockets whose peers left must not kill the process (SIGPIPE) or block it.
    for index in 0..<5 {
      server.publish(Self.content(String(repeating: "x", count: 100_000 * index)))
    }
    #expect(waitUntil(seconds: 30) { server.openConnections == 0 })
    for _ in 0..<3 {
      let after = try RawClient(port: server.port)
      after.get("/", port: server.port)
      _ = after.readToEnd(timeout: 30)
      #expect(after.status == 200)
    }
  }

  @Test func aClientThatNeverSendsItsRequestIsTimedOut() throws {
    let server = try server(maxConnections: 1)
    defer { server.stop() }
    let silent = try RawClient(port: server.port)
    silent.send("GET / HT")
    withExtendedLifetime(silent) {
      #expect(waitUntil(seconds: 30) { server.openConnections == 1 })
      let started = Date()
      #expect(waitUntil(seconds: 30) { server.openConnections == 0 })
      // The configured 2 s, not at once and not never.
      #expect(Date().timeIntervalSince(started) > 1)
    }
    #expect(silent.readToEnd(timeout: 1).isEmpty)
  }

  @Test func stopClosesTheListenerAndEveryStream() throws {
    let server = try server()
    let port = server.port
    let client = try RawClient(port: port)
    client.get("/events", port: port)
    #expect(client.read { $0.contains("id: 1\n") })
    server.stop()
    #expect(server.openConnections == 0)
    _ = client.readToEnd(timeout: 30)
    #expect(client.closedByPeer)
    #expect(throws: RawClient.ClientError.self) { _ = try RawClient(port: port) }
  }
}
