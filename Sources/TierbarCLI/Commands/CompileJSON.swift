import TierbarJSON
import TierbarModel

/// `tierbar compile --format json`: one config's canonical JSON (`CanonicalJSON`), checked to load
/// back to the same model before anything is written.
enum CompileJSON {
  /// The JSON's bytes, or nil after printing why there are none. `json-rewritten-scalar`
  /// warnings are printed at the config's lines; when the JSON would load to a different model
  /// (a YAML 1.1 boolean such as `yes` where a boolean is expected: JSON can only keep it as the
  /// string "yes"), that is an error and nothing is written.
  static func canonicalBytes(of input: CompileInputs, context: CommandContext) -> [UInt8]? {
    let file = input.input.file
    var sources = SourceText()
    sources.add(file: file, bytes: input.bytes)
    let printer = DiagnosticText(sources: sources, stream: context.stderr)
    guard let node = input.input.nodes() else {
      context.stderr.write(printer.render(notWritten(file, "its text could not be read again")))
      return nil
    }
    let output = CanonicalJSON.write(node)
    var warnings = output.diagnostics
    for index in warnings.indices { warnings[index].file = file }
    context.stderr.write(warnings.map(printer.render).joined())
    let bytes = Array(output.text.utf8)
    let reloaded = JSONConfigLoader(registry: input.registry).load(bytes)
    guard reloaded.config == input.input.config else {
      let reason =
        "its JSON would not load to the same model; write the values warned about above (or any"
        + " YAML 1.1 boolean such as `yes`) as `true`, `false`, numbers or quoted strings"
      context.stderr.write(printer.render(notWritten(file, reason)))
      return nil
    }
    return bytes
  }

  private static func notWritten(_ file: String, _ reason: String) -> Diagnostic {
    Diagnostic(
      .error, .jsonNotEquivalent, "no JSON written for this config: \(reason)",
      at: .fileStart, file: file)
  }
}

extension DiagnosticCode {
  /// `compile --format json` refused a config whose JSON would load to a different model.
  static let jsonNotEquivalent: DiagnosticCode = "json-not-equivalent"
}
