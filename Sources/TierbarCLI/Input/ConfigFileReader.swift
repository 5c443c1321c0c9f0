import Foundation
import TierbarModel
import TierbarYAML

/// Reads one config file and loads it, telling "could not be read at all" (exit 66) apart from
/// "read, and here is what is wrong with it" (exit 1).
///
/// ADAPTER: reads the bytes itself and calls `ConfigLoader.load(_:file:)`. The bytes are needed
/// anyway to quote source lines under diagnostics.
struct ConfigFileReader: Sendable {
  var loader: ConfigLoader

  enum Outcome: Sendable {
    case loaded(bytes: [UInt8], result: ConfigLoadResult)
    case unreadable(Diagnostic)
  }

  func load(path: String) -> Outcome {
    switch ConfigFileReader.readBytes(path: path, limit: loader.reader.limits.maxBytes) {
    case .success(let bytes):
      return .loaded(bytes: bytes, result: loader.load(bytes, file: path))
    case .failure(let failure):
      return .unreadable(ConfigFileReader.unreadable(path: path, reason: failure.reason))
    }
  }

  struct ReadFailure: Error, Sendable {
    var reason: String
  }

  /// At most `limit + 1` bytes of a regular file: enough for the loader to report a file that is
  /// too large without this tool reading gigabytes (or a device that never ends).
  static func readBytes(path: String, limit: Int) -> Result<[UInt8], ReadFailure> {
    let fileManager = FileManager.default
    var isDirectory: ObjCBool = false
    guard fileManager.fileExists(atPath: path, isDirectory: &isDirectory) else {
      return .failure(ReadFailure(reason: "no such file or directory"))
    }
    if isDirectory.boolValue {
      return .failure(ReadFailure(reason: "is a directory; pass a config file"))
    }
    let attributes = try? fileManager.attributesOfItem(atPath: path)
    if let type = attributes?[.type] as? FileAttributeType, type != .typeRegular {
      return .failure(ReadFailure(reason: "not a regular file"))
    }
    guard let handle = FileHandle(forReadingAtPath: path) else {
      return .failure(ReadFailure(reason: "permission denied or unreadable"))
    }
    defer { try? handle.close() }
    do {
      let data = try handle.read(upToCount: limit + 1) ?? Data()
      return .success([UInt8](data))
    } catch {
      return .failure(ReadFailure(reason: "read failed: \(error.localizedDescription)"))
    }
  }

  static func unreadable(path: String, reason: String) -> Diagnostic {
    Diagnostic(
      .error, .unreadableFile, "cannot read '\(path)': \(reason)", at: .fileStart, file: path)
  }
}
