#if canImport(Glibc)
  import Glibc
#elseif canImport(Musl)
  import Musl
#elseif canImport(Darwin)
  import Darwin
#endif

/// Reads the base protocol's frames (`Content-Length: N` headers, a blank line, N bytes of JSON)
/// from a byte source, never trusting the sender: a bad header block or an oversized body becomes
/// a `Frame` the server answers with a JSON-RPC error, and reading goes on at the next header.
///
/// Headers end in `\r\n` as the protocol says; a bare `\n` is accepted too. Header names are
/// matched without regard to case; headers other than `Content-Length` (`Content-Type`) are
/// ignored.
public struct MessageReader {
  public enum Frame: Equatable, Sendable {
    /// A complete body (its JSON is not parsed here).
    case body([UInt8])
    /// The header block could not be read; the reader skips to the next `Content-Length`.
    case malformedHeader(String)
    /// The body is longer than `maxBodyBytes`; its bytes are skipped, not kept.
    case tooLarge(Int)
    /// The input ended (a partial frame at the end is dropped).
    case end
  }

  /// The largest body accepted: four times the loader's file limit, room for any config a
  /// `didOpen` can carry with JSON escaping, and a bound on what one message can make us hold.
  public static let defaultMaxBodyBytes = 64 << 20
  /// A header block longer than this is not a header block.
  static let maxHeaderBytes = 8 << 10

  private let source: (inout [UInt8]) -> Bool
  private var buffer: [UInt8] = []
  private var position = 0
  private var ended = false
  private var resynchronizing = false
  /// Bytes of an oversized body still to be skipped.
  private var skipping = 0
  public var maxBodyBytes: Int

  /// `source` appends some bytes to its argument and returns true, or returns false at the end.
  public init(maxBodyBytes: Int = defaultMaxBodyBytes, source: @escaping (inout [UInt8]) -> Bool) {
    self.maxBodyBytes = maxBodyBytes
    self.source = source
  }

  /// Reads from a file descriptor (the server's standard input), retrying interrupted reads.
  public init(fileDescriptor: Int32, maxBodyBytes: Int = defaultMaxBodyBytes) {
    self.init(maxBodyBytes: maxBodyBytes) { bytes in
      var chunk = [UInt8](repeating: 0, count: 64 << 10)
      while true {
        let count = chunk.withUnsafeMutableBytes { read(fileDescriptor, $0.baseAddress, $0.count) }
        if count < 0 && errno == EINTR { continue }
        guard count > 0 else { return false }
        bytes.append(contentsOf: chunk[0..<count])
        return true
      }
    }
  }

  public mutating func next() -> Frame {
    if skipping > 0 {
      discard(skipping)
      skipping = 0
    }
    if resynchronizing {
      // Skipping is done here, not when the problem is reported: it may wait for more input,
      // and the sender should get its error first.
      resynchronizing = false
      resynchronize()
    }
    guard let headerEnd = findHeaderEnd() else { return .end }
    if case .failure(let problem) = headerEnd {
      resynchronizing = true
      return .malformedHeader(problem.text)
    }
    guard case .success(let (bodyStart, length)) = headerEnd else { return .end }
    position = bodyStart
    if length > maxBodyBytes {
      skipping = length
      return .tooLarge(length)
    }
    while buffer.count - position < length {
      guard fill() else { return .end }
    }
    let body = Array(buffer[position..<(position + length)])
    position += length
    compact()
    return .body(body)
  }

  struct HeaderProblem: Error {
    var text: String
  }

