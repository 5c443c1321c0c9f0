#if canImport(Glibc)
  import Glibc
#elseif canImport(Musl)
  import Musl
#elseif canImport(Darwin)
  import Darwin
#endif

/// A thread of its own for work that blocks (a server's accept loop, one client's connection), as
/// Foundation's `Thread.detachNewThread`: nobody joins it, it ends when `body` returns.
public enum DetachedThread {
  /// Starts `body` on a new thread; false when the system refused to create one.
  @discardableResult
  public static func start(_ body: @escaping @Sendable () -> Void) -> Bool {
    let box = Unmanaged.passRetained(Body(body)).toOpaque()
    var attributes = pthread_attr_t()
    pthread_attr_init(&attributes)
    defer { pthread_attr_destroy(&attributes) }
    pthread_attr_setdetachstate(&attributes, Int32(PTHREAD_CREATE_DETACHED))
    #if canImport(Darwin)
      var thread: pthread_t?
      let created = pthread_create(
        &thread, &attributes,
        { box in
          Unmanaged<Body>.fromOpaque(box).takeRetainedValue().run()
          return nil
        }, box)
    #else
      var thread = pthread_t()
      let created = pthread_create(
        &thread, &attributes,
        { box in
          guard let box else { return nil }
          Unmanaged<Body>.fromOpaque(box).takeRetainedValue().run()
          return nil
        }, box)
    #endif
    if created != 0 { Unmanaged<Body>.fromOpaque(box).release() }
    return created == 0
  }

  private final class Body {
    let run: @Sendable () -> Void
    init(_ run: @escaping @Sendable () -> Void) { self.run = run }
  }
}
