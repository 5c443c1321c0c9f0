internal import CYAML
import TierbarModel
import TierbarThreads

/// libyaml's parser run on a thread of its own, a few batches of events ahead of the reader: while
/// the reader composes and checks one batch, libyaml parses the next, so a large file loads in
/// about the time libyaml alone takes instead of libyaml's time plus Tierbar's (Performance.md,
/// `load.full`). The events and their order are exactly those of `yaml_parser_parse` called in
/// turn; only the thread that calls it changes.
///
/// The parsing thread copies each event into a batch and frees libyaml's at once, so libyaml's
/// memory is made and freed by one thread and stays in its cache. A batch belongs to one thread
/// at a time, handed over under `condition`; the parser belongs to the parsing thread until
/// `stop()` has joined it.
final class ParseAhead: @unchecked Sendable {
  /// A batch is handed over when it holds this many events or this many bytes of text: large
  /// enough that handing over is rare next to parsing, small enough to stay in a core's cache.
  static let batchEvents = 4096
  static let batchTextBytes = 256 * 1024
  /// Batches in flight: one being read, one being parsed, the rest absorbing jitter.
  static let batchCount = 4

  private let parser: UnsafeMutablePointer<yaml_parser_t>
  private let condition = Condition()
  /// Under `condition`: batches parsed and not yet read, oldest first; batches read (or never
  /// filled) for the parsing thread to fill; whether the reader has stopped.
  private var parsed: [EventBatch] = []
  private var spent: [EventBatch]
  private var stopped = false
  /// The reader's own: the batch it reads.
  private var current: EventBatch?
  private var thread: JoinableThread?

  /// Starts parsing `parser`'s input, `inputBytes` long, on a new thread. nil when the system
  /// refused one, or for input over 4 GiB (a batch keeps places and sizes in 32 bits): the caller
  /// parses on its own thread then.
  init?(parser: UnsafeMutablePointer<yaml_parser_t>, inputBytes: Int) {
    guard inputBytes < Int(UInt32.max) else { return nil }
    self.parser = parser
    spent = (0..<Self.batchCount).map { _ in EventBatch() }
    guard let thread = JoinableThread({ self.parseBatches() }) else { return nil }
    self.thread = thread
  }

  /// The next batch of events, valid until the next call; nil once the stream has ended or
  /// libyaml has failed (its error is then in the parser, whose thread has ended).
  func nextBatch() -> EventBatch.View? {
    if let current, current.isLast {
      stop()
      return nil
    }
    condition.lock()
    if let current {
      spent.append(current)
      condition.broadcast()
    }
    while parsed.isEmpty { condition.wait() }
    let batch = parsed.removeFirst()
    condition.unlock()
    current = batch
    guard batch.count > 0 else {
      stop()
      return nil
    }
    return batch.view
  }

  /// Ends the parsing thread (it finishes the batch it is filling) and waits for it. The reader
  /// calls it when it is done, before the parser is freed.
  func stop() {
    condition.lock()
    stopped = true
    condition.broadcast()
    condition.unlock()
    thread?.join()
  }

  /// The parsing thread: fills spent batches in turn until the stream ends, libyaml fails or the
  /// reader stops.
  private func parseBatches() {
    let event = UnsafeMutablePointer<yaml_event_t>.allocate(capacity: 1)
    defer { event.deallocate() }
    while let batch = batchToFill() {
      batch.removeAll()
      while batch.count < Self.batchEvents && batch.textBytes < Self.batchTextBytes {
        guard yaml_parser_parse(parser, event) != 0 else {
          batch.isLast = true
          break
        }
        let copied = YAMLEvent(libyaml: event)
        batch.append(copied)
        let endsStream = copied.kind == .streamEnd
        yaml_event_delete(event)
        if endsStream {
          batch.isLast = true
          break
        }
      }
      condition.lock()
      parsed.append(batch)
      condition.broadcast()
      condition.unlock()
      if batch.isLast { return }
    }
  }

  /// A batch the reader is done with, once there is one; nil when the reader has stopped.
  private func batchToFill() -> EventBatch? {
    condition.lock()
    defer { condition.unlock() }
    while spent.isEmpty && !stopped { condition.wait() }
    return stopped ? nil : spent.removeLast()
  }
}

