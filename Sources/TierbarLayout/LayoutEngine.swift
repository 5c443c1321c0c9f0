import TierbarModel
import TierbarRows

/// Measures text for layout. The headless default is a deterministic table; a UIKit app can plug
/// in real measurement.
public protocol TextMeasurer: Sendable {
  /// The size of one line of `text` in `font`, with font sizes multiplied by `textScale`.
  func measure(_ text: String, font: FontSpec, textScale: Double) -> Size
}

/// Lays out one toolbar. Build it once per (config, toolbar, registry, measurer): it resolves each
/// tier's items through its row provider and measures them; `layout(environment:state:)` is then
/// the cheap, pure per-frame step.
///
/// CONTRACT (the controller and the CLI rely on it): never traps on any validated config.
public struct LayoutEngine: Sendable {
  /// The toolbar with each tier's `items` replaced by what its row provider produced.
  public private(set) var toolbar: ToolbarDefinition
  /// Provider failures and similar problems found while resolving (layout still proceeds).
  public private(set) var problems: [LayoutWarning]

  public init(
    config: TierbarConfig,
    toolbar: ToolbarDefinition,
    registry: RowRegistry = .builtIn,
    measurer: (any TextMeasurer)? = nil,
    data: [String: ConfigValue] = [:]
  ) {
    // Placeholder until the layout core lands.
    self.toolbar = toolbar
    self.problems = []
  }

  public func layout(environment: LayoutEnvironment, state: ToolbarState) -> ToolbarLayout {
    // Placeholder until the layout core lands.
    ToolbarLayout(
      toolbar: toolbar.id, size: Size(width: environment.width, height: 0),
      hitRegion: .zero, tiers: [], items: [])
  }
}

extension ToolbarLayout {
  /// The item whose hit area contains `point` (bar coordinates), or nil.
  public func hitTest(_ point: Point) -> ItemFrame? {
    items.first { $0.enabled && $0.hitArea.contains(point) }  // Placeholder: linear scan.
  }
}
