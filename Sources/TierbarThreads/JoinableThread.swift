#if canImport(Glibc)
  import Glibc
#elseif canImport(Musl)
  import Musl
#elseif canImport(Darwin)
  import Darwin
#endif

/// A thread that its starter waits for (`join()`), for work handed to a second core and collected
/// afterwards, as Foundation's `Thread` with a completion wait.
public final class JoinableThread: @unchecked Sendable {
  private let thread: pthread_t
  /// Touched only by the thread that started this one.
  private var isJoined = false

  /// Starts `body` on a new thread; nil when the system refused to create one.
  public init?(_ body: @escaping @Sendable () -> Void) {
    guard let thread = newThread(detached: false, body) else { return nil }
    self.thread = thread
  }

  /// Waits until `body` has returned (at once when it already has, or on a second call).
  public func join() {
    guard !isJoined else { return }
    isJoined = true
    pthread_join(thread, nil)
  }

  deinit { join() }
}
