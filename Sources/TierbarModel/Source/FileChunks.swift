#if canImport(Glibc)
  import Glibc
#elseif canImport(Musl)
  import Musl
#elseif canImport(Darwin)
  import Darwin
#endif

/// A config file read a piece at a time while a reader parses it, so a large file's bytes are
/// never all held at once. Only clean text comes out: each piece is screened as `ByteScreen`
/// screens a whole file, and a piece that is not clean (a NUL, invalid UTF-8, a 16- or 32-bit
/// encoding), a read error, a file that is not a regular one or is over the limit all end the
/// reading as failed. The caller then reads the file whole (`FileBytes`), for the diagnostic
/// that says what is wrong and where.
///
/// Pieces end on whole UTF-8 sequences (a sequence cut by one read waits in the buffer for the
/// rest), so each is screened alone; a UTF-8 byte-order mark at the start is skipped, as the
/// readers skip it in a whole file. Like `FileBytes`, it reads as many bytes as the file had
/// when it was opened, or fewer if it shrinks.
public final class FileChunks {
  private static let capacity = 64 * 1024
  private let descriptor: Int32
  /// The file's size when it was opened.
  public let size: Int
  /// Bytes of the file not read yet.
  private var unread: Int
  private let buffer: UnsafeMutablePointer<UInt8>
  /// `buffer[next..<screened]` is screened and not handed out yet; `buffer[screened..<filled]`
  /// is the start of a UTF-8 sequence cut by the last read.
  private var next = 0
  private var screened = 0
  private var filled = 0
  private var isFirstPiece = true

  /// nil when the file cannot be opened, is not a regular file, or is larger than `limit`.
  public init?(path: String, limit: Int) {
    guard case .opened(let descriptor, let size) = FileBytes.openRegularFile(path, limit: limit)
    else { return nil }
    self.descriptor = descriptor
    self.size = size
    unread = size
    buffer = .allocate(capacity: Self.capacity)
  }

  deinit {
    close(descriptor)
    buffer.deallocate()
  }

  /// Copies up to `destination.count` bytes of clean text into `destination` and says how many:
  /// 0 at the end of the file, nil when the reading failed (see above).
  public func read(into destination: UnsafeMutableBufferPointer<UInt8>) -> Int? {
    if next == screened {
      guard fill() else { return nil }
    }
    let count = min(destination.count, screened - next)
    if count > 0, let target = destination.baseAddress {
      target.update(from: buffer + next, count: count)
    }
    next += count
    return count
  }

  /// Reads the next piece after any cut sequence and screens it; false when it is not clean or
  /// cannot be read. At the end of the file nothing new is screened.
  private func fill() -> Bool {
    let carried = filled - screened
    buffer.update(from: buffer + screened, count: carried)
    (next, screened, filled) = (0, 0, carried)
    while filled < Self.capacity && unread > 0 {
      let count = readFile(descriptor, buffer + filled, min(Self.capacity - filled, unread))
      if count < 0 && errno == EINTR { continue }
      guard count >= 0 else { return false }
      if count == 0 {
        unread = 0  // The file shrank while reading.
        break
      }
      filled += count
      unread -= count
    }
    // Past the end of the file, a sequence still cut is invalid UTF-8: screened with the rest.
    screened = unread == 0 ? filled : filled - Self.cutSequenceLength(buffer, count: filled)
    let piece = UnsafeBufferPointer(start: buffer, count: screened)
    if isFirstPiece {
      isFirstPiece = false
      guard ByteScreen.wideEncoding(piece) == nil else { return false }
      next = ByteScreen.byteOrderMarkLength(piece)
    }
    return ByteScreen.firstBadByte(piece) == nil
  }

  /// How many bytes at the end of `base[0..<count]` are the start of a UTF-8 sequence that goes
  /// on past it (0 when the last sequence is whole, or not valid anyway: the screen finds that).
  private static func cutSequenceLength(_ base: UnsafePointer<UInt8>, count: Int) -> Int {
    var length = 1
    while length <= min(3, count) {
      let byte = base[count - length]
      if byte & 0xC0 != 0x80 {
        // The lead byte: how long its sequence is, from its high bits.
        let needed = byte >= 0xF0 ? 4 : byte >= 0xE0 ? 3 : byte >= 0xC0 ? 2 : 1
        return needed > length ? length : 0
      }
      length += 1
    }
    return 0
  }
}

/// The C library's `read`, which `FileChunks.read(into:)` hides inside the class.
private func readFile(_ descriptor: Int32, _ target: UnsafeMutablePointer<UInt8>, _ count: Int)
  -> Int
{
  read(descriptor, target, count)
}
