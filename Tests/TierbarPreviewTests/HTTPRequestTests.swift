import Testing

@testable import TierbarPreview

@Suite struct HTTPRequestTests {
  func parse(_ text: String) -> HTTPRequest.ParseResult {
    HTTPRequest.parse(Array(text.utf8))
  }

  @Test func readsMethodPathAndHost() {
    #expect(
      parse("GET /events?since=3 HTTP/1.1\r\nHost: 127.0.0.1:8080\r\nAccept: */*\r\n\r\n")
        == .request(HTTPRequest(method: "GET", path: "/events", host: "127.0.0.1:8080")))
  }

  /// A head whose lines end in a bare LF was left unanswered until the read timed out.
  @Test(arguments: ["\n", "\r\n"])
  func bareLineFeedsEndLinesToo(blankLine: String) {
    #expect(
      parse("GET /events HTTP/1.1\nHost: 127.0.0.1:8080\n" + blankLine)
        == .request(HTTPRequest(method: "GET", path: "/events", host: "127.0.0.1:8080")))
    #expect(parse("GET / HTTP/1.1\nHost: x\n") == .incomplete)
  }

  @Test func waitsForTheBlankLine() {
    #expect(parse("GET / HTTP/1.1\r\nHost: x\r\n") == .incomplete)
  }

  @Test(arguments: [
    "GET http://example.com/ HTTP/1.1\r\n\r\n", "GET / SPDY/3\r\n\r\n", "GET /\r\n\r\n",
    "GET / HTTP/1.1\r\nno colon here\r\n\r\n",
  ])
  func malformedHeadsAreRefused(_ text: String) {
    #expect(parse(text) == .malformed)
  }

  @Test func anEndlessHeadIsTooLarge() {
    let head = "GET / HTTP/1.1\r\nX-Long: " + String(repeating: "a", count: HTTPRequest.headLimit)
    #expect(parse(head) == .tooLarge)
  }
}
