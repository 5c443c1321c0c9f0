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
    guard out.memo.settled, out.memo.engine === storage, out.memo.environment == environment,
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
    let grid = PixelGrid(scale: environment.scale)
    sizes.withUnsafeBufferPointer { sizes in
      let context = placementContext(environment: environment, grid: grid, sizes: sizes)
      tierArray.withUnsafeBufferPointer { tierFrames in
        out.memo.settled = out.memo.states.withUnsafeMutableBufferPointer { states in
          out.memo.tiers.withUnsafeMutableBufferPointer { tiers in
            placeTiers(
              tierFrames, memo: tiers, states: states, warnings: &out.warnings,
              hitLines: &out.hitLines, frames: &frames, context: context, reader: reader)
          }
        }
      }
    }
    return true
  }
}
