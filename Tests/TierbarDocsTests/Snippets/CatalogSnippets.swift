import Foundation
import Tierbar
import TierbarPluginHost
import TierbarYAML

// The Swift snippets of the DocC catalog (Sources/Tierbar/Tierbar.docc), verbatim, each inside a
// function that gives it the values it names. `CatalogSnippetTests` runs those that need no file.

/// Tierbar.md, the overview's example.
func rootPageSnippet(config: TierbarConfig, toolbar: ToolbarDefinition, print: (String) -> Void) {
  var controller = ToolbarController(
    config: config, toolbar: toolbar, container: Rect(x: 0, y: 0, width: 393, height: 852))
  for effect in controller.handle(.tap(item: "bell")) {
    print(effect.json.render())  // {"type":"tierExpanded","tier":"intervals",…}
  }
}

/// ConfigLanguage.md, "How configs are checked".
func configLanguageSnippet() -> TierbarConfig? {
  let loader = ConfigLoader(registry: .builtIn, limits: .default)
  let result = loader.load(contentsOf: "Configs/reminders.yaml")
  if result.isUnreadable { print("missing, a folder, or no permission: tierbar exits 66") }
  for diagnostic in result.diagnostics {
    print(diagnostic.range, diagnostic.code, diagnostic.message)
  }
  let config = result.config  // nil when any diagnostic is an error
  return config
}

/// Interaction.md, "The controller".
func interactionSnippet(config: TierbarConfig, definition: ToolbarDefinition) -> [Effect] {
  var bar = ToolbarController(
    config: config, toolbar: definition,
    environment: LayoutEnvironment(width: 393, keyboard: .software),
    container: Rect(x: 0, y: 0, width: 393, height: 852))
  let effects = bar.handle(.tap(item: "bell"))  // mutates `bar`, returns [Effect] in order
  return effects
}

/// LayoutRules.md, "Using it".
func layoutRulesSnippet(config: TierbarConfig, toolbar: ToolbarDefinition) -> (
  size: Size, region: Rect, frames: [ItemFrame], touched: String?, json: String
) {
  let resolved = RowRegistry.builtIn.resolve(config: config, toolbar: toolbar)  // registry
  let engine = LayoutEngine(resolved)  // resolved.diagnostics: the stage's findings
  let state = ToolbarState.initial(for: engine.toolbar)  // engine.toolbar: the providers' items
  let phone = DevicePreset.named("iphone-15") ?? DevicePreset.all[0]
  let layout = engine.layout(environment: phone.environment(keyboard: .hardware), state: state)
  let size = layout.size  // the bar's own bounds (intrinsic content size)
  let region = layout.hitRegion  // bounds plus overlay tiers: what `point(inside:)` should answer
  let frames = Array(layout.items)  // id, tier, frame, hitArea, selected, enabled
  let touched = layout.hitTest(Point(x: 30, y: -30))?.id
  let json = layout.json.render(pretty: true)  // the `tierbar layout --format json` document
  return (size, region, frames, touched, json)
}

/// RowKindsAndPlugins.md, "Registering a provider in code".
func rowKindsSnippet() throws -> RowRegistry {
  struct SuggestionsRow: RowProvider {
    let declaration = RowKindDeclaration(kind: "suggestions", summary: "Words from the app.")
    func content(for tier: TierDefinition, context: RowContext) throws(RowProviderError)
      -> RowContent
    {
      let words = context.data[tier.id]?.listValue?.compactMap(\.stringValue) ?? []
      return RowContent(items: words.map { ItemDefinition(id: $0, title: $0) })
    }
  }
  var registry = RowRegistry.builtIn  // a value: build once, then pass it around
  try registry.register(SuggestionsRow(), source: .code("MyApp"))  // a clash throws, naming both
  return registry
}

/// RowKindsAndPlugins.md, "Run-time row plugins".
func pluginHostSnippet(pluginPaths: [String]) -> (ConfigLoader, [Diagnostic]) {
  let (registry, problems) = PluginLoader().registry(
    plugins: pluginPaths, environment: ProcessInfo.processInfo.environment)
  // TIERBAR_PLUGINS first; problems: a Diagnostic per plugin that failed, at its path
  let loader = ConfigLoader(registry: registry)
  print(registry.listingText)  // what `tierbar plugins` prints
  return (loader, problems)
}
