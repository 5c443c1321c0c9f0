#if canImport(Glibc)
  import Glibc
#elseif canImport(Musl)
  import Musl
#elseif canImport(Darwin)
  import Darwin
#endif

/// A program's own peak resident memory (`load.peak-memory`).
///
/// `wait4`'s `ru_maxrss` is for that child alone, but Linux counts in it the peak of the process
/// the child was started from (`exec` keeps the larger of the two), and the bench holds hundreds
/// of MiB of corpora. So the program is started from a small process of its own: this bench
/// again, with `--peak-memory-of` as its first argument, which builds nothing, runs the program
/// and prints its exit status and peak (`report`).
enum PeakMemoryRun {
  static let flag = "--peak-memory-of"

  /// `arguments` (the program first) run from a fresh `tierbar-bench --peak-memory-of`; nil when
  /// either could not be started.
  static func measure(_ arguments: [String]) -> (exitCode: Int32, peakBytes: Int)? {
    var ends: [Int32] = [-1, -1]
    guard pipe(&ends) == 0 else { return nil }
    let spawner = BenchProcess.spawn(
      [BenchExecutables.productsFolder + "/tierbar-bench", flag] + arguments,
      standardOutput: ends[1], closing: ends[0])
    var text: [UInt8] = []
    var chunk = [UInt8](repeating: 0, count: 256)
    while true {
      let count = read(ends[0], &chunk, chunk.count)
      if count > 0 { text += chunk[..<count] } else if count == 0 || errno != EINTR { break }
    }
    close(ends[0])
    let fields = String(decoding: text, as: UTF8.self).split(whereSeparator: \.isWhitespace)
    guard spawner?.exitCode == 0, fields.count == 2, let status = Int32(fields[0]),
      let peak = Int(fields[1])
    else { return nil }
    return (status, peak)
  }

  /// `--peak-memory-of PROGRAM ARGS…`: runs PROGRAM, prints `EXIT-STATUS PEAK-BYTES`, exits.
  static func report(_ arguments: [String]) -> Never {
    guard let ending = BenchProcess.spawn(arguments) else { exit(1) }
    print("\(ending.exitCode) \(ending.peakBytes)")
    exit(0)
  }
}
