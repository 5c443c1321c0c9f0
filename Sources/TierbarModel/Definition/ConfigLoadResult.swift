/// What loading one config gives, whichever reader read it (`ConfigLoader` for YAML,
/// `JSONConfigLoader` for JSON): the model, or the diagnostics that say why there is none.
public struct ConfigLoadResult: Sendable {
  /// True when the file could not be read at all (the CLI exits 66 for it).
  public var isUnreadable: Bool { diagnostics.contains { $0.code == .unreadableFile } }

  /// The decoded config; nil when any diagnostic is an error.
  public var config: TierbarConfig?
  public var diagnostics: [Diagnostic]

  public init(config: TierbarConfig?, diagnostics: [Diagnostic]) {
    self.config = config
    self.diagnostics = diagnostics
  }
}

extension ConfigLoadResult {
  /// The file part of every loader's `loadKeepingBytes(contentsOf:)`: reads `path` with
  /// `FileBytes` and hands the bytes to `load`, or gives one `file-too-large` (not read into
  /// memory) or `unreadable-file` error without calling it. `bytes` is empty when none were read.
  public static func loadingFile(
    _ path: String, limit: Int, load: ([UInt8]) -> ConfigLoadResult
  ) -> (result: ConfigLoadResult, bytes: [UInt8]) {
    switch FileBytes.contents(of: path, limit: limit) {
    case .bytes(let bytes):
      return (load(bytes), bytes)
    case .tooLarge(let size):
      var diagnostic = Diagnostic.fileTooLarge(size: size, limit: limit)
      diagnostic.file = path
      return (ConfigLoadResult(config: nil, diagnostics: [diagnostic]), [])
    case .unreadable(let reason):
      var diagnostic = Diagnostic.error(
        .unreadableFile,
        "cannot read '\(path)': \(reason); check the path and its permissions", at: .fileStart)
      diagnostic.file = path
      return (ConfigLoadResult(config: nil, diagnostics: [diagnostic]), [])
    }
  }
}

extension Diagnostic {
  /// `file-too-large`, for a file of `size` bytes and a limit of `limit`: the one message every
  /// reader gives. `kind` is what the file holds (`config`, `script`), for the advice.
  public static func fileTooLarge(size: Int, limit: Int, kind: String = "config") -> Diagnostic {
    .error(
      .fileTooLarge,
      "the file is \(size) bytes, and the limit is \(limit) bytes; split the \(kind) into several"
        + " files", at: .fileStart)
  }
}
