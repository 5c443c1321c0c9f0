/// Copies of an engine's per-item and per-tier arrays that the per-frame step reads, in one
/// block of memory the owning `EngineStorage` allocates once and deallocates: placement reads
/// them through these pointers with no closure scope, retain or bounds check per layout.
struct PlacementTables: @unchecked Sendable {
  let tierIDs: UnsafeBufferPointer<String>
  let geometry: UnsafeBufferPointer<TierGeometry>
  let metrics: UnsafeBufferPointer<ItemMetrics>
  private let block: UnsafeMutableRawPointer

  init(
    metrics: [ItemMetrics], geometry: [TierGeometry], tierIDs: [String]
  ) {
    // One allocation: the tables back to back, each at its type's alignment.
    var layout = BlockLayout()
    let tierIDsOffset = layout.reserve(String.self, count: tierIDs.count)
    let geometryOffset = layout.reserve(TierGeometry.self, count: geometry.count)
    let metricsOffset = layout.reserve(ItemMetrics.self, count: metrics.count)
    block = .allocate(byteCount: max(1, layout.size), alignment: layout.alignment)
    self.tierIDs = Self.initialize(block + tierIDsOffset, from: tierIDs)
    self.geometry = Self.initialize(block + geometryOffset, from: geometry)
    self.metrics = Self.initialize(block + metricsOffset, from: metrics)
  }

  private static func initialize<Element>(_ memory: UnsafeMutableRawPointer, from array: [Element])
    -> UnsafeBufferPointer<Element>
  {
    let start = memory.bindMemory(to: Element.self, capacity: array.count)
    let buffer = UnsafeMutableBufferPointer(start: start, count: array.count)
    _ = buffer.initialize(from: array)
    return UnsafeBufferPointer(buffer)
  }

  /// Releases the ids and frees the block (the other tables hold plain values).
  func deallocate() {
    UnsafeMutableBufferPointer(mutating: tierIDs).deinitialize()
    block.deallocate()
  }
}

/// Offsets of consecutive arrays in one block of memory.
private struct BlockLayout {
  var size = 0
  var alignment = 1

  /// Where `count` elements of `type` start, after everything reserved before.
  mutating func reserve<Element>(_ type: Element.Type, count: Int) -> Int {
    let align = MemoryLayout<Element>.alignment
    let start = (size + align - 1) / align * align
    size = start + MemoryLayout<Element>.stride * count
    alignment = max(alignment, align)
    return start
  }
}
