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
  ///
  /// The handler only writes the signal's number to a pipe (a handler may do little more), and
  /// this waits by reading the pipe: no Dispatch signal source, so `tierbar` links no Dispatch.
  /// The two signals are unblocked on this thread, as a parent may start the process with them
  /// blocked (a test runner does), and ignored afterwards, as the server is stopping.
  public static func wait() -> Int32 {
    let pipe = signalPipe
    guard pipe.read >= 0 else { return SIGTERM }
    var stopSignals = sigset_t()
    sigemptyset(&stopSignals)
    for number in [SIGINT, SIGTERM] {
      sigaddset(&stopSignals, number)
      signal(number) { number in
        var byte = UInt8(truncatingIfNeeded: number)
        _ = write(StopSignal.signalPipe.write, &byte, 1)
      }
    }
    pthread_sigmask(SIG_UNBLOCK, &stopSignals, nil)
    var byte: UInt8 = 0
    while read(pipe.read, &byte, 1) != 1 {
      guard errno == EINTR else { break }
    }
    for number in [SIGINT, SIGTERM] { signal(number, SIG_IGN) }
    return Int32(byte)
  }

  /// The pipe the handler writes to, made before a handler is installed (so the handler only
  /// reads a value already there); -1s when the system refused one.
  private static let signalPipe: (read: Int32, write: Int32) = {
    var ends: [Int32] = [-1, -1]
    guard pipe(&ends) == 0 else { return (-1, -1) }
    return (ends[0], ends[1])
  }()
}
