import TierbarModel

// Codes of findings about the command itself rather than a place in a file: printed unlocated,
// `tierbar: error: message [code]`, by the one printer (`DiagnosticText`).
extension DiagnosticCode {
  /// The command line is wrong: an unknown command or option, a bad option value (exit 64).
  static let usageError: DiagnosticCode = "usage-error"
  /// An output file (`--output`) cannot be written; the old file is left as it was (exit 73).
  static let cannotWrite: DiagnosticCode = "cannot-write"
  /// The preview server cannot listen on its port (exit 1).
  static let previewCannotListen: DiagnosticCode = "preview-cannot-listen"
  /// A config that loaded to nothing without saying why: the loader's contract is broken. Never
  /// expected; printed so that the tool never exits non-zero silently.
  static let configNotLoaded: DiagnosticCode = "config-not-loaded"
}

extension Diagnostic {
  /// `config-not-loaded` at the start of `file`: what a command prints rather than exit non-zero
  /// without a word.
  static func configNotLoaded(file: String) -> Diagnostic {
    Diagnostic(
      .error, .configNotLoaded,
      "the config could not be loaded, and the loader said nothing about why; please report this "
        + "with the file", at: .fileStart, file: file)
  }
}
