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
}

/// Times cases: a warm-up call (which also sizes the batch), then `samples` timed batches. A batch
/// repeats the body until it lasts about `minimumBatchNanoseconds`, so microsecond cases are not
/// lost in clock noise; figures are divided by the operations it performed.
struct BenchRunner {
  var samples: Int
  var minimumBatchNanoseconds = 20_000_000

  func run(_ benchCase: BenchCase) -> BenchResult {
    let warmUpStart = monotonicNanoseconds()
    benchCase.body()
    let once = max(1, monotonicNanoseconds() - warmUpStart)
    let repetitions = max(1, minimumBatchNanoseconds / once)
    let operations = max(1, repetitions * benchCase.operations)
    var times: [Int] = []
    times.reserveCapacity(samples)
    var allocations = Int.max
    for _ in 0..<samples {
      let allocationsBefore = tierbar_bench_allocation_count()
      let start = monotonicNanoseconds()
      for _ in 0..<repetitions { benchCase.body() }
      let elapsed = monotonicNanoseconds() - start
      let allocated = Int(tierbar_bench_allocation_count() - allocationsBefore)
      times.append(elapsed / operations)
      allocations = min(allocations, allocated / operations)
    }
    times.sort()
    let middle = times.count / 2
    let median = times.count % 2 == 1 ? times[middle] : (times[middle - 1] + times[middle]) / 2
    return BenchResult(
      name: benchCase.name, baseline: benchCase.baseline, medianNanoseconds: median,
      minNanoseconds: times.first ?? 0, maxNanoseconds: times.last ?? 0,
      allocations: tierbar_bench_allocations_supported() != 0 ? allocations : nil)
  }
}

func monotonicNanoseconds() -> Int {
  var time = timespec()
  clock_gettime(CLOCK_MONOTONIC, &time)
  return Int(time.tv_sec) * 1_000_000_000 + Int(time.tv_nsec)
}

func writeToStandardError(_ text: String) {
  let line = text + "\n"
  var bytes = Array(line.utf8)
  _ = bytes.withUnsafeMutableBytes { write(2, $0.baseAddress, $0.count) }
}
