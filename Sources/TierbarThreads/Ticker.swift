/// Calls a function every so many seconds on a thread of its own until stopped, as a repeating
/// Dispatch timer (without linking Dispatch; see `ThreadGroup`).
public final class Ticker: @unchecked Sendable {
  private let state: State

  /// Starts calling `body` every `interval` seconds, the first call one interval from now.
  /// Calls never overlap: the next interval starts when a call returns.
  public init(interval: Double, _ body: @escaping @Sendable () -> Void) {
    let state = State()
    self.state = state
    if !DetachedThread.start({ state.run(interval: interval, body) }) {
      state.stop(waiting: false)
    }
  }

  /// Stops the calls; when this returns, no call is running and none starts again. Not from
  /// inside a call (it would wait for itself).
  public func stop() { state.stop(waiting: true) }

  deinit { state.stop(waiting: false) }

  /// Shared by the ticking thread and the ticker, every member touched under `condition`
  /// (hence `@unchecked Sendable`).
  private final class State: @unchecked Sendable {
    let condition = Condition()
    var stopped = false
    var calling = false

    func run(interval: Double, _ body: @Sendable () -> Void) {
      condition.lock()
      defer { condition.unlock() }
      while !stopped {
        _ = condition.wait(seconds: interval)
        if stopped { return }
        calling = true
        condition.unlock()
        body()
        condition.lock()
        calling = false
        condition.broadcast()
      }
    }

    func stop(waiting: Bool) {
      condition.lock()
      defer { condition.unlock() }
      stopped = true
      condition.broadcast()
      while waiting && calling { condition.wait() }
    }
  }
}
