#if canImport(Glibc)
  import Glibc
#elseif canImport(Musl)
  import Musl
#elseif canImport(Darwin)
  import Darwin
#endif

/// This process's environment variables, each read from the C library (`getenv`) when a command
/// asks for it. A command reads two or three (`NO_COLOR`, `TIERBAR_PLUGINS`); copying the whole
/// environment into a dictionary first would cost a one-file check a noticeable part of its
/// start-up (`cli.cold-start`). Nothing in `tierbar` sets a variable, so reading is safe from
/// any thread.
struct ProcessEnvironment: Sendable {
  /// The variable's value; nil when it is not set.
  subscript(name: String) -> String? {
    getenv(name).map { String(cString: $0) }
  }
}
