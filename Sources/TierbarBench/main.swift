// tierbar-bench: times Tierbar's hot paths in release mode.
//   swift run -c release tierbar-bench [--format json] [--samples N] [--filter TEXT] [--clock cpu]
// Every case runs after a warm-up; figures are per operation: median, min and max of the samples,
// and heap allocations (counted by CBenchAllocations). Both outputs add each case's ratio to its
// baseline (the in-run floor, e.g. load.* against load.raw-events).
#if canImport(Glibc)
  import Glibc
#elseif canImport(Musl)
  import Musl
#elseif canImport(Darwin)
  import Darwin
#endif

let usage = """
  usage: tierbar-bench [--format text|json] [--samples N] [--filter TEXT] [--clock wall|cpu]
                       [--calls N]
    --format   text (a table, default) or json ({"version":1,"cases":[…]})
    --samples  timed samples per case after the warm-up (default 7)
    --filter   run only cases whose name contains TEXT (repeatable); the compile.* cases
               (swiftc -typecheck of generated source) run only with a filter starting
               with "compile"
    --clock    wall (elapsed time, default) or cpu (this thread's CPU time: steadier when the
               machine is busy)
    --calls    run each case's body exactly N times after one warm-up call and report nothing
               (for profilers: `valgrind --tool=callgrind` then divide by N)
  """

var format = "text"
var samples = 7
var filters: [String] = []
var clock = BenchRunner.Clock.wall
var calls: Int?
var arguments = CommandLine.arguments.dropFirst()
while let argument = arguments.popFirst() {
  switch argument {
  case "--format" where ["text", "json"].contains(arguments.first ?? ""):
    format = arguments.popFirst() ?? format
  case "--samples" where Int(arguments.first ?? "").map { $0 > 0 } == true:
    samples = arguments.popFirst().flatMap { Int($0) } ?? samples
  case "--clock" where BenchRunner.Clock(rawValue: arguments.first ?? "") != nil:
    clock = arguments.popFirst().flatMap(BenchRunner.Clock.init(rawValue:)) ?? clock
  case "--calls" where Int(arguments.first ?? "").map { $0 > 0 } == true:
    calls = arguments.popFirst().flatMap { Int($0) }
  case "--filter" where arguments.first != nil:
    filters.append(arguments.popFirst() ?? "")
  case "--help", "-h":
    print(usage)
    exit(0)
  case "--format", "--samples", "--filter", "--clock", "--calls":
    let value = arguments.first.map { "'\($0)'" } ?? "nothing"
    writeToStandardError("tierbar-bench: \(value) is not a valid value for \(argument)\n\(usage)")
    exit(64)
  default:
    writeToStandardError("tierbar-bench: unexpected argument '\(argument)'\n\(usage)")
    exit(64)
  }
}

// The compile.* cases run swiftc for minutes a sample: only when a filter asks for them.
let wantsCompile = filters.contains { $0.hasPrefix("compile") }
let compileCases = wantsCompile ? compileBenchCases() : []
// The cli.* cases find (or build) the package's executables: only when they are to run.
let coldStartNames = ["cli.cold-start", "cli.cold-start-baseline"]
let wantsColdStart =
  filters.isEmpty || filters.contains { filter in coldStartNames.contains { $0.contains(filter) } }
let coldStartCases = wantsColdStart ? coldStartBenchCases() : []
let cases =
  (loadBenchCases() + jsonLoadBenchCases() + layoutBenchCases() + renderBenchCases()
  + previewBenchCases() + compileCases + languageServerBenchCases() + coldStartCases)
  .filter { benchCase in
    filters.isEmpty || filters.contains { benchCase.name.contains($0) }
  }
if let calls {
  for benchCase in cases {
    benchCase.body()
    for _ in 0..<calls { benchCase.body() }
  }
  exit(0)
}
var runner = BenchRunner(samples: samples, clock: clock)
if format == "text" { runner.progress = { writeToStandardError("tierbar-bench: \($0)") } }
let results = runner.run(cases)
print(
  format == "json"
    ? BenchReport.json(results)
    : BenchReport.text(results, samples: samples, clock: clock.rawValue))
for missed in results where missed.missesTarget {
  writeToStandardError(
    "tierbar-bench: \(missed.name) missed its target: "
      + "\(BenchReport.hundredths(missed.ratioToBaseline ?? 0))× \(missed.baseline ?? ""), "
      + "target ≤ \(BenchReport.hundredths(missed.target ?? 0))×")
}
if results.contains(where: { $0.missesTarget }) { exit(1) }
