internal import CYAML
import TierbarModel

/// Owns one libyaml parser and its current event; frees both when it goes away. The input buffer
/// must outlive the parser (the reader keeps both inside one `withUnsafeBufferPointer`).
final class EventParser {
  let parser: UnsafeMutablePointer<yaml_parser_t>
  let event: UnsafeMutablePointer<yaml_event_t>
  private let isInitialized: Bool
  private var holdsEvent = false

  /// The file a parser made by `init(reading:)` reads from, kept as long as libyaml may call it.
  private let chunks: FileChunks?

  init(input: UnsafeBufferPointer<UInt8>) {
    chunks = nil
    (parser, event) = Self.allocate()
    // Without an input buffer libyaml would assert; callers pass at least one byte.
    guard let base = input.baseAddress, yaml_parser_initialize(parser) != 0 else {
      isInitialized = false
      return
    }
    isInitialized = true
    yaml_parser_set_input_string(parser, base, input.count)
    yaml_parser_set_encoding(parser, YAML_UTF8_ENCODING)
  }

  /// A parser that reads `chunks` as libyaml asks for input. When `chunks` fails (text that is
  /// not clean, a read error), libyaml stops with a reader error: `next()` returns false.
  init(reading chunks: FileChunks) {
    self.chunks = chunks
    (parser, event) = Self.allocate()
    guard yaml_parser_initialize(parser) != 0 else {
      isInitialized = false
      return
    }
    isInitialized = true
    yaml_parser_set_input(
      parser,
      { context, buffer, size, sizeRead in
        guard let context, let buffer, let sizeRead else { return 0 }
        let chunks = Unmanaged<FileChunks>.fromOpaque(context).takeUnretainedValue()
        guard let count = chunks.read(into: UnsafeMutableBufferPointer(start: buffer, count: size))
        else { return 0 }
        sizeRead.pointee = count
        return 1
      }, Unmanaged.passUnretained(chunks).toOpaque())
    yaml_parser_set_encoding(parser, YAML_UTF8_ENCODING)
  }

  /// The parser and event, zeroed: readable even if initialization fails.
  private static func allocate() -> (
    UnsafeMutablePointer<yaml_parser_t>, UnsafeMutablePointer<yaml_event_t>
  ) {
    let parser = UnsafeMutablePointer<yaml_parser_t>.allocate(capacity: 1)
    parser.initialize(to: yaml_parser_t())
    let event = UnsafeMutablePointer<yaml_event_t>.allocate(capacity: 1)
    event.initialize(to: yaml_event_t())
    return (parser, event)
  }

  deinit {
    if holdsEvent { yaml_event_delete(event) }
    if isInitialized { yaml_parser_delete(parser) }
    event.deallocate()
    parser.deallocate()
  }

  /// Advances to the next event; false when libyaml reports an error (see `failure`).
  func next() -> Bool {
    guard isInitialized else { return false }
    if holdsEvent {
      yaml_event_delete(event)
      holdsEvent = false
    }
    guard yaml_parser_parse(parser, event) != 0 else { return false }
    holdsEvent = true
    return true
  }

  var type: yaml_event_type_t { event.pointee.type }

  var startMark: SourceMark { SourceMark(libyaml: event.pointee.start_mark) }
  var endMark: SourceMark { SourceMark(libyaml: event.pointee.end_mark) }
  var range: SourceRange { SourceRange(start: startMark, end: endMark) }
}

extension SourceMark {
  /// libyaml's marks are 0-based; ours are 1-based. Both count columns in Unicode scalars.
  init(libyaml mark: yaml_mark_t) {
    self.init(line: Int(mark.line) + 1, column: Int(mark.column) + 1)
  }
}

/// Text from libyaml's NUL-terminated strings (anchors, tags, problems); nil stays nil.
func string(_ pointer: UnsafePointer<UInt8>?) -> String? {
  guard let pointer else { return nil }
  return String(cString: pointer)
}

func string(_ pointer: UnsafePointer<CChar>?) -> String? {
  guard let pointer else { return nil }
  return String(cString: pointer)
}
