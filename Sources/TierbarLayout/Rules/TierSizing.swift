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

/// Stacks tiers upwards, in config order: each tier's top from its slice.
struct TierStack {
  let growth: ToolbarDefinition.Growth
  /// The top of the last tier stacked (the highest so far).
  private(set) var top: Double

  /// `contentHeight`: the sum of the slices that add to the bar's height.
  init(growth: ToolbarDefinition.Growth, contentHeight: Double) {
    self.growth = growth
    top = growth == .intrinsic ? contentHeight : 0
  }

  /// Tier `index`'s y, given its slice.
  @inline(__always)
  mutating func y(ofTier index: Int, slice: Double) -> Double {
    if growth == .overlay && index == 0 { return 0 }
    top -= slice
    return top
  }
}
