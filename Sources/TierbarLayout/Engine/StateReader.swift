/// The state by index, as the per-frame step reads it: each tier's progress and each item's
/// flags, through pointers valid while the engine places — a state vector's arrays
/// (`LayoutStateVector`), or scratch space a `ToolbarState` was written into
/// (`LayoutEngine.write`). No hashing and no bounds check per read.
struct StateReader {
  let progress: UnsafeBufferPointer<Double>
  let states: UnsafeBufferPointer<ItemState>

  @inline(__always) func progress(tier: Int) -> Double { progress[tier] }
  @inline(__always) func state(item: Int) -> ItemState { states[item] }
}
