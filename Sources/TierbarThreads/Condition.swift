#if canImport(Glibc)
  import Glibc
#elseif canImport(Musl)
  import Musl
#elseif canImport(Darwin)
  import Darwin
#endif

/// A lock with a condition to wait for, as Foundation's `NSCondition`: take the lock, test what
/// you wait for, `wait(seconds:)` while it is false; whoever changes it calls `broadcast()`
/// under the lock.
public final class Condition: @unchecked Sendable {
  private let mutex = UnsafeMutablePointer<pthread_mutex_t>.allocate(capacity: 1)
  private let condition = UnsafeMutablePointer<pthread_cond_t>.allocate(capacity: 1)

  public init() {
    mutex.initialize(to: pthread_mutex_t())
    pthread_mutex_init(mutex, nil)
    condition.initialize(to: pthread_cond_t())
    pthread_cond_init(condition, nil)
  }

  deinit {
    pthread_cond_destroy(condition)
    condition.deallocate()
    pthread_mutex_destroy(mutex)
    mutex.deallocate()
  }

  public func lock() { pthread_mutex_lock(mutex) }

  public func unlock() { pthread_mutex_unlock(mutex) }

  /// Wakes every thread waiting on the condition.
  public func broadcast() { pthread_cond_broadcast(condition) }

  /// Waits (the lock held, released while waiting) until woken. Test what you wait for again
  /// afterwards: a wait may also end without a `broadcast()`.
  public func wait() { pthread_cond_wait(condition, mutex) }

  /// Waits (the lock held, released while waiting) until woken or `seconds` have passed. False
  /// when the time ran out.
  public func wait(seconds: Double) -> Bool {
    var now = timespec()
    clock_gettime(CLOCK_REALTIME, &now)
    let whole = max(0, seconds).rounded(.down)
    let nanoseconds = Int(now.tv_nsec) + Int((max(0, seconds) - whole) * 1e9)
    var deadline = now
    deadline.tv_sec += Int(whole) + nanoseconds / 1_000_000_000
    deadline.tv_nsec = nanoseconds % 1_000_000_000
    return pthread_cond_timedwait(condition, mutex, &deadline) == 0
  }
}
