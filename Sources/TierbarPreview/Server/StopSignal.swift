import Dispatch

#if canImport(Glibc)
  import Glibc
#elseif canImport(Musl)
  import Musl
#elseif canImport(Darwin)
  import Darwin
#endif

/// Waiting for Ctrl-C or `kill`: the default actions of SIGINT and SIGTERM end the process at
/// once, so a server that must close its sockets catches them instead.
public enum StopSignal {
  /// Blocks until the process receives SIGINT or SIGTERM; returns which. Call it from one place.
  public static func wait() -> Int32 {
    let received = DispatchSemaphore(value: 0)
    let queue = DispatchQueue(label: "tierbar.preview.signals")
    let box = SignalBox()
    var sources: [any DispatchSourceSignal] = []
    for number in [SIGINT, SIGTERM] {
      signal(number, SIG_IGN)
      let source = DispatchSource.makeSignalSource(signal: number, queue: queue)
      source.setEventHandler {
        box.number = number
        received.signal()
      }
      source.resume()
      sources.append(source)
    }
    received.wait()
    for source in sources { source.cancel() }
    return queue.sync { box.number }
  }

  /// Written and read only on the signal queue.
  private final class SignalBox: @unchecked Sendable {
    var number: Int32 = 0
  }
}
