/// One benchmark case: a name (`load.full`, `layout.first`, …) and a body run `operations` times
/// per sample. The harness reports per-operation nanoseconds and heap allocations.
struct BenchCase {
  var name: String
  /// How many operations one call of `body` performs (to report per-operation figures).
  var operations: Int
  /// The case this one is compared with (its in-run floor, e.g. `load.raw-events` for `load.*`);
  /// reports the median of per-round ratios.
  var baseline: String? = nil
  /// False for a case that runs another program for seconds (`compile.*`): there is nothing in
  /// this process to warm, and one call already outlasts a batch, so it is not called beforehand.
  var warmsUp = true
  /// True for a case whose work happens beyond this thread: in a child process
  /// (`validate.1000-files`), or on the second core too (`load.full`, whose large input is parsed
  /// ahead on a thread of its own). It is timed by the wall clock whatever `--clock` says: this
  /// thread's CPU time would miss that work, and the time a user waits is what its target bounds.
  var timedByWallClock = false
  /// What the case must reach (Performance.md's targets); a miss fails the run.
  var targets: [BenchTarget] = []
  /// For a case that measures a child process's peak memory (`load.peak-memory`): the body
  /// records each run's peak here, and the report gives the median against `inputBytes`.
  var peakMemory: PeakMemory? = nil
  var body: () -> Void
}

/// The peak resident memory a case's body measured in each call (see `PeakMemoryRun`), and the
/// size of the input it is compared with.
final class PeakMemory {
  let inputBytes: Int
  private(set) var peaks: [Int] = []

  init(inputBytes: Int) {
    self.inputBytes = inputBytes
  }

  func record(_ peakBytes: Int) { peaks.append(peakBytes) }
}
