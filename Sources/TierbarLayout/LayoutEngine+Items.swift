import TierbarModel

extension LayoutEngine {
  /// Places one visible tier's items line by line, gives each its hit area, indexes the lines
  /// for hit testing, and mirrors the tier for right-to-left.
  ///
  /// `frames` is the output's item storage seen through a buffer pointer (see `place`): writing
  /// a field through it costs a store, where `out.items[i].field = …` costs a uniqueness check
  /// and a bounds check per field (measured with callgrind: most of the per-frame time).
  func placeItems<Reader: LayoutStateReader>(
    ofTier tierIndex: Int, tier span: TierSpan, frames: UnsafeMutableBufferPointer<ItemFrame>,
    warnings: inout [LayoutWarning], hitLines: inout [HitLine], cursor: inout Int,
    context: PlacementContext, reader: Reader
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
    let available = span.expandedHeight - layout.padding.vertical
    if settled && block.height > available + 0.5 / grid.scale {
      warnings.append(tiers[tierIndex].tooShortWarning)
    }
    var lineY =
      tierTop + layout.padding.top
      + offset(for: layout.verticalAlignment, free: available - block.height)
    var bandTop = tierTop
    var lineNumber = 0
    var start = tier.items.lowerBound
    let firstItem = cursor

    while start < tier.items.upperBound && lineNumber < block.lines {
      let line =
        onlyLine
        ?? nextLine(
          of: tier, from: start, contentWidth: contentWidth, context: context, reader: reader)
      onlyLine = nil
      if line.count == 0 { break }
      let lineStart = cursor
      placeLine(
        line, from: start, ofTier: tierIndex, frames: frames, warnings: &warnings,
        cursor: &cursor, lineY: lineY, context: context, contentWidth: contentWidth,
        leading: leading, settled: settled, reader: reader)
      let isLast = lineNumber == block.lines - 1
      let bandBottom =
        isLast ? fullBottom : grid.round(lineY + line.height + layout.lineSpacing / 2)
      let clippedBottom = min(bandBottom, visibleBottom)
      assignHitAreas(
        line: lineStart..<cursor, resolved: start..<line.end, frames: frames,
        warnings: &warnings, top: bandTop, bottom: max(bandTop, clippedBottom), context: context,
        warn: settled, reader: reader)
      if clippedBottom > bandTop {
        hitLines.append(
          HitLine(
            minY: bandTop, maxY: clippedBottom, items: lineStart..<cursor,
            descending: context.rightToLeft))
      }
      bandTop = max(bandTop, min(bandBottom, visibleBottom))
      lineY += line.height + layout.lineSpacing
      lineNumber += 1
      start = line.end
    }

    if context.rightToLeft {
      let width = context.width
      for index in firstItem..<cursor {
        frames[index].frame.x = grid.round(width - frames[index].frame.maxX)
        frames[index].hitArea.x = grid.round(width - frames[index].hitArea.maxX)
      }
    }
  }

  @inline(__always)
  func offset(for alignment: RowLayout.VerticalAlignment, free: Double) -> Double {
    switch alignment {
    case .top: return 0
    case .center: return free / 2
    case .bottom: return free
    }
  }

