import TierbarModel

/// The tiers of a layout in config order (see `ToolbarLayout.tiers`): a random-access collection
/// of `TierFrame` values, read from the layout's output buffer (`OutputStorage`) like
/// `ItemFrames`: each element's id is looked up when it is read.
public struct TierFrames: RandomAccessCollection, Hashable, Sendable {
  nonisolated(unsafe) let storage: OutputStorage?

  @usableFromInline init(storage: OutputStorage?) { self.storage = storage }

  public var startIndex: Int { 0 }
  public var endIndex: Int { storage?.head.pointee.tierCount ?? 0 }

  public subscript(position: Int) -> TierFrame {
    let tier = slot(at: position)
    return TierFrame(
      id: storage?.head.pointee.names?.tier(Int32(truncatingIfNeeded: position)) ?? "",
      visible: tier.visible,
      frame: tier.span.frame, progress: tier.span.progress,
      expandedHeight: tier.span.expandedHeight)
  }

  /// The frame of the tier at `position`, read without making its `TierFrame` (whose id is a
  /// string to copy): for code that reads frames on every animation frame.
  public func frame(at position: Int) -> Rect { slot(at: position).span.frame }

  /// The expansion progress the tier at `position` was laid out with, read the same way.
  public func progress(at position: Int) -> Double { slot(at: position).span.progress }

  /// The slot at `position`; like an array, traps when it is out of range (a programming error).
  private func slot(at position: Int) -> TierSlot {
    guard let storage, position >= 0, position < storage.head.pointee.tierCount else {
      preconditionFailure("TierFrames: index \(position) out of range 0..<\(count)")
    }
    return storage.tiers[position]
  }

  public static func == (lhs: TierFrames, rhs: TierFrames) -> Bool {
    guard lhs.count == rhs.count else { return false }
    guard let left = lhs.storage, let right = rhs.storage, left !== right else { return true }
    return lhs.elementsEqual(rhs)
  }

  public func hash(into hasher: inout Hasher) {
    hasher.combine(count)
    for tier in self { hasher.combine(tier) }
  }
}

/// A layout's lines of items (see `ToolbarLayout.hitLines`): a random-access collection of
/// `HitLine` values, sorted by `minY`, read from the layout's output buffer.
public struct HitLines: RandomAccessCollection, Hashable, Sendable {
  nonisolated(unsafe) let storage: OutputStorage?

  @usableFromInline init(storage: OutputStorage?) { self.storage = storage }

  public var startIndex: Int { 0 }
  public var endIndex: Int { storage?.head.pointee.lineCount ?? 0 }

  public subscript(position: Int) -> HitLine {
    guard let storage, position >= 0, position < storage.head.pointee.lineCount else {
      preconditionFailure("HitLines: index \(position) out of range 0..<\(count)")
    }
    return storage.lines[position]
  }

  public static func == (lhs: HitLines, rhs: HitLines) -> Bool {
    guard lhs.count == rhs.count else { return false }
    guard let left = lhs.storage, let right = rhs.storage, left !== right else { return true }
    return left.hitLines.elementsEqual(right.hitLines)
  }

  public func hash(into hasher: inout Hasher) {
    hasher.combine(count)
    for line in self { hasher.combine(line) }
  }
}
