#if canImport(Glibc)
  import Glibc
#elseif canImport(Musl)
  import Musl
#elseif canImport(Darwin)
  import Darwin
#endif

/// The `cli.*` cases: what an editor on save or a build plugin pays to start `tierbar` once.
/// - `cli.cold-start-baseline`: the process run of `TierbarColdStartBaseline`, a Swift program
///   that imports nothing and exits: the floor a Swift executable cannot go below;
/// - `cli.cold-start`: the process run of `tierbar validate` on a small clean config (the
///   field-navigation toolbar, exit 0); target ≤ 1.5× the baseline: a miss stops the bench with
///   exit status 1.
/// Both executables come from the bench's own build products folder (built there when missing:
/// `BenchExecutables.locate`, called before the run's clock starts); each operation is one `posix_spawn` and wait. The wall clock is what a
/// person waits; `--clock cpu` counts the children's CPU time, steadier on a busy machine.
func coldStartBenchCases(tierbar: String, baseline: String) -> [BenchCase] {
  let config = writeColdStartConfig()
  for (arguments, what) in [
    ([baseline], "the baseline"), ([tierbar, "validate", config], "tierbar"),
  ]
  where BenchProcess.run(arguments) != 0 {
    benchFailure("\(what) (\(arguments.joined(separator: " "))) did not exit 0")
  }
  let runs = 25
  return [
    BenchCase(name: "cli.cold-start-baseline", operations: runs, timedByWallClock: true) {
      for _ in 0..<runs { _ = BenchProcess.run([baseline]) }
    },
    BenchCase(
      name: "cli.cold-start", operations: runs, baseline: "cli.cold-start-baseline",
      timedByWallClock: true, targets: [.ratio(atMost: 1.5)]
    ) {
      for _ in 0..<runs { _ = BenchProcess.run([tierbar, "validate", config]) }
    },
  ]
}

/// A small clean config, in the system's temporary folder: what one save in an editor checks.
private func writeColdStartConfig() -> String {
  let text = """
    version: 1
    toolbars:
      - id: form
        presentation: accessory
        tiers:
          - id: navigation
            kind: navigation
            height: 44
            parameters:
              done-title: Done
              done-action: event

    """
  let path = "/tmp/tierbar-bench-cold-start-\(getpid()).yaml"
  let bytes = Array(text.utf8)
  let descriptor = open(path, O_WRONLY | O_CREAT | O_TRUNC | O_CLOEXEC, 0o644)
  guard descriptor >= 0, write(descriptor, bytes, bytes.count) == bytes.count else {
    benchFailure("cannot write the cold-start config to \(path)")
  }
  close(descriptor)
  return path
}
