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
      return .failure(Refusal(status: 421, message: "this server answers only 127.0.0.1:\(port)"))
    }
    let route: PreviewRoute
    switch request.path {
    case "/": route = .page
    case "/events": route = .events
    default: return .failure(Refusal(status: 404, message: "not found: the preview serves / only"))
    }
    guard request.method == "GET" || (request.method == "HEAD" && route == .page) else {
      return .failure(Refusal(status: 405, message: "method not allowed: use GET"))
    }
    return .success(route)
  }

  struct Refusal: Error, Hashable, Sendable {
    var status: Int
    var message: String
  }
}
