/// A figure a case must reach (Performance.md's targets table). The report shows each case's
/// target and whether it was met; a run in which a case misses one exits 1.
enum BenchTarget {
  /// The median of per-round ratios to the case's baseline is at most this.
  case ratio(atMost: Double)
  /// The median time per operation is at most this.
  case nanoseconds(atMost: Int)
  /// Heap allocations per operation are at most this.
  case allocations(atMost: Int)
  /// Operations per second, from the median time, are at least this (`validate.1000-files`:
  /// files a second).
  case perSecond(atLeast: Double, of: String)
  /// The median peak resident memory is at most this multiple of the case's input.
  case peakMemory(atMostMultiple: Double)

  /// "≤ 1.5× load.raw-events", "≥ 2000 files/s", …
  func describe(baseline: String?) -> String {
    switch self {
    case .ratio(let ratio): return "≤ \(BenchReport.hundredths(ratio))× \(baseline ?? "baseline")"
    case .nanoseconds(let limit): return "≤ \(BenchReport.duration(limit))"
    case .allocations(let limit): return "≤ \(limit) allocs"
    case .perSecond(let rate, let unit): return "≥ \(Int(rate)) \(unit)/s"
    case .peakMemory(let multiple): return "≤ \(BenchReport.hundredths(multiple))× input"
    }
  }

  /// Whether `result` meets the target; false when the figure it needs is missing, except
  /// allocations, which cannot be counted off glibc (`n/a`).
  func isMet(by result: BenchResult) -> Bool {
    switch self {
    case .ratio(let limit): return result.ratioToBaseline.map { $0 <= limit } ?? false
    case .nanoseconds(let limit): return result.medianNanoseconds <= limit
    case .allocations(let limit): return result.allocations.map { $0 <= limit } ?? true
    case .perSecond(let rate, _):
      return 1e9 / Double(max(1, result.medianNanoseconds)) >= rate
    case .peakMemory(let multiple): return result.peakMemoryMultiple.map { $0 <= multiple } ?? false
    }
  }
}

extension BenchResult {
  /// The targets this result missed, described (empty when every one was met).
  var missedTargets: [String] {
    targets.filter { !$0.isMet(by: self) }.map { $0.describe(baseline: baseline) }
  }

  /// The peak resident memory as a multiple of the input (nil for a case that does not measure it).
  var peakMemoryMultiple: Double? {
    guard let peakBytes, let inputBytes = peakMemoryInputBytes, inputBytes > 0 else { return nil }
    return Double(peakBytes) / Double(inputBytes)
  }
}
