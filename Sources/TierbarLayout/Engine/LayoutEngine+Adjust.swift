import TierbarModel

/// Working one item's change into a kept tier's output instead of placing the tier again: the
/// usual per-frame change (a button hidden or shown, an item selected) touches one item of one
/// tier, and in a one-walk tier (see `TierGeometry.measuresWhilePlacing`) a hidden or shown button
/// only shifts the buttons after it by whole pixels. The hit-area rule is the same relative to
/// every edge but the bar's own (`LineHitAreas`), so a shifted button's area shifts with it; the
/// areas that do change — next to the change, and the last button's when it comes near the bar's
/// edge — are worked out again. Anything this does not cover (right-to-left, a space, a tier
/// left empty, a change that could add a warning) is refused, and the tier is placed afresh, so
/// the output is always what a fresh layout gives.
extension LayoutEngine {
  /// What `item`'s change (from `was` to its state now) does to its kept tier, or nil when the
  /// tier must be placed afresh.
  func plannedChange<Reader: LayoutStateReader>(
    ofTier tierIndex: Int, item: Int, was: ItemState, context: PlacementContext, reader: Reader
  ) -> TierChange? {
    let now = reader.state(item: item)
    let flipped = was.bits ^ now.bits
    if flipped & ItemState.hidden == 0 {
      // An item made enabled could now be warned about (`hit-area-too-small` names enabled
      // items only): placed afresh.
      return flipped & ItemState.disabled != 0 && !now.isDisabled ? nil : .flags
    }
    guard context.metrics[item].kind == .button, !context.rightToLeft,
      context.geometry[tierIndex].measuresWhilePlacing
    else { return nil }
    return now.isHidden ? .hide : .show
  }

  /// Works the planned change of `memo` into the tier's output, which starts at `start`
  /// (where it lies now for `flags` and `hide`, where it moved to for `show`), and records the
  /// changed item's state. A hidden or shown button moves the `tail` slots after the tier's
  /// old ones along with the buttons after it (one move; the caller renumbers what lies there).
  func adjustTier<Reader: LayoutStateReader>(
    _ tierIndex: Int, memo: inout TierMemo, at start: Int,
    frames: UnsafeMutableBufferPointer<PlacedItem>, states: UnsafeMutableBufferPointer<ItemState>,
    span: TierSpan, tail: Int = 0, context: PlacementContext, reader: Reader
  ) -> AdjustOutcome {
    let item = memo.plan.item
    let tier = context.geometry[tierIndex]
    let oldCount = memo.slots.count
    let newCount = memo.plan.count
    guard tier.items.contains(item), item < states.count, start >= 0, tail >= 0,
      start + Swift.max(oldCount, newCount) + tail <= frames.count
    else { return .refused }
    // The item's place among the tier's slots: the visible buttons before it (unchanged).
    let position = reader.visibleButtons(
      in: tier.items.lowerBound..<item, buttons: context.buttons)
    let now = reader.state(item: item)
    let outcome: AdjustOutcome
    switch memo.plan.change {
    case .unchanged:
      outcome = .done
    case .flags:
      // A hidden item's flags show nowhere; a visible button's are in its slot.
      if now.isHidden || context.metrics[item].kind != .button {
        outcome = .done
      } else if position < oldCount
        && frames[start + position].item == Int32(truncatingIfNeeded: item)
      {
        frames[start + position].state = now
        outcome = .done
      } else {
        outcome = .refused
      }
    case .hide:
      outcome = removeButton(
        item, at: start + position, slots: start..<(start + oldCount), tail: tail,
        ofTier: tierIndex, frames: frames, context: context)
    case .show:
      outcome = insertButton(
        item, state: now, at: position, slots: start..<(start + newCount), tail: tail,
        ofTier: tierIndex, span: span, frames: frames, context: context, reader: reader)
    }
    guard outcome == .done else { return outcome }
    states[item] = now
    // A one-walk tier's only line holds all of its slots (a kept tier of another kind may have
    // fewer lines than slots: a wrapped line clipped away).
    if memo.plan.change == .hide || memo.plan.change == .show, memo.line != nil {
      memo.line?.items = 0..<newCount
    }
    if memo.plan.change == .hide { memo.slots = start..<(start + newCount) }
    return .done
  }

