import TierbarModel

extension LayoutEngine {
  /// `placeItems` for a tier whose only line is measured while it is placed (see
  /// `TierGeometry.measuresWhilePlacing`) and whose leading edge and spacing are whole pixels
  /// (`PixelRun`): a button's x depends only on the items before it, its y only on its own height
  /// (see `ButtonBand`), so one walk over the items writes each button whole and measures the
  /// line, adding whole pixels; a second gives the hit areas. The warnings come in the same order
  /// as on the general path (too short, then overflow, then hit areas).
  func placeMeasuringLine(
    ofTier tierIndex: Int, span: TierSpan, frames: UnsafeMutableBufferPointer<PlacedItem>,
    warnings: inout [Diagnostic], hitLines: inout HitLineWriter, cursor: inout Int,
    context: PlacementContext, contentWidth: Double, run: PixelRun, reader: StateReader
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
      hitBand: grid.hitSpan(from: band.top, to: max(band.top, band.bottom)), run: run,
      context: context, reader: reader)
    // An empty line still has the padding to fit (`tier-too-short`), as on the general path.
    _ = firstLineY(
      ofTier: tierIndex, span: span, blockHeight: line.height, warnings: &warnings,
      context: context)
    guard line.count > 0 else { return }
    let share = RowDistribution(
      flow: .singleLine, alignment: .leading, contentWidth: contentWidth,
      spacing: layout.spacing, count: line.count, buttons: line.buttons, flexibles: 0,
      fixedWidth: line.fixedWidth)
    warnIfOverflowing(
      leftover: share.leftover, ofTier: tierIndex, settled: settled, grid: grid,
      warnings: &warnings)
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
  func placeRunWithHitAreas(
    ofTier tierIndex: Int, frames: UnsafeMutableBufferPointer<PlacedItem>, cursor: inout Int,
    buttonsAt band: ButtonBand, hitBand vertical: (origin: Double, length: Double),
    run: PixelRun, context: PlacementContext, reader: StateReader
  ) -> (line: LineMetrics, shortAreas: Bool) {
    let items = context.geometry[tierIndex].items
    let metrics = context.metrics
    let sizes = context.sizes
    let grid = context.grid
    let tier = Int32(truncatingIfNeeded: tierIndex)
    var spans = VerticalSpans(band, grid: grid)
    var line = LineMetrics(end: items.upperBound)
    var x = run.leading
    let first = cursor
    var slot = cursor
    for index in items {
      let state = reader.state(item: index)
      if state.isHidden { continue }
      let size = sizes[index]
      let width = size.widthPixels
      let start = x
      x += width + run.spacing
      let kind = metrics[index].kind
      // A single line takes every item (`LineMetrics.add`).
      _ = line.add(
        kind, width: size.width, height: size.height, flow: .singleLine, spacing: 0,
        contentWidth: 0)
      guard kind == .button else { continue }
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
    return (
      line,
      frames.writeParkedHitAreas(
        first..<slot, areas: context.hitAreas, vertical: vertical, grid: grid)
    )
  }
}

extension UnsafeMutableBufferPointer where Element == PlacedItem {
  /// The one walk's second walk (see `LayoutEngine.placeRunWithHitAreas`): each button of
  /// `slots` (one line, in order of x) gets its hit area from its edges in pixels, parked in its
  /// hit area's x and width by the first walk. Returns whether an area is under 44 pt wide. Not
  /// inlined: in the first walk's function its values were spilled to the stack.
  @inline(never)
  func writeParkedHitAreas(
    _ slots: Range<Int>, areas: LineHitAreas, vertical: (origin: Double, length: Double),
    grid: PixelGrid
  ) -> Bool {
    guard let last = slots.last, slots.lowerBound >= 0, last < count else { return false }
    var areas = areas
    // The items lie in order (see `LineHitAreas.area`) unless the line runs past the bar's
    // trailing edge: no width, spacing or leading edge is negative (the engine sanitizes every
    // number it is given, and measured sizes are not negative), so each button starts at or
    // after 0 and after the one before it ends. The last button's end, at most the bar's width,
    // is within `exactPixels`.
    let inOrder = self[last].hitArea.width <= areas.width
    // Short areas counted without a branch (`||` compiled to one per item).
    var shortAreas: UInt8 = 0
    func writeArea(at slot: Int, next: Double?) {
      let area = areas.area(
        start: self[slot].hitArea.x, end: self[slot].hitArea.width, next: next, inOrder: inOrder)
      writeHitArea(at: slot, area, vertical: vertical, grid: grid)
      shortAreas |= area.short ? 1 : 0
    }
    // Every button but the last has a right neighbour; the last's right limit is the bar's edge.
    for slot in slots.lowerBound..<last { writeArea(at: slot, next: self[slot + 1].hitArea.x) }
    writeArea(at: last, next: nil)
    return shortAreas != 0
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
