import TierbarModel

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
