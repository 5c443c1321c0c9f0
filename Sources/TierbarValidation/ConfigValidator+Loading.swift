import TierbarModel

extension ConfigValidator {
  /// The last step of every loader (YAML and JSON): validates what a reader made of the bytes and
  /// gives the file's result. Diagnostics carry `file` when it is given; at most
  /// `ValidationLimits.maxDiagnostics` are reported, then one `too-many-diagnostics`.
  ///
  /// Duplicate keys leave a sound tree, so validation still runs and reports everything else;
  /// other reader errors (syntax, placeholders for bad aliases, missing merges) would only add
  /// noise, so a tree with them is not validated.
  public func loadResult(
    node: ConfigNode?, readerDiagnostics: [Diagnostic], file: String?
  ) -> ConfigLoadResult {
    loadResult(readerDiagnostics: readerDiagnostics, file: file) {
      node.map { validate($0, diagnosticLimit: .max) }
    }
  }

  /// `loadResult(node:readerDiagnostics:file:)` with the validation of the read tree given as
  /// `validation` (nil without a tree), called only when the reader's diagnostics allow it:
  /// what a loader that validated parts of the tree while reading it (`ToolbarStream`) passes.
  package func loadResult(
    readerDiagnostics: [Diagnostic], file: String?, validation: () -> ValidationResult?
  ) -> ConfigLoadResult {
    var diagnostics = readerDiagnostics
    var config: TierbarConfig?
    if diagnostics.allSatisfy({ $0.severity != .error || $0.code == .duplicateKey }),
      let validated = validation()
    {
      diagnostics += validated.diagnostics
      config = validated.config
    }
    diagnostics = ValidationLimits.capped(diagnostics)
    for index in diagnostics.indices { diagnostics[index].file = file }
    return ConfigLoadResult(config: diagnostics.hasErrors ? nil : config, diagnostics: diagnostics)
  }
}
