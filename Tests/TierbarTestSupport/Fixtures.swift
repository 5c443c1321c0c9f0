import Foundation
import TierbarModel
import TierbarRows

/// Where the package's example configs and test corpora live, for every test target.
///
/// Paths come from this file's own location (`#filePath`), so tests find their fixtures whatever
/// the working directory.
public enum Fixtures {
  private static let thisFile = URL(fileURLWithPath: #filePath)

  /// The package root (the folder holding `Package.swift`).
  public static let packageRoot: URL =
    thisFile.deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()

  /// `Configs/`: the example configs, all valid.
  public static let configsDirectory = packageRoot.appendingPathComponent("Configs")

  /// `Tests/Corpus/`.
  public static let corpusDirectory = packageRoot.appendingPathComponent("Tests/Corpus")

  /// A config in `Configs/` by file name, e.g. `config("reminders.yaml")`.
  public static func config(_ name: String) -> URL {
    configsDirectory.appendingPathComponent(name)
  }

  /// Every `*.yaml` in `Configs/`, sorted by name.
  public static var configURLs: [URL] { yamlFiles(in: configsDirectory) }

  /// `Tests/Corpus/invalid/*.yaml`: one bad input per problem; each declares what it expects.
  public static var invalidCorpusURLs: [URL] {
    yamlFiles(in: corpusDirectory.appendingPathComponent("invalid"))
  }

  /// `Tests/Corpus/valid/*.yaml`: inputs that must load without any diagnostic.
  public static var validCorpusURLs: [URL] {
    yamlFiles(in: corpusDirectory.appendingPathComponent("valid"))
  }

  /// A file's bytes; empty when it cannot be read (the test then fails on its content).
  public static func bytes(_ url: URL) -> [UInt8] {
    (try? Data(contentsOf: url)).map { Array($0) } ?? []
  }

  /// The registry the example configs need: the built-in kinds.
  public static var registry: RowRegistry { .builtIn }

  /// Configs in `Configs/` whose row kinds come from a plugin library (the example plugin):
  /// without it they report `unknown-row-kind`.
  public static let pluginConfigNames: Set<String> = ["plugin-example.yaml"]

  /// Every config in `Configs/` that loads with the built-in kinds alone.
  public static var builtInConfigURLs: [URL] {
    configURLs.filter { !pluginConfigNames.contains($0.lastPathComponent) }
  }

  private static func yamlFiles(in directory: URL) -> [URL] {
    let names = (try? FileManager.default.contentsOfDirectory(atPath: directory.path)) ?? []
    return names.filter { $0.hasSuffix(".yaml") || $0.hasSuffix(".yml") }.sorted().map {
      directory.appendingPathComponent($0)
    }
  }
}
