import TierbarLayout
import TierbarModel
import TierbarRows

extension RenderPlan {
  /// Builds the plan of one layout.
  ///
  /// - Parameters:
  ///   - layout: the frames to draw, laid out from `resolved`.
  ///   - resolved: the registry stage's value the layout's engine was built from
  ///     (``RowRegistry/resolve(config:toolbar:data:state:)``): its toolbar, provider items
  ///     included, whose items the layout's ids name, and every style resolved. The plan reads
  ///     nothing else of the config, and never goes through the layout engine.
  ///   - environment: the layout's environment (text scale for Dynamic Type, display scale for
  ///     hairlines, layout direction for the icon's side).
  ///   - measurer: the engine's measurer, so each title is drawn exactly as wide as the layout
  ///     measured it.
  public init(
    layout: ToolbarLayout, resolved: ResolvedToolbar, environment: LayoutEnvironment,
    appearance: Appearance, measurer: any TextMeasurer = HeadlessTextMeasurer()
  ) {
    var builder = PlanBuilder(
      resolved: resolved, environment: environment, appearance: appearance, measurer: measurer)
    builder.addBar(layout)
    for tier in layout.tiers where tier.visible {
      builder.addTier(tier, barSize: layout.size)
    }
    for item in layout.items {
      builder.addItem(item)
    }
    self.init(
      toolbar: layout.toolbar, appearance: appearance, size: layout.size,
      hitRegion: layout.hitRegion, bottomInset: layout.bottomInset, elements: builder.elements,
      hitAreas: layout.items.map { HitAreaMark(item: $0.id, frame: $0.hitArea) })
  }
}

/// The plan's rules, element by element, in painting order.
struct PlanBuilder {
  let resolved: ResolvedToolbar
  let environment: LayoutEnvironment
  let appearance: Appearance
  let measurer: any TextMeasurer
  /// Items by id with their tier and their index in `resolved.toolbar.allItems` (what
  /// `resolved.itemStyles` is indexed by); tiers by id with their index; the config's own items
  /// by id.
  let items: [String: (item: ItemDefinition, tier: TierDefinition, index: Int)]
  let tierIndices: [String: Int]
  let configuredItems: [String: ItemDefinition]
  var barFill: RenderColor = .clear
  var elements: [RenderElement] = []

  init(
    resolved: ResolvedToolbar, environment: LayoutEnvironment, appearance: Appearance,
    measurer: any TextMeasurer
  ) {
    self.resolved = resolved
    self.environment = environment
    self.appearance = appearance
    self.measurer = measurer
    var items: [String: (item: ItemDefinition, tier: TierDefinition, index: Int)] = [:]
    var tierIndices: [String: Int] = [:]
    var index = 0
    for (tierIndex, tier) in resolved.toolbar.tiers.enumerated() {
      if tierIndices[tier.id] == nil { tierIndices[tier.id] = tierIndex }
      for item in tier.items {
        if items[item.id] == nil { items[item.id] = (item, tier, index) }
        index += 1
      }
    }
    self.items = items
    self.tierIndices = tierIndices
    var configured: [String: ItemDefinition] = [:]
    for item in resolved.definition.allItems where configured[item.id] == nil {
      configured[item.id] = item
    }
    configuredItems = configured
  }

  /// The resolved style of the item at `index` of `allItems` (the default look for a hand-built
  /// resolved toolbar without one).
  func itemStyle(at index: Int) -> TierbarConfig.ResolvedStyle {
    resolved.itemStyles.indices.contains(index)
      && resolved.styles.indices.contains(resolved.itemStyles[index])
      ? resolved.style(ofItemAt: index) : TierbarConfig.ResolvedStyle()
  }

  /// The resolved style of the tier `id` (the default look when the resolved toolbar has none).
  func tierStyle(_ id: String) -> TierbarConfig.ResolvedStyle {
    guard let index = tierIndices[id], resolved.tierStyles.indices.contains(index) else {
      return TierbarConfig.ResolvedStyle()
    }
    return resolved.tierStyles[index]
  }

  /// The bar's background over its bounds: its style's, else ``DefaultLook/barBackground``.
  mutating func addBar(_ layout: ToolbarLayout) {
    let look = resolved.toolbarStyle.normal
    barFill = (look.background ?? DefaultLook.barBackground).resolved(for: appearance)
    elements.append(
      RenderElement(
        frame: Rect(x: 0, y: 0, width: layout.size.width, height: layout.size.height),
        kind: .barBackground(box(look, fill: barFill))))
  }

  /// A visible tier: its background (its style's; a tier reaching above the bar's bounds, an
  /// overlay tier, gets the bar's so it reads as part of the bar), then a hairline on its top edge.
  mutating func addTier(_ tier: TierFrame, barSize: Size) {
    let look = tierStyle(tier.id).normal
    let fill = look.background?.resolved(for: appearance) ?? (tier.frame.minY < 0 ? barFill : nil)
    elements.append(
      RenderElement(frame: tier.frame, tier: tier.id, kind: .tierBackground(box(look, fill: fill))))
    let hairline = 1 / (environment.scale > 0 ? environment.scale : 1)
    elements.append(
      RenderElement(
        frame: Rect(x: tier.frame.x, y: tier.frame.y, width: tier.frame.width, height: hairline),
        tier: tier.id, kind: .separator(DefaultLook.separator.resolved(for: appearance))))
  }

  func box(_ look: StyleAppearance, fill: RenderColor?) -> Box {
    Box(
      fill: fill,
      border: look.border.flatMap { border in
        guard border.width.isFinite, border.width > 0 else { return nil }
        return RenderBorder(
          width: border.width,
          color: (border.color ?? DefaultLook.separator).resolved(for: appearance))
      },
      cornerRadius: look.cornerRadius.flatMap { $0.isFinite && $0 > 0 ? $0 : nil } ?? 0)
  }

  /// An item: its background over its frame exactly, then its icon and title side by side (icon
  /// first in reading order, the engine's gap between), centred in the frame.
  mutating func addItem(_ frame: ItemFrame) {
    guard let (item, tier, index) = items[frame.id] else { return }
    let state: ItemLookState = !frame.enabled ? .disabled : frame.selected ? .selected : .normal
    let look = ResolvedItemLook(style: itemStyle(at: index), state: state, appearance: appearance)
    elements.append(
      RenderElement(
        frame: frame.frame, item: frame.id, tier: frame.tier,
        kind: .itemBackground(
          Box(fill: look.background, border: look.border, cornerRadius: look.cornerRadius),
          state)))
    let icon = CheckboxIcons.icon(
      for: item, configured: configuredItems[item.id], tier: tier, selected: frame.selected)
    let content = ItemContent(
      title: item.title.flatMap { $0.isEmpty ? nil : $0 }, icon: icon, font: look.font,
      textScale: environment.textScale, measurer: measurer)
    let placed = content.place(
      in: frame.frame, rightToLeft: environment.layoutDirection == .rightToLeft)
    if let iconFrame = placed.icon, let symbol = icon {
      elements.append(
        RenderElement(
          frame: iconFrame, item: frame.id, tier: frame.tier,
          kind: .icon(Icon(symbol: symbol, color: look.iconColor, font: content.renderFont))))
    }
    if let titleFrame = placed.title, let text = content.title {
      elements.append(
        RenderElement(
          frame: titleFrame, item: frame.id, tier: frame.tier,
          kind: .title(
            Title(
              text: text, font: content.renderFont, color: look.titleColor,
              baseline: titleFrame.minY + DefaultLook.ascentFactor * content.renderFont.pointSize,
              width: titleFrame.width))))
    }
  }
}
