import TierbarModel

/// A source of a tier's items, named by the tier's `kind:`.
///
/// Providers are self-describing: the declaration (kind, summary, parameters, examples) is data,
/// so validation, `tierbar plugins`, the editor schema and the docs all come from the same place.
/// Providers produce items, never frames: the layout core places what they return.
public protocol RowProvider: Sendable {
  var declaration: RowKindDeclaration { get }

  /// The tier's items for the current state. `tier.parameters` has already been checked against
  /// `declaration.parameters` (defaults are not filled in; use `RowKindDeclaration.value(_:in:)`).
  func content(for tier: TierDefinition, context: RowContext) throws(RowProviderError) -> RowContent

  /// Rules between a tier's parameters that their declarations cannot state alone (a chips
  /// `format` naming `{hours}` needs a `unit`), checked by validation after each parameter's
  /// type and range, so the mistake is reported at the parameter's line instead of failing at
  /// layout. Each issue names the parameter it is reported at. Default: none.
  func checkParameters(_ parameters: [String: ConfigValue], tierID: String) -> [ParameterIssue]

  /// The ids of the items this provider makes for `tier` itself (not its `items:`), when the
  /// config alone decides them, so validation can check them as it checks written ids
  /// (`invalid-id`, `duplicate-id`) at a line of the config instead of at layout. Asked only
  /// when `checkParameters` found nothing. Default: nil, not known before `content` runs (a
  /// plugin, or items from run-time data); the registry stage still reports duplicates.
  func generatedItemIDs(for tier: TierDefinition) -> GeneratedItemIDs?
}

extension RowProvider {
  public func checkParameters(_ parameters: [String: ConfigValue], tierID: String)
    -> [ParameterIssue]
  {
    []
  }

  public func generatedItemIDs(for tier: TierDefinition) -> GeneratedItemIDs? { nil }
}

/// Item ids a provider makes from a tier's parameters, and the parameter that decides them
/// (where validation reports a bad or repeated one; the `kind:` line when it is not written).
public struct GeneratedItemIDs: Hashable, Sendable {
  public var ids: [String]
  public var parameter: String

  public init(ids: [String], parameter: String) {
    self.ids = ids
    self.parameter = parameter
  }
}

/// What a provider may look at besides its tier.
public struct RowContext: Hashable, Sendable {
  public var state: ToolbarState
  /// Run-time data from the app, keyed by tier id (e.g. suggestions for a suggestions row).
  public var data: [String: ConfigValue]

  public init(state: ToolbarState = ToolbarState(), data: [String: ConfigValue] = [:]) {
    self.state = state
    self.data = data
  }
}

/// A provider's answer: items, and optionally how they flow (overriding the tier's `layout`).
public struct RowContent: Hashable, Sendable {
  /// The most items one tier may have, however they come: written in the config (validation
  /// checks `items:` and list parameters, `ValidationLimits.maxItemsPerTier`) or made by a
  /// provider (the registry keeps the first this many, with a `too-many-items` error). A real
  /// row shows tens; this keeps a toolbar's item indices far below `Int32.max` (see
  /// `ValidationLimits`).
  public static let maxItems = 10_000

  public var items: [ItemDefinition]
  public var flow: RowFlow?
  /// With `flow: .wrap`: wrap into a grid of this many equal columns (a check-box grid) instead of
  /// breaking lines by the items' natural widths. nil or < 1: natural wrapping.
  public var columns: Int?

  public init(items: [ItemDefinition], flow: RowFlow? = nil, columns: Int? = nil) {
    self.items = items
    self.flow = flow
    self.columns = columns
  }
}

public enum RowFlow: String, Hashable, Sendable, CaseIterable {
  /// One line, items at their measured widths.
  case singleLine = "single-line"
  /// Items wrap into further lines (a check-box grid).
  case wrap
  /// One line, items share the width equally (a segmented choice).
  case equal
}

/// A provider that could not produce its items; becomes a located diagnostic at the tier.
public struct RowProviderError: Error, Hashable, Sendable {
  public var message: String
  public init(_ message: String) { self.message = message }
}
