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
    // `O_NONBLOCK`: opening a FIFO for reading otherwise waits for a writer, forever. It changes
    // nothing for a regular file, and anything else is refused below before a single read.
    var descriptor: Int32
    repeat {
      descriptor = PathName.withCString(path) {
        open($0, O_RDONLY | O_NONBLOCK | O_CLOEXEC | O_NOCTTY)
      }
    } while descriptor < 0 && errno == EINTR
    guard descriptor >= 0 else { return .unreadable(errorText(errno)) }
    defer { close(descriptor) }
    var status = stat()
    guard fstat(descriptor, &status) == 0 else { return .unreadable(errorText(errno)) }
    if let kind = nonRegularKind(status.st_mode) { return .unreadable(kind) }
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

  static func errorText(_ code: Int32) -> String {
    guard let text = strerror(code) else { return "error \(code)" }
    return String(cString: text)
  }
}
