import TierbarModel

/// The result of laying out one toolbar: immutable frames in points, in the bar's own coordinates
/// (origin at the top-left of the bar's bounds, y downwards; overlay tiers have negative y).
///
/// Only the engine sets its properties (build one by hand with the initializer): a layout reused
/// through `layout(into:…)` is known to hold exactly what the engine last wrote, which is what
/// lets a relayout leave unchanged tiers where they are.
public struct ToolbarLayout: Hashable, Sendable {
  public internal(set) var toolbar: String
  /// The bar's own bounds (its intrinsic content size): width × height.
  public internal(set) var size: Size
  /// Where touches belong to the bar: its bounds plus any overlay tiers above them.
  public internal(set) var hitRegion: Rect
  /// Every tier in config order, visible or not.
  @inlinable public var tiers: TierFrames { TierFrames(storage: output) }
  /// The items of visible tiers (hidden items and spaces left out), tier by tier in config order.
  @inlinable public var items: ItemFrames { ItemFrames(storage: output) }
  /// This layout's findings (`hit-area-too-small`, `row-overflow`, `tier-too-short`); the
  /// registry stage's are in ``ResolvedToolbar/diagnostics``.
  public internal(set) var warnings: [Diagnostic]
  /// The safe-area inset added under the content (0 above a docked software keyboard).
  public internal(set) var bottomInset: Double
  /// The lines hit testing searches: one entry per line of items, sorted by `minY` (a
  /// ``HitTester`` built from the layout indexes them). Empty for a layout built by hand, in
  /// which case hit tests scan `items`.
  @inlinable public var hitLines: HitLines { HitLines(storage: output) }
  /// The tiers, items and hit lines, in one buffer (see `OutputStorage`); nil when all three
  /// are empty. (Usable from inlined code: the three views above are inlined into their
  /// callers, where an opaque getter had the caller copy the whole layout to call it.)
  @usableFromInline nonisolated(unsafe) var output: OutputStorage?

  public init(
    toolbar: String,
    size: Size,
    hitRegion: Rect,
    tiers: [TierFrame],
    items: ItemFrames,
    warnings: [Diagnostic] = [],
    bottomInset: Double = 0,
    hitLines: [HitLine] = []
  ) {
    self.toolbar = toolbar
    self.size = size
    self.hitRegion = hitRegion
    output =
      tiers.isEmpty && hitLines.isEmpty
      ? items.storage : OutputStorage.handBuilt(items: items, tiers: tiers, hitLines: hitLines)
    self.warnings = warnings
    self.bottomInset = bottomInset
  }

  /// An empty layout of `toolbar`, for the engine to write into.
  init(toolbar: String) {
    self.toolbar = toolbar
    size = .zero
    hitRegion = .zero
    warnings = []
    bottomInset = 0
  }

  public static func == (lhs: ToolbarLayout, rhs: ToolbarLayout) -> Bool {
    lhs.toolbar == rhs.toolbar && lhs.size == rhs.size && lhs.hitRegion == rhs.hitRegion
      && lhs.tiers == rhs.tiers && lhs.items == rhs.items && lhs.warnings == rhs.warnings
      && lhs.bottomInset == rhs.bottomInset && lhs.hitLines == rhs.hitLines
  }

  public func hash(into hasher: inout Hasher) {
    hasher.combine(toolbar)
    hasher.combine(size)
    hasher.combine(hitRegion)
    hasher.combine(tiers)
    hasher.combine(items)
    hasher.combine(warnings)
    hasher.combine(bottomInset)
    hasher.combine(hitLines)
  }

  /// The frame of the item with this id, if it is laid out (visible tier, not hidden).
  public func item(_ id: String) -> ItemFrame? {
    items.firstIndex(ofID: id).map { items[$0] }
  }

  /// The frame of the tier with this id.
  public func tier(_ id: String) -> TierFrame? { tiers.first { $0.id == id } }
}

/// One line of items as hit testing sees it: a horizontal band of the bar and the run of
/// `ToolbarLayout.items` laid out in it, ordered by x (descending in right-to-left layouts).
public struct HitLine: Hashable, Sendable {
  public var minY: Double
  public var maxY: Double
  public var items: Range<Int>
  public var descending: Bool

  public init(minY: Double, maxY: Double, items: Range<Int>, descending: Bool) {
    self.minY = minY
    self.maxY = maxY
    self.items = items
    self.descending = descending
  }
}

public struct TierFrame: Hashable, Sendable {
  public var id: String
  /// False when fully collapsed (progress 0); such a tier's frame has zero height.
  public var visible: Bool
  public var frame: Rect
  /// Expansion progress 0…1 used for this frame.
  public var progress: Double
  /// The tier's height when fully expanded (fixed, or fitted content + padding). While a tier
  /// slides in, `frame` is its visible top `expandedHeight × progress` slice.
  public var expandedHeight: Double

  public init(
    id: String, visible: Bool, frame: Rect, progress: Double, expandedHeight: Double? = nil
  ) {
    self.id = id
    self.visible = visible
    self.frame = frame
    self.progress = progress
    self.expandedHeight = expandedHeight ?? frame.height
  }
}

public struct ItemFrame: Hashable, Sendable {
  public var id: String
  public var tier: String
  public var frame: Rect
  /// Where a touch selects this item: contains `frame`, at least 44×44 where room allows.
  public var hitArea: Rect
  public var selected: Bool
  /// False for disabled items (drawn, not tappable).
  public var enabled: Bool

  public init(id: String, tier: String, frame: Rect, hitArea: Rect, selected: Bool, enabled: Bool) {
    self.id = id
    self.tier = tier
    self.frame = frame
    self.hitArea = hitArea
    self.selected = selected
    self.enabled = enabled
  }
}
