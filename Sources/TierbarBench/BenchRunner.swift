import CBenchAllocations

#if canImport(Glibc)
  import Glibc
#elseif canImport(Musl)
  import Musl
#elseif canImport(Darwin)
  import Darwin
#endif

/// One case's figures, per operation.
struct BenchResult {
  var name: String
  var baseline: String?
  var medianNanoseconds: Int
  var minNanoseconds: Int
  var maxNanoseconds: Int
  /// Heap allocations per operation (nil where they cannot be counted: see CBenchAllocations).
  var allocations: Int?
  /// The median over the samples of this case's time divided by its baseline's time in the same
  /// round (nil without a baseline). Pairing each sample with its neighbour in time cancels most
  /// of a shared machine's drift, which a ratio of two medians does not.
  var ratioToBaseline: Double? = nil
  var targets: [BenchTarget] = []
  /// The median of the peak resident memory the case measured (bytes), and the size of the
  /// input it is compared with; nil for cases that do not measure memory.
  var peakBytes: Int? = nil
  var peakMemoryInputBytes: Int? = nil
}

/// Times cases: a warm-up call of each (which also sizes its batch), then `samples` rounds in
/// which every case runs one timed batch, so a change in machine load during the run touches all
/// cases alike and their ratios stay fair. A batch repeats the body until it lasts about
/// `minimumBatchNanoseconds`, so microsecond cases are not lost in clock noise; figures are
/// divided by the operations the batch performed.
struct BenchRunner {
  enum Clock: String {
    /// Elapsed time (CLOCK_MONOTONIC).
    case wall
    /// CPU time of this thread (CLOCK_THREAD_CPUTIME_ID) plus that of the programs it ran and
    /// waited for (RUSAGE_CHILDREN, so process cases count the child's start and run): steadier
    /// on a shared, busy machine.
    case cpu
  }

  var samples: Int
  var clock: Clock = .wall
  var minimumBatchNanoseconds = 20_000_000
  var progress: (String) -> Void = { _ in }

  func run(_ cases: [BenchCase]) -> [BenchResult] {
    var repetitions: [Int] = []
    for benchCase in cases {
      guard benchCase.warmsUp else {
        repetitions.append(1)
        continue
      }
      progress("warming up \(benchCase.name)")
      let start = now()
      benchCase.body()
      repetitions.append(max(1, minimumBatchNanoseconds / max(1, now() - start)))
    }
    var times = [[Int]](repeating: [], count: cases.count)
    var allocations = [Int](repeating: Int.max, count: cases.count)
    for sample in 0..<samples {
      progress("sample \(sample + 1) of \(samples)")
      for (index, benchCase) in cases.enumerated() {
        let operations = max(1, repetitions[index] * benchCase.operations)
        let allocationsBefore = tierbar_bench_allocation_count()
        let clock = benchCase.timedByWallClock ? Clock.wall : clock
        let start = now(clock)
        for _ in 0..<repetitions[index] { benchCase.body() }
        let elapsed = now(clock) - start
        let allocated = Int(tierbar_bench_allocation_count() - allocationsBefore)
        times[index].append(elapsed / operations)
        allocations[index] = min(allocations[index], allocated / operations)
      }
    }
    let counting = tierbar_bench_allocations_supported() != 0
    return cases.enumerated().map { index, benchCase in
      let sorted = times[index].sorted()
      var ratio: Double?
      if let baseline = cases.firstIndex(where: { $0.name == benchCase.baseline }) {
        let ratios = zip(times[index], times[baseline]).map { Double($0) / Double(max(1, $1)) }
        ratio = Self.median(ratios.sorted())
      }
      return BenchResult(
        name: benchCase.name, baseline: benchCase.baseline,
        medianNanoseconds: Self.median(sorted) ?? 0,
        minNanoseconds: sorted.first ?? 0, maxNanoseconds: sorted.last ?? 0,
        allocations: counting ? allocations[index] : nil, ratioToBaseline: ratio,
        targets: benchCase.targets,
        peakBytes: benchCase.peakMemory.flatMap { Self.median($0.peaks.sorted()) },
        peakMemoryInputBytes: benchCase.peakMemory?.inputBytes)
    }
  }

  /// The middle of sorted values (the mean of the two middle ones for an even count).
  static func median<Value: BinaryInteger>(_ sorted: [Value]) -> Value? {
    guard !sorted.isEmpty else { return nil }
    let middle = sorted.count / 2
    return sorted.count % 2 == 1 ? sorted[middle] : (sorted[middle - 1] + sorted[middle]) / 2
  }

  static func median(_ sorted: [Double]) -> Double? {
    guard !sorted.isEmpty else { return nil }
    let middle = sorted.count / 2
    return sorted.count % 2 == 1 ? sorted[middle] : (sorted[middle - 1] + sorted[middle]) / 2
  }

  func now(_ clock: Clock? = nil) -> Int {
    let clock = clock ?? self.clock
    var time = timespec()
    clock_gettime(clock == .cpu ? CLOCK_THREAD_CPUTIME_ID : CLOCK_MONOTONIC, &time)
    let own = Int(time.tv_sec) * 1_000_000_000 + Int(time.tv_nsec)
    guard clock == .cpu else { return own }
    var children = rusage()
    #if canImport(Glibc)
      getrusage(RUSAGE_CHILDREN.rawValue, &children)
    #else
      getrusage(RUSAGE_CHILDREN, &children)
    #endif
    let microseconds =
      (Int(children.ru_utime.tv_sec) + Int(children.ru_stime.tv_sec)) * 1_000_000
      + Int(children.ru_utime.tv_usec) + Int(children.ru_stime.tv_usec)
    return own + microseconds * 1_000
  }
}

func writeToStandardError(_ text: String) {
  let line = text + "\n"
  var bytes = Array(line.utf8)
  _ = bytes.withUnsafeMutableBytes { write(2, $0.baseAddress, $0.count) }
}
