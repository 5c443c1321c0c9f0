import TierbarModel

extension LayoutEngine {
  /// `placeItems` for a tier whose only line is measured while it is placed (see
  /// `TierGeometry.measuresWhilePlacing`) and whose leading edge and spacing are whole pixels
  /// (`PixelRun`): a button's x depends only on the items before it, its y only on its own height
  /// (see `ButtonBand`), so one walk over the items writes each button whole and measures the
  /// line, adding whole pixels; a second gives the hit areas. The warnings come in the same order
  /// as on the general path (too short, then overflow, then hit areas).
  func placeMeasuringLine<Reader: LayoutStateReader>(
    ofTier tierIndex: Int, span: TierSpan, frames: UnsafeMutableBufferPointer<PlacedItem>,
    warnings: inout [LayoutWarning], hitLines: inout HitLineWriter, cursor: inout Int,
    context: PlacementContext, contentWidth: Double, run: PixelRun, reader: Reader
  ) {
    let layout = context.geometry[tierIndex].layout
    let grid = context.grid
    let settled = span.progress >= 1
    let tierTop = span.frame.minY
    // The hit band: the tier's full height, clipped to its visible slice.
    let band = (top: tierTop, bottom: min(tierTop + span.expandedHeight, span.frame.maxY))
    let lineStart = cursor
    let (line, shortAreas) = placeRunWithHitAreas(
      ofTier: tierIndex, frames: frames, cursor: &cursor,
      buttonsAt: contentBand(ofTier: tierIndex, span: span, context: context),
      hitBand: grid.span(from: band.top, to: max(band.top, band.bottom)), run: run,
      context: context, reader: reader)
    guard line.count > 0 else { return }
    _ = firstLineY(
      ofTier: tierIndex, span: span, blockHeight: line.height, warnings: &warnings,
      context: context)
    let leftover = contentWidth - line.fixedWidth - layout.spacing * Double(line.count - 1)
    warnIfOverflowing(
      leftover: leftover, ofTier: tierIndex, settled: settled, grid: grid, warnings: &warnings)
    closeLine(
      lineStart..<cursor, band: band, shortAreas: shortAreas, frames: frames,
      warnings: &warnings, hitLines: &hitLines, context: context, settled: settled)
  }

  /// The buttons of a single-line, leading-aligned tier with no flexible space, written whole
  /// (frame, flags, indices), measuring the line as `nextLine` would (the same sums in the same
  /// order) while going, then their hit areas (see `LineHitAreas`). The frames are those the
  /// general path gives: there x advances in points and each edge is rounded to the grid; here it
  /// advances in whole pixels (the leading edge, the spacing and every measured width are whole
  /// pixels), which is what that rounding recovers, without rounding. The first walk parks each
  /// button's edges in pixels in its hit area's x and width; the second reads them there and
  /// writes the hit area (two short loops keep their values in registers, where one long one
  /// spilled them). Returns the line and whether a hit area is under 44 pt wide.
  func placeRunWithHitAreas<Reader: LayoutStateReader>(
    ofTier tierIndex: Int, frames: UnsafeMutableBufferPointer<PlacedItem>, cursor: inout Int,
    buttonsAt band: ButtonBand, hitBand vertical: (origin: Double, length: Double),
    run: PixelRun, context: PlacementContext, reader: Reader
  ) -> (line: LineMetrics, shortAreas: Bool) {
    let items = context.geometry[tierIndex].items
    let metrics = context.metrics
    let sizes = context.sizes
    let grid = context.grid
    let tier = Int32(truncatingIfNeeded: tierIndex)
    var spans = VerticalSpans(band, grid: grid)
    var line = LineMetrics(end: items.upperBound)
    var x = run.leading
    // The narrowest width the walk advances by (at most 0): with none negative, and the run's
    // leading edge and spacing not negative, the items lie in order (see `LineHitAreas.area`).
    var narrowest = 0.0
    let first = cursor
    var slot = cursor
    for index in items {
      let state = reader.state(item: index)
      if state.isHidden { continue }
      let size = sizes[index]
      let width = size.widthPixels
      let start = x
      x += width + run.spacing
      narrowest = Double.smaller(narrowest, width)
      line.fixedWidth += size.width
      line.count &+= 1
      guard metrics[index].kind == .button else { continue }
      line.buttons &+= 1
      line.height = Double.larger(line.height, size.height)
      guard slot < frames.count else { continue }  // never: `place` sized `frames` to fit
      let span = spans.span(height: size.height)
      frames[slot].frame = Rect(
        x: start * grid.inverse, y: span.origin, width: width * grid.inverse, height: span.length)
      frames[slot].hitArea.x = start
      frames[slot].hitArea.width = start + width
      frames[slot].state = state
      frames[slot].item = Int32(truncatingIfNeeded: index)
      frames[slot].tier = tier
      slot &+= 1
    }
    cursor = slot
    var areas = context.hitAreas
    var shortAreas = false
    // The last button's end is parked in its hit area's width (within `exactPixels` when at
    // most the bar's width).
    let inOrder =
      slot > first && narrowest >= 0 && run.leading >= 0 && run.spacing >= 0
      && frames[slot - 1].hitArea.width <= areas.width
    for slot in first..<slot {
      let next = slot + 1 < cursor ? frames[slot + 1].hitArea.x : nil
      let area = areas.area(
        start: frames[slot].hitArea.x, end: frames[slot].hitArea.width, next: next,
        inOrder: inOrder)
      frames.writeHitArea(at: slot, area, vertical: vertical, grid: grid)
      shortAreas = shortAreas || area.short
    }
    return (line, shortAreas)
  }
}

/// A one-walk tier's leading edge and spacing in pixels, when both are whole numbers of pixels
/// within `PixelGrid.exactPixels` (then every x of the line is a whole number of pixels, see
/// `placeRunWithHitAreas`); nil otherwise (a spacing of 7.5 pt at scale 3, an inset off the grid).
struct PixelRun {
  let leading: Double
  let spacing: Double

  @inline(__always)
  init?(leading: Double, spacing: Double, grid: PixelGrid) {
    let leading = leading * grid.scale
    let spacing = spacing * grid.scale
    guard Self.isWhole(leading), Self.isWhole(spacing) else { return nil }
    self.leading = leading
    self.spacing = spacing
  }

  /// Whether `value` is a whole number within `PixelGrid.exactPixels` (false for infinity and
  /// NaN): rounding it to the nearest whole number gives it back.
  @inline(__always)
  static func isWhole(_ value: Double) -> Bool {
    abs(value) < PixelGrid.exactPixels && PixelGrid.toEven(value) == value
  }
}