  /// Removes the button in `slot` from the tier at `slots` (its old slots): the buttons after it
  /// (and the `tail` after the tier) move one slot down, and the buttons shift left by its width
  /// and the spacing.
  private func removeButton(
    _ item: Int, at slot: Int, slots: Range<Int>, tail: Int, ofTier tierIndex: Int,
    frames: UnsafeMutableBufferPointer<PlacedItem>, context: PlacementContext
  ) -> AdjustOutcome {
    guard slots.count >= 2, slots.contains(slot),
      frames[slot].item == Int32(truncatingIfNeeded: item),
      let run = oneWalkRun(ofTier: tierIndex, context: context),
      frames.pixelEnd(of: slots.upperBound - 1, sizes: context.sizes, grid: context.grid)
        <= context.hitAreas.width,
      let base = frames.baseAddress
    else { return .refused }
    let shift = -(context.sizes[item].widthPixels + run.spacing)
    (base + slot).update(from: base + slot + 1, count: slots.upperBound - slot - 1 + tail)
    let remaining = slots.lowerBound..<(slots.upperBound - 1)
    frames.shift(slot..<remaining.upperBound, byPixels: shift, grid: context.grid)
    // The areas that change. With buttons only, the button now in its slot starts where the
    // hidden one started, so the area before it keeps its right limit (with a fixed space
    // between, it does not); its own right limit moved. The last button's changes only near the
    // bar's edge (see `lastAreaShifts`), or when it was the one hidden.
    let last = remaining.upperBound - 1
    guard slot <= last else {
      return frames.refreshHitAreas(last, through: last, in: remaining, context: context)
        ? .done : .moved
    }
    let lastEnd = frames.pixelEnd(of: last, sizes: context.sizes, grid: context.grid)
    let first = context.geometry[tierIndex].buttonsOnly ? slot : slot - 1
    return frames.refreshHitAreas(first, through: slot, in: remaining, context: context)
      && (last == slot || lastAreaShifts(ends: lastEnd - shift, lastEnd, context: context)
        || frames.refreshHitAreas(last, through: last, in: remaining, context: context))
      ? .done : .moved
  }

  /// Whether the last button of a line, ending at `old` and now at `new` (pixels), keeps its
  /// hit area shifted with it: its area reaches at most 44 pt past its end (22 pt of growth, or
  /// more when pushed), so while that stays short of the bar's edge the edge clamps nothing.
  private func lastAreaShifts(ends old: Double, _ new: Double, context: PlacementContext) -> Bool {
    let limit = context.hitAreas.width - context.hitAreas.minimum
    return old <= limit && new <= limit
  }

  /// Inserts the button `item` at `position` of the tier now at `slots` (its new slots; all but
  /// the last hold the tier's old buttons, then come the `tail` slots, then one free): the
  /// buttons after it (and the tail) move one slot up, and the buttons shift right by its width
  /// and the spacing.
  private func insertButton<Reader: LayoutStateReader>(
    _ item: Int, state: ItemState, at position: Int, slots: Range<Int>, tail: Int,
    ofTier tierIndex: Int, span: TierSpan, frames: UnsafeMutableBufferPointer<PlacedItem>,
    context: PlacementContext, reader: Reader
  ) -> AdjustOutcome {
    let tier = context.geometry[tierIndex]
    let size = context.sizes[item]
    let grid = context.grid
    // The line's hit band (as `placeMeasuringLine` takes it): under 44 pt tall, an enabled
    // button would be warned about.
    let bandBottom = Swift.min(span.frame.minY + span.expandedHeight, span.frame.maxY)
    let bandTooShort =
      Swift.max(span.frame.minY, bandBottom) - span.frame.minY
      < LayoutEngine.minimumHitSize - 1e-9
    guard slots.count >= 2, position < slots.count,
      let run = oneWalkRun(ofTier: tierIndex, context: context),
      // Taller than the tier's room would warn (`tier-too-short`).
      size.height <= span.expandedHeight - tier.layout.padding.vertical,
      state.isDisabled || !bandTooShort,
      let base = frames.baseAddress
    else { return .refused }
    let slot = slots.lowerBound + position
    let shift = size.widthPixels + run.spacing
    let isLast = slot == slots.upperBound - 1
    // Where the button starts, and where the line ends (its last item), which must stay within
    // the room or the row would overflow. With buttons only, the button takes the place of the
    // one now in its slot, or follows the last; with spaces, the one walk's sums say.
    let oldLastEnd = frames.pixelEnd(of: slots.upperBound - 2, sizes: context.sizes, grid: grid)
    var start: Double
    var lineEnd: Double
    if tier.buttonsOnly {
      start = isLast ? oldLastEnd + run.spacing : frames.pixelStart(of: slot, grid: grid)
      lineEnd = isLast ? start + size.widthPixels : oldLastEnd + shift
    } else {
      var x = run.leading
      start = x
      lineEnd = x
      for index in tier.items where !reader.state(item: index).isHidden {
        if index == item { start = x }
        lineEnd = x + context.sizes[index].widthPixels
        x += context.sizes[index].widthPixels + run.spacing
      }
    }
    // The last button's end (with buttons only, the line's end too).
    let lastEnd = isLast ? start + size.widthPixels : oldLastEnd + shift
    let room =
      (context.leadingInset + tier.layout.padding.leading
        + contentWidth(of: tier, context: context)) * grid.scale
    guard lineEnd <= room, lastEnd <= context.hitAreas.width else { return .refused }
    // Every button of a one-walk line shares one vertical hit span.
    let neighbour = frames[slot == slots.upperBound - 1 ? slot - 1 : slot]
    (base + slot + 1).update(from: base + slot, count: slots.upperBound - slot - 1 + tail)
    var spans = VerticalSpans(
      contentBand(ofTier: tierIndex, span: span, context: context), grid: grid)
    let vertical = spans.span(height: size.height)
    frames[slot] = PlacedItem(
      frame: Rect(
        x: start * grid.inverse, y: vertical.origin, width: size.widthPixels * grid.inverse,
        height: vertical.length),
      hitArea: Rect(x: 0, y: neighbour.hitArea.y, width: 0, height: neighbour.hitArea.height),
      item: Int32(truncatingIfNeeded: item), tier: Int32(truncatingIfNeeded: tierIndex),
      state: state)
    frames.shift((slot + 1)..<slots.upperBound, byPixels: shift, grid: grid)
    // The areas that change. With buttons only, the button starts where the one now after it
    // started, so the area before it keeps its right limit (unless that one was the last); the
    // button's own, and the next one's, are new. The last button's changes only near the bar's
    // edge.
    let last = slots.upperBound - 1
    guard slot < last else {
      return frames.refreshHitAreas(slot - 1, through: slot, in: slots, context: context)
        ? .done : .moved
    }
    return frames.refreshHitAreas(
      tier.buttonsOnly ? slot : slot - 1, through: slot + 1, in: slots, context: context)
      && (last == slot + 1 || lastAreaShifts(ends: lastEnd - shift, lastEnd, context: context)
        || frames.refreshHitAreas(last, through: last, in: slots, context: context))
      ? .done : .moved
  }

