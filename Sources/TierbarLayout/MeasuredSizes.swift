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
    let storage = engine.storage
    let measurer = storage.measurer
    // The headless measurer reads ASCII titles as bytes; other measurers get the title string.
    let headless = measurer as? HeadlessTextMeasurer
    let count = storage.sizing.count
    if widths.count != count {
      widths = Array(repeating: 0, count: count)
      heights = Array(repeating: 0, count: count)
    }
    storage.sizing.withUnsafeBufferPointer { sizing in
      storage.titleBytes.withUnsafeBufferPointer { bytes in
        widths.withUnsafeMutableBufferPointer { widths in
          heights.withUnsafeMutableBufferPointer { heights in
            for index in sizing.indices {
              let item = sizing[index]
              let size = item.size(textScale: textScale) {
                if let headless, item.titleIsASCII {
                  return headless.measure(
                    ascii: UnsafeBufferPointer(rebasing: bytes[item.title]), font: item.font,
                    textScale: textScale)
                }
                return measurer.measure(
                  storage.items[index].title ?? "", font: item.font, textScale: textScale)
              }
              widths[index] = grid.ceil(size.width)
              heights[index] = grid.ceil(size.height)
            }
          }
        }
      }
    }
  }
}
