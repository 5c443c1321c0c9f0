import TierbarModel
import TierbarRows

/// Lays out one toolbar. Build it once per resolved toolbar (the registry stage's value:
/// ``RowRegistry/resolve(config:toolbar:data:state:)``) and measurer. Layout is then pure:
/// `layout(environment:state:)` measures the titles at the environment's text scale and places
/// everything; `layout(into:…)` keeps the measurements with the output, so a relayout measures
/// nothing and allocates nothing unless it reports a warning, whose message is built then. What
/// it computes is `ReferenceLayout`'s, exactly; the rules it applies are in `Rules/`.
///
/// CONTRACT (the controller and the CLI rely on it): never traps on any validated config, nor on a
/// hand-built one (non-finite sizes count as 0, unknown kinds and provider errors leave a tier
/// empty, reported by the registry stage).
public struct LayoutEngine: Sendable {
  /// Everything resolved, in one immutable object: copying an engine (e.g. reading it from a
  /// controller's property for each layout) costs one retain, not one per array.
  var storage: EngineStorage

  /// The toolbar with each tier's `items` replaced by what its row provider produced.
  public var toolbar: ToolbarDefinition { storage.toolbar }

  var tiers: [ResolvedTier] { storage.tiers }
  var items: [ResolvedItem] { storage.items }
  var geometry: [TierGeometry] { storage.geometry }
  var metrics: [ItemMetrics] { storage.metrics }
  var measurer: any TextMeasurer { storage.measurer }
  var itemIDs: [String] { storage.itemIDs }
  var tierIDs: [String] { storage.tierIDs }

  /// - Parameters:
  ///   - resolved: the toolbar after the registry stage; its providers were asked already (a new
  ///     provider answer needs a new resolve and a new engine).
  ///   - measurer: measures titles (default: `HeadlessTextMeasurer`).
  public init(_ resolved: ResolvedToolbar, measurer: (any TextMeasurer)? = nil) {
    let measurer = measurer ?? HeadlessTextMeasurer()
    let toolbar = resolved.toolbar
    var tiers: [ResolvedTier] = []
    var items: [ResolvedItem] = []
    // Each style's look digested once; items share a few styles.
    let looks = resolved.styles.map { ItemLook($0.normal) }
    // Sized up front: growing by appending would allocate and copy several times for a 30-item
    // bar.
    tiers.reserveCapacity(toolbar.tiers.count)
    items.reserveCapacity(resolved.itemStyles.count)
    for (tierIndex, tier) in toolbar.tiers.enumerated() {
      let first = items.count
      for item in tier.items {
        let style =
          resolved.itemStyles.indices.contains(items.count)
          ? resolved.itemStyles[items.count] : -1
        let look = looks.indices.contains(style) ? looks[style] : ItemLook(StyleAppearance())
        items.append(ResolvedItem(item, tierIndex: tierIndex, look: look, tierMark: tier.mark))
      }
      let row =
        resolved.rows.indices.contains(tierIndex)
        ? resolved.rows[tierIndex] : ResolvedRow(tier, content: RowContent(items: tier.items))
      var resolvedTier = ResolvedTier(tier, row: row, items: first..<items.count)
      resolvedTier.geometry.buttonCount = items[first...].lazy.filter(\.metrics.isButton).count
      resolvedTier.geometry.measuresWhilePlacing =
        resolvedTier.geometry.flow.isSingleLine
        && resolvedTier.geometry.layout.alignment == .leading
        && !items[first...].contains { $0.kind == .flexibleSpace }
      tiers.append(resolvedTier)
    }
    storage = EngineStorage(
      toolbar: toolbar, tiers: tiers, items: items, geometry: tiers.map(\.geometry),
      metrics: items.map(\.metrics), measurer: measurer)
  }

  /// The index of a tier in `toolbar.tiers`: its entry in the state by index
  /// (``layout(into:environment:progress:items:)``).
  ///
  /// A scan of the ids, not a dictionary: indices are looked up once, when a controller is set
  /// up, while building two dictionaries (hashing every id) was most of the engine's build time.
  public func tierIndex(_ id: String) -> Int? { tierIDs.firstIndex(of: id) }

