import TierbarLayout
import TierbarModel
import TierbarRows

extension RenderPlan {
  /// Builds the plan of one layout.
  ///
  /// - Parameters:
  ///   - layout: the frames to draw.
  ///   - toolbar: the toolbar as the layout engine resolved it (`LayoutEngine.toolbar`: provider
  ///     items included), whose items the layout's ids name.
  ///   - config: where the styles are (resolved with `TierbarConfig.resolvedStyle`).
  ///   - environment: the layout's environment (text scale for Dynamic Type, display scale for
  ///     hairlines, layout direction for the icon's side).
  ///   - measurer: the engine's measurer, so each title is drawn exactly as wide as the layout
  ///     measured it.
  public init(
    layout: ToolbarLayout, toolbar: ToolbarDefinition, config: TierbarConfig,
    environment: LayoutEnvironment, appearance: Appearance,
    measurer: any TextMeasurer = HeadlessTextMeasurer()
  ) {
    var builder = PlanBuilder(
      toolbar: toolbar, config: config, environment: environment, appearance: appearance,
      measurer: measurer)
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
  let toolbar: ToolbarDefinition
  let config: TierbarConfig
  let environment: LayoutEnvironment
  let appearance: Appearance
  let measurer: any TextMeasurer
  /// Items by id with their tier (resolved toolbar), and the config's own items by id.
  let items: [String: (item: ItemDefinition, tier: TierDefinition)]
  let configuredItems: [String: ItemDefinition]
  var styles: [String: TierbarConfig.ResolvedStyle] = [:]
  var barFill: RenderColor = .clear
  var elements: [RenderElement] = []

  init(
    toolbar: ToolbarDefinition, config: TierbarConfig, environment: LayoutEnvironment,
    appearance: Appearance, measurer: any TextMeasurer
  ) {
    self.toolbar = toolbar
    self.config = config
    self.environment = environment
    self.appearance = appearance
    self.measurer = measurer
    var items: [String: (item: ItemDefinition, tier: TierDefinition)] = [:]
    for tier in toolbar.tiers {
      for item in tier.items where items[item.id] == nil { items[item.id] = (item, tier) }
    }
    self.items = items
    var configured: [String: ItemDefinition] = [:]
    for item in config.toolbar(toolbar.id)?.allItems ?? [] where configured[item.id] == nil {
      configured[item.id] = item
    }
    configuredItems = configured
  }

  mutating func style(_ name: String?) -> TierbarConfig.ResolvedStyle {
    let key = name ?? ""
    if let style = styles[key] { return style }
    let style = config.resolvedStyle(name)
    styles[key] = style
    return style
  }

  /// The bar's background over its bounds: its style's, else ``DefaultLook/barBackground``.
  mutating func addBar(_ layout: ToolbarLayout) {
    let look = style(toolbar.style).normal
    barFill = (look.background ?? DefaultLook.barBackground).resolved(for: appearance)
    elements.append(
      RenderElement(
        frame: Rect(x: 0, y: 0, width: layout.size.width, height: layout.size.height),
        kind: .barBackground(box(look, fill: barFill))))
  }

  /// A visible tier: its background (its style's; a tier reaching above the bar's bounds, an
  /// overlay tier, gets the bar's so it reads as part of the bar), then a hairline on its top edge.
  mutating func addTier(_ tier: TierFrame, barSize: Size) {
    let definition = toolbar.tier(tier.id)
    let look = style(definition?.style).normal
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
    guard let (item, tier) = items[frame.id] else { return }
    let state: ItemLookState = !frame.enabled ? .disabled : frame.selected ? .selected : .normal
    let look = ResolvedItemLook(style: style(item.style), state: state, appearance: appearance)
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
