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
