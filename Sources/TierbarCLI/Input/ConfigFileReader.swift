import TierbarModel
import TierbarYAML

/// Loads one config file with `ConfigLoader.load(contentsOf:)`, telling "could not be read at
/// all" (exit 66) apart from "read, and here is what is wrong with it" (exit 1), and keeps the
/// file's text when there is something to show, so diagnostics can quote their line.
struct ConfigFileReader: Sendable {
  var loader: ConfigLoader

  enum Outcome: Sendable {
    /// `bytes` is empty when there was nothing to quote (no diagnostics).
    case loaded(bytes: [UInt8], result: ConfigLoadResult)
    case unreadable([Diagnostic])
  }

  func load(path: String) -> Outcome {
    let (result, bytes) = loader.loadKeepingBytes(contentsOf: path)
    if result.isUnreadable { return .unreadable(result.diagnostics) }
    return .loaded(bytes: result.diagnostics.isEmpty ? [] : bytes, result: result)
  }

  struct ReadFailure: Error, Sendable {
    var reason: String
  }

  /// At most `limit` bytes of a regular file (a simulation script), through the loader's own
  /// reader: a FIFO, device or huge file is refused, never waited on or read to its end.
  static func readBytes(path: String, limit: Int) -> Result<[UInt8], ReadFailure> {
    switch FileBytes.contents(of: path, limit: limit) {
    case .bytes(let bytes): return .success(bytes)
    case .tooLarge(let size):
      return .failure(ReadFailure(reason: "it is \(size) bytes; the limit is \(limit)"))
    case .unreadable(let reason): return .failure(ReadFailure(reason: reason))
    }
  }

  static func unreadable(path: String, reason: String) -> Diagnostic {
    Diagnostic(
      .error, .unreadableFile, "Cannot read '\(path)': \(reason).", at: .fileStart, file: path)
  }
}