  /// The tier's leading edge and spacing in pixels when it is laid out by the one walk from a
  /// leading edge inside the bar with a spacing that is not negative: every button then starts
  /// at or after the one before it, inside the bar, so the bar's leading edge clamps no area.
  private func oneWalkRun(ofTier tierIndex: Int, context: PlacementContext) -> PixelRun? {
    let layout = context.geometry[tierIndex].layout
    guard
      let run = PixelRun(
        leading: context.leadingInset + layout.padding.leading, spacing: layout.spacing,
        grid: context.grid),
      run.leading >= 0, run.spacing >= 0
    else { return nil }
    return run
  }
}

/// What `adjustTier` did.
enum AdjustOutcome {
  /// The change is worked in.
  case done
  /// Nothing was touched: the tier must be placed afresh.
  case refused
  /// The slots moved (the tail with them) but the tier must be placed afresh: a hit area would
  /// warn.
  case moved
}

extension UnsafeMutableBufferPointer where Element == PlacedItem {
  /// Where the button in `slot` starts, in pixels: a one-walk line's x is a whole number of
  /// pixels, which rounding to even recovers exactly within `PixelGrid.exactPixels` (beyond, a
  /// value as large, which the callers' comparison with the bar's width turns away).
  @inline(__always)
  func pixelStart(of slot: Int, grid: PixelGrid) -> Double {
    PixelGrid.toEven(self[slot].frame.x * grid.scale)
  }

  /// Where the button in `slot` ends, in pixels.
  @inline(__always)
  func pixelEnd(of slot: Int, sizes: UnsafeBufferPointer<ItemSize>, grid: PixelGrid) -> Double {
    pixelStart(of: slot, grid: grid) + sizes[Int(self[slot].item)].widthPixels
  }

  /// Moves the frames and hit areas of `slots` by `shift` whole pixels, as the one walk would
  /// have placed them (the same whole numbers, scaled the same way). Every x of the line is a
  /// whole number of pixels within the bar (the callers check its last button's end), so
  /// rounding to even recovers it exactly (see `pixelStart`).
  @inline(__always)
  func shift(_ slots: Range<Int>, byPixels shift: Double, grid: PixelGrid) {
    for slot in slots {
      self[slot].frame.x = (pixelStart(of: slot, grid: grid) + shift) * grid.inverse
      self[slot].hitArea.x =
        (PixelGrid.toEven(self[slot].hitArea.x * grid.scale) + shift) * grid.inverse
    }
  }

  /// Works out again the hit areas of the buttons in `first...last` (clipped to `slots`, the
  /// line's) from their frames and their neighbours' (whole pixels within the bar, as for
  /// `shift`), walking them as the line's walk would. False when one is under 44 pt wide (the
  /// tier would warn: it is placed afresh instead).
  func refreshHitAreas(
    _ first: Int, through last: Int, in slots: Range<Int>, context: PlacementContext
  ) -> Bool {
    let grid = context.grid
    let first = Swift.max(first, slots.lowerBound)
    let last = Swift.min(last, slots.upperBound - 1)
    guard first <= last else { return true }
    var areas = context.hitAreas
    var start = pixelStart(of: first, grid: grid)
    let previousEnd =
      first > slots.lowerBound ? pixelEnd(of: first - 1, sizes: context.sizes, grid: grid) : nil
    for slot in first...last {
      let end = start + context.sizes[Int(self[slot].item)].widthPixels
      let next = slot + 1 < slots.upperBound ? pixelStart(of: slot + 1, grid: grid) : nil
      let area =
        slot == first
        ? areas.area(start: start, end: end, previousEnd: previousEnd, next: next)
        : areas.area(start: start, end: end, next: next)
      if area.short { return false }
      writeHitArea(
        at: slot, area, vertical: (self[slot].hitArea.y, self[slot].hitArea.height), grid: grid)
      start = next ?? 0
    }
    return true
  }
}