  /// The index of an item among all resolved items (base tier first, each tier's in order): its
  /// entry in the state by index. A scan of the ids, like ``tierIndex(_:)``.
  public func itemIndex(_ id: String) -> Int? { itemIDs.firstIndex(of: id) }
}

/// The engine's resolved state; immutable, replaced whole by the engine's mutating methods.
final class EngineStorage: Sendable {
  let toolbar: ToolbarDefinition
  let tiers: [ResolvedTier]
  let items: [ResolvedItem]
  let geometry: [TierGeometry]
  let metrics: [ItemMetrics]
  let measurer: any TextMeasurer
  /// Whether `measurer` is the headless one, whose ASCII titles `MeasuredSizes` sums itself.
  let measurerIsHeadless: Bool
  /// The ids alone, per item and per tier: every layout's `ItemFrames` indexes this table
  /// (shared, so a layout copies no ids).
  let names: ItemNames
  var itemIDs: [String] { names.items }
  var tierIDs: [String] { names.tiers }
  /// No two tiers share an id (validation makes it so; a hand-built definition may not): a
  /// state's tier id then names at most one tier.
  let tierIDsAreUnique: Bool
  /// Per item, what measuring reads (`ItemSizing`); per style, what it reads of the style
  /// (`SizingLook`); every title's UTF-8 bytes end to end.
  let sizing: [ItemSizing]
  let looks: [SizingLook]
  let titleBytes: [UInt8]
  /// `metrics`, `geometry` and `tierIDs` again, in storage this object owns: what the
  /// per-frame step reads through pointers, with no closure scope or retain per layout.
  let tables: PlacementTables
  /// Room for every layout of this bar (see `OutputStorage`): a slot per button, one per tier,
  /// and a hit line per line (one for a single-line tier, at most one per item when it wraps).
  let outputShape: OutputShape

  init(
    toolbar: ToolbarDefinition, tiers: [ResolvedTier],
    items: [ResolvedItem], geometry: [TierGeometry], metrics: [ItemMetrics],
    measurer: any TextMeasurer
  ) {
    self.toolbar = toolbar
    self.tiers = tiers
    self.items = items
    self.geometry = geometry
    self.metrics = metrics
    self.measurer = measurer
    measurerIsHeadless = measurer is HeadlessTextMeasurer
    names = ItemNames(items: items.map(\.id), tiers: tiers.map(\.id))
    tierIDsAreUnique =
      tiers.count <= 64
      ? tiers.indices.allSatisfy { index in
        !tiers[..<index].contains { $0.id == tiers[index].id }
      }
      : Set(tiers.map(\.id)).count == tiers.count
    var bytes: [UInt8] = []
    bytes.reserveCapacity(items.reduce(0) { $0 + ($1.title?.utf8.count ?? 0) })
    var sizing: [ItemSizing] = []
    sizing.reserveCapacity(items.count)
    // Items of a bar share a few looks, usually in runs: searched from the last one found.
    var looks: [SizingLook] = []
    var lastLook = -1
    for item in items {
      let start = bytes.count
      bytes.append(contentsOf: (item.title ?? "").utf8)
      let isASCII = bytes[start...].allSatisfy { $0 < 0x80 }
      let look = SizingLook(item.look)
      if lastLook < 0 || looks[lastLook] != look {
        lastLook = looks.firstIndex(of: look) ?? looks.count
        if lastLook == looks.count { looks.append(look) }
      }
      sizing.append(item.sizing(title: start..<bytes.count, titleIsASCII: isASCII, look: lastLook))
    }
    self.sizing = sizing
    self.looks = looks
    titleBytes = bytes
    tables = PlacementTables(
      metrics: metrics, geometry: geometry, tierIDs: names.tiers)
    outputShape = OutputShape(
      items: metrics.reduce(0) { $0 + ($1.kind == .button ? 1 : 0) },
      tiers: geometry.count,
      lines: geometry.reduce(0) { lines, tier in
        switch tier.flow {
        case .wrap, .grid: lines + tier.items.count
        case .singleLine, .equal: lines + 1
        }
      })
  }

  deinit { tables.deallocate() }
}
