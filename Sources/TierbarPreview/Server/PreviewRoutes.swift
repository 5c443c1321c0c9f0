import TierbarModel

/// The only things the server answers: the page and its event stream. Nothing in a URL is ever
/// turned into a file-system path; every other path is 404.
enum PreviewRoute: Hashable, Sendable {
  /// `GET /`: the page (the gallery, the diagnostics, the live-update script).
  case page
  /// `GET /events`: Server-Sent Events, one `content` event per publish.
  case events

  /// The route for a request, or the response that refuses it.
  static func resolve(_ request: HTTPRequest, port: UInt16) -> Result<PreviewRoute, Refusal> {
    // A page elsewhere on the web can point a name it controls at 127.0.0.1 (DNS rebinding);
    // its requests then carry that name, so only this machine's own names are served.
    let allowedHosts: Set<String> = ["127.0.0.1:\(port)", "localhost:\(port)"]
    guard let host = request.host, allowedHosts.contains(host) else {
      return .failure(
        Refusal(
          421, .previewWrongHost,
          "this server answers only 127.0.0.1:\(port); open http://127.0.0.1:\(port)/"))
    }
    let route: PreviewRoute
    switch request.path {
    case "/": route = .page
    case "/events": route = .events
    default:
      return .failure(
        Refusal(404, .previewNotFound, "not found: the preview serves / only; open the page at /"))
    }
    guard request.method == "GET" || (request.method == "HEAD" && route == .page) else {
      return .failure(Refusal(405, .previewMethodNotAllowed, "method not allowed: use GET"))
    }
    return .success(route)
  }

  /// A request the server does not answer: the HTTP status, and the finding itself as every
  /// stage reports one, a `Diagnostic` with a stable code (an error: the request cannot be
  /// served) and a message that says what works instead. The response's body is
  /// `MESSAGE [CODE]`.
  struct Refusal: Error, Hashable, Sendable {
    var status: Int
    var diagnostic: Diagnostic

    init(_ status: Int, _ code: DiagnosticCode, _ message: String) {
      self.status = status
      diagnostic = Diagnostic(.error, code, message, at: .fileStart)
    }

    /// The text response: the message and its code.
    var response: HTTPResponse {
      .text(status, "\(diagnostic.message) [\(diagnostic.code)]")
    }
  }
}

// Codes of the requests the preview server refuses (`PreviewRoute.Refusal`).
extension DiagnosticCode {
  /// A request whose `Host` is not this machine's own address and port (DNS rebinding), 421.
  static let previewWrongHost: DiagnosticCode = "preview-wrong-host"
  /// A path other than `/` and `/events`, 404.
  static let previewNotFound: DiagnosticCode = "preview-not-found"
  /// A method other than `GET` (and `HEAD` for the page), 405.
  static let previewMethodNotAllowed: DiagnosticCode = "preview-method-not-allowed"
  /// A request head that is not HTTP/1.x, 400.
  static let previewBadRequest: DiagnosticCode = "preview-bad-request"
  /// A request head longer than the server reads, 431.
  static let previewRequestTooLarge: DiagnosticCode = "preview-request-too-large"
  /// The server is at its bound of connections, or cannot start a thread, 503.
  static let previewBusy: DiagnosticCode = "preview-busy"
}
