import TierbarModel

extension LayoutEngine {
  /// The per-frame shortcut of a vector layout into reused storage. When the output is settled
  /// for this engine and environment (see `PlacementMemo.settled`) and every tier's progress is
  /// the one it was laid out with, the tier frames, the bar's size, its hit region and its
  /// warnings cannot change unless a fitted tier's items did: so only the item pass runs — one
  /// changed item worked into its tier (`workInOneChange`), or else the same `placeTiers` as a
  /// full layout (unchanged tiers kept or moved as blocks, changed ones adjusted or placed
  /// again). Returns false, having touched nothing, when the shortcut does not apply; the
  /// caller then lays out in full.
  func relayoutChangedTiers(
    into out: inout ToolbarLayout, environment: LayoutEnvironment, reader: VectorStateReader
  ) -> Bool {
    let geometry = storage.tables.geometry
    // Read and written through the buffer's pointers (this layout's own: a copy sharing it is
    // copied first, as a full layout would), and so is what it keeps for a relayout.
    let output = out.prepareOutput(shape: storage.outputShape, names: storage.names)
    guard let reuse = output.head.pointee.reuse?.head, reuse.pointee.memo.settled,
      let settings = reuse.pointee.memo.settings,
      reuse.pointee.memo.engine === storage, reuse.pointee.memo.environment == environment,
      reuse.pointee.memo.tiers.count == geometry.count,
      reuse.pointee.measured.sizes.count == storage.sizing.count
    else { return false }
    guard output.head.pointee.tierCount == geometry.count else { return false }
    var fittedTierShown = false
    let tierFrames = UnsafeBufferPointer(output.tierSlots)
    for index in geometry.indices {
      // Compared by bits: the frames were worked out from exactly these values.
      if tierFrames[index].span.progress.bitPattern != reader.progress(tier: index).bitPattern {
        return false
      }
      fittedTierShown =
        fittedTierShown || (tierFrames[index].visible && geometry[index].fixedHeight == nil)
    }
    if fittedTierShown {
      // A fitted tier whose items changed may change height, and every tier above it.
      let heightsStand = reuse.pointee.memo.states.withUnsafeMutableBufferPointer { states in
        geometry.indices.allSatisfy { index in
          !tierFrames[index].visible || geometry[index].fixedHeight != nil
            || reader.onlyChange(from: states, in: geometry[index].items) == .unchanged
        }
      }
      guard heightsStand else { return false }
    }
    var items = output.itemSlots
    let lines = output.hitLines
    // As in `place`: the sizes are moved out of the box while read through a pointer (a swap).
    var sizes: [ItemSize] = []
    swap(&sizes, &reuse.pointee.measured.sizes)
    defer { swap(&sizes, &reuse.pointee.measured.sizes) }
    sizes.withUnsafeBufferPointer { sizes in
      let context = PlacementContext(settings: settings, sizes: sizes, tables: storage.tables)
      reuse.pointee.memo.settled = reuse.pointee.memo.states.withUnsafeMutableBufferPointer {
        states in
        reuse.pointee.memo.tiers.withUnsafeMutableBufferPointer { tiers in
          if workInOneChange(
            tierFrames, memo: tiers, states: states, hitLines: lines, items: &items,
            context: context, reader: reader)
          {
            return true
          }
          var writer = HitLineWriter(output: output)
          let settled = placeTiers(
            tierFrames, memo: tiers, states: states, warnings: &out.warnings,
            hitLines: &writer, items: &items, context: context, reader: reader)
          output.head.pointee.lineCount = writer.count
          return settled
        }
      }
    }
    output.head.pointee.itemCount = items.count
    return true
  }

  /// The usual per-frame change, done directly: one item of one shown tier changed, and
  /// `adjustTier` works it into that tier, moving the slots after the tier along (one move);
  /// the memo entries and hit lines after it are renumbered. Returns false when the change is
  /// not of that kind or cannot be worked in: the memo then still describes the output (the
  /// tier touched is forgotten) for `placeTiers`, which finishes the layout.
  private func workInOneChange(
    _ tierFrames: UnsafeBufferPointer<TierSlot>, memo tiers: UnsafeMutableBufferPointer<TierMemo>,
    states: UnsafeMutableBufferPointer<ItemState>,
    hitLines lines: UnsafeMutableBufferPointer<HitLine>,
    items: inout ItemSlots, context: PlacementContext, reader: VectorStateReader
  ) -> Bool {
    let geometry = context.geometry
    guard tiers.count == geometry.count, tierFrames.count == geometry.count else { return false }
    // One look at every item's state: the one that changed, and its tier.
    let item: Int
    switch reader.onlyChange(from: states, in: 0..<states.count) {
    case .unchanged: return true
    case .several: return false
    case .one(let changed): item = changed
    }
    guard item < context.metrics.count else { return false }
    let tier = context.metrics[item].tierIndex
    guard geometry.indices.contains(tier) else { return false }
    // Settled: a tier is shown exactly when its entry is valid. A hidden tier shows nothing
    // (its entry is not valid, so the state recorded for its item is read by nothing else).
    guard tierFrames[tier].visible else {
      states[item] = reader.state(item: item)
      return true
    }
    let old = tiers[tier].slots
    let total = items.count
    guard tiers[tier].valid, old.upperBound <= total,
      let change = plannedChange(
        ofTier: tier, item: item, was: states[item], context: context, reader: reader),
      change == .flags || !old.isEmpty
    else { return false }
    let delta = change == .hide ? -1 : change == .show ? 1 : 0
    tiers[tier].plan = TierPlan(
      start: old.lowerBound, count: old.count + delta, reuse: true, change: change, item: item)
    let span = tierFrames[tier].span
    if delta > 0 && !items.grow(to: total + 1) { return false }
    let outcome = adjustTier(
      tier, memo: &tiers[tier], at: old.lowerBound, frames: items.buffer, states: states,
      span: span, tail: total - old.upperBound, context: context, reader: reader)
    if outcome != .refused && delta != 0 {
      // The slots after the tier moved: their tiers and hit lines follow.
      for index in (tier + 1)..<tiers.count where tiers[index].valid {
        let slots = tiers[index].slots
        tiers[index].slots = (slots.lowerBound + delta)..<(slots.upperBound + delta)
      }
      if delta < 0 { items.truncate(to: total - 1) }
      for index in lines.indices {
        let slots = lines[index].items
        if slots.lowerBound >= old.upperBound {
          lines[index].items = (slots.lowerBound + delta)..<(slots.upperBound + delta)
        } else if slots == old {
          lines[index].items = old.lowerBound..<(old.upperBound + delta)
        }
      }
    }
    guard outcome == .done else {
      tiers[tier].valid = false
      return false
    }
    tiers[tier].slots = old.lowerBound..<(old.upperBound + delta)
    return true
  }
}
