/// A complete HTTP/1.1 response with `Connection: close` (one request per connection keeps the
/// server simple and its connection count honest).
struct HTTPResponse: Sendable {
  var status: Int
  var contentType: String
  var body: [UInt8]

  static func text(_ status: Int, _ message: String) -> HTTPResponse {
    HTTPResponse(
      status: status, contentType: "text/plain; charset=utf-8", body: Array((message + "\n").utf8))
  }

  static func html(_ page: String) -> HTTPResponse {
    HTTPResponse(status: 200, contentType: "text/html; charset=utf-8", body: Array(page.utf8))
  }

  /// The bytes on the wire; `includeBody` false for `HEAD`.
  func bytes(includeBody: Bool = true) -> [UInt8] {
    var head = "HTTP/1.1 \(status) \(Self.reason(status))\r\n"
    head += "Content-Type: \(contentType)\r\n"
    head += "Content-Length: \(body.count)\r\n"
    head += Self.commonHeaders
    head += "Connection: close\r\n\r\n"
    return Array(head.utf8) + (includeBody ? body : [])
  }

  /// Sent with every response: nothing cached, nothing sniffed, and a page that may run only its
  /// own inline script and style and talk only to this server.
  static let commonHeaders =
    "Cache-Control: no-store\r\n"
    + "X-Content-Type-Options: nosniff\r\n"
    + "Content-Security-Policy: default-src 'none'; script-src 'unsafe-inline'; "
    + "style-src 'unsafe-inline'; img-src data:; connect-src 'self'\r\n"

  /// The head that opens a Server-Sent Events stream (no length: it lasts until either side closes).
  static let eventStreamHead = Array(
    ("HTTP/1.1 200 OK\r\nContent-Type: text/event-stream; charset=utf-8\r\n" + commonHeaders
      + "Connection: close\r\n\r\n").utf8)

  static func reason(_ status: Int) -> String {
    switch status {
    case 200: return "OK"
    case 400: return "Bad Request"
    case 404: return "Not Found"
    case 405: return "Method Not Allowed"
    case 421: return "Misdirected Request"
    case 431: return "Request Header Fields Too Large"
    case 503: return "Service Unavailable"
    default: return "Status"
    }
  }
}
