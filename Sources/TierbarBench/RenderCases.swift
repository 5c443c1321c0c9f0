import Tierbar

/// The `render.*` cases. Owned by the render work.
///
/// - `render.plan`: building the render plan of the layout bench's bar (3 tiers × 10 titled
///   buttons on an iPad) from its first layout and its resolved toolbar (styles resolved there,
///   by the registry stage), in light mode: every item's look for its state, every title measured
///   again (so it is drawn as wide as the layout measured it), every element
///   built. Its baseline is `layout.first`, the layout the plan draws: what a host pays to draw a
///   new layout is the two together.
func renderBenchCases() -> [BenchCase] {
  let fixture = RenderBenchFixture()
  return [
    BenchCase(name: "render.plan", operations: 1, baseline: "layout.first") {
      fixture.buildPlan()
    }
  ]
}

final class RenderBenchFixture {
  let layoutFixture = LayoutBenchFixture()
  let layout: ToolbarLayout
  /// The registry stage's value of the layout fixture's bar, what a plan is built from.
  let resolved: ResolvedToolbar
  var sink = 0

  init() {
    resolved = RowRegistry.builtIn.resolve(
      config: layoutFixture.config, toolbar: layoutFixture.toolbar)
    layout = layoutFixture.engine.layout(
      environment: layoutFixture.environment, state: layoutFixture.initialState)
  }

  func buildPlan() {
    let plan = RenderPlan(
      layout: layout, resolved: resolved, environment: layoutFixture.environment,
      appearance: .light)
    sink &+= plan.elements.count
  }
}
