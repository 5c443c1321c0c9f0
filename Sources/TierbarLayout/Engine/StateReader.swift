import TierbarModel

/// The state by index, as the per-frame step reads it: each tier's progress and each item's
/// flags, through pointers valid while the engine places — the caller's arrays
/// (`layout(into:environment:progress:items:)`), or scratch space a `ToolbarState` was written
/// into (`LayoutEngine.write`). No hashing per read. Arrays shorter than the engine's tables read
/// as collapsed tiers and hidden items beyond their end (a state of another bar shows nothing it
/// does not describe), and every progress as the model clamps it.
struct StateReader {
  let progress: UnsafeBufferPointer<Double>
  let states: UnsafeBufferPointer<ItemState>

  @inline(__always) func progress(tier: Int) -> Double {
    tier < progress.count ? ToolbarState.clampedProgress(progress[tier]) : 0
  }

  @inline(__always) func state(item: Int) -> ItemState {
    item < states.count ? states[item] : ItemState(hidden: true, disabled: false, selected: false)
  }
}
