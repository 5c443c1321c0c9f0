import TierbarModel
import TierbarRows

/// Lays out one toolbar. Build it once per (config, toolbar, registry, measurer): it resolves each
/// tier's items through its row provider and measures them; `layout(environment:state:)` is then
/// the cheap, pure per-frame step (no text measurement, no provider calls, no hashing beyond the
/// state's dictionaries; `layout(into:…)` reuses storage and allocates nothing).
///
/// CONTRACT (the controller and the CLI rely on it): never traps on any validated config, nor on a
/// hand-built one (non-finite sizes count as 0, unknown kinds and provider errors become warnings).
public struct LayoutEngine: Sendable {
  /// The toolbar with each tier's `items` replaced by what its row provider produced.
  public private(set) var toolbar: ToolbarDefinition
  /// Provider failures and similar problems found while resolving (layout still proceeds).
  public private(set) var problems: [LayoutWarning]

  /// Tiers and items flattened into index-addressed storage for the per-frame step.
  var tiers: [ResolvedTier]
  var items: [ResolvedItem]
  /// The hot, string-free halves of `tiers` and `items`, read by the per-frame step.
  var geometry: [TierGeometry]
  var metrics: [ItemMetrics]
  let measurer: any TextMeasurer
  /// The text scale the cached item sizes were measured at; other scales are measured per layout.
  private(set) var measuredTextScale: Double
  /// Item sizes rounded up to one display scale's pixel grid, so relayout does no rounding.
  var prepared: PreparedSizes
  var indexOfTier: [String: Int]
  var indexOfItem: [String: Int]

  /// Content insets of an item whose style gives none: UIBarButtonItem's look in a UIToolbar
  /// (8 pt either side, so with the default 8 pt padding and spacing a title starts 16 pt in).
  public static let defaultContentInsets = EdgeInsets(top: 0, leading: 8, bottom: 0, trailing: 8)
  /// Gap between an item's icon and its title, at 17 pt (scaled with the point size).
  public static let iconTitleGap = 6.0
  /// The minimum comfortable touch target (Apple's Human Interface Guidelines).
  public static let minimumHitSize = 44.0

  /// - Parameters:
  ///   - state: the state providers see while producing items (default: the toolbar's initial
  ///     state). Providers are asked once, here; a new provider answer needs a new engine.
  ///   - textScale: the Dynamic Type multiplier to measure for up front; layouts at another
  ///     `environment.textScale` still work but measure text on every call.
  public init(
    config: TierbarConfig,
    toolbar: ToolbarDefinition,
    registry: RowRegistry = .builtIn,
    measurer: (any TextMeasurer)? = nil,
    data: [String: ConfigValue] = [:],
    state: ToolbarState? = nil,
    textScale: Double = 1
  ) {
    let measurer = measurer ?? HeadlessTextMeasurer()
    let context = RowContext(state: state ?? ToolbarState.initial(for: toolbar), data: data)
    var resolvedToolbar = toolbar
    var problems: [LayoutWarning] = []
    var tiers: [ResolvedTier] = []
    var items: [ResolvedItem] = []
    for (tierIndex, tier) in toolbar.tiers.enumerated() {
      let content = Self.content(for: tier, registry: registry, context: context, problems: &problems)
      resolvedToolbar.tiers[tierIndex].items = content.items
      let first = items.count
      for item in content.items {
        items.append(
          ResolvedItem(item, tierIndex: tierIndex, config: config, measurer: measurer,
            textScale: textScale))
      }
      tiers.append(ResolvedTier(tier, content: content, items: first..<items.count))
    }
    self.toolbar = resolvedToolbar
    self.problems = problems
    self.tiers = tiers
    self.items = items
    self.geometry = tiers.map(\.geometry)
    self.metrics = items.map(\.metrics)
    self.measurer = measurer
    self.measuredTextScale = textScale
    var indexOfTier: [String: Int] = [:]
    for (index, tier) in tiers.enumerated() where indexOfTier[tier.id] == nil {
      indexOfTier[tier.id] = index
    }
    var indexOfItem: [String: Int] = [:]
    for (index, item) in items.enumerated() where indexOfItem[item.id] == nil {
      indexOfItem[item.id] = index
    }
    self.indexOfTier = indexOfTier
    self.indexOfItem = indexOfItem
    self.prepared = PreparedSizes(scale: 0, textScale: 0, widths: [], heights: [])
    prepare(scale: LayoutEnvironment().scale)
  }

