import TierbarModel

#if canImport(Glibc)
  import Glibc
#elseif canImport(Musl)
  import Musl
#elseif canImport(Darwin)
  import Darwin
#endif

extension ConfigLoader {
  /// Reads and loads one file. A file that cannot be read (missing, a folder, no permission)
  /// gives one `unreadable-file` error (`isUnreadable` is true); a file larger than
  /// `limits.maxBytes` gives `file-too-large` without being read into memory.
  public func load(contentsOf path: String) -> ConfigLoadResult {
    switch FileBytes.contents(of: path, limit: reader.limits.maxBytes) {
    case .bytes(let bytes):
      return load(bytes, file: path)
    case .tooLarge(let size):
      var diagnostic = Diagnostic.error(
        .fileTooLarge,
        "The file is \(size) bytes; the limit is \(reader.limits.maxBytes) bytes. Split the"
          + " config into several files.", at: .fileStart)
      diagnostic.file = path
      return ConfigLoadResult(config: nil, diagnostics: [diagnostic])
    case .unreadable(let reason):
      var diagnostic = Diagnostic.error(
        .unreadableFile,
        "Cannot read '\(path)': \(reason). Check the path and its permissions.", at: .fileStart)
      diagnostic.file = path
      return ConfigLoadResult(config: nil, diagnostics: [diagnostic])
    }
  }
}

/// Whole-file reading with POSIX calls: no Foundation, and the size is checked before reading.
enum FileBytes {
  enum Outcome {
    case bytes([UInt8])
    case tooLarge(Int)
    case unreadable(String)
  }

  static func contents(of path: String, limit: Int) -> Outcome {
    let descriptor = open(path, O_RDONLY)
    guard descriptor >= 0 else { return .unreadable(errorText(errno)) }
    defer { close(descriptor) }
    var status = stat()
    guard fstat(descriptor, &status) == 0 else { return .unreadable(errorText(errno)) }
    guard (status.st_mode & S_IFMT) == S_IFREG else {
      return .unreadable((status.st_mode & S_IFMT) == S_IFDIR ? "it is a folder" : "not a file")
    }
    let size = Int(status.st_size)
    guard size <= limit else { return .tooLarge(size) }
    var bytes = [UInt8](repeating: 0, count: size)
    var filled = 0
    while filled < size {
      let count = bytes.withUnsafeMutableBytes { buffer in
        read(descriptor, buffer.baseAddress.map { $0 + filled }, size - filled)
      }
      if count < 0 && errno == EINTR { continue }
      guard count >= 0 else { return .unreadable(errorText(errno)) }
      if count == 0 { break }  // The file shrank while reading.
      filled += count
    }
    if filled < size { bytes.removeSubrange(filled...) }
    return .bytes(bytes)
  }

  static func errorText(_ code: Int32) -> String {
    guard let text = strerror(code) else { return "error \(code)" }
    return String(cString: text)
  }
}
