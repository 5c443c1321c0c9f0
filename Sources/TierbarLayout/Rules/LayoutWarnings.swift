import TierbarModel

/// The layout's warnings: when each is raised (one predicate, one tolerance each) and what it
/// says. Only a settled tier (progress 1) is warned about: a tier mid-animation is short of
/// room by design.
///
/// Tolerances:
/// - `tier-too-short` and `row-overflow` compare sums of rounded sizes with the room they have:
///   they allow half a pixel (`halfPixel`), less than any real overflow, which is a whole pixel
///   at least once it is drawn.
/// - `hit-area-too-small` compares whole pixels, exactly: an area (or its line's band) is too
///   small when it spans fewer pixels than 44 pt rounded to the grid (`LineHitAreas.minimum`).
enum LayoutWarningRule {
  /// Half a pixel, in points.
  @inline(__always)
  static func halfPixel(_ grid: PixelGrid) -> Double { 0.5 / grid.scale }

  /// `tier-too-short`: the lines' block (heights and line spacing) is taller than the tier's
  /// room (its height less its vertical padding) by more than half a pixel.
  @inline(__always)
  static func tierIsTooShort(block: Double, room: Double, grid: PixelGrid) -> Bool {
    block > room + halfPixel(grid)
  }

  /// `row-overflow` (single-line flow only): the line's items and spacing are wider than the
  /// tier's content width by more than half a pixel (`leftover`, the width to spare, below
  /// minus half a pixel).
  @inline(__always)
  static func rowOverflows(leftover: Double, grid: PixelGrid) -> Bool {
    leftover < -halfPixel(grid)
  }

  /// `hit-area-too-small`, for an enabled item: its hit area, or its line's band, spans fewer
  /// whole pixels than `minimum` (44 pt on the grid).
  @inline(__always)
  static func hitAreaIsTooSmall(areaPixels: Double, bandPixels: Double, minimum: Double) -> Bool {
    areaPixels < minimum || bandPixels < minimum
  }

  // The messages. Each warning is a `Diagnostic` at the tier or item it is about (where the
  // config wrote it), built only when raised.

  static func tierTooShort(_ tier: ResolvedTier) -> Diagnostic {
    Diagnostic(
      .warning, .tierTooShort,
      "the items of tier \(MessageText.quoted(tier.id)) are taller than its fixed height; raise "
        + "`height:` or use `height: fit`", at: tier.mark, tier: tier.id)
  }

  static func rowOverflow(_ tier: ResolvedTier) -> Diagnostic {
    Diagnostic(
      .warning, .rowOverflow,
      "the items of tier \(MessageText.quoted(tier.id)) are wider than the bar; remove items, "
        + "shorten titles, or let the tier wrap (`layout: { wrap: true }`)", at: tier.mark,
      tier: tier.id)
  }

  static func hitAreaTooSmall(_ item: ResolvedItem) -> Diagnostic {
    Diagnostic(
      .warning, .hitAreaTooSmall,
      "the hit area of \(MessageText.quoted(item.id)) cannot reach 44×44 pt; give it more room "
        + "(spacing, padding, tier height) or fewer neighbours", at: item.mark, tier: nil,
      item: item.id)
  }
}

extension DiagnosticCode {
  /// An interactive item's hit area cannot reach 44×44 pt (its neighbours or tier are too close).
  public static let hitAreaTooSmall: DiagnosticCode = "hit-area-too-small"
  /// A single-line row is wider than its tier: items run past the trailing padding.
  public static let rowOverflow: DiagnosticCode = "row-overflow"
  /// A fixed-height tier is shorter than its lines and padding: items stick out of it.
  public static let tierTooShort: DiagnosticCode = "tier-too-short"
}
