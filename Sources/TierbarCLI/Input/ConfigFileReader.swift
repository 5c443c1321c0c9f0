import TierbarJSON
import TierbarModel
import TierbarYAML

/// Loads one config file, telling "could not be read at all" (exit 66) apart from "read, and here
/// is what is wrong with it" (exit 1), and keeps the file's text when there is something to show,
/// so diagnostics can quote their line. Every command reads its configs through it.
///
/// A file whose name ends in `.json` (any case) is read as JSON with `JSONConfigLoader`, every
/// other file as YAML with `ConfigLoader`: the same registry, limits and validator, so a config
/// gets the same diagnostics in either form. (YAML is a superset of JSON, but libyaml's messages
/// for JSON mistakes such as a trailing comma say less than the JSON reader's.)
struct ConfigFileReader: Sendable {
  var loader: ConfigLoader
  var jsonLoader: JSONConfigLoader

  /// The JSON loader gets the YAML loader's registry and limits.
  init(loader: ConfigLoader) {
    self.loader = loader
    self.jsonLoader = JSONConfigLoader(
      registry: loader.validator.registry,
      limits: JSONLimits(
        maxBytes: loader.reader.limits.maxBytes, maxDepth: loader.reader.limits.maxDepth))
  }

  /// Whether `path` names a JSON config (its name ends in `.json`).
  static func isJSON(_ path: String) -> Bool {
    path.lowercased().hasSuffix(".json")
  }

  enum Outcome: Sendable {
    /// `bytes` is empty when there was nothing to quote (no diagnostics), unless kept.
    case loaded(bytes: [UInt8], result: ConfigLoadResult)
    case unreadable([Diagnostic])
  }

  /// - Parameter keepingBytes: keep the bytes of a clean config too, for a later stage's
  ///   findings (`layout`'s warnings) to quote. Without it a clean YAML file is read in pieces
  ///   (`ConfigLoader.loadKeepingBytesOfFindings`), never held whole.
  func load(path: String, keepingBytes: Bool = false) -> Outcome {
    let (result, bytes) =
      keepingBytes || Self.isJSON(path)
      ? loadKeepingBytes(path: path) : loader.loadKeepingBytesOfFindings(contentsOf: path)
    if result.isUnreadable { return .unreadable(result.diagnostics) }
    return .loaded(
      bytes: result.diagnostics.isEmpty && !keepingBytes ? [] : bytes, result: result)
  }

  /// One config read from standard input (`validate -`), its diagnostics under `name`, read as
  /// JSON when `name` ends in `.json`. The same size limit as a file: more bytes than that give
  /// `file-too-large` once the limit is passed, without reading the rest.
  func load(standardInputNamed name: String) -> Outcome {
    let limit = loader.reader.limits.maxBytes
    switch StandardInput.contents(limit: limit) {
    case .bytes(let bytes):
      let result =
        Self.isJSON(name) ? jsonLoader.load(bytes, file: name) : loader.load(bytes, file: name)
      return .loaded(bytes: result.diagnostics.isEmpty ? [] : bytes, result: result)
    case .tooLarge:
      var diagnostic = Diagnostic.error(
        .fileTooLarge,
        "standard input is more than \(limit) bytes, the limit; split the config into several"
          + " files", at: .fileStart)
      diagnostic.file = name
      return .loaded(bytes: [], result: ConfigLoadResult(config: nil, diagnostics: [diagnostic]))
    case .unreadable(let reason):
      return .unreadable([Self.unreadable(path: name, reason: "standard input: " + reason)])
    }
  }

  /// The loader's result and the bytes read (empty when none were), with the loader the name
  /// calls for.
  func loadKeepingBytes(path: String) -> (result: ConfigLoadResult, bytes: [UInt8]) {
    Self.isJSON(path)
      ? jsonLoader.loadKeepingBytes(contentsOf: path) : loader.loadKeepingBytes(contentsOf: path)
  }

  /// The located node tree of a file's bytes, read as `load` reads them (nil when unreadable).
  func nodes(of bytes: [UInt8], path: String) -> ConfigNode? {
    Self.isJSON(path) ? jsonLoader.reader.read(bytes).node : loader.reader.read(bytes).node
  }

  static func unreadable(path: String, reason: String) -> Diagnostic {
    Diagnostic(
      .error, .unreadableFile, "cannot read '\(path)': \(reason)", at: .fileStart, file: path)
  }
}
