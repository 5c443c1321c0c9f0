#if canImport(Glibc)
  import Glibc
#elseif canImport(Musl)
  import Musl
#elseif canImport(Darwin)
  import Darwin
#endif

/// The one file writer of the package: compiled Swift, schemas, previews and galleries, saved
/// simulation state all go through it, so none of them can lose work.
///
/// A file is written atomically: the bytes go to a temporary file in the same folder, are flushed
/// to the disk, and only then is the temporary file renamed over the target. A reader never sees
/// half a file, and a writer that is killed, runs out of disk or cannot write leaves the old file
/// exactly as it was. A file that already holds exactly these bytes is not touched at all (its
/// modification time stays, so a build does not recompile it). A symbolic link is followed (the
/// file it names is replaced, the link stays), and a device, FIFO or socket is written into, not
/// replaced (`OutputFile+Target.swift`).
public enum OutputFile {
  public enum Outcome: Equatable, Sendable {
    case written
    case unchanged
    /// Why the file could not be written (the system's reason, e.g. "No space left on device").
    case failed(String)
  }

  /// Test hook: when this environment variable holds a number of seconds, the writer waits that
  /// long after the temporary file is complete and before the rename, so a test can kill it at
  /// the one moment a non-atomic writer would have lost the old file. Not for users.
  public static let pauseBeforeRenameVariable = "TIERBAR_TEST_PAUSE_BEFORE_RENAME"

  public static func write(_ bytes: [UInt8], to path: String) -> Outcome {
    switch target(of: path) {
    case .failure(let failure): return .failed(FileBytes.errorText(failure.code))
    case .success(.special(let device)): return writeInPlace(bytes, to: device)
    case .success(.file(let file)): return writeAtomically(bytes, to: file)
    }
  }

  /// The temporary file, flushed, then renamed over `path` (a regular file or nothing yet).
  static func writeAtomically(_ bytes: [UInt8], to path: String) -> Outcome {
    // Read only up to the new size: a longer file differs anyway and is not read to its end.
    if case .bytes(let existing) = FileBytes.contents(of: path, limit: bytes.count),
      existing == bytes
    {
      return .unchanged
    }
    let descriptor: Int32
    let temporary: String
    switch createTemporary(for: path) {
    case .success(let created): (descriptor, temporary) = created
    case .failure(let failure): return .failed(FileBytes.errorText(failure.code))
    }
    var failure = writeAll(bytes, to: descriptor)
    // Flushed before the rename: after a crash the target is either the old file or the new one,
    // never an empty file renamed in before its blocks reached the disk.
    if failure == nil && fsync(descriptor) != 0 { failure = errno }
    if close(descriptor) != 0 && failure == nil { failure = errno }
    if failure == nil { pauseIfTesting() }
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
  /// A name left by a killed writer whose process id is reused gets a numbered sibling instead.
  static func temporaryPath(for path: String, attempt: Int = 0) -> String {
    let parent = folder(of: path)
    let name = path.lastIndex(of: "/").map { String(path[path.index(after: $0)...]) } ?? path
    return "\(parent).\(name).tierbar-\(getpid())" + (attempt == 0 ? "" : "-\(attempt)")
  }

  /// A new temporary file, open for writing, and its path.
  private static func createTemporary(
    for path: String
  ) -> Result<(Int32, String), FileError> {
    for attempt in 0..<100 {
      let temporary = temporaryPath(for: path, attempt: attempt)
      var descriptor: Int32
      repeat {
        descriptor = PathName.withCString(temporary) {
          open($0, O_WRONLY | O_CREAT | O_EXCL | O_CLOEXEC, 0o666)
        }
      } while descriptor < 0 && errno == EINTR
      if descriptor >= 0 { return .success((descriptor, temporary)) }
      if errno != EEXIST { return .failure(FileError(code: errno)) }
    }
    return .failure(FileError(code: EEXIST))
  }

  /// Writes every byte, or returns the `errno` of the write that failed (`EFBIG`, `ENOSPC`, …).
  static func writeAll(_ bytes: [UInt8], to descriptor: Int32) -> Int32? {
    var offset = 0
    while offset < bytes.count {
      let count = bytes.withUnsafeBytes { buffer in
        systemWrite(descriptor, buffer.baseAddress.map { $0 + offset }, bytes.count - offset)
      }
      if count < 0 && errno == EINTR { continue }
      if count <= 0 { return count == 0 ? EIO : errno }
      offset += count
    }
    return nil
  }

  private static func pauseIfTesting() {
    guard let value = getenv(pauseBeforeRenameVariable),
      let seconds = UInt32(String(cString: value))
    else { return }
    sleep(seconds)
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
