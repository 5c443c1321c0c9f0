import TierbarJSON
import TierbarModel
import TierbarYAML

/// A simulation script read into a located node tree (what the simulation runner decodes); a
/// script whose name ends in `.json` is read as JSON, as configs are.
enum ScriptFile {
  enum Outcome: Sendable {
    case ready(ConfigNode, SourceText)
    case stop(ExitCode)
  }

  static func read(path: String, context: CommandContext) -> Outcome {
    let reader = YAMLReader()
    var sources = SourceText()
    let printer: (SourceText) -> DiagnosticText = {
      DiagnosticText(sources: $0, stream: context.stderr)
    }
    switch ConfigFileReader.readBytes(path: path, limit: reader.limits.maxBytes) {
    case .failure(let failure):
      let diagnostic = ConfigFileReader.unreadable(path: path, reason: failure.reason)
      context.stderr.write(printer(sources).render(diagnostic))
      return .stop(.unreadableInput)
    case .success(let bytes):
      sources.add(file: path, bytes: bytes)
      var result =
        ConfigFileReader.isJSON(path)
        ? YAMLReadResult(JSONReader().read(bytes)) : reader.read(bytes)
      for index in result.diagnostics.indices { result.diagnostics[index].file = path }
      context.stderr.write(result.diagnostics.map(printer(sources).render).joined())
      guard let node = result.node, !result.diagnostics.hasErrors else {
        if result.node == nil && result.diagnostics.isEmpty {
          let diagnostic = Diagnostic(
            .error, .emptyConfig, "the script is empty; give it a toolbar and steps",
            at: .fileStart, file: path)
          context.stderr.write(printer(sources).render(diagnostic))
        }
        return .stop(.findings)
      }
      return .ready(node, sources)
    }
  }
}

extension YAMLReadResult {
  /// A JSON reader's result in the shape the script runner takes.
  fileprivate init(_ json: JSONReadResult) {
    self.init(node: json.node, diagnostics: json.diagnostics)
  }
}
