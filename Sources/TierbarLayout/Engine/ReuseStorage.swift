/// What a layout into reused storage keeps for the next one: the measured sizes. Not part of
/// the layout's value (`==` and `hash(into:)` ignore it).
struct ReuseState: Sendable {
  var measured = MeasuredSizes()
}

/// The box a `ReuseState` lives in, held by the output buffer whose sizes it keeps
/// (`OutputStorage.Header.reuse`), so the two are shared, copied and freed together: a buffer
/// held once has a box held once, with no check of its own. Made by the first layout into
/// reused storage (`layout(into:…)`); a layout returned fresh has none, so making, returning
/// and freeing one moves and releases none of it (a `ToolbarLayout` holding it inline was 304
/// bytes, a copy and nine releases per first layout). A `ManagedBuffer` for the pointer to its
/// header: a class's own stored property is checked for exclusivity at run time on every access.
final class ReuseStorage: ManagedBuffer<ReuseState, UInt8> {
  static func make(_ state: ReuseState) -> ReuseStorage {
    unsafeDowncast(create(minimumCapacity: 0) { _ in state }, to: ReuseStorage.self)
  }

  var head: UnsafeMutablePointer<ReuseState> { withUnsafeMutablePointerToHeader { $0 } }
}

extension OutputAccess {
  /// The buffer's reuse state, made if it has none; valid while the buffer is (see
  /// `ToolbarLayout.prepareOutput`).
  func reuse() -> UnsafeMutablePointer<ReuseState> {
    if let box = head.pointee.reuse { return box.head }
    let made = ReuseStorage.make(ReuseState())
    head.pointee.reuse = made
    return made.head
  }
}
