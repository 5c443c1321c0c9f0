import TierbarJSON
import TierbarModel
import TierbarYAML

/// A simulation script read into a located node tree (what the simulation runner decodes); a
/// script whose name ends in `.json` is read as JSON, as configs are.
///
/// The reader's diagnostics are returned, not printed, so the command prints them with the
/// decoder's and the run's as one list: sorted, capped and summed up like a config's (5,000
/// undefined aliases once printed 5,000 errors and no summary).
enum ScriptFile {
  enum Outcome: Sendable {
    /// The script's text and what reading it found; `node` is nil when that holds an error.
    case read(node: ConfigNode?, diagnostics: [Diagnostic], sources: SourceText)
    /// The script could not be read at all (already reported).
    case stop(ExitCode)
  }

  static func read(path: String, context: CommandContext) -> Outcome {
    let reader = YAMLReader()
    var sources = SourceText()
    let bytes: [UInt8]
    switch FileBytes.contents(of: path, limit: reader.limits.maxBytes) {
    case .unreadable(let reason):
      let diagnostic = ConfigFileReader.unreadable(path: path, reason: reason)
      context.report([diagnostic], sources: sources)
      return .stop(.unreadableInput)
    case .tooLarge(let size):
      // Refused before it is read, as a config is: a located error (exit 1), not "unreadable".
      var diagnostic = Diagnostic.fileTooLarge(
        size: size, limit: reader.limits.maxBytes, kind: "script")
      diagnostic.file = path
      return .read(node: nil, diagnostics: [diagnostic], sources: sources)
    case .bytes(let read):
      bytes = read
    }
    sources.add(file: path, bytes: bytes)
    var result =
      ConfigFileReader.isJSON(path)
      ? YAMLReadResult(JSONReader().read(bytes)) : reader.read(bytes)
    for index in result.diagnostics.indices { result.diagnostics[index].file = path }
    if result.node == nil && result.diagnostics.isEmpty {
      result.diagnostics.append(
        Diagnostic(
          .error, .emptyConfig, "the script is empty; give it a toolbar and steps",
          at: .fileStart, file: path))
    }
    let node = result.diagnostics.hasErrors ? nil : result.node
    return .read(node: node, diagnostics: result.diagnostics, sources: sources)
  }
}

extension YAMLReadResult {
  /// A JSON reader's result in the shape the script runner takes.
  fileprivate init(_ json: JSONReadResult) {
    self.init(node: json.node, diagnostics: json.diagnostics)
  }
}
