import Foundation
import Testing
import Tierbar
import TierbarTestSupport
import TierbarYAML

/// A config of `Configs/` laid out and planned, for the render tests.
struct Rendered {
  var config: TierbarConfig
  /// The registry stage's value the engine and the plan are built from.
  var resolved: ResolvedToolbar
  var engine: LayoutEngine
  var environment: LayoutEnvironment
  var layout: ToolbarLayout

  init(
    _ file: String, toolbar: String? = nil, environment: LayoutEnvironment? = nil,
    change: (inout ToolbarState) -> Void = { _ in }
  ) throws {
    let url = Fixtures.config(file)
    let config = try #require(ConfigLoader().load(Fixtures.bytes(url), file: url.path).config)
    let definition = try #require(
      toolbar.flatMap { config.toolbar($0) } ?? config.toolbars.first)
    self.config = config
    resolved = RowRegistry.builtIn.resolve(config: config, toolbar: definition)
    engine = LayoutEngine(resolved)
    self.environment =
      environment ?? DevicePreset.named("iphone-15")?.environment() ?? LayoutEnvironment()
    var state = ToolbarState.initial(for: engine.toolbar)
    change(&state)
    layout = engine.layout(environment: self.environment, state: state)
  }

  /// A one-toolbar, one-tier config built in Swift, in the default environment.
  init(
    items: [ItemDefinition], toolbar: String = "bar", styles: [String: StyleDefinition] = [:],
    barStyle: String? = nil
  ) throws {
    config = TierbarConfig(
      styles: styles,
      toolbars: [
        ToolbarDefinition(
          id: toolbar, style: barStyle,
          tiers: [TierDefinition(id: "main", height: .fixed(44), items: items)])
      ])
    let definition = try #require(config.toolbars.first)
    resolved = RowRegistry.builtIn.resolve(config: config, toolbar: definition)
    engine = LayoutEngine(resolved)
    environment = LayoutEnvironment()
    layout = engine.layout(environment: environment, state: ToolbarState.initial(for: definition))
  }

  func plan(_ appearance: Appearance = .light) -> RenderPlan {
    RenderPlan(
      layout: layout, resolved: resolved, environment: environment, appearance: appearance)
  }
}
