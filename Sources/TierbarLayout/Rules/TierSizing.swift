import TierbarModel

/// A tier's height and the slice of it that shows, and where tiers stack.
///
/// A tier's full height is its fixed height, or its lines and line spacing (`block`) plus its
/// vertical padding (0 while it is collapsed), rounded up to the grid. At progress p it shows its
/// top `height × p`, rounded (all of it when settled). The base tier (`tiers[0]`) lies at the
/// bottom of the bar's content and the others stack upwards above it: an intrinsic bar is as tall
/// as all of its slices, an overlay bar as its base tier, the others above it at negative y.
enum TierSizing {
  @inline(__always)
  static func height(
    fixed: Double?, progress: Double, verticalPadding: Double, grid: PixelGrid,
    block: () -> Double
  ) -> Double {
    if let fixed { return grid.ceil(fixed) }
    guard progress > 0 else { return 0 }
    return grid.ceil(block() + verticalPadding)
  }

  @inline(__always)
  static func slice(height: Double, progress: Double, grid: PixelGrid) -> Double {
    progress == 1 ? height : grid.round(height * progress)
  }

  /// Whether tier `index`'s slice adds to the bar's own height.
  @inline(__always)
  static func addsToHeight(tier index: Int, growth: ToolbarDefinition.Growth) -> Bool {
    growth == .intrinsic || index == 0
  }
}

/// Stacks tiers upwards from the base tier, in whole pixels: the bar's content height, each
/// tier's top and the highest top come from the same sums of whole pixels (exact, in any order),
/// each converted to points once, as every edge on the grid is (`PixelGrid.round`). So an edge is
/// the same double wherever it is read (a tier's top and its items' tops), and an intrinsic bar's
/// top tier lies at exactly 0: summing slices in points and subtracting them again left 7e-15.
struct TierStack {
  let growth: ToolbarDefinition.Growth
  let grid: PixelGrid
  /// The slices that add to the bar's height (`add`), in pixels.
  private var contentPixels = 0.0
  /// The slices stacked so far (`y`) above the base tier's bottom (intrinsic) or top (overlay).
  private var stackedPixels = 0.0

  init(growth: ToolbarDefinition.Growth, grid: PixelGrid) {
    self.growth = growth
    self.grid = grid
  }

  /// First pass, in config order: tier `index`'s slice (on the grid).
  @inline(__always)
  mutating func add(slice: Double, tier index: Int) {
    if TierSizing.addsToHeight(tier: index, growth: growth) { contentPixels += grid.pixels(slice) }
  }

  /// The sum of the slices that add to the bar's height: an overlay bar's base tier.
  var contentHeight: Double { contentPixels * grid.inverse }

  /// The top of the last tier stacked (the highest so far).
  var top: Double { topPixels * grid.inverse }

  private var topPixels: Double { (growth == .intrinsic ? contentPixels : 0) - stackedPixels }

  /// Second pass, in config order, after every `add`: tier `index`'s y, given its slice.
  @inline(__always)
  mutating func y(ofTier index: Int, slice: Double) -> Double {
    if growth == .overlay && index == 0 { return 0 }
    stackedPixels += grid.pixels(slice)
    return top
  }
}
