import Foundation

/// Golden files: large outputs checked in beside the tests that produce them.
///
/// One switch regenerates every golden file in the package after an intended change:
/// `TIERBAR_UPDATE_GOLDENS=1 swift test`, then review the diff.
public enum GoldenFile {
  public static let updateVariable = "TIERBAR_UPDATE_GOLDENS"

  /// True when the run should rewrite golden files instead of comparing with them.
  public static var isUpdating: Bool {
    ProcessInfo.processInfo.environment[updateVariable] == "1"
  }

  /// Compares `actual` with the file at `url` (or rewrites the file when updating). Returns nil
  /// when they match, else a message for the failing expectation.
  public static func mismatch(_ actual: String, at url: URL) -> String? {
    if isUpdating {
      do {
        try FileManager.default.createDirectory(
          at: url.deletingLastPathComponent(), withIntermediateDirectories: true)
        try Data(actual.utf8).write(to: url)
        return nil
      } catch {
        return "could not write \(url.path): \(error)"
      }
    }
    guard let stored = try? String(contentsOf: url, encoding: .utf8) else {
      return "missing golden file \(url.lastPathComponent); run with \(updateVariable)=1"
    }
    guard stored != actual else { return nil }
    return "\(url.lastPathComponent) is stale; run with \(updateVariable)=1 and review the diff"
  }
}
