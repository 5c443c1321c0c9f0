/// Jobs run one at a time, in the order they were added, on a thread of its own, as a serial
/// Dispatch queue's `async` (without linking Dispatch; see `ThreadGroup`). The thread starts
/// with the first job and ends once the queue is released and its jobs are done.
public final class SerialQueue: @unchecked Sendable {
  private let state = State()

  public init() {}

  deinit { state.stop() }

  /// Adds `job`; it runs after every job added before it.
  public func async(_ job: @escaping @Sendable () -> Void) {
    state.add(job)
  }

  /// Waits until every job added so far has finished.
  public func drain() {
    state.waitUntilIdle()
  }

  /// What the queue's thread shares with its callers, every member touched under `condition`
  /// (hence `@unchecked Sendable`). The thread holds this, not the queue, so releasing the
  /// queue can stop the thread.
  private final class State: @unchecked Sendable {
    let condition = Condition()
    var jobs: [@Sendable () -> Void] = []
    var running = false
    var started = false
    var stopped = false

    func add(_ job: @escaping @Sendable () -> Void) {
      condition.lock()
      jobs.append(job)
      condition.broadcast()
      let start = !started
      started = true
      condition.unlock()
      if start && !DetachedThread.start({ self.work(untilEmpty: false) }) {
        // The system refused a thread: the caller runs the jobs, and the next job tries again.
        condition.lock()
        started = false
        condition.unlock()
        work(untilEmpty: true)
      }
    }

    func waitUntilIdle() {
      condition.lock()
      defer { condition.unlock() }
      while !jobs.isEmpty || running { condition.wait() }
    }

    func stop() {
      condition.lock()
      defer { condition.unlock() }
      stopped = true
      condition.broadcast()
    }

    /// Runs jobs, oldest first; waits for more unless `untilEmpty`, until stopped.
    func work(untilEmpty: Bool) {
      condition.lock()
      defer { condition.unlock() }
      while true {
        while jobs.isEmpty {
          if stopped || untilEmpty { return }
          condition.wait()
        }
        let job = jobs.removeFirst()
        running = true
        condition.unlock()
        job()
        condition.lock()
        running = false
        condition.broadcast()
      }
    }
  }
}
