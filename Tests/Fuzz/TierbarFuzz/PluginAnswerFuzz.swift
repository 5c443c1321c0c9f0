import TierbarLayout
import TierbarModel
import TierbarRows

/// `plugin`: bytes as the text a C-ABI plugin returns (up to the first NUL, invalid UTF-8
/// repaired, as the host copies it), read as JSON (`JSONText`), then as a row answer
/// (`RowResponse`), a request (`RowRequest`, what a plugin written with TierbarPluginKit reads)
/// and a description's `kinds` (`RowKindDeclaration`); a row answer is laid out in a tier.
///
/// Properties: each value read writes back to JSON that reads as the same value; an answer's
/// items lay out without a problem the engine reports, keeping `LayoutProperties`.
enum PluginAnswerFuzz {
  static let target = FuzzTarget(
    name: "plugin", summary: "plugin answer JSON → rows, requests, declarations; laid out"
  ) { bytes in
    let text = String(decoding: bytes.prefix { $0 != 0 }, as: UTF8.self)
    guard let value = try? JSONText.decode(text) else { return }
    if (try? JSONText.decode(JSONText.encode(value))) != value {
      FuzzFailure.fail("plugin", "JSON does not read back as written: \(JSONText.encode(value))")
    }
    if let response = try? RowResponse(wireValue: value) {
      if (try? RowResponse(wireValue: reread(response.wireValue))) != response {
        FuzzFailure.fail("plugin", "a row answer does not read back as written")
      }
      if case .content(let content) = response { layOut(content) }
    }
    if let request = try? RowRequest(wireValue: value),
      (try? RowRequest(wireValue: reread(request.wireValue))) != request
    {
      FuzzFailure.fail("plugin", "a row request does not read back as written")
    }
    if case .map(let members) = value, let kinds = members["kinds"]?.listValue {
      for (index, kind) in kinds.enumerated() {
        guard let declaration = try? RowKindDeclaration(wireValue: kind, at: "kinds[\(index)]")
        else { continue }
        if (try? RowKindDeclaration(wireValue: reread(declaration.wireValue))) != declaration {
          FuzzFailure.fail("plugin", "a row kind declaration does not read back as written")
        }
      }
    }
  }

  /// A value written as JSON text and read again (what crossing the boundary twice does).
  static func reread(_ value: ConfigValue) -> ConfigValue {
    (try? JSONText.decode(JSONText.encode(value))) ?? .null
  }

  /// One tier of a kind whose provider gives `content`, laid out left to right and right to left.
  static func layOut(_ content: RowContent) {
    var registry = RowRegistry.builtIn
    try? registry.register(FixedAnswer(content: content), source: .builtIn)
    let toolbar = ToolbarDefinition(
      id: "plugin", tiers: [TierDefinition(id: "answer", kind: FixedAnswer.kind)])
    let resolved = registry.resolve(config: TierbarConfig(), toolbar: toolbar)
    let engine = LayoutEngine(resolved)
    if let problem = resolved.diagnostics.first {
      FuzzFailure.fail("plugin", "a well-formed answer fails at layout: \(problem.message)")
    }
    let state = ToolbarState.initial(for: engine.toolbar)
    for environment in ConfigFuzz.environments {
      if let problem = LayoutProperties.problem(
        in: engine.layout(environment: environment, state: state))
      {
        FuzzFailure.fail("plugin", "a plugin answer's layout: \(problem)")
      }
    }
  }

  struct FixedAnswer: RowProvider {
    static let kind = "fuzz-answer"
    var content: RowContent
    var declaration: RowKindDeclaration {
      RowKindDeclaration(kind: Self.kind, summary: "The fuzzed plugin answer.")
    }

    func content(for tier: TierDefinition, context: RowContext) throws(RowProviderError)
      -> RowContent
    { content }
  }
}
