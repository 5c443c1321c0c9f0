import TierbarRender

/// The formats `tierbar render --output` writes, picked by the output's extension. A new format
/// is one case, its extension in `choose`, and its writer in `write`.
enum RenderFormat: String, CaseIterable {
  case svg

  /// The extensions, for help and errors: `.svg`.
  static var list: String { allCases.map { ".\($0.rawValue)" }.joined(separator: ", ") }

  /// The format for `path`'s extension (case-insensitive); a usage error for any other.
  static func choose(for path: String, command: String) throws(UsageError) -> RenderFormat {
    let name = path.split(separator: "/").last.map(String.init) ?? path
    let parts = name.split(separator: ".", omittingEmptySubsequences: false)
    let suffix = parts.count > 1 ? parts.last.map { $0.lowercased() } ?? "" : ""
    if let format = RenderFormat(rawValue: suffix), !parts[0].isEmpty || parts.count > 2 {
      return format
    }
    throw UsageError(
      "cannot tell the format of '--output \(path)' from its extension; use \(list)",
      command: command)
  }

  func write(_ request: RenderRequest) -> String {
    switch self {
    case .svg: SVGWriter.svg(request.plan, scene: request.scene)
    }
  }
}
