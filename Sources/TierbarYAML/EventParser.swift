internal import CYAML
import TierbarModel

/// Owns one libyaml parser and its current event; frees both when it goes away. The input buffer
/// must outlive the parser (the reader keeps both inside one `withUnsafeBufferPointer`).
///
/// Input of `parseAheadFrom` bytes or more is parsed on a second thread (`ParseAhead`); the
/// events the reader sees are the same either way.
final class EventParser {
  /// From this size on a file's events are parsed ahead on a second thread. A config of a few
  /// kilobytes (what an editor or a build checks one at a time) parses in well under a
  /// millisecond, where a thread's start would be a cost of its own; 256 KiB takes milliseconds.
  static let parseAheadFrom = 256 * 1024

  let parser: UnsafeMutablePointer<yaml_parser_t>
  /// libyaml's event when this thread parses: the texts of the event `next()` gives point into
  /// it.
  private let libyamlEvent: UnsafeMutablePointer<yaml_event_t>
  private let isInitialized: Bool
  private var holdsEvent = false
  /// The parsing thread, when there is one; `EventCursor` reads its batches.
  private(set) var parseAhead: ParseAhead?

  /// The file a parser made by `init(reading:)` reads from, kept as long as libyaml may call it.
  private let chunks: FileChunks?

  /// `parseAheadFrom`: the input size from which to parse on a second thread.
  init(input: UnsafeBufferPointer<UInt8>, parseAheadFrom: Int) {
    chunks = nil
    (parser, libyamlEvent) = Self.allocate()
    // Without an input buffer libyaml would assert; callers pass at least one byte.
    guard let base = input.baseAddress, yaml_parser_initialize(parser) != 0 else {
      isInitialized = false
      return
    }
    isInitialized = true
    yaml_parser_set_input_string(parser, base, input.count)
    yaml_parser_set_encoding(parser, YAML_UTF8_ENCODING)
    if input.count >= parseAheadFrom {
      parseAhead = ParseAhead(parser: parser, inputBytes: input.count)
    }
  }

  /// A parser that reads `chunks` as libyaml asks for input. When `chunks` fails (text that is
  /// not clean, a read error), libyaml stops with a reader error: `next()` returns false.
  init(reading chunks: FileChunks, parseAheadFrom: Int) {
    self.chunks = chunks
    (parser, libyamlEvent) = Self.allocate()
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
    // From here on only the parsing thread calls libyaml, and so reads `chunks`.
    if chunks.size >= parseAheadFrom {
      parseAhead = ParseAhead(parser: parser, inputBytes: chunks.size)
    }
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
    // The parsing thread ends before the parser it uses is freed.
    parseAhead?.stop()
    parseAhead = nil
    if holdsEvent { yaml_event_delete(libyamlEvent) }
    if isInitialized { yaml_parser_delete(parser) }
    libyamlEvent.deallocate()
    parser.deallocate()
  }

  /// The next event, parsed on this thread, valid until the next call; nil when libyaml reports
  /// an error (the parser then holds it, see `YAMLReader.syntaxError`). `EventCursor` calls it
  /// when there is no parsing thread.
  func next() -> YAMLEvent? {
    guard isInitialized else { return nil }
    if holdsEvent {
      yaml_event_delete(libyamlEvent)
      holdsEvent = false
    }
    guard yaml_parser_parse(parser, libyamlEvent) != 0 else { return nil }
    holdsEvent = true
    return YAMLEvent(libyaml: libyamlEvent)
  }
}

/// Gives a parser's events in turn, from the parsing thread's batches or parsed here: a value
/// the reading loop keeps as a local, so the step to the next event in a batch touches no shared
/// object.
struct EventCursor {
  let parser: EventParser
  private var batch: EventBatch.View?
  private var index = 0

  init(_ parser: EventParser) {
    self.parser = parser
  }

  /// The next event, valid until the next call; nil when libyaml reports an error.
  @inline(__always)
  mutating func next() -> YAMLEvent? {
    if let batch, index < batch.count {
      index += 1
      return batch.event(at: index - 1)
    }
    return nextFromParser()
  }

  private mutating func nextFromParser() -> YAMLEvent? {
    guard let parseAhead = parser.parseAhead else { return parser.next() }
    batch = parseAhead.nextBatch()
    index = 1
    return batch?.event(at: 0)
  }
}

/// Text from libyaml's NUL-terminated strings (problems, contexts); nil stays nil.
func string(_ pointer: UnsafePointer<CChar>?) -> String? {
  guard let pointer else { return nil }
  return String(cString: pointer)
}
