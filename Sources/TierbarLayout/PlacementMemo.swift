/// What the last vector-driven layout into a `ToolbarLayout` computed per tier, so a relayout
/// after a state change redoes only the tiers the change touched (incremental layout).
///
/// A tier's items, hit areas and hit line are a pure function of the engine, the environment,
/// the tier's frame (position, height, progress) and the hidden/disabled/selected state of the
/// tier's own items. The memo keeps that input and a copy of the output for each tier; when the
/// input is equal, the copy is written instead of placing the tier again. Tiers that produced
/// warnings or more than one line are never reused (recomputed every time). The memo is not
/// part of a layout's value: `==` and `hash` ignore it.
struct PlacementMemo: Sendable {
  /// The engine the memo belongs to, held so its identity cannot be reused by another engine.
  var engine: EngineStorage?
  var environment = LayoutEnvironment()
  var tiers: [TierMemo] = []
  /// Per engine item: the state it was laid out with.
  var hidden: [Bool] = []
  var disabled: [Bool] = []
  var selected: [Bool] = []
  /// Per tier, its output items at `TierMemo.slots` (each tier has room for all its buttons).
  var frames: [ItemFrame] = []

  /// Makes the memo belong to `engine` and `environment`; anything memoised for another engine
  /// or environment is dropped. Allocates only when the engine changes.
  mutating func bind(to engine: LayoutEngine, environment: LayoutEnvironment) {
    if self.engine !== engine.storage {
      self.engine = engine.storage
      self.environment = environment
      tiers = []
      tiers.reserveCapacity(engine.geometry.count)
      var offset = 0
      for tier in engine.geometry {
        tiers.append(TierMemo(slots: offset..<offset + tier.buttonCount))
        offset += tier.buttonCount
      }
      let count = engine.items.count
      hidden = Array(repeating: false, count: count)
      disabled = Array(repeating: false, count: count)
      selected = Array(repeating: false, count: count)
      frames = Array(repeating: ItemFrame.placeholder, count: offset)
    } else if self.environment != environment {
      self.environment = environment
      for index in tiers.indices { tiers[index].valid = false }
    }
  }
}

/// One tier's memoised input and output.
struct TierMemo: Sendable {
  /// Where the tier's output items live in `PlacementMemo.frames`.
  var slots: Range<Int>
  var valid = false
  var frame = TierFrame(id: "", visible: false, frame: .zero, progress: 0)
  /// How many items the tier wrote (from `slots.lowerBound`).
  var count = 0
  /// The tier's hit line with items relative to its first item, if it had one.
  var line: HitLine? = nil

  init(slots: Range<Int>) { self.slots = slots }
}

extension LayoutEngine {
  /// Writes tier `index`'s memoised output at `cursor` when its input is unchanged; returns false
  /// (writing nothing) otherwise.
  func reuseTier<Reader: LayoutStateReader>(
    _ index: Int, tierFrame: TierFrame, memo: inout PlacementMemo,
    frames: UnsafeMutableBufferPointer<ItemFrame>, hitLines: inout [HitLine], cursor: inout Int,
    reader: Reader
  ) -> Bool {
    let entry = memo.tiers[index]
    guard entry.valid, entry.frame == tierFrame else { return false }
    for item in geometry[index].items
    where reader.isHidden(item: item) != memo.hidden[item]
      || reader.isDisabled(item: item) != memo.disabled[item]
      || reader.isSelected(item: item) != memo.selected[item]
    {
      return false
    }
    let start = cursor
    // Field by field through buffer pointers: copying whole `ItemFrame`s costs an outlined
    // copy and destroy each (measured with callgrind), and equal ids need no write at all.
    memo.frames.withUnsafeBufferPointer { source in
      for from in entry.slots.lowerBound..<(entry.slots.lowerBound + entry.count) {
        copyFields(from: source, at: from, to: frames, at: cursor)
        cursor += 1
      }
    }
    if var line = entry.line {
      line.items = (line.items.lowerBound + start)..<(line.items.upperBound + start)
      hitLines.append(line)
    }
    return true
  }

  /// Records tier `index`'s freshly placed output (items `first..<cursor`) and its input.
  func memoiseTier<Reader: LayoutStateReader>(
    _ index: Int, tierFrame: TierFrame, memo: inout PlacementMemo,
    frames: UnsafeMutableBufferPointer<ItemFrame>, first: Int, cursor: Int,
    newLine: HitLine?, lineCount: Int, warned: Bool, reader: Reader
  ) {
    let slots = memo.tiers[index].slots
    guard !warned, lineCount <= 1, cursor - first <= slots.count else {
      memo.tiers[index].valid = false
      return
    }
    for item in geometry[index].items {
      memo.hidden[item] = reader.isHidden(item: item)
      memo.disabled[item] = reader.isDisabled(item: item)
      memo.selected[item] = reader.isSelected(item: item)
    }
    memo.frames.withUnsafeMutableBufferPointer { target in
      for offset in 0..<(cursor - first) {
        copyFields(
          from: UnsafeBufferPointer(frames), at: first + offset, to: target,
          at: slots.lowerBound + offset)
      }
    }
    var line = newLine
    if let found = line {
      line?.items = (found.items.lowerBound - first)..<(found.items.upperBound - first)
    }
    memo.tiers[index].line = line
    memo.tiers[index].count = cursor - first
    memo.tiers[index].frame = tierFrame
    memo.tiers[index].valid = true
  }
}

/// Copies one item frame between buffers, writing an id only when it differs (no retain/release
/// for the same id in the same slot).
@inline(__always)
func copyFields(
  from source: UnsafeBufferPointer<ItemFrame>, at from: Int,
  to target: UnsafeMutableBufferPointer<ItemFrame>, at to: Int
) {
  if target[to].id != source[from].id { target[to].id = source[from].id }
  if target[to].tier != source[from].tier { target[to].tier = source[from].tier }
  target[to].frame = source[from].frame
  target[to].hitArea = source[from].hitArea
  target[to].selected = source[from].selected
  target[to].enabled = source[from].enabled
}
