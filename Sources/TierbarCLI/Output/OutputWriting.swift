import TierbarModel

extension CommandContext {
  /// Writes a command's `--output` file through the package's one atomic writer. On failure it
  /// prints why, naming the path, and returns `cannotWrite` (exit 73); the old file, if any, is
  /// left as it was. Nil when the file now holds `bytes`.
  func writeOutput(_ bytes: [UInt8], to path: String) -> ExitCode? {
    guard case .failed(let reason) = OutputFile.write(bytes, to: path) else { return nil }
    report([
      Diagnostic(
        .error, .cannotWrite,
        "cannot write '\(path)': \(reason); "
          + "the old file is left as it was", at: .fileStart)
    ])
    return .cannotWrite
  }
}

extension CommandContext {
  /// `status`, or exit 73 said on standard error when a write to standard output failed (a full
  /// disk behind `> out.json`, `>/dev/full`): without it the run would exit 0, its output lost.
  func checkingStandardOutput(_ status: ExitCode) -> ExitCode {
    guard let code = stdout.failure.errorCode else { return status }
    report([
      Diagnostic(
        .error, .cannotWrite,
        "cannot write standard output: \(FileBytes.errorText(code)); the output is incomplete",
        at: .fileStart)
    ])
    return .cannotWrite
  }
}
