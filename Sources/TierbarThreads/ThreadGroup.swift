#if canImport(Glibc)
  import Glibc
#elseif canImport(Musl)
  import Musl
#elseif canImport(Darwin)
  import Darwin
#endif

/// Work split over several threads that all end before the caller goes on, as Dispatch's
/// `concurrentPerform`, on POSIX threads: linking Dispatch would cost every `tierbar` start the
/// loading and binding of three more libraries (Performance.md, `cli.cold-start`).
public enum ThreadGroup {
  /// Calls `body(0)`, …, `body(count - 1)` at once, each on a thread of its own (`body(0)` on
  /// the calling thread), and returns when every call has returned. A part whose thread the
  /// system refuses to create runs on the calling thread, so every part always runs.
  public static func perform(count: Int, _ body: @Sendable (Int) -> Void) {
    guard count > 1 else {
      if count == 1 { body(0) }
      return
    }
    withoutActuallyEscaping(body) { body in
      var threads: [pthread_t] = []
      var refused: [Int] = []
      for index in 1..<count {
        if let thread = newThread(detached: false, { body(index) }) {
          threads.append(thread)
        } else {
          refused.append(index)
        }
      }
      body(0)
      for index in refused { body(index) }
      for thread in threads { pthread_join(thread, nil) }
    }
  }
}
