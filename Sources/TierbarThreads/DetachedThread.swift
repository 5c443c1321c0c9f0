/// A thread of its own for work that blocks (a server's accept loop, one client's connection), as
/// Foundation's `Thread.detachNewThread`: nobody joins it, it ends when `body` returns.
public enum DetachedThread {
  /// Starts `body` on a new thread; false when the system refused to create one.
  @discardableResult
  public static func start(_ body: @escaping @Sendable () -> Void) -> Bool {
    newThread(detached: true, body) != nil
  }
}
