#if canImport(Glibc)
  import Glibc
#elseif canImport(Musl)
  import Musl
#elseif canImport(Darwin)
  import Darwin
#endif

/// A mutual-exclusion lock: a POSIX mutex, as Foundation's `NSLock` is, without loading
/// Foundation (the `tierbar` executable starts without it; see Performance.md, `cli.cold-start`).
/// A plain mutex rather than `Synchronization.Mutex`: it builds for macOS 13 and iOS 16, and the
/// thread sanitizer sees its ordering.
public final class Lock: @unchecked Sendable {
  /// On the heap: a mutex must not move, and a stored property of a class may.
  private let mutex = UnsafeMutablePointer<pthread_mutex_t>.allocate(capacity: 1)

  public init() {
    mutex.initialize(to: pthread_mutex_t())
    pthread_mutex_init(mutex, nil)
  }

  deinit {
    pthread_mutex_destroy(mutex)
    mutex.deallocate()
  }

  public func lock() { pthread_mutex_lock(mutex) }

  public func unlock() { pthread_mutex_unlock(mutex) }

  /// `body`'s result, computed while holding the lock.
  public func withLock<Result>(_ body: () throws -> Result) rethrows -> Result {
    lock()
    defer { unlock() }
    return try body()
  }
}
