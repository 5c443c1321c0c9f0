import TierbarModel

/// Every item's size on one pixel grid at one text scale: what a layout into a `ToolbarLayout`
/// (`layout(into:…)`) measures and keeps there, so later layouts into the same storage measure
/// nothing. (`layout(environment:state:)`, which returns fresh storage, measures into scratch
/// space instead: keeping the sizes would cost an allocation that only a later layout into the
/// result could repay.)
///
/// Measuring belongs to layout, not to building the engine: sizes depend on the environment (text
/// scale, display scale), and an engine is built once for every environment it will see.
struct MeasuredSizes: Sendable {
  /// The engine measured, held so its identity cannot be reused by another engine.
  var engine: EngineStorage?
  var scale = 0.0
  var textScale = 0.0
  /// Per engine item, on the pixel grid: a button's content + insets, at least its min-size,
  /// rounded up; a fixed space's width, rounded; zero for a flexible space (its width comes from
  /// the line). One array, so it is allocated once.
  var sizes: [Size] = []

  /// Measures every item of `engine` unless the sizes already belong to it, `grid` and
  /// `textScale`. Reuses the array's storage.
  mutating func update(for engine: LayoutEngine, grid: PixelGrid, textScale: Double) {
    guard self.engine !== engine.storage || scale != grid.scale || self.textScale != textScale
    else { return }
    self.engine = engine.storage
    scale = grid.scale
    self.textScale = textScale
    if sizes.count != engine.storage.sizing.count {
      sizes = Array(repeating: .zero, count: engine.storage.sizing.count)
    }
    sizes.withUnsafeMutableBufferPointer { sizes in
      Self.measure(engine, grid: grid, textScale: textScale, into: sizes)
    }
  }

  /// Every item of `engine` measured into `sizes` (one entry per engine item; may be
  /// uninitialised): what `update` keeps, and what a layout into fresh storage measures into
  /// scratch space.
  static func measure(
    _ engine: LayoutEngine, grid: PixelGrid, textScale: Double,
    into sizes: UnsafeMutableBufferPointer<Size>
  ) {
    let storage = engine.storage
    // The headless measurer's ASCII titles are summed here from the engine's bytes and the
    // advance table, as `HeadlessTextMeasurer.measure` sums them (the same additions in the same
    // order, so the same bits); anything else asks the measurer.
    let headless = storage.measurerIsHeadless
    let scale = HeadlessTextMeasurer.effectiveTextScale(textScale)
    storage.sizing.withUnsafeBufferPointer { sizing in
      storage.titleBytes.withUnsafeBufferPointer { bytes in
        HeadlessTextMeasurer.asciiAdvances.withUnsafeBufferPointer { advances in
          for index in sizing.indices where index < sizes.count {
            switch sizing[index].kind {
            case .flexibleSpace:
              sizes.initializeElement(at: index, to: .zero)
            case .fixedSpace:
              sizes.initializeElement(
                at: index, to: Size(width: grid.round(sizing[index].fixedWidth), height: 0))
            case .button:
              let item = sizing[index]
              let points = HeadlessTextMeasurer.pointSize(fontSize: item.fontSize, textScale: scale)
              let size = item.buttonSize(points: points) {
                guard headless && item.titleIsASCII else {
                  let resolved = storage.items[index]
                  let size = storage.measurer.measure(
                    resolved.title ?? "", font: resolved.look.font, textScale: textScale)
                  return Size(
                    width: size.width.finiteNonNegative, height: size.height.finiteNonNegative)
                }
                // Finite and not negative by construction: `points` is capped, `ems` a sum of
                // table entries.
                var ems = 0.0
                for byte in bytes[item.title] { ems += advances[Int(byte & 0x7F)] }
                return HeadlessTextMeasurer.size(
                  ems: ems, points: points, weightFactor: item.weightFactor)
              }
              sizes.initializeElement(
                at: index, to: Size(width: grid.ceil(size.width), height: grid.ceil(size.height)))
            }
          }
        }
      }
    }
  }
}
