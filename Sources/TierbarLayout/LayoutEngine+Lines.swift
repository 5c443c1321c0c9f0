import TierbarModel

extension LayoutEngine {
  /// What follows a line's positions on the general path: heights and item indices
  /// (`finishLine`), then the line's hit areas and hit-test entry (`indexLine`).
  func completeLine<Reader: LayoutStateReader>(
    _ line: LineMetrics, from start: Int, ofTier tierIndex: Int, slots: Range<Int>,
    buttonsAt vertical: ButtonBand, band: (top: Double, bottom: Double),
    frames: UnsafeMutableBufferPointer<PlacedItem>, warnings: inout [LayoutWarning],
    hitLines: inout HitLineWriter, context: PlacementContext, settled: Bool, reader: Reader
  ) {
    finishLine(
      line, from: start, ofTier: tierIndex, frames: frames, slots: slots, buttonsAt: vertical,
      context: context, reader: reader)
    indexLine(
      slots, band: band, frames: frames, warnings: &warnings, hitLines: &hitLines,
      context: context, settled: settled)
  }

  /// A line's hit areas in its band (`bottom` already clipped to the tier's visible slice), and
  /// its hit-test entry when the band shows at all (both paths).
  func indexLine(
    _ slots: Range<Int>, band: (top: Double, bottom: Double),
    frames: UnsafeMutableBufferPointer<PlacedItem>, warnings: inout [LayoutWarning],
    hitLines: inout HitLineWriter, context: PlacementContext, settled: Bool
  ) {
    assignHitAreas(
      line: slots, frames: frames, warnings: &warnings, top: band.top,
      bottom: max(band.top, band.bottom), context: context, warn: settled)
    if band.bottom > band.top {
      hitLines.add(
        HitLine(
          minY: band.top, maxY: band.bottom, items: slots, descending: context.rightToLeft))
    }
  }

  /// A placed line's vertical spans and which item and tier each slot holds (indices into the
  /// engine's `ItemNames`).
  func finishLine<Reader: LayoutStateReader>(
    _ line: LineMetrics, from start: Int, ofTier tierIndex: Int,
    frames: UnsafeMutableBufferPointer<PlacedItem>, slots: Range<Int>, buttonsAt band: ButtonBand,
    context: PlacementContext, reader: Reader
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

  /// Gives each item of one line its hit area: the line's band vertically (tier edge or the middle
  /// of the gap between lines); horizontally the frame grown by up to 22 pt a side, stopped at the
  /// middle of the gap to a neighbour and at the tier's edges, and pushed to the other side when
  /// one side is stopped short of 44 pt.
  func assignHitAreas(
    line range: Range<Int>, frames: UnsafeMutableBufferPointer<PlacedItem>,
    warnings: inout [LayoutWarning], top: Double, bottom: Double, context: PlacementContext,
    warn: Bool
  ) {
    let grid = context.grid
    let width = context.width
    let minimum = LayoutEngine.minimumHitSize
    let reach = minimum / 2
    // Rounding is most of this loop's arithmetic, so nothing is rounded twice: the band is the
    // same for the whole line, and an item's left limit is its left neighbour's right limit.
    let vertical = grid.span(from: top, to: bottom)
    let bandTooShort = bottom - top < minimum - 1e-9
    // A midpoint is kept with its whole-pixel value: a hit area's edge is usually that
    // midpoint, and rounding a rounded value gives the same pixel (so it is not done again).
    var midpoint = 0.0  // the left limit of the line's first item: the tier's edge
    var midpointPixels = 0.0
    for slot in range {
      let frame = frames[slot].frame
      let leftMidpoint = midpoint
      let leftPixels = midpointPixels
      var leftLimit = midpoint
      var rightLimit = width
      if slot + 1 < range.upperBound {
        midpointPixels = PixelGrid.nearest(
          (frame.maxX + frames[slot + 1].frame.minX) / 2 * grid.scale)
        midpoint = midpointPixels * grid.inverse
        rightLimit = midpoint
      }
      let rightMidpoint = rightLimit
      // Never outside the tier, even for a row that overflows it (its frames may stick out).
      leftLimit = Double.larger(0, Double.smaller(leftLimit, frame.minX))
      rightLimit = Double.smaller(width, Double.larger(rightLimit, frame.maxX))
      // An item wholly past the trailing edge (an overflowing row) has its left limit beyond the
      // right one: its hit area collapses to an empty one at the edge, never a negative width.
      leftLimit = Double.smaller(leftLimit, rightLimit)
      var left = Double.smaller(Double.larger(leftLimit, frame.minX - reach), rightLimit)
      var right = Double.larger(Double.smaller(rightLimit, frame.maxX + reach), left)
      if right - left < minimum {
        right = Double.smaller(rightLimit, Double.larger(right, left + minimum))
        left = Double.larger(leftLimit, Double.smaller(left, right - minimum))
      }
      let first = left == leftMidpoint ? leftPixels : PixelGrid.nearest(left * grid.scale)
      let last =
        right == rightMidpoint && slot + 1 < range.upperBound
        ? midpointPixels : PixelGrid.nearest(right * grid.scale)
      frames[slot].hitArea = Rect(
        x: first * grid.inverse, y: vertical.origin, width: (last - first) * grid.inverse,
        height: vertical.length)
      if warn && (right - left < minimum - 1e-9 || bandTooShort) && frames[slot].enabled {
        warnings.append(ResolvedItem.hitAreaWarning(id: items[Int(frames[slot].item)].id))
      }
    }
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
      let y = band.top + LayoutEngine.offset(for: band.alignment, free: band.room - height)
      last = grid.span(from: y, to: y + height)
      lastHeight = height
    }
    return last
  }
}
