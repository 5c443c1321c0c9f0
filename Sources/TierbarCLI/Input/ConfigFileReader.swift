import TierbarModel
import TierbarYAML

#if canImport(Glibc)
  import Glibc
#elseif canImport(Musl)
  import Musl
#elseif canImport(Darwin)
  import Darwin
#endif

/// Loads one config file with `ConfigLoader.load(contentsOf:)`, telling "could not be read at
/// all" (exit 66) apart from "read, and here is what is wrong with it" (exit 1), and keeps the
/// file's text when there is something to show, so diagnostics can quote their line.
struct ConfigFileReader: Sendable {
  var loader: ConfigLoader

  enum Outcome: Sendable {
    /// `bytes` is empty when there was nothing to quote (no diagnostics).
    case loaded(bytes: [UInt8], result: ConfigLoadResult)
    case unreadable([Diagnostic])
  }

  func load(path: String) -> Outcome {
    let result = loader.load(contentsOf: path)
    if result.isUnreadable { return .unreadable(result.diagnostics) }
    if result.diagnostics.isEmpty { return .loaded(bytes: [], result: result) }
    let bytes = (try? Self.readBytes(path: path, limit: loader.reader.limits.maxBytes).get()) ?? []
    return .loaded(bytes: bytes, result: result)
  }

  struct ReadFailure: Error, Sendable {
    var reason: String
  }

  /// At most `limit` bytes of a regular file, for quoting source lines (and for reading a
  /// simulation script): a device or a huge file is refused, never read to its end.
  static func readBytes(path: String, limit: Int) -> Result<[UInt8], ReadFailure> {
    // Check the kind before opening: opening a FIFO would wait for a writer forever. Open
    // non-blocking as well, and check again, in case the path changes in between.
    var status = stat()
    guard stat(path, &status) == 0 else { return .failure(ReadFailure(reason: errorText(errno))) }
    if let problem = notRegular(status) { return .failure(ReadFailure(reason: problem)) }
    let descriptor = open(path, O_RDONLY | O_NONBLOCK)
    guard descriptor >= 0 else { return .failure(ReadFailure(reason: errorText(errno))) }
    defer { close(descriptor) }
    guard fstat(descriptor, &status) == 0 else {
      return .failure(ReadFailure(reason: errorText(errno)))
    }
    if let problem = notRegular(status) { return .failure(ReadFailure(reason: problem)) }
    let size = Int(status.st_size)
    guard size <= limit else {
      return .failure(ReadFailure(reason: "it is \(size) bytes; the limit is \(limit)"))
    }
    var bytes = [UInt8](repeating: 0, count: size)
    var filled = 0
    while filled < size {
      let count = bytes.withUnsafeMutableBytes { buffer in
        read(descriptor, buffer.baseAddress.map { $0 + filled }, size - filled)
      }
      if count < 0 && errno == EINTR { continue }
      guard count >= 0 else { return .failure(ReadFailure(reason: errorText(errno))) }
      if count == 0 { break }
      filled += count
    }
    return .success(Array(bytes[0..<filled]))
  }

  private static func notRegular(_ status: stat) -> String? {
    switch status.st_mode & S_IFMT {
    case S_IFREG: return nil
    case S_IFDIR: return "it is a folder"
    default: return "not a regular file"
    }
  }

  private static func errorText(_ code: Int32) -> String {
    guard let text = strerror(code) else { return "error \(code)" }
    return String(cString: text)
  }

  static func unreadable(path: String, reason: String) -> Diagnostic {
    Diagnostic(
      .error, .unreadableFile, "Cannot read '\(path)': \(reason).", at: .fileStart, file: path)
  }
}
