import TierbarThreads

/// Calls `onChange` soon after the file at `path` is saved, by comparing its `FileStamp` every
/// `interval` seconds (polling works the same on every file system and for every way editors
/// save; at 50 ms it costs one `stat` call per tick). Also calls it when the file disappears or
/// comes back.
public final class FileWatcher: @unchecked Sendable {
  public let path: String
  public let interval: Double
  private let ticker: Ticker

  public init(path: String, interval: Double = 0.05, onChange: @escaping @Sendable () -> Void) {
    self.path = path
    self.interval = interval
    let last = LastStamp(FileStamp.of(path))
    ticker = Ticker(interval: max(0.005, interval)) {
      let now = FileStamp.of(path)
      guard now != last.stamp else { return }
      last.stamp = now
      onChange()
    }
  }

  /// Stops watching; no `onChange` call starts after this returns.
  public func stop() {
    ticker.stop()
  }

  /// The stamp seen at the last tick: touched only by the ticker's calls, which never overlap.
  private final class LastStamp: @unchecked Sendable {
    var stamp: FileStamp?
    init(_ stamp: FileStamp?) { self.stamp = stamp }
  }
}
