import Tierbar

/// Lays out the first (or named) toolbar of `config` with the test registry.
func layOut(
  _ config: TierbarConfig, toolbar id: String? = nil,
  environment: LayoutEnvironment = LayoutEnvironment(),
  change: (inout ToolbarState) -> Void = { _ in }
) -> ToolbarLayout {
  let definition =
    id.flatMap { config.toolbar($0) } ?? config.toolbars.first ?? ToolbarDefinition(id: "none")
  let engine = LayoutEngine(RowRegistry.testing.resolve(config: config, toolbar: definition))
  var state = ToolbarState.initial(for: engine.toolbar)
  change(&state)
  return engine.layout(environment: environment, state: state)
}

/// `state` by index, as a controller keeps it, written out from `ToolbarState`'s rules: per tier
/// its expansion (unset: the tier's initial one), not clamped (the engine clamps what it reads);
/// per item its flags (selected when its tier's selection names it).
func indexed(_ state: ToolbarState, for engine: LayoutEngine) -> (
  progress: [Double], items: [ItemState]
) {
  let tiers = engine.toolbar.tiers
  let progress = tiers.map { state.expansion[$0.id] ?? $0.initialExpansion }
  let items = tiers.flatMap { tier in
    tier.items.map { item in
      ItemState(
        hidden: state.hiddenItems.contains(item.id),
        disabled: state.disabledItems.contains(item.id),
        selected: state.isSelected(item.id, in: tier.id))
    }
  }
  return (progress, items)
}

/// A layout by index into fresh storage: what every relayout into reused storage must equal.
func fresh(
  _ engine: LayoutEngine, _ environment: LayoutEnvironment, progress: [Double], items: [ItemState]
) -> ToolbarLayout {
  var layout = ToolbarLayout(toolbar: "", size: .zero, hitRegion: .zero, tiers: [], items: [])
  engine.layout(into: &layout, environment: environment, progress: progress, items: items)
  return layout
}

/// `fresh` of `state` by index.
func fresh(_ engine: LayoutEngine, _ environment: LayoutEnvironment, _ state: ToolbarState)
  -> ToolbarLayout
{
  let (progress, items) = indexed(state, for: engine)
  return fresh(engine, environment, progress: progress, items: items)
}

/// A width or height as the layout rounds it: up to the next pixel (1/3 pt by default).
func pixelCeil(_ value: Double, scale: Double = 3) -> Double {
  (value * scale - 1e-7).rounded(.up) / scale
}

/// The headless measurer's width of `title` at 17 pt regular.
func textWidth(_ title: String) -> Double {
  HeadlessTextMeasurer().measure(title, font: FontSpec(), textScale: 1).width
}

/// 17 pt line height (SF: 20.29).
let lineHeight = 17 * HeadlessTextMeasurer.lineHeightFactor
