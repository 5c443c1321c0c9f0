import Foundation
import TierbarModel

/// Builds the C fixtures into shared libraries once per test run, and finds the example plugin.
enum PluginFixtures {
  static let packageRoot = URL(fileURLWithPath: #filePath)
    .deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()
  static let sources = packageRoot.appendingPathComponent("Tests/TierbarPluginTests/Fixtures")
  static let header = packageRoot.appendingPathComponent("Sources/CTierbarPluginABI/include")

  /// The directory holding `<fixture>.so` for every `Fixtures/*.c`, plus a text file named
  /// `not-a-library.so`; or the compiler's complaint.
  static let built: Result<URL, BuildFailure> = build()

  struct BuildFailure: Error, CustomStringConvertible {
    var description: String
  }

  static func library(_ name: String) throws -> String {
    try built.get().appendingPathComponent("\(name).so").path
  }

  private static func build() -> Result<URL, BuildFailure> {
    let directory = FileManager.default.temporaryDirectory
      .appendingPathComponent("tierbar-plugin-fixtures-\(getpid())")
    do {
      try FileManager.default.createDirectory(at: directory, withIntermediateDirectories: true)
      try "This is a text file, not a shared library.\n".write(
        to: directory.appendingPathComponent("not-a-library.so"), atomically: true,
        encoding: .utf8)
      let files = try FileManager.default.contentsOfDirectory(atPath: sources.path)
        .filter { $0.hasSuffix(".c") }.sorted()
      for file in files {
        let output = directory.appendingPathComponent(String(file.dropLast(2)) + ".so")
        let process = Process()
        process.executableURL = URL(fileURLWithPath: "/usr/bin/env")
        process.arguments = [
          "cc", "-shared", "-fPIC", "-I", header.path, "-I", sources.path, "-o", output.path,
          sources.appendingPathComponent(file).path,
        ]
        try process.run()
        process.waitUntilExit()
        guard process.terminationStatus == 0 else {
          return .failure(BuildFailure(description: "cc failed for \(file)"))
        }
      }
      return .success(directory)
    } catch {
      return .failure(BuildFailure(description: "building the fixtures failed: \(error)"))
    }
  }

  /// `libTierbarExamplePlugin.so` next to the test binary (SwiftPM's build folder), else in
  /// `.build/debug`. `swift build --product TierbarExamplePlugin` builds it.
  static var examplePlugin: String? {
    let names = ["libTierbarExamplePlugin.so", "libTierbarExamplePlugin.dylib"]
    var directories: [URL] = []
    if let executable = try? FileManager.default.destinationOfSymbolicLink(atPath: "/proc/self/exe")
    {
      var directory = URL(fileURLWithPath: executable).deletingLastPathComponent()
      // The test binary may sit inside `TierbarPackageTests.xctest/…` on some platforms.
      for _ in 0..<4 {
        directories.append(directory)
        directory = directory.deletingLastPathComponent()
      }
    }
    directories.append(packageRoot.appendingPathComponent(".build/debug"))
    let candidates = directories.flatMap { directory in
      names.map { directory.appendingPathComponent($0).path }
    }
    return candidates.first { FileManager.default.fileExists(atPath: $0) }
  }
}
