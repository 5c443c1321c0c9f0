import TierbarThreads

#if canImport(Glibc)
  import Glibc
#elseif canImport(Musl)
  import Musl
#elseif canImport(Darwin)
  import Darwin
#endif

/// One output stream (standard output or standard error), written with `write(2)` so nothing
/// touches C's global `FILE*` state (Swift 6 rejects `fputs(…, stderr)`).
///
/// A write that fails (a full disk behind `> out.json`, `>/dev/full`) is remembered in `failure`,
/// so the run ends with exit 73 and says so instead of exiting 0 with its output lost. A reader
/// that closes the pipe (`| head`) ends the process with SIGPIPE, as it does every Unix filter.
struct OutputStream: Sendable {
  var fileDescriptor: Int32
  /// Whether to emit ANSI colour: only on a terminal, and never when `NO_COLOR` is set.
  var colored: Bool
  /// The first failed write's `errno`, shared by the copies of this stream a run passes around.
  var failure = WriteFailure()

  static func standardOutput(environment: ProcessEnvironment) -> OutputStream {
    OutputStream(fileDescriptor: 1, colored: wantsColor(fileDescriptor: 1, environment))
  }

  static func standardError(environment: ProcessEnvironment) -> OutputStream {
    OutputStream(fileDescriptor: 2, colored: wantsColor(fileDescriptor: 2, environment))
  }

  /// https://no-color.org: any non-empty `NO_COLOR` disables colour.
  static func wantsColor(fileDescriptor: Int32, _ environment: ProcessEnvironment) -> Bool {
    if let noColor = environment["NO_COLOR"], !noColor.isEmpty { return false }
    return isatty(fileDescriptor) == 1
  }

  func write(_ text: String) {
    var bytes = Array(text.utf8)
    var offset = 0
    while offset < bytes.count {
      let written = bytes.withUnsafeMutableBytes { buffer -> Int in
        guard let base = buffer.baseAddress else { return -1 }
        #if canImport(Glibc) || canImport(Musl)
          return Glibc.write(fileDescriptor, base + offset, buffer.count - offset)
        #else
          return Darwin.write(fileDescriptor, base + offset, buffer.count - offset)
        #endif
      }
      if written < 0 && errno == EINTR { continue }
      if written <= 0 {
        failure.record(written == 0 ? EIO : errno)
        return
      }
      offset += written
    }
  }

  /// `text` wrapped in an ANSI style when this stream is coloured.
  func styled(_ text: String, _ style: TerminalStyle) -> String {
    colored ? "\u{1B}[\(style.rawValue)m\(text)\u{1B}[0m" : text
  }
}

/// The first `errno` a stream's writes failed with; nil while every write succeeded. Unchecked
/// Sendable: `lock` guards `first` (`validate`'s workers may print while another thread does).
final class WriteFailure: @unchecked Sendable {
  private let lock = Lock()
  private var first: Int32?

  func record(_ errorCode: Int32) {
    lock.withLock { if first == nil { first = errorCode } }
  }

  var errorCode: Int32? { lock.withLock { first } }
}

/// The few ANSI styles the tool uses (SGR parameters).
enum TerminalStyle: String, Sendable {
  case bold = "1"
  case red = "1;31"
  case yellow = "1;33"
  case cyan = "1;36"
  case green = "1;32"
}

/// Where a command writes, and what it may read from the environment.
struct CommandContext: Sendable {
  var environment: ProcessEnvironment
  var stdout: OutputStream
  var stderr: OutputStream

  static func process(environment: ProcessEnvironment) -> CommandContext {
    CommandContext(
      environment: environment,
      stdout: .standardOutput(environment: environment),
      stderr: .standardError(environment: environment))
  }
}
