import TierbarModel

extension LayoutEngine {
  /// Pass 2: every visible tier placed, base tier first, each tier's items after the tier
  /// before it, then the hit lines and this layout's warnings put top tier first (the lines
  /// sorted by y), each tier's own in the order it wrote them (`ReferenceLayout`'s order).
  func placeTiers(
    _ tierFrames: UnsafeBufferPointer<TierSlot>, warnings: inout [Diagnostic],
    hitLines: inout HitLineWriter, items: inout ItemSlots, context: PlacementContext,
    reader: StateReader
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
