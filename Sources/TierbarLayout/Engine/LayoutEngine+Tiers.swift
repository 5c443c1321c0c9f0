import TierbarModel

extension LayoutEngine {
  /// Pass 2 of a vector layout: plans every visible tier's slots from the state alone, keeps (or
  /// moves as a block) each tier whose memoised output is still right, places the others. Tiers
  /// are placed top tier first, so their hit lines come out sorted by y while their items lie
  /// base tier first. `memo` has an entry per tier, `states` one per item. Returns whether every
  /// tier shown has a valid entry now (see `PlacementMemo.settled`). A reader that does not
  /// memoise (a layout by dictionary) has nothing to keep: it goes to `placeTiersAfresh`.
  func placeTiers<Reader: LayoutStateReader>(
    _ tierFrames: UnsafeBufferPointer<TierSlot>, memo tiers: UnsafeMutableBufferPointer<TierMemo>,
    states: UnsafeMutableBufferPointer<ItemState>, warnings: inout [LayoutWarning],
    hitLines: inout HitLineWriter, items: inout ItemSlots, context: PlacementContext,
    reader: Reader
  ) -> Bool {
    guard Reader.memoizes else {
      placeTiersAfresh(
        tierFrames, warnings: &warnings, hitLines: &hitLines, items: &items, context: context,
        reader: reader)
      return false
    }
    guard tiers.count >= context.geometry.count, tierFrames.count >= context.geometry.count
    else { return false }  // never: `place` sized both
    var total = 0
    for index in context.geometry.indices {
      tiers[index].plan = TierPlan(start: total)
      if !tierFrames[index].visible {
        // Writes nothing now, so its old slots go to other tiers: nothing of it may be kept.
        tiers[index].valid = false
        continue
      }
      let tierItems = context.geometry[index].items
      // Still right (same span, every item in the same state), or right once one item's change
      // is worked in.
      var kept: (change: TierChange, item: Int)? = nil
      if tiers[index].valid && tiers[index].span == tierFrames[index].span {
        switch reader.onlyChange(from: states, in: tierItems) {
        case .unchanged: kept = (.unchanged, 0)
        case .one(let item):
          kept = plannedChange(
            ofTier: index, item: item, was: states[item], context: context, reader: reader
          ).map { ($0, item) }
        case .several: break
        }
      }
      if let kept {
        // As many items as last time, give or take the one that changed.
        let old = tiers[index].slots.count
        tiers[index].plan.count =
          kept.change == .hide ? old - 1 : kept.change == .show ? old + 1 : old
        // Its old slots must lie within the output as the last layout left it.
        tiers[index].plan.reuse = tiers[index].slots.upperBound <= items.count
        tiers[index].plan.change = kept.change
        tiers[index].plan.item = kept.item
      } else {
        // Placed afresh: it writes its visible buttons.
        tiers[index].plan.count = reader.visibleButtons(in: tierItems, buttons: context.buttons)
      }
      total += tiers[index].plan.count
    }
    // The buffer has room for every button of the bar (see `OutputStorage`).
    guard items.grow(to: total) else {
      for index in tiers.indices { tiers[index].valid = false }
      return false  // never: the engine sized the buffer for its bar
    }
    var consistent = true
    var settled = true
    let buffer = items.buffer
    // A change that removes a slot is worked in where the tier lies now, before anything
    // moves; one that adds a slot once the tier is in place (its new slot is free then).
    for index in tiers.indices where tiers[index].plan.reuse {
      let change = tiers[index].plan.change
      if change != .unchanged && change != .show {
        tiers[index].plan.reuse =
          adjustTier(
            index, memo: &tiers[index], at: tiers[index].slots.lowerBound, frames: buffer,
            states: states, span: tierFrames[index].span, context: context, reader: reader)
          == .done
      }
    }
    // Kept tiers move to their new slots first: blocks moving towards the front in order,
    // blocks moving towards the back in reverse, so no block lands on one not yet moved.
    for index in tiers.indices where tiers[index].plan.reuse {
      if tiers[index].plan.start < tiers[index].slots.lowerBound {
        buffer.moveBlock(tiers[index].slots, to: tiers[index].plan.start)
      }
    }
    for index in tiers.indices.reversed() where tiers[index].plan.reuse {
      if tiers[index].plan.start > tiers[index].slots.lowerBound {
        buffer.moveBlock(tiers[index].slots, to: tiers[index].plan.start)
      }
    }
    for index in tiers.indices
    where tiers[index].plan.reuse && tiers[index].plan.change == .show {
      tiers[index].plan.reuse =
        adjustTier(
          index, memo: &tiers[index], at: tiers[index].plan.start, frames: buffer,
          states: states, span: tierFrames[index].span, context: context, reader: reader)
        == .done
    }
    for index in context.geometry.indices.reversed() where tierFrames[index].visible {
      let plan = tiers[index].plan
      let slots = plan.start..<(plan.start + plan.count)
      if plan.reuse {
        if var line = tiers[index].line {
          let offset = slots.lowerBound
          line.items = (line.items.lowerBound + offset)..<(line.items.upperBound + offset)
          hitLines.add(line)
        }
        tiers[index].slots = slots
        continue
      }
      var cursor = slots.lowerBound
      let firstLine = hitLines.count
      let warningCount = warnings.count
      placeItems(
        ofTier: index, tier: tierFrames[index].span, frames: buffer, warnings: &warnings,
        hitLines: &hitLines, cursor: &cursor, context: context, reader: reader)
      if cursor != slots.upperBound {
        consistent = false
        if cursor < slots.upperBound, let base = buffer.baseAddress {
          (base + cursor).initialize(
            repeating: PlacedItem.placeholder, count: slots.upperBound - cursor)
        }
      }
      let lineCount = hitLines.count - firstLine
      if warnings.count == warningCount && lineCount <= 1 {
        tiers[index].record(
          span: tierFrames[index].span, slots: slots,
          line: lineCount == 1 ? hitLines.line(at: firstLine) : nil,
          items: context.geometry[index].items, states: states, reader: reader)
      } else {
        tiers[index].valid = false
        settled = false
      }
    }
    items.truncate(to: total)
    // Never expected (a tier places exactly its visible buttons); if it happened, nothing
    // memoised can be trusted, so the next layout starts afresh.
    if !consistent || hitLines.overflowed {
      for index in tiers.indices { tiers[index].valid = false }
      return false
    }
    return settled
  }
}