  /// Rounds every item's size to `scale`'s pixel grid once, so layouts at that scale (and at the
  /// measured text scale) skip it. The engine starts prepared for scale 3; call this when the
  /// display scale differs (layouts at other scales stay correct, only slower).
  public mutating func prepare(scale: Double) {
    let grid = PixelGrid(scale: scale)
    var widths: [Double] = []
    var heights: [Double] = []
    widths.reserveCapacity(metrics.count)
    heights.reserveCapacity(metrics.count)
    for item in metrics {
      widths.append(grid.ceil(item.size.width))
      heights.append(grid.ceil(item.size.height))
    }
    prepared = PreparedSizes(
      scale: grid.scale, textScale: measuredTextScale, widths: widths, heights: heights)
  }

  /// Asks the tier's provider; an unknown kind or a provider error leaves the tier empty and
  /// records a warning naming the tier.
  private static func content(
    for tier: TierDefinition, registry: RowRegistry, context: RowContext,
    problems: inout [LayoutWarning]
  ) -> RowContent {
    guard let provider = registry.provider(for: tier.kind) else {
      problems.append(
        LayoutWarning(
          code: .unknownRowKind,
          message: "tier '\(tier.id)' uses row kind '\(tier.kind)', which no registered provider "
            + "offers; register the provider or change `kind:`. The tier is laid out empty.",
          tier: tier.id))
      return RowContent(items: [])
    }
    do {
      return try provider.content(for: tier, context: context)
    } catch {
      problems.append(
        LayoutWarning(
          code: .rowProviderFailed,
          message: "row provider '\(tier.kind)' failed for tier '\(tier.id)': \(error.message). "
            + "The tier is laid out empty.",
          tier: tier.id))
      return RowContent(items: [])
    }
  }

  /// The index of a tier in `toolbar.tiers`, for ``LayoutStateVector``.
  public func tierIndex(_ id: String) -> Int? { indexOfTier[id] }

  /// The index of an item among all resolved items (base tier first), for ``LayoutStateVector``.
  public func itemIndex(_ id: String) -> Int? { indexOfItem[id] }

  /// Re-measures every item at `textScale`, so layouts at that Dynamic Type size are fast again.
  public mutating func remeasure(textScale: Double) {
    for index in items.indices {
      items[index].measure(measurer: measurer, textScale: textScale)
      metrics[index].size = items[index].size
    }
    measuredTextScale = textScale
    prepare(scale: prepared.scale)
  }

  /// An item's size (content + insets, at least its min-size) at `textScale`, before rounding.
  func size(ofItem index: Int, textScale: Double) -> Size {
    if textScale == measuredTextScale { return metrics[index].size }
    var copy = items[index]
    copy.measure(measurer: measurer, textScale: textScale)
    return copy.size
  }
}

/// Item sizes on one pixel grid (see `LayoutEngine.prepare(scale:)`).
struct PreparedSizes: Sendable {
  var scale: Double
  var textScale: Double
  var widths: [Double]
  var heights: [Double]
}

extension DiagnosticCode {
  /// A row provider threw; its tier is laid out empty.
  public static let rowProviderFailed: DiagnosticCode = "row-provider-failed"
  /// An interactive item's hit area cannot reach 44×44 pt (its neighbours or tier are too close).
  public static let hitAreaTooSmall: DiagnosticCode = "hit-area-too-small"
  /// A single-line row is wider than its tier: items run past the trailing padding.
  public static let rowOverflow: DiagnosticCode = "row-overflow"
  /// A fixed-height tier is shorter than its lines and padding: items stick out of it.
  public static let tierTooShort: DiagnosticCode = "tier-too-short"
}
