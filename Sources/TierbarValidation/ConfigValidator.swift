import TierbarModel
import TierbarRows

/// Decodes a config node tree into the model, collecting every problem as a located diagnostic.
///
/// CONTRACT (other modules and the CLI rely on it): `validate` never throws or traps, whatever the
/// tree; `config` is non-nil exactly when no diagnostic is an error.
public struct ConfigValidator: Sendable {
  public var registry: RowRegistry

  public init(registry: RowRegistry = .builtIn) {
    self.registry = registry
  }

  /// One walk over the tree; diagnostics come back sorted by position, repeats collapsed, at most
  /// `diagnosticLimit` of them followed by one `too-many-diagnostics` (see
  /// `ValidationLimits.capped`). `ConfigLoader` passes `Int.max` and caps the file's reader and
  /// validation diagnostics together.
  public func validate(
    _ root: ConfigNode, diagnosticLimit: Int = ValidationLimits.maxDiagnostics
  ) -> ValidationResult {
    var decoder = ConfigDecoder(registry: registry)
    let config = decoder.decodeConfig(root)
    return Self.result(config, decoder, diagnosticLimit: diagnosticLimit)
  }

  /// The decoded config and the decoder's diagnostics, collected and capped.
  static func result(_ config: TierbarConfig, _ decoder: ConfigDecoder, diagnosticLimit: Int)
    -> ValidationResult
  {
    let diagnostics = ValidationLimits.capped(
      decoder.collectedDiagnostics(), limit: diagnosticLimit)
    return ValidationResult(config: diagnostics.hasErrors ? nil : config, diagnostics: diagnostics)
  }
}

public struct ValidationResult: Sendable {
  /// The decoded config; nil when any diagnostic is an error.
  public var config: TierbarConfig?
  public var diagnostics: [Diagnostic]

  public init(config: TierbarConfig?, diagnostics: [Diagnostic]) {
    self.config = config
    self.diagnostics = diagnostics
  }
}
