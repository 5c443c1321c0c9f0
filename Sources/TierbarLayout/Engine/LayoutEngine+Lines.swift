import TierbarModel

extension LayoutEngine {
  /// What follows a line's positions on the general path: heights and item indices
  /// (`finishLine`), then the line's hit areas and hit-test entry (`indexLine`).
  func completeLine(
    _ line: LineMetrics, from start: Int, ofTier tierIndex: Int, slots: Range<Int>,
    buttonsAt vertical: ButtonBand, band: (top: Double, bottom: Double),
    frames: UnsafeMutableBufferPointer<PlacedItem>, warnings: inout [Diagnostic],
    hitLines: inout HitLineWriter, context: PlacementContext, settled: Bool, reader: StateReader
  ) {
    finishLine(
      line, from: start, ofTier: tierIndex, frames: frames, slots: slots, buttonsAt: vertical,
      context: context, reader: reader)
    indexLine(
      slots, band: band, frames: frames, warnings: &warnings, hitLines: &hitLines,
      context: context, settled: settled)
  }

  /// A line's hit areas in its band (`bottom` already clipped to the tier's visible slice), their
  /// warnings, and its hit-test entry (`closeLine`).
  func indexLine(
    _ slots: Range<Int>, band: (top: Double, bottom: Double),
    frames: UnsafeMutableBufferPointer<PlacedItem>, warnings: inout [Diagnostic],
    hitLines: inout HitLineWriter, context: PlacementContext, settled: Bool
  ) {
    let shortAreas = assignHitAreas(
      line: slots, frames: frames,
      vertical: context.grid.hitSpan(from: band.top, to: max(band.top, band.bottom)),
      context: context)
    closeLine(
      slots, band: band, shortAreas: shortAreas, frames: frames, warnings: &warnings,
      hitLines: &hitLines, context: context, settled: settled)
  }

  /// What follows a line's hit areas on both paths: `hit-area-too-small` (a settled line only)
  /// when an area is under 44 pt wide (`shortAreas`) or the band under 44 pt tall, then the
  /// line's hit-test entry when its band shows at all.
  func closeLine(
    _ slots: Range<Int>, band: (top: Double, bottom: Double), shortAreas: Bool,
    frames: UnsafeMutableBufferPointer<PlacedItem>, warnings: inout [Diagnostic],
    hitLines: inout HitLineWriter, context: PlacementContext, settled: Bool
  ) {
    let bandPixels = context.grid.height(from: band.top, to: band.bottom)
    if settled && (shortAreas || bandPixels < context.hitAreas.minimum) {
      warnAboutHitAreas(
        in: slots, frames: frames, bandPixels: bandPixels, context: context, warnings: &warnings)
    }
    if band.bottom > band.top {
      hitLines.add(
        HitLine(
          minY: band.top, maxY: band.bottom, items: slots, descending: context.rightToLeft))
    }
  }

  /// A placed line's vertical spans and which item and tier each slot holds (indices into the
  /// engine's `ItemNames`).
  func finishLine(
    _ line: LineMetrics, from start: Int, ofTier tierIndex: Int,
    frames: UnsafeMutableBufferPointer<PlacedItem>, slots: Range<Int>, buttonsAt band: ButtonBand,
    context: PlacementContext, reader: StateReader
  ) {
    let metrics = context.metrics
    let sizes = context.sizes
    let tier = Int32(truncatingIfNeeded: tierIndex)
    var vertical = VerticalSpans(band, grid: context.grid)
    var slot = slots.lowerBound
    for index in start..<line.end
    where metrics[index].kind == .button && !reader.state(item: index).isHidden {
      guard slot < slots.upperBound else { break }
      let span = vertical.span(height: sizes[index].height)
      frames[slot].frame.y = span.origin
      frames[slot].frame.height = span.length
      frames[slot].item = Int32(truncatingIfNeeded: index)
      frames[slot].tier = tier
      slot += 1
    }
  }

  /// Gives each item of one line its hit area (see `LineHitAreas`): `vertical`, the line's band
  /// on the grid, vertically; horizontally in whole pixels. Returns whether an area is under
  /// 44 pt wide.
  func assignHitAreas(
    line range: Range<Int>, frames: UnsafeMutableBufferPointer<PlacedItem>,
    vertical: (origin: Double, length: Double), context: PlacementContext
  ) -> Bool {
    guard !range.isEmpty else { return false }
    let grid = context.grid
    var areas = context.hitAreas
    var shortAreas = false
    // Frames are on the grid: their edges in pixels are whole numbers (converted exactly).
    var start = grid.pixels(frames[range.lowerBound].frame.minX)
    for slot in range {
      let end = start + grid.pixels(frames[slot].frame.width)
      var next: Double? = nil
      if slot + 1 < range.upperBound { next = grid.pixels(frames[slot + 1].frame.minX) }
      let area = areas.area(start: start, end: end, next: next)
      frames.writeHitArea(at: slot, area, vertical: vertical, grid: grid)
      shortAreas = shortAreas || area.short
      start = next ?? 0
    }
    return shortAreas
  }

  /// `hit-area-too-small` (`LayoutWarningRule.hitAreaIsTooSmall`) for each enabled item of
  /// `range`, in slot order; `bandPixels` is the line's band's height in pixels.
  func warnAboutHitAreas(
    in range: Range<Int>, frames: UnsafeMutableBufferPointer<PlacedItem>, bandPixels: Double,
    context: PlacementContext, warnings: inout [Diagnostic]
  ) {
    for slot in range where frames[slot].enabled {
      if LayoutWarningRule.hitAreaIsTooSmall(
        areaPixels: context.grid.pixels(frames[slot].hitArea.width), bandPixels: bandPixels,
        minimum: context.hitAreas.minimum)
      {
        warnings.append(LayoutWarningRule.hitAreaTooSmall(items[Int(frames[slot].item)]))
      }
    }
  }
}

extension UnsafeMutableBufferPointer where Element == PlacedItem {
  /// Writes a hit area computed in pixels (`LineHitAreas`) with its line's vertical span.
  @inline(__always)
  func writeHitArea(
    at slot: Int, _ area: HitSpan, vertical: (origin: Double, length: Double), grid: PixelGrid
  ) {
    let horizontal = grid.points(fromPixel: area.start, toPixel: area.end)
    self[slot].hitArea = Rect(
      x: horizontal.origin, y: vertical.origin, width: horizontal.length, height: vertical.length)
  }
}

/// Where a line's buttons go vertically: each is aligned within `room` points starting at `top`.
/// For a wrapping or grid line that is the line itself (its top, its height); for a tier's only
/// line it is the tier's content area (below the top padding, its height less the padding):
/// aligning the line in the tier and then the button in the line is the same as aligning the
/// button in the tier, which needs no line height — so the one-walk path places buttons
/// vertically before the line is measured, and the general path computes the same.
struct ButtonBand {
  var top: Double
  var room: Double
  var alignment: RowLayout.VerticalAlignment
}

/// A line's vertical spans, rounded once per distinct button height (the buttons of a line
/// usually share one).
struct VerticalSpans {
  let band: ButtonBand
  let grid: PixelGrid
  private var lastHeight = Double.nan  // never equal: the first button computes its span
  private var last = (origin: 0.0, length: 0.0)

  init(_ band: ButtonBand, grid: PixelGrid) {
    self.band = band
    self.grid = grid
  }

  @inline(__always)
  mutating func span(height: Double) -> (origin: Double, length: Double) {
    if height != lastHeight {
      let y = band.top + band.alignment.offset(free: band.room - height)
      last = grid.span(from: y, to: y + height)
      lastHeight = height
    }
    return last
  }
}
