#if canImport(Glibc)
  import Glibc
#elseif canImport(Musl)
  import Musl
#elseif canImport(Darwin)
  import Darwin
#endif

/// Whole-file reading with POSIX calls: no Foundation, the size checked before reading, and
/// nothing that could block (FIFOs, devices, sockets are refused). The one file reader of the
/// package: configs, simulation scripts and source quoting all go through it.
public enum FileBytes {
  public enum Outcome: Sendable {
    case bytes([UInt8])
    case tooLarge(Int)
    case unreadable(String)
  }

  public static func contents(of path: String, limit: Int) -> Outcome {
    let descriptor: Int32
    let size: Int
    switch openRegularFile(path, limit: limit) {
    case .opened(let opened, let openedSize): (descriptor, size) = (opened, openedSize)
    case .refused(let outcome): return outcome
    }
    defer { close(descriptor) }
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

  /// A file opened for reading, or the outcome that refuses it.
  enum Opening {
    /// The caller closes `descriptor`; `size` is the file's size when it was opened.
    case opened(descriptor: Int32, size: Int)
    case refused(Outcome)
  }

  /// Opens `path` if it is a regular file of at most `limit` bytes: the checks of every read of
  /// a config (`contents(of:limit:)`, `FileChunks`).
  static func openRegularFile(_ path: String, limit: Int) -> Opening {
    // `O_NONBLOCK`: opening a FIFO for reading otherwise waits for a writer, forever. It changes
    // nothing for a regular file, and anything else is refused below before a single read.
    var descriptor: Int32
    repeat {
      descriptor = PathName.withCString(path) {
        open($0, O_RDONLY | O_NONBLOCK | O_CLOEXEC | O_NOCTTY)
      }
    } while descriptor < 0 && errno == EINTR
    guard descriptor >= 0 else { return .refused(.unreadable(errorText(errno))) }
    var status = stat()
    guard fstat(descriptor, &status) == 0 else {
      let reason = errorText(errno)
      close(descriptor)
      return .refused(.unreadable(reason))
    }
    let refusal: Outcome?
    if let kind = nonRegularKind(status.st_mode) {
      refusal = .unreadable(kind)
    } else if Int(status.st_size) > limit {
      refusal = .tooLarge(Int(status.st_size))
    } else {
      refusal = nil
    }
    if let refusal {
      close(descriptor)
      return .refused(refusal)
    }
    return .opened(descriptor: descriptor, size: Int(status.st_size))
  }

  /// Why a file of this mode cannot be a config, or nil for a regular file. Devices, FIFOs and
  /// sockets are refused: their reads can block or never end.
  static func nonRegularKind(_ mode: mode_t) -> String? {
    switch mode & S_IFMT {
    case S_IFREG: return nil
    case S_IFDIR: return "it is a folder"
    case S_IFIFO: return "not a regular file (a FIFO)"
    case S_IFSOCK: return "not a regular file (a socket)"
    case S_IFCHR, S_IFBLK: return "not a regular file (a device)"
    default: return "not a regular file"
    }
  }

  package static func errorText(_ code: Int32) -> String {
    guard let text = strerror(code) else { return "error \(code)" }
    return String(cString: text)
  }
}
