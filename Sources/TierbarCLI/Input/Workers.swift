import TierbarThreads

#if canImport(Glibc)
  import Glibc
#elseif canImport(Musl)
  import Musl
#elseif canImport(Darwin)
  import Darwin
#endif

/// How many threads check files at once (`validate --jobs N`), and the one way they do it: each
/// of `count` workers takes every `count`-th element (worker 0 the first, `count`, `2 × count`,
/// …), and the results come back in the elements' order whichever worker finishes first. A file
/// walk lists files by path, so neighbours are alike in size and the shares come out even, with
/// no shared counter or lock between the workers.
struct Workers: Sendable {
  /// At least 1; 1 runs everything on the calling thread.
  let count: Int

  init(count: Int) {
    self.count = max(1, count)
  }

  /// One worker per processor the system has online (at least one).
  static var perProcessor: Workers {
    Workers(count: Int(sysconf(Int32(_SC_NPROCESSORS_ONLN))))
  }

  /// `body` of every element, in order. `body` runs on up to `count` threads at once.
  func map<Element: Sendable, Result: Sendable>(
    _ elements: [Element], _ body: @Sendable (Element) -> Result
  ) -> [Result] {
    let workers = min(count, elements.count)
    guard workers > 1 else { return elements.map(body) }
    let shares = (0..<workers).map { _ in Share<Result>() }
    ThreadGroup.perform(count: workers) { worker in
      let share = shares[worker]
      share.results.reserveCapacity(elements.count / workers + 1)
      for index in stride(from: worker, to: elements.count, by: workers) {
        share.results.append(body(elements[index]))
      }
    }
    // perform returns after every worker has finished: the shares are complete.
    return elements.indices.map { index in shares[index % workers].results[index / workers] }
  }

  /// One worker's results, in the order it made them. Written by that worker only, read after
  /// all have finished, hence `@unchecked Sendable`.
  private final class Share<Result>: @unchecked Sendable {
    var results: [Result] = []
  }
}