  /// The body's start and length, a problem, or nil at the end of input.
  private mutating func findHeaderEnd() -> Result<(Int, Int), HeaderProblem>? {
    var lineStart = position
    var scan = position
    var length: Int?
    var problem: String?
    while true {
      while scan >= buffer.count {
        if ended || !fill() {
          ended = true
          return nil
        }
      }
      if buffer[scan] == UInt8(ascii: "\n") {
        var lineEnd = scan
        if lineEnd > lineStart && buffer[lineEnd - 1] == UInt8(ascii: "\r") { lineEnd -= 1 }
        scan += 1
        if lineEnd == lineStart {
          if lineStart == position {
            // Blank lines between frames are tolerated.
            position = scan
            lineStart = scan
            continue
          }
          if let problem {
            position = scan
            return .failure(HeaderProblem(text: problem))
          }
          guard let length else {
            position = scan
            return .failure(HeaderProblem(text: "the header has no Content-Length"))
          }
          return .success((scan, length))
        }
        if let marker = Self.contentLengthMarker(in: buffer[lineStart..<lineEnd]),
          marker > lineStart
        {
          // Frames follow each other with no line break: text before a `Content-Length` is the
          // end of a body longer than its header said. The next frame starts at the marker.
          position = lineStart
          return .failure(
            HeaderProblem(text: "text stands before Content-Length (a body longer than declared?)"))
        }
        if problem == nil {
          switch Self.contentLength(buffer[lineStart..<lineEnd]) {
          case .none: break
          case .some(.success(let value)): length = value
          case .some(.failure(let bad)): problem = bad.text
          }
        }
        lineStart = scan
      } else {
        scan += 1
      }
      if scan - position > Self.maxHeaderBytes {
        position = scan
        return .failure(
          HeaderProblem(text: "the header is longer than \(Self.maxHeaderBytes) bytes"))
      }
    }
  }

  /// nil for a header other than Content-Length; else its value or why it is unusable.
  static func contentLength(_ line: ArraySlice<UInt8>) -> Result<Int, HeaderProblem>? {
    guard let colon = line.firstIndex(of: UInt8(ascii: ":")) else {
      return .failure(HeaderProblem(text: "a header line has no ':'"))
    }
    let name = String(decoding: line[line.startIndex..<colon], as: UTF8.self)
    guard name.lowercased() == "content-length" else { return nil }
    let value = line[(colon + 1)...].drop { $0 == UInt8(ascii: " ") || $0 == UInt8(ascii: "\t") }
    var number = 0
    var digits = 0
    for byte in value {
      if byte == UInt8(ascii: " ") || byte == UInt8(ascii: "\t") { break }
      guard byte >= UInt8(ascii: "0"), byte <= UInt8(ascii: "9"), digits < 15 else {
        return .failure(HeaderProblem(text: "Content-Length is not a number of bytes"))
      }
      number = number * 10 + Int(byte - UInt8(ascii: "0"))
      digits += 1
    }
    guard digits > 0 else {
      return .failure(HeaderProblem(text: "Content-Length is not a number of bytes"))
    }
    return .success(number)
  }

  /// Where `Content-Length` (in any case) starts in `bytes`, as an index of the buffer.
  static func contentLengthMarker(in bytes: ArraySlice<UInt8>) -> Int? {
    let marker = contentLengthName
    guard bytes.count >= marker.count else { return nil }
    return (bytes.startIndex...(bytes.endIndex - marker.count)).first { index in
      zip(bytes[index..<(index + marker.count)], marker).allSatisfy { ($0 | 0x20) == $1 }
    }
  }

  static let contentLengthName = Array("content-length".utf8)

  /// After a bad header block: skips to the next `Content-Length`, wherever it stands (frames
  /// follow each other with no line break between a body and the next header).
  private mutating func resynchronize() {
    let length = Self.contentLengthName.count
    while true {
      if let marker = Self.contentLengthMarker(in: buffer[position...]) {
        position = marker
        compact()
        return
      }
      // Keep the last few bytes: the marker may straddle two reads.
      position = max(position, buffer.count - length)
      compact()
      guard fill() else {
        position = buffer.count
        return
      }
    }
  }

  private mutating func discard(_ count: Int) {
    var left = count
    while left > 0 {
      let available = buffer.count - position
      if available == 0 {
        compact()
        guard fill() else { return }
        continue
      }
      let taken = min(available, left)
      position += taken
      left -= taken
    }
    compact()
  }

  private mutating func fill() -> Bool {
    guard !ended else { return false }
    if !source(&buffer) {
      ended = true
      return false
    }
    return true
  }

  /// Drops consumed bytes once they are most of the buffer, so memory stays bounded.
  private mutating func compact() {
    if position > 0 && position * 2 >= buffer.count {
      buffer.removeSubrange(0..<position)
      position = 0
    }
  }
}
