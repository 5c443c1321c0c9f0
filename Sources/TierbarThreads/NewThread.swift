#if canImport(Glibc)
  import Glibc
#elseif canImport(Musl)
  import Musl
#elseif canImport(Darwin)
  import Darwin
#endif

/// Starts `body` on a new POSIX thread: detached (it ends when `body` returns, nobody waits for
/// it) or joinable (`pthread_join` waits for it). nil when the system refused to create one.
/// The one place this module calls `pthread_create`.
func newThread(detached: Bool, _ body: @escaping @Sendable () -> Void) -> pthread_t? {
  let box = Unmanaged.passRetained(ThreadBody(body)).toOpaque()
  var attributes = pthread_attr_t()
  pthread_attr_init(&attributes)
  defer { pthread_attr_destroy(&attributes) }
  let state = detached ? PTHREAD_CREATE_DETACHED : PTHREAD_CREATE_JOINABLE
  pthread_attr_setdetachstate(&attributes, Int32(state))
  #if canImport(Darwin)
    var thread: pthread_t?
    let created = pthread_create(
      &thread, &attributes,
      { box in
        Unmanaged<ThreadBody>.fromOpaque(box).takeRetainedValue().run()
        return nil
      }, box)
  #else
    var thread = pthread_t()
    let created = pthread_create(
      &thread, &attributes,
      { box in
        guard let box else { return nil }
        Unmanaged<ThreadBody>.fromOpaque(box).takeRetainedValue().run()
        return nil
      }, box)
  #endif
  guard created == 0 else {
    Unmanaged<ThreadBody>.fromOpaque(box).release()
    return nil
  }
  return thread
}

/// What a new thread runs, passed through `pthread_create`'s one pointer.
private final class ThreadBody {
  let run: @Sendable () -> Void
  init(_ run: @escaping @Sendable () -> Void) { self.run = run }
}