extension LayoutEngine {
  /// Pass 2 of a layout that memoises nothing (by dictionary): every visible tier placed afresh,
  /// base tier first, each tier's items after the tier before it — so no tier's slots need
  /// planning first, as `placeTiers` plans them — then the hit lines and this layout's warnings
  /// put in the order `placeTiers` gives them, top tier first (the lines sorted by y), each
  /// tier's own in the order it wrote them.
  func placeTiersAfresh<Reader: LayoutStateReader>(
    _ tierFrames: UnsafeBufferPointer<TierSlot>, warnings: inout [LayoutWarning],
    hitLines: inout HitLineWriter, items: inout ItemSlots, context: PlacementContext,
    reader: Reader
  ) {
    let tierCount = min(tierFrames.count, context.geometry.count)
    // The buffer has room for every button of the bar (see `OutputStorage`); every slot used
    // is written below, so no placeholders first.
    items.grow(to: items.capacity, filled: false)
    let buffer = items.buffer
    let firstWarning = warnings.count
    var cursor = 0
    withUnsafeTemporaryAllocation(of: TierOutputCounts.self, capacity: tierCount) { counts in
      for index in 0..<tierCount {
        let lineCount = hitLines.count
        let warningCount = warnings.count
        if tierFrames[index].visible {
          placeItems(
            ofTier: index, tier: tierFrames[index].span, frames: buffer, warnings: &warnings,
            hitLines: &hitLines, cursor: &cursor, context: context, reader: reader)
        }
        counts.initializeElement(
          at: index,
          to: TierOutputCounts(
            lines: hitLines.count - lineCount, warnings: warnings.count - warningCount))
      }
      let written = UnsafeBufferPointer(start: counts.baseAddress, count: tierCount)
      hitLines.reverseBlocks(written.lazy.map(\.lines))
      if warnings.count - firstWarning > 1 {
        warnings.withUnsafeMutableBufferPointer { all in
          UnsafeMutableBufferPointer(rebasing: all[firstWarning...])
            .reverseBlocks(written.lazy.map(\.warnings))
        }
      }
    }
    items.truncate(to: cursor)
  }
}

/// What placing one tier wrote to the ends of the hit lines and of the warnings.
struct TierOutputCounts {
  var lines: Int
  var warnings: Int
}

extension UnsafeMutableBufferPointer {
  /// Reverses the order of the consecutive blocks of these sizes (which cover the buffer),
  /// keeping each block's own order: the whole reversed, then each block back.
  func reverseBlocks(_ sizes: some BidirectionalCollection<Int>) {
    guard count > 1 else { return }
    var all = self  // a pointer: reversing a copy reverses the elements it points at
    all.reverse()
    var start = 0
    for size in sizes.reversed() {
      guard size >= 0, start + size <= all.count else { return }  // never: they cover it
      if size > 1 {
        var block = UnsafeMutableBufferPointer(rebasing: all[start..<(start + size)])
        block.reverse()
      }
      start += size
    }
  }
}

extension Array {
  /// Removes elements from the end down to `count`: usually none or one, where
  /// `removeSubrange` and `removeAll(keepingCapacity:)` cost a generic call each.
  mutating func truncate(to count: Int) {
    while self.count > Swift.max(0, count) { removeLast() }
  }
}

/// Writes a layout's hit lines into its output buffer's region, from the first: a relayout
/// overwrites the previous layout's lines in place.
struct HitLineWriter {
  private let base: UnsafeMutablePointer<HitLine>
  private let capacity: Int
  private(set) var count = 0
  /// Whether a line did not fit (never: the engine sizes the buffer for every line of its bar).
  private(set) var overflowed = false

  init(output: OutputAccess) {
    base = output.lines
    capacity = output.head.pointee.shape.lines
  }

  mutating func add(_ line: HitLine) {
    guard count < capacity else {
      overflowed = true
      return
    }
    (base + count).initialize(to: line)
    count += 1
  }

  func line(at index: Int) -> HitLine? {
    index >= 0 && index < count ? base[index] : nil
  }

  /// Reverses the order of the blocks of lines written so far (see
  /// `UnsafeMutableBufferPointer.reverseBlocks`): `sizes` must add up to `count`.
  func reverseBlocks(_ sizes: some BidirectionalCollection<Int>) {
    guard count > 1 else { return }
    UnsafeMutableBufferPointer(start: base, count: count).reverseBlocks(sizes)
  }
}
