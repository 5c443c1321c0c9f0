import Tierbar

/// RenderPlan.md, "Overview", verbatim; returns the SVG so the snippet's result is used.
func renderPlanSnippet(config: TierbarConfig, toolbar: ToolbarDefinition) -> String {
  let resolved = RowRegistry.builtIn.resolve(config: config, toolbar: toolbar)
  let engine = LayoutEngine(resolved)
  let environment = LayoutEnvironment(width: 393, textScale: 1.2)
  let layout = engine.layout(
    environment: environment, state: ToolbarState.initial(for: engine.toolbar))
  let plan = RenderPlan(
    layout: layout, resolved: resolved, environment: environment, appearance: .dark)
  let svg = SVGWriter.svg(
    plan, scene: RenderScene(environment: environment, presentation: toolbar.presentation))
  return svg
}
