#if canImport(Glibc)
  import Glibc
#elseif canImport(Musl)
  import Musl
#elseif canImport(Darwin)
  import Darwin
#endif

// Where an output's bytes go. A symbolic link is followed, so the file it names is replaced and
// the link stays a link; a device, FIFO or socket (`/dev/null`, `/dev/stdout`, a pipe) is written
// into as it is: renaming a new file over it would replace the device node with a plain file.
extension OutputFile {
  /// What stands at an output path once its symbolic links are followed.
  enum Target: Equatable {
    /// A regular file, or nothing yet: written atomically through a temporary file.
    case file(String)
    /// A device, FIFO or socket: opened and written into, never replaced.
    case special(String)
  }

  /// Links are followed one at a time (a relative link is read from the link's folder), up to
  /// the system's own limit, past which the path is an error as it would be for `open`.
  static func target(of path: String) -> Result<Target, FileError> {
    var current = path
    for _ in 0..<maxLinksFollowed {
      var info = stat()
      guard PathName.withCString(current, { lstat($0, &info) }) == 0 else {
        // Nothing there (yet): the writer creates it; any other failure is the writer's to meet.
        return .success(.file(current))
      }
      switch info.st_mode & S_IFMT {
      case S_IFLNK:
        guard let link = linkText(current) else { return .failure(FileError(code: errno)) }
        current = link.hasPrefix("/") ? link : folder(of: current) + link
      case S_IFCHR, S_IFBLK, S_IFIFO, S_IFSOCK:
        return .success(.special(current))
      case S_IFDIR:
        // Said plainly: renaming a file over a folder fails with a less telling reason.
        return .failure(FileError(code: EISDIR))
      default:
        return .success(.file(current))
      }
    }
    return .failure(FileError(code: ELOOP))
  }

  /// The system's limit on links followed in one path (Linux's and macOS's `MAXSYMLINKS`).
  static let maxLinksFollowed = 40

  /// The text of the link at `path` (not resolved), or nil with `errno` set.
  private static func linkText(_ path: String) -> String? {
    var buffer = [UInt8](repeating: 0, count: Int(PATH_MAX) + 1)
    let count = PathName.withCString(path) { link in
      buffer.withUnsafeMutableBufferPointer { buffer in
        buffer.baseAddress.map { base in
          base.withMemoryRebound(to: CChar.self, capacity: buffer.count) {
            readlink(link, $0, buffer.count)
          }
        } ?? -1
      }
    }
    guard count >= 0 else { return nil }
    return PathName.string(fromBytes: buffer[0..<count])
  }

  /// `path`'s folder with its trailing slash, or "" for a bare name.
  static func folder(of path: String) -> String {
    path.lastIndex(of: "/").map { String(path[...$0]) } ?? ""
  }

  /// Writes into a device, FIFO or socket as it stands: no temporary file, no rename. Opened
  /// without blocking, so a FIFO nobody reads is an error (`ENXIO`) rather than a hang; the writes
  /// then block as usual while a reader drains the pipe.
  static func writeInPlace(_ bytes: [UInt8], to path: String) -> Outcome {
    var descriptor: Int32
    repeat {
      descriptor = PathName.withCString(path) { open($0, O_WRONLY | O_NONBLOCK | O_CLOEXEC) }
    } while descriptor < 0 && errno == EINTR
    guard descriptor >= 0 else {
      let code = errno
      return .failed(code == ENXIO ? "nothing reads from it" : FileBytes.errorText(code))
    }
    _ = fcntl(descriptor, F_SETFL, fcntl(descriptor, F_GETFL) & ~O_NONBLOCK)
    var failure = writeAll(bytes, to: descriptor)
    if close(descriptor) != 0 && failure == nil { failure = errno }
    return failure.map { .failed(FileBytes.errorText($0)) } ?? .written
  }

  /// A system call's failure: its `errno`.
  struct FileError: Error {
    var code: Int32
  }
}
