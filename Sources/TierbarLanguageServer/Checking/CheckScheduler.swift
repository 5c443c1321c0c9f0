import TierbarModel
import TierbarThreads

/// Runs checks on a worker so the main loop keeps reading: every change schedules a check of
/// that text, and a check whose document changed again before it started, or while it ran, is
/// superseded: it is skipped, or its result dropped, and only the newest text's diagnostics are
/// published. Results are published in change order (one serial worker).
///
/// `@unchecked Sendable`: the tables are only touched under `lock`.
final class CheckScheduler: @unchecked Sendable {
  /// One finished check: what was checked and what it found (the code actions read it).
  struct Checked: Sendable {
    var document: TextDocument
    var diagnostics: [Diagnostic]
  }

  private let lock = Lock()
  private var generation = 0
  private var latest: [String: Int] = [:]
  private var published: [String: Checked] = [:]
  private let queue = SerialQueue()
  private let check: @Sendable ([UInt8]) -> [Diagnostic]
  private let publish: @Sendable (Checked) -> Void

  init(
    check: @escaping @Sendable ([UInt8]) -> [Diagnostic],
    publish: @escaping @Sendable (Checked) -> Void
  ) {
    self.check = check
    self.publish = publish
  }

  func schedule(_ document: TextDocument) {
    let ticket = locked { () -> Int in
      generation += 1
      latest[document.uri] = generation
      return generation
    }
    queue.async { [self] in
      guard isCurrent(document.uri, ticket) else { return }
      let diagnostics = check(document.bytes)
      let checked = Checked(document: document, diagnostics: diagnostics)
      // Decided and published under the lock, so a result cannot slip out after a newer one.
      lock.lock()
      defer { lock.unlock() }
      guard latest[document.uri] == ticket else { return }
      published[document.uri] = checked
      publish(checked)
    }
  }

  /// Forgets a closed document; a check still running for it is dropped.
  func close(_ uri: String) {
    locked {
      latest[uri] = nil
      published[uri] = nil
    }
  }

  /// The last published check of a document.
  func lastChecked(_ uri: String) -> Checked? { locked { published[uri] } }

  /// Waits until every scheduled check has finished (tests, and `shutdown`).
  func drain() { queue.drain() }

  private func isCurrent(_ uri: String, _ ticket: Int) -> Bool {
    locked { latest[uri] == ticket }
  }

  private func locked<T>(_ body: () -> T) -> T { lock.withLock(body) }
}
