/// The head of an HTTP/1.1 request: all the server reads (it accepts no request bodies).
struct HTTPRequest: Hashable, Sendable {
  var method: String
  /// The path of the request target, without its query (`/events?x` → `/events`).
  var path: String
  /// The `Host` header, lowercased; nil when absent.
  var host: String?

  /// The longest request head read; a longer one is answered 431 and closed.
  static let headLimit = 16 * 1024

  enum ParseResult: Hashable, Sendable {
    case request(HTTPRequest)
    /// More bytes are needed (no blank line yet).
    case incomplete
    case malformed
    case tooLarge
  }

  /// Parses `bytes` read so far from a connection.
  static func parse(_ bytes: [UInt8]) -> ParseResult {
    guard let end = headEnd(bytes) else {
      return bytes.count > headLimit ? .tooLarge : .incomplete
    }
    guard end <= headLimit else { return .tooLarge }
    let head = String(decoding: bytes[0..<end], as: UTF8.self)
    // `\r\n` is one Character in Swift: both it and a bare `\n` end a line.
    var lines = head.split(omittingEmptySubsequences: false) { $0 == "\r\n" || $0 == "\n" }
    guard !lines.isEmpty else { return .malformed }
    let requestLine = lines.removeFirst().split(separator: " ", omittingEmptySubsequences: false)
    guard requestLine.count == 3, requestLine[2].hasPrefix("HTTP/1."),
      let target = requestLine[1].first, target == "/"
    else { return .malformed }
    let path = requestLine[1].split(separator: "?", maxSplits: 1).first.map(String.init) ?? "/"
    var host: String?
    for line in lines where !line.isEmpty {
      guard let colon = line.firstIndex(of: ":") else { return .malformed }
      if line[..<colon].lowercased() == "host" {
        host = line[line.index(after: colon)...].trimmingCharacters(in: " \t").lowercased()
      }
    }
    return .request(HTTPRequest(method: String(requestLine[0]), path: path, host: host))
  }

  /// The index just past the head's closing blank line, or nil. Lines end in `\r\n`, or in a bare
  /// `\n`, which RFC 9112 (2.2) lets a server accept: some clients and hand-typed requests send it.
  static func headEnd(_ bytes: [UInt8]) -> Int? {
    for index in bytes.indices where bytes[index] == 10 {
      if index + 1 < bytes.count && bytes[index + 1] == 10 { return index + 2 }
      if index + 2 < bytes.count && bytes[index + 1] == 13 && bytes[index + 2] == 10 {
        return index + 3
      }
    }
    return nil
  }
}

extension Substring {
  func trimmingCharacters(in characters: String) -> String {
    let set = Set(characters)
    return String(drop { set.contains($0) }.reversed().drop { set.contains($0) }.reversed())
  }
}
