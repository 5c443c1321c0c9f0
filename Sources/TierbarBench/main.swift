// tierbar-bench: times Tierbar's hot paths in release mode.
//   swift run -c release tierbar-bench [--format json] [--samples N] [--filter TEXT] [--clock cpu]
// Every case runs after a warm-up; figures are per operation: median, min and max of the samples,
// and heap allocations (counted by CBenchAllocations). Both outputs add each case's ratio to its
// baseline (the in-run floor, e.g. load.* against load.raw-events), and each case's targets: the
// run exits 1 when a case misses one (after printing every figure), or when a whole run takes
// over two minutes (RunBudget).
#if canImport(Glibc)
  import Glibc
#elseif canImport(Musl)
  import Musl
#elseif canImport(Darwin)
  import Darwin
#endif

// Internal: `load.peak-memory` starts its program from a small process (see PeakMemoryRun).
if CommandLine.arguments.dropFirst().first == PeakMemoryRun.flag {
  PeakMemoryRun.report(Array(CommandLine.arguments.dropFirst(2)))
}

let usage = """
  usage: tierbar-bench [--format text|json] [--samples N] [--filter TEXT] [--clock wall|cpu]
                       [--calls N]
    --format   text (a table, default) or json ({"version":1,"cases":[…]})
    --samples  timed samples per case after the warm-up (default 7)
    --filter   run only cases whose name contains TEXT (repeatable), and their baselines;
               the compile.* cases (swiftc -typecheck of generated source) run only with a
               filter starting with "compile"
    --clock    wall (elapsed time, default) or cpu (this thread's CPU time: steadier when the
               machine is busy); cases whose work runs beyond this thread (load.nodes,
               load.full, the process cases) are timed by the wall clock either way
    --calls    run each case's body exactly N times after one warm-up call and report nothing
               (for profilers: `valgrind --tool=callgrind` then divide by N)
  """

var format = "text"
let defaultSamples = 7
var samples = defaultSamples
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

/// Whether one of `names` is asked for: it contains one of `filters` (every name, for none).
/// The one test of a name against the filters: `selected(by:)` asks it too.
func wants(_ names: [String], _ filters: [String]) -> Bool {
  filters.isEmpty || filters.contains { filter in names.contains { $0.contains(filter) } }
}
// The package's executables, found (or built) only when a case that runs them is to run, and
// before the run's clock starts.
let wantsColdStart = wants(["cli.cold-start", "cli.cold-start-baseline"], filters)
let wantsProcess = wants(
  ["load.peak-memory", "validate.raw-events", "validate.1000-files"], filters)
let tierbar = wantsColdStart || wantsProcess ? BenchExecutables.locate("tierbar") : ""
let coldStartBaseline = wantsColdStart ? BenchExecutables.locate("TierbarColdStartBaseline") : ""
let budget = RunBudget(isWholeRun: filters.isEmpty && samples == defaultSamples)
// The compile.* cases run swiftc for minutes a sample: only when a filter asks for them.
let wantsCompile = filters.contains { $0.hasPrefix("compile") }
let compileCases = wantsCompile ? compileBenchCases() : []
let coldStartCases =
  wantsColdStart ? coldStartBenchCases(tierbar: tierbar, baseline: coldStartBaseline) : []
let processCases = wantsProcess ? processBenchCases(tierbar: tierbar) : []
let groups: [[BenchCase]] = [
  loadBenchCases(), processCases, jsonLoadBenchCases(), layoutBenchCases(),
  controllerBenchCases(), renderBenchCases(), previewBenchCases(), compileCases,
  languageServerBenchCases(), coldStartCases,
]
let cases = Array(groups.joined()).selected(by: filters)
extension [BenchCase] {
  /// The cases whose name contains one of `filters` (all of them for none), with the baselines
  /// they are compared with: a ratio needs its baseline in the same rounds.
  func selected(by filters: [String]) -> [BenchCase] {
    guard !filters.isEmpty else { return self }
    var wanted = Set(map(\.name).filter { wants([$0], filters) })
    var added = wanted
    while !added.isEmpty {
      added = Set(filter { added.contains($0.name) }.compactMap(\.baseline)).subtracting(wanted)
      wanted.formUnion(added)
    }
    return filter { wanted.contains($0.name) }
  }
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
let elapsed = budget.elapsedNanoseconds()
print(
  format == "json"
    ? BenchReport.json(results, run: budget.jsonField(elapsed))
    : BenchReport.text(results, samples: samples, clock: clock.rawValue) + "\n"
      + budget.describe(elapsed))
let missed = results.filter { !$0.missedTargets.isEmpty }
for result in missed {
  writeToStandardError(
    "tierbar-bench: \(result.name) missed its target: "
      + result.missedTargets.joined(separator: ", "))
}
if !budget.isMet(elapsed) {
  writeToStandardError("tierbar-bench: \(budget.describe(elapsed))")
}
exit(missed.isEmpty && budget.isMet(elapsed) ? 0 : 1)
