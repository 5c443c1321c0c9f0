import TierbarModel

/// The children of all open collections, on one stack. Closing a collection moves its children
/// out into one exactly-sized array without copying them (no retain/release per node): the
/// vacated slots are refilled with a trivial node and then dropped.
struct NodeStack {
  private(set) var nodes: [ConfigNode] = []
  /// A node with nothing to reference-count, left in vacated slots.
  private static let vacant = ConfigNode(.scalar(ConfigScalar("")), range: .fileStart)

  init() { nodes.reserveCapacity(256) }

  var count: Int { nodes.count }

  mutating func push(_ node: ConfigNode) { nodes.append(node) }

  /// Every node from `first` to the top, in order, removed from the stack.
  mutating func popAll(from first: Int) -> [ConfigNode] {
    let count = nodes.count - first
    guard count > 0 else { return [] }
    let moved = nodes.withUnsafeMutableBufferPointer { stack in
      [ConfigNode](unsafeUninitializedCapacity: count) { target, initialized in
        guard let source = stack.baseAddress, let destination = target.baseAddress else { return }
        destination.moveInitialize(from: source + first, count: count)
        (source + first).initialize(repeating: Self.vacant, count: count)
        initialized = count
      }
    }
    nodes.removeLast(count)
    return moved
  }

  /// Nodes from `first` to the top, moved out as key/value pairs in order and removed from the
  /// stack. A mapping always closes with an even number of children.
  mutating func popPairs(from first: Int, _ take: (ConfigNode, ConfigNode) -> Void) {
    let pairs = (nodes.count - first) / 2
    nodes.withUnsafeMutableBufferPointer { stack in
      guard let source = stack.baseAddress else { return }
      for pair in 0..<pairs {
        let slot = source + first + 2 * pair
        take(slot.move(), (slot + 1).move())
        slot.initialize(to: Self.vacant)
        (slot + 1).initialize(to: Self.vacant)
      }
    }
    nodes.removeLast(nodes.count - first)
  }
}
