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

extension DiagnosticCode {
  /// A tier with more than `RowContent.maxItems` items: written under `items:` (validation
  /// reports the first one past the limit), in a list parameter its row kind makes items from
  /// (at the first entry past it), or made by a provider (at the tier, when the registry
  /// resolves the toolbar; the tier keeps the first `RowContent.maxItems`).
  public static let tooManyItems: DiagnosticCode = "too-many-items"
}

extension DiagnosticCode {
  /// Two toolbars, tiers or items share an id. Validation reports it at the second, with a note
  /// at the first (for ids a row kind makes from its parameters, at that parameter); the
  /// registry stage reports, at the tier, an item a provider made with an id its toolbar already
  /// has, and leaves the item out. Declared here, where both can see it.
  public static let duplicateId: DiagnosticCode = "duplicate-id"
}
