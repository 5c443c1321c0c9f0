#if canImport(Glibc)
  import Glibc
#elseif canImport(Musl)
  import Musl
#elseif canImport(Darwin)
  import Darwin
#endif

/// The bench's own target: a whole run — every case but the `compile.*` ones, with the default
/// samples — takes at most two minutes of wall clock, so a developer runs it before every change
/// to a hot path rather than once in a while. The clock starts once the executables the process
/// cases run are found (a `swift build` the bench starts for a missing one is the toolchain's
/// time, not the bench's) and stops when the figures are worked out; a run with `--filter` or
/// other `--samples` is timed and shown, with no target.
struct RunBudget {
  static let limitNanoseconds = 120_000_000_000

  /// Whether the run is a whole one, to which the limit applies.
  let isWholeRun: Bool
  private let started: Int

  init(isWholeRun: Bool) {
    self.isWholeRun = isWholeRun
    started = Self.now()
  }

  /// The wall-clock time since the run started.
  func elapsedNanoseconds() -> Int { Self.now() - started }

  /// Whether `elapsed` keeps to the limit (always, for a run the limit does not apply to).
  func isMet(_ elapsed: Int) -> Bool { !isWholeRun || elapsed <= Self.limitNanoseconds }

  /// "the whole run took 84.2 s (≤ 120 s: met)", "this run took 3.1 s".
  func describe(_ elapsed: Int) -> String {
    guard isWholeRun else { return "this run took \(BenchReport.duration(elapsed))" }
    return "the whole run took \(BenchReport.duration(elapsed)) (≤ 120 s: "
      + (isMet(elapsed) ? "met)" : "MISSED)")
  }

  /// `,"run":{"ns":84213000000,"target":"≤ 120 s","met":true}`; no target for a partial run.
  func jsonField(_ elapsed: Int) -> String {
    let target = isWholeRun ? ",\"target\":\"≤ 120 s\",\"met\":\(isMet(elapsed))" : ""
    return ",\"run\":{\"ns\":\(elapsed)\(target)}"
  }

  private static func now() -> Int {
    var time = timespec()
    clock_gettime(CLOCK_MONOTONIC, &time)
    return Int(time.tv_sec) * 1_000_000_000 + Int(time.tv_nsec)
  }
}
