import TierbarModel

/// One toolbar after the registry stage (bytes → YAML → model → **registry** → layout): each
/// tier's provider asked for its items, each item's style resolved, the stage's findings
/// collected. What the layout engine, a render plan or the schema start from; none of them asks
/// a provider again. Build it with ``RowRegistry/resolve(config:toolbar:data:state:)``.
public struct ResolvedToolbar: Hashable, Sendable {
  /// The toolbar with each tier's `items` replaced by what its provider produced (none for a
  /// tier whose provider is missing or failed).
  public var toolbar: ToolbarDefinition
  /// The toolbar as the config defines it, before its providers answered: what a consumer needs
  /// to tell an item the config wrote (and what it gave it) from one a provider made.
  public var definition: ToolbarDefinition
  /// Per tier of `toolbar.tiers`, in order: how its items flow.
  public var rows: [ResolvedRow]
  /// Each style the items use, resolved once (its `extends` chain flattened), in first-use order.
  public var styles: [TierbarConfig.ResolvedStyle]
  /// Per item of `toolbar.allItems` (base tier first), the index of its style in `styles`.
  public var itemStyles: [Int]
  /// The toolbar's own style (`style:` of the toolbar, else the default look), resolved.
  public var toolbarStyle: TierbarConfig.ResolvedStyle
  /// Per tier of `toolbar.tiers`, in order: the tier's own style, resolved.
  public var tierStyles: [TierbarConfig.ResolvedStyle]
  /// The stage's findings, each at its tier: `unknown-row-kind`, `row-provider-failed` (errors;
  /// the tier is laid out empty).
  public var diagnostics: [Diagnostic]

  /// - Parameters:
  ///   - definition: the toolbar as configured (default: `toolbar`, for a toolbar no provider
  ///     changed).
  ///   - toolbarStyle, tierStyles: the bar's and each tier's style (default: the default look).
  public init(
    toolbar: ToolbarDefinition, definition: ToolbarDefinition? = nil, rows: [ResolvedRow],
    styles: [TierbarConfig.ResolvedStyle], itemStyles: [Int],
    toolbarStyle: TierbarConfig.ResolvedStyle = TierbarConfig.ResolvedStyle(),
    tierStyles: [TierbarConfig.ResolvedStyle]? = nil, diagnostics: [Diagnostic] = []
  ) {
    self.toolbar = toolbar
    self.definition = definition ?? toolbar
    self.rows = rows
    self.styles = styles
    self.itemStyles = itemStyles
    self.toolbarStyle = toolbarStyle
    self.tierStyles =
      tierStyles ?? Array(repeating: TierbarConfig.ResolvedStyle(), count: toolbar.tiers.count)
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
