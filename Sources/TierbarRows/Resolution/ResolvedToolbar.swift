import TierbarModel

/// One toolbar after the registry stage (bytes → YAML → model → **registry** → layout): each
/// tier's provider asked for its items, each item's style resolved, the stage's findings
/// collected. What the layout engine, a render plan or the schema start from; none of them asks
/// a provider again. Build it with ``RowRegistry/resolve(config:toolbar:data:state:)``.
public struct ResolvedToolbar: Hashable, Sendable {
  /// The toolbar with each tier's `items` replaced by what its provider produced (none for a
  /// tier whose provider is missing or failed).
  public var toolbar: ToolbarDefinition
  /// Per tier of `toolbar.tiers`, in order: how its items flow.
  public var rows: [ResolvedRow]
  /// Each style the items use, resolved once (its `extends` chain flattened), in first-use order.
  public var styles: [TierbarConfig.ResolvedStyle]
  /// Per item of `toolbar.allItems` (base tier first), the index of its style in `styles`.
  public var itemStyles: [Int]
  /// The stage's findings, each at its tier: `unknown-row-kind`, `row-provider-failed` (errors;
  /// the tier is laid out empty).
  public var diagnostics: [Diagnostic]

  public init(
    toolbar: ToolbarDefinition, rows: [ResolvedRow], styles: [TierbarConfig.ResolvedStyle],
    itemStyles: [Int], diagnostics: [Diagnostic] = []
  ) {
    self.toolbar = toolbar
    self.rows = rows
    self.styles = styles
    self.itemStyles = itemStyles
    self.diagnostics = diagnostics
  }

  /// The resolved style of the item at `index` in `toolbar.allItems`.
  public func style(ofItemAt index: Int) -> TierbarConfig.ResolvedStyle {
    styles[itemStyles[index]]
  }
}

/// How one tier's items flow once its provider has answered.
public struct ResolvedRow: Hashable, Sendable {
  /// The provider's flow, else the tier's `layout` (`wrap: true` wraps, `distribution: equal`
  /// shares the width, otherwise one line).
  public var flow: RowFlow
  /// With `.wrap`: a grid of this many equal columns (≥ 1); nil wraps by the items' widths.
  public var columns: Int?

  public init(flow: RowFlow, columns: Int? = nil) {
    self.flow = flow
    self.columns = columns.flatMap { $0 >= 1 ? $0 : nil }
  }

  /// The row of `tier` given its provider's `content`.
  public init(_ tier: TierDefinition, content: RowContent) {
    let flow =
      content.flow
      ?? (tier.layout.wrap ? .wrap : tier.layout.distribution == .equal ? .equal : .singleLine)
    self.init(flow: flow, columns: flow == .wrap ? content.columns : nil)
  }
}
