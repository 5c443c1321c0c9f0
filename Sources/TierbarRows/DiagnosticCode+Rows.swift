import TierbarModel

extension DiagnosticCode {
  /// A tier's `kind:` names no provider in the registry (validation reports it at the `kind:`
  /// value; the layout engine, given a registry without the kind, lays the tier out empty).
  public static let unknownRowKind: DiagnosticCode = "unknown-row-kind"
}

extension DiagnosticCode {
  /// A row provider threw while the registry resolved a toolbar; its tier is laid out empty.
  public static let rowProviderFailed: DiagnosticCode = "row-provider-failed"
}
