import TierbarModel

/// The result of laying out one toolbar: immutable frames in points, in the bar's own coordinates
/// (origin at the top-left of the bar's bounds, y downwards; overlay tiers have negative y).
public struct ToolbarLayout: Hashable, Sendable {
  public var toolbar: String
  /// The bar's own bounds (its intrinsic content size): width × height.
  public var size: Size
  /// Where touches belong to the bar: its bounds plus any overlay tiers above them.
  public var hitRegion: Rect
  /// Every tier in config order, visible or not.
  public var tiers: [TierFrame]
  /// The items of visible tiers (hidden items and spaces left out), tier by tier in config order.
  public var items: [ItemFrame]
  public var warnings: [LayoutWarning]

  public init(
    toolbar: String,
    size: Size,
    hitRegion: Rect,
    tiers: [TierFrame],
    items: [ItemFrame],
    warnings: [LayoutWarning] = []
  ) {
    self.toolbar = toolbar
    self.size = size
    self.hitRegion = hitRegion
    self.tiers = tiers
    self.items = items
    self.warnings = warnings
  }
}

public struct TierFrame: Hashable, Sendable {
  public var id: String
  /// False when fully collapsed (progress 0); such a tier's frame has zero height.
  public var visible: Bool
  public var frame: Rect
  /// Expansion progress 0…1 used for this frame.
  public var progress: Double

  public init(id: String, visible: Bool, frame: Rect, progress: Double) {
    self.id = id
    self.visible = visible
    self.frame = frame
    self.progress = progress
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

/// A layout finding that is not fatal, e.g. an item whose hit area cannot reach 44×44.
public struct LayoutWarning: Hashable, Sendable {
  public var code: DiagnosticCode
  public var message: String
  /// The item the warning is about, if any.
  public var item: String?

  public init(code: DiagnosticCode, message: String, item: String? = nil) {
    self.code = code
    self.message = message
    self.item = item
  }
}
