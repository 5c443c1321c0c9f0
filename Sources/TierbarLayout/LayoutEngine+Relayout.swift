import TierbarModel

extension LayoutEngine {
  /// The per-frame shortcut of a vector layout into reused storage. When the output is settled
  /// for this engine and environment (see `PlacementMemo.settled`) and every tier's progress is
  /// the one it was laid out with, the tier frames, the bar's size, its hit region and its
  /// warnings cannot change unless a fitted tier's items did: so only the item pass runs, through
  /// the same `placeTiers` as a full layout (unchanged tiers kept or moved as blocks, changed
  /// ones placed again). Returns false, having touched nothing, when the shortcut does not
  /// apply; the caller then lays out in full.
  func relayoutChangedTiers(
    into out: inout ToolbarLayout, environment: LayoutEnvironment, reader: VectorStateReader
  ) -> Bool {
    let geometry = storage.tables.geometry
    guard out.memo.settled, let settings = out.memo.settings, out.memo.engine === storage,
      out.memo.environment == environment,
      out.tiers.count == geometry.count, out.memo.tiers.count == geometry.count,
      out.measured.sizes.count == storage.sizing.count
    else { return false }
    let framesStand = out.tiers.withUnsafeBufferPointer { tierFrames in
      out.memo.states.withUnsafeMutableBufferPointer { states in
        for index in geometry.indices {
          // Compared by bits: the frames were worked out from exactly these values.
          if tierFrames[index].progress.bitPattern != reader.progress(tier: index).bitPattern {
            return false
          }
          // A fitted tier whose items changed may change height, and every tier above it.
          if tierFrames[index].visible && geometry[index].fixedHeight == nil
            && !reader.statesMatch(states, in: geometry[index].items)
          {
            return false
          }
        }
        return true
      }
    }
    guard framesStand else { return false }
    // As in `place`: the arrays read through pointers are moved out of `out` (swaps, no copies).
    var sizes: [ItemSize] = []
    swap(&sizes, &out.measured.sizes)
    defer { swap(&sizes, &out.measured.sizes) }
    var frames: [PlacedItem] = []
    swap(&frames, &out.items.placed)
    defer { swap(&frames, &out.items.placed) }
    var tierArray: [TierFrame] = []
    swap(&tierArray, &out.tiers)
    defer { swap(&tierArray, &out.tiers) }
    sizes.withUnsafeBufferPointer { sizes in
      let context = PlacementContext(settings: settings, sizes: sizes, tables: storage.tables)
      tierArray.withUnsafeBufferPointer { tierFrames in
        out.memo.settled = out.memo.states.withUnsafeMutableBufferPointer { states in
          out.memo.tiers.withUnsafeMutableBufferPointer { tiers in
            workInOneChange(
              tierFrames, memo: tiers, states: states, hitLines: &out.hitLines,
              frames: &frames, context: context, reader: reader)
              || placeTiers(
                tierFrames, memo: tiers, states: states, warnings: &out.warnings,
                hitLines: &out.hitLines, frames: &frames, context: context, reader: reader)
          }
        }
      }
    }
    return true
  }

  /// The usual per-frame change, done directly: one item of one shown tier changed, and
  /// `adjustTier` works it into that tier; the tiers after it move by one slot in one move, and
  /// their memo entries and hit lines are renumbered. Returns false when the change is not of
  /// that kind or cannot be worked in: the memo then still describes the output (the tier
  /// touched is forgotten) for `placeTiers`, which finishes the layout.
  private func workInOneChange(
    _ tierFrames: UnsafeBufferPointer<TierFrame>, memo tiers: UnsafeMutableBufferPointer<TierMemo>,
    states: UnsafeMutableBufferPointer<ItemState>, hitLines: inout [HitLine],
    frames: inout [PlacedItem], context: PlacementContext, reader: VectorStateReader
  ) -> Bool {
    let geometry = context.geometry
    guard tiers.count == geometry.count, tierFrames.count == geometry.count else { return false }
    var tier = -1
    var item = -1
    // Settled: a tier is shown exactly when its entry is valid.
    for index in geometry.indices where tierFrames[index].visible {
      let changed = reader.onlyChange(from: states, in: geometry[index].items)
      if changed == -1 { continue }
      if changed == -2 || tier >= 0 { return false }
      tier = index
      item = changed
    }
    guard tier >= 0 else { return true }  // nothing shown changed
    let old = tiers[tier].slots
    let total = frames.count
    guard tiers[tier].valid, old.upperBound <= total,
      let change = plannedChange(
        ofTier: tier, item: item, was: states[item], context: context, reader: reader),
      change == .flags || !old.isEmpty
    else { return false }
    let delta = change == .hide ? -1 : change == .show ? 1 : 0
    tiers[tier].plan = TierPlan(
      start: old.lowerBound, count: old.count + delta, reuse: true, change: change, item: item)
    let span = tierFrames[tier].span
    if delta > 0 { frames.append(PlacedItem.placeholder) }
    let adjusted = frames.withUnsafeMutableBufferPointer { buffer in
      guard let base = buffer.baseAddress else { return false }
      if delta > 0 {
        // Room first: the tiers after it move up a slot, and their entries follow at once.
        (base + old.upperBound + 1).update(from: base + old.upperBound, count: total - old.upperBound)
        renumber(tiers, after: tier, by: delta)
      }
      guard
        adjustTier(
          tier, memo: &tiers[tier], at: old.lowerBound, frames: buffer, states: states,
          span: span, context: context, reader: reader)
      else { return false }
      if delta < 0 {
        (base + old.upperBound - 1).update(from: base + old.upperBound, count: total - old.upperBound)
        renumber(tiers, after: tier, by: delta)
      }
      return true
    }
    guard adjusted else {
      tiers[tier].valid = false
      return false
    }
    guard delta != 0 else { return true }
    if delta < 0 { frames.removeLast() }
    tiers[tier].slots = old.lowerBound..<(old.upperBound + delta)
    hitLines.withUnsafeMutableBufferPointer { lines in
      for index in lines.indices {
        let items = lines[index].items
        if items.lowerBound >= old.upperBound {
          lines[index].items = (items.lowerBound + delta)..<(items.upperBound + delta)
        } else if items == old {
          lines[index].items = old.lowerBound..<(old.upperBound + delta)
        }
      }
    }
    return true
  }

  /// Moves the slots of every shown tier after `tier` by `delta`.
  private func renumber(_ tiers: UnsafeMutableBufferPointer<TierMemo>, after tier: Int, by delta: Int)
  {
    for index in (tier + 1)..<tiers.count where tiers[index].valid {
      let slots = tiers[index].slots
      tiers[index].slots = (slots.lowerBound + delta)..<(slots.upperBound + delta)
    }
  }
}
