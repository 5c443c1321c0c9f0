import Testing

@testable import TierbarLanguageServer

@Suite("LSP framing")
struct FramingTests {
  /// A reader over fixed bytes, handed out in chunks of `chunk` bytes (frames straddle reads).
  static func reader(_ text: String, chunk: Int = 7, max: Int = 1 << 20) -> MessageReader {
    var remaining = Array(text.utf8)[...]
    return MessageReader(maxBodyBytes: max) { bytes in
      guard !remaining.isEmpty else { return false }
      let taken = remaining.prefix(chunk)
      bytes.append(contentsOf: taken)
      remaining = remaining.dropFirst(taken.count)
      return true
    }
  }

  static func frames(_ text: String, chunk: Int = 7, max: Int = 1 << 20) -> [MessageReader.Frame] {
    var reader = reader(text, chunk: chunk, max: max)
    var frames: [MessageReader.Frame] = []
    while true {
      let frame = reader.next()
      frames.append(frame)
      if frame == .end || frames.count > 20 { return frames }
    }
  }

  @Test func readsFramesAcrossReads() {
    let frames = Self.frames(
      "Content-Length: 2\r\n\r\n{}Content-Type: application/vscode-jsonrpc\r\ncontent-length: 4"
        + "\r\n\r\n[1] ")
    #expect(frames == [.body(Array("{}".utf8)), .body(Array("[1] ".utf8)), .end])
  }

  @Test func badHeadersAreReportedAndReadingGoesOn() {
    let frames = Self.frames(
      "Content-Length: ten\r\n\r\n{}garbage\r\nContent-Length: 2\r\n\r\n{}"
        + "Content-Type: x\r\n\r\nContent-Length: 1\r\n\r\n1")
    #expect(
      frames == [
        .malformedHeader("Content-Length is not a number of bytes"), .body(Array("{}".utf8)),
        .malformedHeader("the header has no Content-Length"), .body(Array("1".utf8)), .end,
      ])
  }

  /// A Content-Length shorter than its body: the rest of the body runs into the next header with
  /// no line break between them. One error, and the next frame is read whole (it used to be lost
  /// with every frame after it, as the reader looked for a header only at a line's start).
  @Test func aBodyLongerThanDeclaredLosesOnlyItsOwnFrame() {
    let frames = Self.frames(
      "Content-Length: 2\r\n\r\n{\"jsonrpc\":\"2.0\",\"id\":1}Content-Length: 2\r\n\r\n{}"
        + "Content-Length: 3\r\n\r\n[1]")
    #expect(
      frames == [
        .body(Array("{\"".utf8)),
        .malformedHeader("text stands before Content-Length (a body longer than declared?)"),
        .body(Array("{}".utf8)), .body(Array("[1]".utf8)), .end,
      ])
  }

  @Test func oversizedBodiesAreDiscarded() {
    let frames = Self.frames(
      "Content-Length: 40\r\n\r\n" + String(repeating: "x", count: 40)
        + "Content-Length: 2\r\n\r\nok", max: 16)
    #expect(frames == [.tooLarge(40), .body(Array("ok".utf8)), .end])
  }

  @Test func aTruncatedFrameEndsTheInput() {
    #expect(Self.frames("Content-Length: 10\r\n\r\n{\"a\"") == [.end])
    #expect(Self.frames("Content-Len") == [.end])
  }

  @Test func endlessHeadersAreCut() {
    let frames = Self.frames(String(repeating: "X-A: b\r\n", count: 2_000), chunk: 4096)
    #expect(frames.first == .malformedHeader("the header is longer than 8192 bytes"))
    #expect(frames.last == .end)
  }
}
