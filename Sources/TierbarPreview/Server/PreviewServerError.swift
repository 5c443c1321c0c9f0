/// Why the preview server could not start.
public enum PreviewServerError: Error, Hashable, Sendable, CustomStringConvertible {
  case cannotListen(port: UInt16, reason: String)

  public var description: String {
    switch self {
    case .cannotListen(let port, let reason):
      let which = port == 0 ? "a free port" : "port \(port)"
      return "cannot listen on 127.0.0.1 (\(which)): \(reason)"
    }
  }
}
