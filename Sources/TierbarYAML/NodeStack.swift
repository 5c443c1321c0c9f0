import TierbarModel

/// The children of all open collections, on one stack. Nodes are moved in and moved out, never
/// copied: closing a collection moves its children into one exactly-sized array (one allocation,
/// no retain/release per node). A class so it can own its buffer; one per read.
final class NodeStack {
  private var base: UnsafeMutablePointer<ConfigNode>
  private var capacity: Int
  private(set) var count = 0

  init(capacity: Int = 256) {
    self.capacity = capacity
    base = .allocate(capacity: capacity)
  }

  deinit {
    base.deinitialize(count: count)
    base.deallocate()
  }

  func push(_ node: consuming ConfigNode) {
    reserveOne()
    (base + count).initialize(to: node)
    count += 1
  }

  /// `push` for an untagged, unaliased node (nearly every node), made in place: made by the
  /// caller and moved here, each node was copied (see `ConfigNode.initialize(at:content:range:)`).
  @inline(__always)
  func push(_ content: consuming ConfigNode.Content, range: SourceRange) {
    reserveOne()
    ConfigNode.initialize(at: base + count, content: content, range: range)
    count += 1
  }

  /// Room for one more node. The check is inlined into each push; the growth is not.
  @inline(__always)
  private func reserveOne() {
    if count == capacity { grow() }
  }

  @inline(never)
  private func grow() {
    let larger = UnsafeMutablePointer<ConfigNode>.allocate(capacity: capacity * 2)
    larger.moveInitialize(from: base, count: count)
    base.deallocate()
    base = larger
    capacity *= 2
  }

  /// A copy of the node `offset` places below the top (0: the top); nil past the bottom.
  func node(fromTop offset: Int) -> ConfigNode? {
    guard offset >= 0, offset < count else { return nil }
    return base[count - 1 - offset]
  }

  /// Every node from `first` to the top, in order, removed from the stack.
  func popAll(from first: Int) -> [ConfigNode] {
    let taken = count - first
    guard taken > 0 else { return [] }
    count = first
    return [ConfigNode](unsafeUninitializedCapacity: taken) { target, initialized in
      guard let destination = target.baseAddress else { return }
      destination.moveInitialize(from: base + first, count: taken)
      initialized = taken
    }
  }

  /// Nodes from `first` to the top, moved out as key/value pairs in order and removed from the
  /// stack. A mapping always closes with an even number of children; an odd last one is dropped.
  func popPairs(from first: Int, _ take: (consuming ConfigNode, consuming ConfigNode) -> Void) {
    let end = count
    count = first
    var index = first
    while index + 1 < end {
      take((base + index).move(), (base + index + 1).move())
      index += 2
    }
    if index < end { (base + index).deinitialize(count: 1) }
  }
}
