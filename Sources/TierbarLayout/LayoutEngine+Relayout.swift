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
    guard out.memo.settled, let settings = out.memo.settings, out.memo.engine === storage,
      out.memo.environment == environment,
      out.tiers.count == geometry.count, out.memo.tiers.count == geometry.count,
      out.measured.sizes.count == storage.sizing.count
    else { return false }
    var fittedTierShown = false
    let progressStands = out.tiers.withUnsafeBufferPointer { tierFrames in
      for index in geometry.indices {
        // Compared by bits: the frames were worked out from exactly these values.
        if tierFrames[index].progress.bitPattern != reader.progress(tier: index).bitPattern {
          return false
        }
        fittedTierShown =
          fittedTierShown || (tierFrames[index].visible && geometry[index].fixedHeight == nil)
      }
      return true
    }
    guard progressStands else { return false }
    if fittedTierShown {
      // A fitted tier whose items changed may change height, and every tier above it.
      let heightsStand = out.tiers.withUnsafeBufferPointer { tierFrames in
        out.memo.states.withUnsafeMutableBufferPointer { states in
          geometry.indices.allSatisfy { index in
            !tierFrames[index].visible || geometry[index].fixedHeight != nil
              || reader.onlyChange(from: states, in: geometry[index].items) == .unchanged
          }
        }
      }
      guard heightsStand else { return false }
    }
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
  /// `adjustTier` works it into that tier, moving the slots after the tier along (one move);
  /// the memo entries and hit lines after it are renumbered. Returns false when the change is
  /// not of that kind or cannot be worked in: the memo then still describes the output (the
  /// tier touched is forgotten) for `placeTiers`, which finishes the layout.
  private func workInOneChange(
    _ tierFrames: UnsafeBufferPointer<TierFrame>, memo tiers: UnsafeMutableBufferPointer<TierMemo>,
    states: UnsafeMutableBufferPointer<ItemState>, hitLines: inout [HitLine],
    frames: inout [PlacedItem], context: PlacementContext, reader: VectorStateReader
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
    let outcome = frames.withUnsafeMutableBufferPointer { buffer in
      adjustTier(
        tier, memo: &tiers[tier], at: old.lowerBound, frames: buffer, states: states, span: span,
        tail: total - old.upperBound, context: context, reader: reader)
    }
    if outcome != .refused && delta != 0 {
      // The slots after the tier moved: their tiers and hit lines follow.
      for index in (tier + 1)..<tiers.count where tiers[index].valid {
        let slots = tiers[index].slots
        tiers[index].slots = (slots.lowerBound + delta)..<(slots.upperBound + delta)
      }
      if delta < 0 { frames.removeLast() }
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
    }
    guard outcome == .done else {
      tiers[tier].valid = false
      return false
    }
    tiers[tier].slots = old.lowerBound..<(old.upperBound + delta)
    return true
  }
}
