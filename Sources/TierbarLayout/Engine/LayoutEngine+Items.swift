import TierbarModel

extension LayoutEngine {
  /// Places one visible tier's items line by line, gives each its hit area, indexes the lines
  /// for hit testing, and mirrors the tier for right-to-left.
  ///
  /// `frames` is the output's item storage seen through a buffer pointer (see `place`): writing
  /// a field through it costs a store, where `out.items[i].field = …` costs a uniqueness check
  /// and a bounds check per field (measured with callgrind: most of the per-frame time).
  func placeItems(
    ofTier tierIndex: Int, tier span: TierSpan, frames: UnsafeMutableBufferPointer<PlacedItem>,
    warnings: inout [Diagnostic], hitLines: inout HitLineWriter, cursor: inout Int,
    context: PlacementContext, reader: StateReader
  ) {
    let firstItem = cursor
    // The one walk adds whole pixels; a tier whose leading edge or spacing is off the grid (e.g.
    // a spacing of 7.5 pt at scale 3) takes the general path, which rounds each edge.
    let tier = context.geometry[tierIndex]
    if tier.measuresWhilePlacing,
      let run = PixelRun(
        leading: context.leadingInset + tier.layout.padding.leading,
        spacing: tier.layout.spacing, grid: context.grid)
    {
      placeMeasuringLine(
        ofTier: tierIndex, span: span, frames: frames, warnings: &warnings,
        hitLines: &hitLines, cursor: &cursor, context: context,
        contentWidth: contentWidth(of: tier, context: context), run: run, reader: reader)
    } else {
      placeLineByLine(
        ofTier: tierIndex, tier: span, frames: frames, warnings: &warnings, hitLines: &hitLines,
        cursor: &cursor, context: context, reader: reader)
    }
    mirrorIfRightToLeft(frames: frames, slots: firstItem..<cursor, context: context)
  }

  /// `placeItems` for a tier the one walk does not take: each line measured, then placed. Its
  /// own function, so the one walk's callers do not set up (and spill) what only it needs.
  @inline(never)
  private func placeLineByLine(
    ofTier tierIndex: Int, tier span: TierSpan, frames: UnsafeMutableBufferPointer<PlacedItem>,
    warnings: inout [Diagnostic], hitLines: inout HitLineWriter, cursor: inout Int,
    context: PlacementContext, reader: StateReader
  ) {
    let tier = context.geometry[tierIndex]
    let grid = context.grid
    let tierTop = span.frame.minY
    let visibleBottom = span.frame.maxY
    let fullBottom = tierTop + span.expandedHeight
    let settled = span.progress >= 1
    let layout = tier.layout
    let contentWidth = self.contentWidth(of: tier, context: context)
    let leading = context.leadingInset + layout.padding.leading
    // One-line flows measure their only line once and reuse it; wrapping flows measure twice.
    var onlyLine: LineMetrics? = nil
    let block: (height: Double, lines: Int)
    if tier.flow.isSingleLine || tier.flow.isEqual {
      let line = nextLine(
        of: tier, from: tier.items.lowerBound, contentWidth: contentWidth, context: context,
        reader: reader)
      onlyLine = line
      block = line.count > 0 ? (line.height, 1) : (0, 0)
    } else {
      block = blockHeight(ofTier: tierIndex, context: context, reader: reader)
    }
    var lineY = firstLineY(
      ofTier: tierIndex, span: span, blockHeight: block.height, warnings: &warnings,
      context: context)
    var bandTop = tierTop
    var lineNumber = 0
    var start = tier.items.lowerBound

    while start < tier.items.upperBound && lineNumber < block.lines {
      let line =
        onlyLine
        ?? nextLine(
          of: tier, from: start, contentWidth: contentWidth, context: context, reader: reader)
      onlyLine = nil
      if line.count == 0 { break }
      // The line's band: from the previous band (or the tier's top) to the tier's bottom for the
      // last line, else to the middle of the gap to the next line; clipped to the visible slice.
      let isLast = lineNumber == block.lines - 1
      let bandBottom = HitBands.bottom(
        isLast: isLast, tierBottom: fullBottom, lineY: lineY, lineHeight: line.height,
        lineSpacing: layout.lineSpacing, grid: grid)
      let clippedBottom = min(bandBottom, visibleBottom)
      let lineStart = cursor
      placeLine(
        line, from: start, ofTier: tierIndex, frames: frames, warnings: &warnings,
        cursor: &cursor, context: context, contentWidth: contentWidth, leading: leading,
        settled: settled, reader: reader)
      // A tier's only line aligns its buttons in the tier's content area (see `ButtonBand`).
      let buttons =
        block.lines == 1
        ? contentBand(ofTier: tierIndex, span: span, context: context)
        : ButtonBand(top: lineY, room: line.height, alignment: layout.verticalAlignment)
      completeLine(
        line, from: start, ofTier: tierIndex, slots: lineStart..<cursor, buttonsAt: buttons,
        band: (bandTop, clippedBottom), frames: frames, warnings: &warnings,
        hitLines: &hitLines, context: context, settled: settled, reader: reader)
      bandTop = max(bandTop, min(bandBottom, visibleBottom))
      lineY += line.height + layout.lineSpacing
      lineNumber += 1
      start = line.end
    }
  }

