import Foundation
import Testing

/// The example plugin SwiftPM builds, and the row-plugin tests' deliberately broken C plugins
/// (`Tests/TierbarPluginTests/Fixtures/*.c`) compiled with `cc -shared -fPIC` into a temporary
/// folder once per test run.
enum PluginLibraries {
  static var example: String {
    get throws {
      let folder = try #require(TierbarProcess.productsFolder, "tierbar was not built")
      for name in ["libTierbarExamplePlugin.so", "libTierbarExamplePlugin.dylib"] {
        let path = folder.appendingPathComponent(name).path
        if FileManager.default.fileExists(atPath: path) { return path }
      }
      Issue.record("the example plugin was not built; run 'swift build'")
      throw CancellationError()
    }
  }

  static let fixtures = TierbarProcess.packageRoot
    .appendingPathComponent("Tests/TierbarPluginTests/Fixtures")
  static let header = TierbarProcess.packageRoot
    .appendingPathComponent("Sources/CTierbarPluginABI/include")

  /// The folder of compiled fixtures, or why it could not be built.
  static let built: Result<URL, CompileFailure> = compileAll()

  struct CompileFailure: Error, CustomStringConvertible {
    var description: String
  }

  /// The shared library built from `Fixtures/<name>.c`.
  static func fixture(_ name: String) throws -> String {
    try built.get().appendingPathComponent("\(name).so").path
  }

  private static func compileAll() -> Result<URL, CompileFailure> {
    let folder = FileManager.default.temporaryDirectory
      .appendingPathComponent("tierbar-cli-plugin-fixtures-\(UUID().uuidString)")
    do {
      try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
      let sources = try FileManager.default.contentsOfDirectory(atPath: fixtures.path)
        .filter { $0.hasSuffix(".c") }.sorted()
      for source in sources {
        let process = Process()
        process.executableURL = URL(fileURLWithPath: "/usr/bin/env")
        process.arguments = [
          "cc", "-shared", "-fPIC", "-I", header.path, "-I", fixtures.path, "-o",
          folder.appendingPathComponent(String(source.dropLast(2)) + ".so").path,
          fixtures.appendingPathComponent(source).path,
        ]
        try process.run()
        process.waitUntilExit()
        guard process.terminationStatus == 0 else {
          return .failure(CompileFailure(description: "cc failed for \(source)"))
        }
      }
      try Data("not a shared library\n".utf8)
        .write(to: folder.appendingPathComponent("not-a-library.so"))
      return .success(folder)
    } catch {
      return .failure(CompileFailure(description: "compiling the fixtures failed: \(error)"))
    }
  }
}
