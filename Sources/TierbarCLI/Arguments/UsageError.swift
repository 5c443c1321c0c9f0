/// A mistake on the command line: printed with a pointer to `--help`, exit status 64.
struct UsageError: Error, Sendable {
  var message: String
  /// The subcommand whose `--help` to point at, if any.
  var command: String?

  init(_ message: String, command: String? = nil) {
    self.message = message
    self.command = command
  }
}
