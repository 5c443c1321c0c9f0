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

/// A vector layout into fresh storage: what every relayout into reused storage must equal.
func fresh(_ engine: LayoutEngine, _ environment: LayoutEnvironment, _ vector: LayoutStateVector)
  -> ToolbarLayout
{
  var layout = ToolbarLayout(toolbar: "", size: .zero, hitRegion: .zero, tiers: [], items: [])
  engine.layout(into: &layout, environment: environment, vector: vector)
  return layout
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
