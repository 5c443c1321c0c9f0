import Foundation

enum FileManagerShim {
  /// Copies a file, replacing any earlier copy (tests run more than once per build folder).
  static func copy(_ source: String, to destination: String) throws {
    try? FileManager.default.removeItem(atPath: destination)
    try FileManager.default.copyItem(atPath: source, toPath: destination)
  }
}
