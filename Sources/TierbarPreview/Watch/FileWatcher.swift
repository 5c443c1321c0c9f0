import Dispatch

/// Calls `onChange` soon after the file at `path` is saved, by comparing its `FileStamp` every
/// `interval` seconds (polling works the same on every file system and for every way editors
/// save; at 50 ms it costs one `stat` call per tick). Also calls it when the file disappears or
/// comes back.
public final class FileWatcher: @unchecked Sendable {
  public let path: String
  public let interval: Double
  private let queue = DispatchQueue(label: "tierbar.preview.watch")
  private let timer: any DispatchSourceTimer
  private var last: FileStamp?

  public init(path: String, interval: Double = 0.05, onChange: @escaping @Sendable () -> Void) {
    self.path = path
    self.interval = interval
    last = FileStamp.of(path)
    timer = DispatchSource.makeTimerSource(queue: queue)
    let nanoseconds = Int(max(0.005, interval) * 1_000_000_000)
    timer.schedule(
      deadline: .now() + .nanoseconds(nanoseconds), repeating: .nanoseconds(nanoseconds))
    timer.setEventHandler { [weak self] in
      guard let self else { return }
      let now = FileStamp.of(self.path)
      guard now != self.last else { return }
      self.last = now
      onChange()
    }
    timer.resume()
  }

  /// Stops watching; no `onChange` call starts after this returns.
  public func stop() {
    timer.cancel()
    queue.sync {}
  }

  deinit { timer.cancel() }
}
