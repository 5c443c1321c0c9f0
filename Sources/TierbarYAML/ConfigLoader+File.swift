import TierbarModel
import TierbarValidation

extension ConfigLoader {
  /// Reads and loads one file. A file that cannot be read (missing, a folder, a FIFO, socket or
  /// device, no permission) gives one `unreadable-file` error (`isUnreadable` is true) without
  /// waiting on it; a file larger than `limits.maxBytes` gives `file-too-large` without being
  /// read into memory.
  public func load(contentsOf path: String) -> ConfigLoadResult {
    loadKeepingBytes(contentsOf: path).result
  }

  /// As `load(contentsOf:)`, also returning the bytes read (empty when none were), so a caller
  /// that quotes source lines under its diagnostics reads the file once.
  public func loadKeepingBytes(contentsOf path: String) -> (
    result: ConfigLoadResult, bytes: [UInt8]
  ) {
    ConfigLoadResult.loadingFile(path, limit: reader.limits.maxBytes) { load($0, file: path) }
  }
}

extension ConfigLoader {
  /// As `loadKeepingBytes(contentsOf:)`, except that a file that loads without a single
  /// diagnostic is read in pieces while it is parsed (`FileChunks`), so its bytes are never all
  /// held at once, and `bytes` is empty: a large clean config costs the memory of its model, not
  /// of its text too. Any other file is then read again whole and loaded by `load(_:file:)`, so
  /// its result and bytes are those of `loadKeepingBytes(contentsOf:)`: only files with findings
  /// are read twice.
  public func loadKeepingBytesOfFindings(contentsOf path: String) -> (
    result: ConfigLoadResult, bytes: [UInt8]
  ) {
    if let chunks = FileChunks(path: path, limit: reader.limits.maxBytes) {
      var stream: ToolbarStream? = ToolbarStream(validator: validator)
      if let root = reader.readCleanly(chunks, streamingTo: &stream),
        let validated = stream?.finish(root: root), validated.diagnostics.isEmpty
      {
        return (ConfigLoadResult(config: validated.config, diagnostics: []), [])
      }
    }
    return loadKeepingBytes(contentsOf: path)
  }
}
