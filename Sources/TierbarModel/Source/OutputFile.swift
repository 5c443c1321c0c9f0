#if canImport(Glibc)
  import Glibc
#elseif canImport(Musl)
  import Musl
#elseif canImport(Darwin)
  import Darwin
#endif

/// Writes a generated file the way build systems need it: atomically (a temporary file in the
/// same folder, renamed over the target, so a reader never sees half a file), and not at all when
/// the file already holds exactly these bytes (its modification time stays, so a build does not
/// recompile it). The one file writer of the package: the CLI's outputs and simulation saves.
public enum OutputFile {
  public enum Outcome: Equatable, Sendable {
    case written
    case unchanged
    case failed(String)
  }

  public static func write(_ bytes: [UInt8], to path: String) -> Outcome {
    // Read only up to the new size: a longer file differs anyway and is not read to its end.
    if case .bytes(let existing) = FileBytes.contents(of: path, limit: bytes.count),
      existing == bytes
    {
      return .unchanged
    }
    let temporary = temporaryPath(for: path)
    var descriptor: Int32
    repeat {
      descriptor = PathName.withCString(temporary) {
        open($0, O_WRONLY | O_CREAT | O_EXCL | O_CLOEXEC, 0o666)
      }
    } while descriptor < 0 && errno == EINTR
    guard descriptor >= 0 else { return .failed(FileBytes.errorText(errno)) }
    var offset = 0
    var failure: Int32?
    while offset < bytes.count {
      let count = bytes.withUnsafeBytes { buffer in
        systemWrite(descriptor, buffer.baseAddress.map { $0 + offset }, bytes.count - offset)
      }
      if count < 0 && errno == EINTR { continue }
      if count <= 0 {
        failure = errno
        break
      }
      offset += count
    }
    if close(descriptor) != 0 && failure == nil { failure = errno }
    if failure == nil,
      PathName.withCString(temporary, { from in PathName.withCString(path) { rename(from, $0) } })
        != 0
    {
      failure = errno
    }
    if let failure {
      _ = PathName.withCString(temporary) { unlink($0) }
      return .failed(FileBytes.errorText(failure))
    }
    return .written
  }

  /// `folder/.name.tierbar-PID`: beside the target (a rename does not cross file systems), hidden.
  static func temporaryPath(for path: String) -> String {
    let slash = path.lastIndex(of: "/")
    let folder = slash.map { String(path[...$0]) } ?? ""
    let name = slash.map { String(path[path.index(after: $0)...]) } ?? path
    return "\(folder).\(name).tierbar-\(getpid())"
  }
}

private func systemWrite(_ descriptor: Int32, _ pointer: UnsafeRawPointer?, _ count: Int) -> Int {
  #if canImport(Glibc)
    return Glibc.write(descriptor, pointer, count)
  #elseif canImport(Musl)
    return Musl.write(descriptor, pointer, count)
  #else
    return Darwin.write(descriptor, pointer, count)
  #endif
}
