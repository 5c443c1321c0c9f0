import TierbarModel

extension LanguageServer {
  /// The requests about a document, each answered by one file of `Features/`.
  static let features: [String: Feature] = [
    "textDocument/completion": { server, document, params in
      guard let position = LSPPosition(params["position"]) else { return .failure(.noPosition) }
      return .success(Completion.list(DocumentContext(document, server.registry), at: position))
    },
    "textDocument/hover": { server, document, params in
      guard let position = LSPPosition(params["position"]) else { return .failure(.noPosition) }
      return .success(Hover.hover(DocumentContext(document, server.registry), at: position))
    },
    "textDocument/definition": { server, document, params in
      guard let position = LSPPosition(params["position"]) else { return .failure(.noPosition) }
      return .success(
        Navigation.definition(DocumentContext(document, server.registry), at: position))
    },
    "textDocument/references": { server, document, params in
      guard let position = LSPPosition(params["position"]) else { return .failure(.noPosition) }
      let declaration = params["context"]?["includeDeclaration"]?.boolValue ?? true
      return .success(
        Navigation.references(
          DocumentContext(document, server.registry), at: position,
          includeDeclaration: declaration))
    },
    "textDocument/rename": { server, document, params in
      guard let position = LSPPosition(params["position"]) else { return .failure(.noPosition) }
      guard let newName = params["newName"]?.stringValue else {
        return .failure(.invalidParams("textDocument/rename needs newName"))
      }
      return Navigation.rename(
        DocumentContext(document, server.registry), at: position, to: newName)
    },
    "textDocument/codeAction": { server, document, params in
      guard let range = LSPRange(params["range"]) else {
        return .failure(.invalidParams("textDocument/codeAction needs a range"))
      }
      let checked = server.scheduler.lastChecked(document.uri)
      let current = checked?.document.bytes == document.bytes ? checked : nil
      return .success(
        CodeActions.actions(
          document, range: range, diagnostics: current?.diagnostics ?? []))
    },
  ]
}
