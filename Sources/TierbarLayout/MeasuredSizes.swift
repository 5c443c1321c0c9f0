import TierbarModel

/// Every item's size on one pixel grid at one text scale: what a first layout measures, kept with
/// its `ToolbarLayout` so later layouts into the same storage measure nothing.
///
/// Measuring belongs to layout, not to building the engine: sizes depend on the environment (text
/// scale, display scale), and an engine is built once for every environment it will see.
struct MeasuredSizes: Sendable {
  /// The engine measured, held so its identity cannot be reused by another engine.
  var engine: EngineStorage?
  var scale = 0.0
  var textScale = 0.0
  /// Per engine item: content + insets, at least its min-size, rounded up to the pixel grid
  /// (0 for spaces, whose widths come from their slots).
  var widths: [Double] = []
  var heights: [Double] = []

  /// Measures every item of `engine` unless the sizes already belong to it, `grid` and
  /// `textScale`. Reuses the arrays' storage.
  mutating func update(for engine: LayoutEngine, grid: PixelGrid, textScale: Double) {
    guard self.engine !== engine.storage || scale != grid.scale || self.textScale != textScale
    else { return }
    self.engine = engine.storage
    scale = grid.scale
    self.textScale = textScale
    let items = engine.items
    let measurer = engine.measurer
    widths.removeAll(keepingCapacity: true)
    heights.removeAll(keepingCapacity: true)
    widths.reserveCapacity(items.count)
    heights.reserveCapacity(items.count)
    for item in items {
      let size = item.measure(measurer: measurer, textScale: textScale)
      widths.append(grid.ceil(size.width))
      heights.append(grid.ceil(size.height))
    }
  }
}