/// Events copied out of libyaml, their texts in one buffer of the batch's own.
final class EventBatch {
  /// An event whose texts are its text, anchor and tag, one after another from `textStart` in
  /// the batch's text (a count of `absent`: no anchor, no tag). 32-bit fields keep a batch small:
  /// every line, column, offset and count is at most the input's size, which `ParseAhead` bounds.
  struct StoredEvent {
    var kind: YAMLEvent.Kind
    var scalarStyle: ConfigScalar.Style
    var isFlow: Bool
    var startLine: UInt32
    var startColumn: UInt32
    var endLine: UInt32
    var endColumn: UInt32
    var textStart: UInt32
    var textCount: UInt32
    var anchorCount: UInt32
    var tagCount: UInt32
  }

  static let absent = UInt32.max

  /// A filled batch as its reader sees it: plain pointers, so reading an event costs no
  /// reference counting. Valid while the batch is the reader's.
  struct View {
    let events: UnsafePointer<StoredEvent>
    let count: Int
    let text: UnsafePointer<UInt8>

    /// The event at `index`, its texts pointing into the batch.
    @inline(__always)
    func event(at index: Int) -> YAMLEvent {
      let stored = events[index]
      var next = text + Int(stored.textStart)
      let text = UnsafeBufferPointer(start: next, count: Int(stored.textCount))
      next += Int(stored.textCount)
      var anchor: UnsafeBufferPointer<UInt8>?
      if stored.anchorCount != EventBatch.absent {
        anchor = UnsafeBufferPointer(start: next, count: Int(stored.anchorCount))
        next += Int(stored.anchorCount)
      }
      let tag =
        stored.tagCount != EventBatch.absent
        ? UnsafeBufferPointer(start: next, count: Int(stored.tagCount)) : nil
      let range = SourceRange(
        start: SourceMark(line: Int(stored.startLine), column: Int(stored.startColumn)),
        end: SourceMark(line: Int(stored.endLine), column: Int(stored.endColumn)))
      return YAMLEvent(
        kind: stored.kind, range: range, text: text, anchor: anchor, tag: tag,
        scalarStyle: stored.scalarStyle, isFlow: stored.isFlow)
    }
  }

  private let events = UnsafeMutablePointer<StoredEvent>.allocate(capacity: ParseAhead.batchEvents)
  private(set) var count = 0
  private var text: UnsafeMutablePointer<UInt8>
  private var textCapacity = 4096
  private(set) var textBytes = 0
  /// Nothing follows this batch: its last event ends the stream, or libyaml failed after it.
  var isLast = false

  init() {
    text = .allocate(capacity: textCapacity)
  }

  deinit {
    events.deallocate()
    text.deallocate()
  }

  var view: View { View(events: events, count: count, text: text) }

  func removeAll() {
    count = 0
    textBytes = 0
    isLast = false
  }

  /// Copies `event`, its texts too; the batch has room for `ParseAhead.batchEvents`.
  func append(_ event: YAMLEvent) {
    guard count < ParseAhead.batchEvents else { return }
    let start = UInt32(clamping: textBytes)
    copy(event.text)
    if let anchor = event.anchor { copy(anchor) }
    if let tag = event.tag { copy(tag) }
    let range = event.range
    (events + count).initialize(
      to: StoredEvent(
        kind: event.kind, scalarStyle: event.scalarStyle, isFlow: event.isFlow,
        startLine: UInt32(clamping: range.start.line),
        startColumn: UInt32(clamping: range.start.column),
        endLine: UInt32(clamping: range.end.line), endColumn: UInt32(clamping: range.end.column),
        textStart: start, textCount: UInt32(clamping: event.text.count),
        anchorCount: event.anchor.map { UInt32(clamping: $0.count) } ?? Self.absent,
        tagCount: event.tag.map { UInt32(clamping: $0.count) } ?? Self.absent))
    count += 1
  }

  private func copy(_ bytes: UnsafeBufferPointer<UInt8>) {
    guard let source = bytes.baseAddress, !bytes.isEmpty else { return }
    if textBytes + bytes.count > textCapacity {
      textCapacity = max(textCapacity * 2, textBytes + bytes.count)
      let grown = UnsafeMutablePointer<UInt8>.allocate(capacity: textCapacity)
      grown.initialize(from: text, count: textBytes)
      text.deallocate()
      text = grown
    }
    (text + textBytes).initialize(from: source, count: bytes.count)
    textBytes += bytes.count
  }
}