  /// Places the buttons of one measured line (left-to-right coordinates) and appends their frames.
  func placeLine<Reader: LayoutStateReader>(
    _ line: LineMetrics, from start: Int, ofTier tierIndex: Int,
    frames: UnsafeMutableBufferPointer<ItemFrame>, warnings: inout [LayoutWarning],
    cursor: inout Int, lineY: Double, context: PlacementContext, contentWidth: Double,
    leading: Double, settled: Bool, reader: Reader
  ) {
    let tier = context.geometry[tierIndex]
    let grid = context.grid
    let spacing = tier.layout.spacing
    let gaps = spacing * Double(max(0, line.count - 1))
    var x = leading
    var flexibleWidth = 0.0
    var equalShare = 0.0
    var columnWidth = 0.0
    var column = 0
    switch tier.flow {
    case .grid(let columns):
      columnWidth = max(0, (contentWidth - spacing * Double(columns - 1)) / Double(columns))
    case .equal:
      if line.buttons > 0 {
        equalShare = max(0, (contentWidth - line.fixedWidth - gaps) / Double(line.buttons))
      }
    case .singleLine, .wrap:
      let leftover = contentWidth - line.fixedWidth - gaps
      if line.flexibles > 0 {
        flexibleWidth = max(0, leftover) / Double(line.flexibles)
      } else {
        switch tier.layout.alignment {
        case .leading: break
        case .center: x += max(0, leftover) / 2
        case .trailing: x += max(0, leftover)
        }
      }
      if settled && leftover < -0.5 / grid.scale && tier.flow.isSingleLine {
        warnings.append(tiers[tierIndex].overflowWarning)
      }
    }

    // The engine's arrays, read once per line rather than through `storage` per item.
    let metrics = context.metrics
    let itemIDs = context.itemIDs
    let tierID = context.tierIDs[tierIndex]
    var vertical = (origin: 0.0, length: 0.0)
    var lastItemY = Double.nan  // never equal: the first button computes its span
    var lastHeight = Double.nan
    for index in start..<line.end where !reader.isHidden(item: index) {
      let isButton = metrics[index].isButton
      let itemX: Double
      let itemWidth: Double
      if case .grid = tier.flow {
        guard isButton else { continue }
        itemX = leading + Double(column) * (columnWidth + spacing)
        itemWidth = columnWidth
        column += 1
      } else {
        switch metrics[index].slot {
        case .flexibleSpace:
          itemWidth = tier.flow.isEqual ? 0 : flexibleWidth
        case .fixedSpace:
          itemWidth = naturalWidth(ofItem: index, context: context)
        case .button:
          itemWidth = tier.flow.isEqual ? equalShare : naturalWidth(ofItem: index, context: context)
        }
        itemX = x
        x += itemWidth + spacing
      }
      guard isButton else { continue }
      let height = itemHeight(ofItem: index, context: context)
      let itemY = lineY + offset(for: tier.layout.verticalAlignment, free: line.height - height)
      let horizontal = grid.span(from: itemX, to: itemX + itemWidth)
      // Buttons of a line usually share a height, hence a vertical span: round it once.
      if itemY != lastItemY || height != lastHeight {
        vertical = grid.span(from: itemY, to: itemY + height)
        lastItemY = itemY
        lastHeight = height
      }
      let frame = Rect(
        x: horizontal.origin, y: vertical.origin, width: horizontal.length,
        height: vertical.length)
      guard cursor < frames.count else { return }  // never: `place` sized `frames` to fit
      let selected = reader.isSelected(item: index)
      let enabled = !reader.isDisabled(item: index)
      // `place` sized `frames` for every button of the visible tiers. The same item in the
      // same slot as last time: the ids have the same bits and nothing is retained.
      if !frames[cursor].id.hasSameBits(as: itemIDs[index]) { frames[cursor].id = itemIDs[index] }
      if !frames[cursor].tier.hasSameBits(as: tierID) { frames[cursor].tier = tierID }
      frames[cursor].frame = frame
      frames[cursor].hitArea = frame
      frames[cursor].selected = selected
      frames[cursor].enabled = enabled
      cursor += 1
    }
  }

  /// Gives each item of one line its hit area: the line's band vertically (tier edge or the middle
  /// of the gap between lines); horizontally the frame grown by up to 22 pt a side, stopped at the
  /// middle of the gap to a neighbour and at the tier's edges, and pushed to the other side when
  /// one side is stopped short of 44 pt.
  func assignHitAreas<Reader: LayoutStateReader>(
    line range: Range<Int>, resolved: Range<Int>, frames: UnsafeMutableBufferPointer<ItemFrame>,
    warnings: inout [LayoutWarning], top: Double, bottom: Double, context: PlacementContext,
    warn: Bool, reader: Reader
  ) {
    // Walks the line's resolved items alongside, to name an item in a warning without a lookup.
    var resolvedIndex = resolved.lowerBound
    let metrics = context.metrics
    let grid = context.grid
    let minimum = LayoutEngine.minimumHitSize
    let reach = minimum / 2
    // Rounding is most of this loop's arithmetic, so nothing is rounded twice: the band is the
    // same for the whole line, and an item's left limit is its left neighbour's right limit.
    let vertical = grid.span(from: top, to: bottom)
    var previousMidpoint = 0.0
    for index in range {
      let frame = frames[index].frame
      var leftLimit = index > range.lowerBound ? previousMidpoint : 0
      var rightLimit = context.width
      if index + 1 < range.upperBound {
        rightLimit = grid.round((frame.maxX + frames[index + 1].frame.minX) / 2)
        previousMidpoint = rightLimit
      }
      // Never outside the tier, even for a row that overflows it (its frames may stick out).
      leftLimit = max(0, min(leftLimit, frame.minX))
      rightLimit = min(context.width, max(rightLimit, frame.maxX))
      // An item wholly past the trailing edge (an overflowing row) has its left limit beyond the
      // right one: its hit area collapses to an empty one at the edge, never a negative width.
      leftLimit = min(leftLimit, rightLimit)
      var left = min(max(leftLimit, frame.minX - reach), rightLimit)
      var right = max(min(rightLimit, frame.maxX + reach), left)
      if right - left < minimum {
        right = min(rightLimit, max(right, left + minimum))
        left = max(leftLimit, min(left, right - minimum))
      }
      let horizontal = grid.span(from: left, to: right)
      frames[index].hitArea = Rect(
        x: horizontal.origin, y: vertical.origin, width: horizontal.length,
        height: vertical.length)
      let tooSmall = right - left < minimum - 1e-9 || bottom - top < minimum - 1e-9
      while resolvedIndex < resolved.upperBound
        && (!metrics[resolvedIndex].isButton || reader.isHidden(item: resolvedIndex))
      {
        resolvedIndex += 1
      }
      if warn && tooSmall && frames[index].enabled && resolvedIndex < resolved.upperBound {
        warnings.append(items[resolvedIndex].hitAreaWarning)
      }
      resolvedIndex += 1
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
