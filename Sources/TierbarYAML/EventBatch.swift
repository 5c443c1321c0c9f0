import TierbarModel

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
