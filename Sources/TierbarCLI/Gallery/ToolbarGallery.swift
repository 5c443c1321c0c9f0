import TierbarLayout
import TierbarModel
import TierbarPreview
import TierbarRender
import TierbarRows

/// The gallery of one toolbar with every picture drawn by the SVG writer, from the same render
/// plan `tierbar render --output OUT.svg` draws: what `render --output OUT.html` writes and
/// `tierbar preview` serves.
struct ToolbarGallery {
  /// The toolbar after the registry stage: what each picture's plan draws from.
  var resolved: ResolvedToolbar
  /// The engine built from `resolved`: what each picture is laid out with.
  var engine: LayoutEngine
  /// Each device with its environment (the preset's, with the layout flags applied).
  var devices: [(preset: DevicePreset, environment: LayoutEnvironment)]
  /// Selections and hidden items every picture starts from (`--select`, `--hide`); nil: the
  /// toolbar's initial state.
  var base: ToolbarState?
  var showKeyboard = false
  /// The page's heading: the file's name and the toolbar's id.
  var title: String

  func make() -> Gallery {
    let environments = Dictionary(
      devices.map { ($0.preset.name, $0.environment) }, uniquingKeysWith: { first, _ in first })
    return Gallery.make(
      title: title, engine: engine, devices: devices.map(\.preset),
      base: base,
      environment: { environments[$0.name] ?? $0.environment() },
      draw: { shot in
        let plan = RenderPlan(
          layout: shot.layout, resolved: resolved, environment: shot.environment,
          appearance: Appearance(rawValue: shot.appearance.rawValue) ?? .light)
        let scene = RenderScene(
          environment: shot.environment, presentation: engine.toolbar.presentation,
          screen: shot.device.screen, showKeyboard: showKeyboard)
        return SVGWriter.svg(plan, scene: scene)
      })
  }

  /// "reminders.yaml · reminders": the file's last path component, so the page's bytes do not
  /// depend on the folder it was run from.
  static func title(file: String, toolbar: String) -> String {
    let name = file.split(separator: "/").last.map(String.init) ?? file
    return "\(name) · \(toolbar)"
  }
}
