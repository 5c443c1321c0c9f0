#if canImport(Glibc)
  import Glibc
#elseif canImport(Musl)
  import Musl
#elseif canImport(Darwin)
  import Darwin
#endif

/// One output stream (standard output or standard error), written with `write(2)` so nothing
/// touches C's global `FILE*` state (Swift 6 rejects `fputs(…, stderr)`).
struct OutputStream: Sendable {
  var fileDescriptor: Int32
  /// Whether to emit ANSI colour: only on a terminal, and never when `NO_COLOR` is set.
  var colored: Bool

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
      if written <= 0 { return }  // A closed pipe: nothing more can be said.
      offset += written
    }
  }

  /// `text` wrapped in an ANSI style when this stream is coloured.
  func styled(_ text: String, _ style: TerminalStyle) -> String {
    colored ? "\u{1B}[\(style.rawValue)m\(text)\u{1B}[0m" : text
  }
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