  /// Where a tier's first line starts: its lines' block aligned in the tier inside the padding.
  /// A settled tier whose block is taller than its room (a fixed height) gets `tier-too-short`.
  func firstLineY(
    ofTier tierIndex: Int, span: TierSpan, blockHeight: Double, warnings: inout [Diagnostic],
    context: PlacementContext
  ) -> Double {
    let layout = context.geometry[tierIndex].layout
    let available = span.expandedHeight - layout.padding.vertical
    if span.progress >= 1
      && LayoutWarningRule.tierIsTooShort(block: blockHeight, room: available, grid: context.grid)
    {
      warnings.append(LayoutWarningRule.tierTooShort(tiers[tierIndex]))
    }
    return span.frame.minY + layout.padding.top
      + layout.verticalAlignment.offset(free: available - blockHeight)
  }

  /// `row-overflow` for a settled single-line tier wider than its room by more than half a pixel
  /// (`LayoutWarningRule.rowOverflows`).
  func warnIfOverflowing(
    leftover: Double, ofTier tierIndex: Int, settled: Bool, grid: PixelGrid,
    warnings: inout [Diagnostic]
  ) {
    if settled && LayoutWarningRule.rowOverflows(leftover: leftover, grid: grid) {
      warnings.append(LayoutWarningRule.rowOverflow(tiers[tierIndex]))
    }
  }

  /// Right-to-left is the mirror of the left-to-right result.
  func mirrorIfRightToLeft(
    frames: UnsafeMutableBufferPointer<PlacedItem>, slots: Range<Int>, context: PlacementContext
  ) {
    guard context.rightToLeft else { return }
    let width = context.width
    for index in slots {
      frames[index].frame.x = context.grid.round(width - frames[index].frame.maxX)
      let area = frames[index].hitArea
      let mirrored = context.grid.mirrored(x: area.x, length: area.width, in: width)
      frames[index].hitArea.x = mirrored.origin
      frames[index].hitArea.width = mirrored.length
    }
  }

  /// A tier's content area as a `ButtonBand`: below the top padding, its full height less the
  /// padding (what `firstLineY` aligns a tier's lines in).
  func contentBand(ofTier tierIndex: Int, span: TierSpan, context: PlacementContext) -> ButtonBand {
    let layout = context.geometry[tierIndex].layout
    return ButtonBand(
      top: span.frame.minY + layout.padding.top,
      room: span.expandedHeight - layout.padding.vertical, alignment: layout.verticalAlignment)
  }

  /// Places the buttons of one measured line (left-to-right coordinates): x, width, selected,
  /// enabled; `finishLine` adds y, height and item indices, `assignHitAreas` the hit areas.
  func placeLine(
    _ line: LineMetrics, from start: Int, ofTier tierIndex: Int,
    frames: UnsafeMutableBufferPointer<PlacedItem>, warnings: inout [Diagnostic],
    cursor: inout Int, context: PlacementContext, contentWidth: Double, leading: Double,
    settled: Bool, reader: StateReader
  ) {
    let tier = context.geometry[tierIndex]
    let grid = context.grid
    let spacing = tier.layout.spacing
    let share = RowDistribution(
      flow: tier.flow, alignment: tier.layout.alignment, contentWidth: contentWidth,
      spacing: spacing, count: line.count, buttons: line.buttons, flexibles: line.flexibles,
      fixedWidth: line.fixedWidth)
    var x = leading + share.offset
    var isGrid = false
    if case .grid = tier.flow { isGrid = true }
    if tier.flow.isSingleLine {
      warnIfOverflowing(
        leftover: share.leftover, ofTier: tierIndex, settled: settled, grid: grid,
        warnings: &warnings)
    }
    // `place` sized `frames` for every button of the visible tiers; checked once per line.
    guard cursor + line.buttons <= frames.count else { return }
    // Per kind, the width an item takes in this line (a button's own in natural flow: < 0 here).
    let buttonWidth = share.buttonWidth ?? -1
    let flexibleSpaceWidth = share.flexibleWidth
    let columnWidth = share.columnWidth
    var column = 0
    let metrics = context.metrics
    let sizes = context.sizes
    for index in start..<line.end {
      let state = reader.state(item: index)
      if state.isHidden { continue }
      let kind = metrics[index].kind
      let itemX: Double
      let itemWidth: Double
      if isGrid {
        guard kind == .button else { continue }
        itemX = leading + share.columnX(column, spacing: spacing)
        itemWidth = columnWidth
        column += 1
      } else {
        itemX = x
        switch kind {
        case .flexibleSpace: itemWidth = flexibleSpaceWidth
        case .fixedSpace: itemWidth = sizes[index].width
        case .button: itemWidth = buttonWidth >= 0 ? buttonWidth : sizes[index].width
        }
        x += itemWidth + spacing
        guard kind == .button else { continue }
      }
      frames.writePosition(at: cursor, x: itemX, width: itemWidth, grid: grid, state: state)
      cursor += 1
    }
  }

}

extension TierGeometry.Flow {
  var isSingleLine: Bool {
    if case .singleLine = self { return true }
    return false
  }

  var isEqual: Bool {
    if case .equal = self { return true }
    return false
  }
}

extension UnsafeMutableBufferPointer where Element == PlacedItem {
  /// What the general path's first walk over a line writes for a button: its horizontal span on
  /// the pixel grid and its flags (`finishLine` adds its vertical span and indices).
  @inline(__always)
  func writePosition(at slot: Int, x: Double, width: Double, grid: PixelGrid, state: ItemState) {
    let horizontal = grid.span(from: x, to: x + width)
    self[slot].frame.x = horizontal.origin
    self[slot].frame.width = horizontal.length
    self[slot].state = state
  }
}
