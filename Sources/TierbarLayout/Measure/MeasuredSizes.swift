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
  var sizes: [ItemSize] = []

  /// Measures every item of `engine` unless the sizes already belong to it, `grid` and
  /// `textScale`. Reuses the array's storage.
  mutating func update(for engine: LayoutEngine, grid: PixelGrid, textScale: Double) {
    guard self.engine !== engine.storage || scale != grid.scale || self.textScale != textScale
    else { return }
    self.engine = engine.storage
    scale = grid.scale
    self.textScale = textScale
    if sizes.count != engine.storage.sizing.count {
      sizes = Array(repeating: ItemSize(), count: engine.storage.sizing.count)
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
    into sizes: UnsafeMutableBufferPointer<ItemSize>
  ) {
    let storage = engine.storage
    let scale = HeadlessTextMeasurer.effectiveTextScale(textScale)
    // Each look at this scale once (a bar has a few), in scratch space.
    withUnsafeTemporaryAllocation(of: ScaledLook.self, capacity: storage.looks.count) { looks in
      for (index, look) in storage.looks.enumerated() {
        looks.initializeElement(at: index, to: ScaledLook(look, textScale: scale, grid: grid))
      }
      if storage.measurerIsHeadless {
        measureHeadless(storage, looks: UnsafeBufferPointer(looks), grid: grid, into: sizes)
      } else {
        measure(
          storage, looks: UnsafeBufferPointer(looks), grid: grid, textScale: textScale,
          into: sizes)
      }
      looks.deinitialize()
    }
  }

  /// With the headless measurer: ASCII titles are summed here from the engine's bytes and the
  /// advance table, as `HeadlessTextMeasurer.measure` sums them (the same additions and products
  /// in the same order, so the same bits); heights come from the look (`ScaledLook`).
  private static func measureHeadless(
    _ storage: EngineStorage, looks: UnsafeBufferPointer<ScaledLook>, grid: PixelGrid,
    into sizes: UnsafeMutableBufferPointer<ItemSize>
  ) {
    storage.sizing.withUnsafeBufferPointer { sizing in
      storage.titleBytes.withUnsafeBufferPointer { bytes in
        HeadlessTextMeasurer.byteAdvances.withUnsafeBufferPointer { advances in
          for index in 0..<min(sizing.count, sizes.count) {
            // One unsigned comparison checks both bounds of the look's index.
            guard sizing[index].isPlainASCIITitle,
              UInt(bitPattern: sizing[index].look) < UInt(looks.count)
            else {
              sizes.initializeElement(
                at: index,
                to: headlessSize(
                  of: index, sizing: sizing, storage: storage, looks: looks, bytes: bytes,
                  advances: advances, grid: grid))
              continue
            }
            // `headlessSize` for the usual item, inline: `buttonWidth` without an icon. (The
            // item's fields are read one by one: a copy of the whole item was kept on the
            // stack.)
            let look = looks[sizing[index].look]
            let titleWidth = HeadlessTextMeasurer.size(
              ems: asciiEms(bytes[sizing[index].title], advances: advances), points: look.points,
              weightFactor: look.style.weightFactor
            ).width
            sizes.initializeElement(
              at: index,
              to: ItemSize(
                widthUpTo: look.buttonWidth(content: titleWidth), height: look.filledHeight,
                grid: grid))
          }
        }
      }
    }
  }

  /// The advances of an ASCII title's bytes summed in order (as `HeadlessTextMeasurer.ems`).
  @inline(__always)
  private static func asciiEms(
    _ bytes: Slice<UnsafeBufferPointer<UInt8>>, advances: UnsafeBufferPointer<Double>
  ) -> Double {
    var ems = 0.0
    // `advances` has an entry per byte value (see `HeadlessTextMeasurer.byteAdvances`).
    for byte in bytes { ems += advances[Int(byte)] }
    return ems
  }

  /// Any item with the headless measurer: a space, a button with an icon, without a title or
  /// with a title that is not ASCII. Not inlined, so the loop above stays short for the usual
  /// item (inlined, its loads were hoisted into every iteration).
  @inline(never)
  private static func headlessSize(
    of index: Int, sizing: UnsafeBufferPointer<ItemSizing>, storage: EngineStorage,
    looks: UnsafeBufferPointer<ScaledLook>, bytes: UnsafeBufferPointer<UInt8>,
    advances: UnsafeBufferPointer<Double>, grid: PixelGrid
  ) -> ItemSize {
    let item = sizing[index]
    guard item.kind == .button, UInt(bitPattern: item.look) < UInt(looks.count) else {
      return spaceSize(item, grid: grid)
    }
    let look = looks[item.look]
    var titleWidth = 0.0
    if item.hasTitle {
      let ems =
        item.titleIsASCII
        ? asciiEms(bytes[item.title], advances: advances)
        : HeadlessTextMeasurer.ems(of: storage.items[index].title ?? "")
      // Finite and not negative by construction: `points` is capped, `ems` a sum of table
      // entries.
      titleWidth =
        HeadlessTextMeasurer.size(
          ems: ems, points: look.points, weightFactor: look.style.weightFactor
        ).width
    }
    return ItemSize(
      widthUpTo: item.buttonWidth(look: look, titleWidth: titleWidth),
      height: item.hasIcon || item.hasTitle ? look.filledHeight : look.emptyHeight, grid: grid)
  }

  /// With another measurer: each title measured by it.
  private static func measure(
    _ storage: EngineStorage, looks: UnsafeBufferPointer<ScaledLook>, grid: PixelGrid,
    textScale: Double, into sizes: UnsafeMutableBufferPointer<ItemSize>
  ) {
    for (index, item) in storage.sizing.enumerated() where index < sizes.count {
      guard item.kind == .button, looks.indices.contains(item.look) else {
        sizes.initializeElement(at: index, to: spaceSize(item, grid: grid))
        continue
      }
      let size = item.buttonSize(look: looks[item.look]) {
        let resolved = storage.items[index]
        let size = storage.measurer.measure(
          resolved.title ?? "", font: resolved.look.font, textScale: textScale)
        return Size(width: size.width.finiteNonNegative, height: size.height.finiteNonNegative)
      }
      sizes.initializeElement(
        at: index, to: ItemSize(widthUpTo: size.width, height: grid.ceil(size.height), grid: grid))
    }
  }

  /// A space's size: a fixed space's width, rounded; zero for a flexible space (its width comes
  /// from the line). (A button without a look — never — measures as zero too.)
  private static func spaceSize(_ item: ItemSizing, grid: PixelGrid) -> ItemSize {
    guard item.kind == .fixedSpace else { return ItemSize() }
    let pixels = PixelGrid.nearest(item.fixedWidth * grid.scale)
    return ItemSize(width: pixels * grid.inverse, height: 0, widthPixels: pixels)
  }
}

/// One item's measured size on the pixel grid, with its width as a whole number of pixels (what
/// the one-walk path adds up: see `LayoutEngine.placeRunWithHitAreas`).
struct ItemSize: Sendable {
  var width = 0.0
  var height = 0.0
  /// `width` in pixels: a whole number.
  var widthPixels = 0.0

  init(width: Double = 0, height: Double = 0, widthPixels: Double = 0) {
    self.width = width
    self.height = height
    self.widthPixels = widthPixels
  }

  /// `width` rounded up to the grid (ignoring floating-point dust, as `PixelGrid.ceil`).
  init(widthUpTo width: Double, height: Double, grid: PixelGrid) {
    let pixels = PixelGrid.upward(width * grid.scale - 1e-7)
    self.init(width: pixels * grid.inverse, height: height, widthPixels: pixels)
  }
}
