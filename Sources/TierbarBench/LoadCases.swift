import CYAML
import TierbarCorpus
import TierbarModel
import TierbarYAML

/// The `load.*` cases, each timing one load of the generated corpus (`LoadCorpus`):
/// - `load.raw-events`: libyaml's event loop over the bytes and nothing else, the floor;
/// - `load.nodes`: `YAMLReader`, bytes → located node tree (screening, composition, limits);
/// - `load.full`: `ConfigLoader`, bytes → nodes → model → validation diagnostics;
/// both by the wall clock: libyaml parses a file this large on a second thread (`ParseAhead`);
/// - `load.hostile.*`: hostile input must fail fast: a "billion laughs" file (nine levels of nine
///   aliases) and 100,000 nested `[`, each read with the default limits.
func loadBenchCases() -> [BenchCase] {
  let bytes = LoadCorpus().bytes()
  let limits = YAMLLimits(maxBytes: max(YAMLLimits.default.maxBytes, bytes.count))
  let reader = YAMLReader(limits: limits)
  let loader = ConfigLoader(limits: limits)
  let sink = BenchSink()
  let billionLaughs = billionLaughsBytes()
  let deepNesting = [UInt8](repeating: UInt8(ascii: "["), count: 100_000)
  writeToStandardError(corpusSummary(bytes, loader: loader))
  return [
    BenchCase(name: "load.raw-events", operations: 1) {
      sink.keep(rawEventCount(bytes))
    },
    BenchCase(
      name: "load.nodes", operations: 1, baseline: "load.raw-events", timedByWallClock: true
    ) {
      sink.keep(reader.read(bytes).node?.mapping?.count ?? -1)
    },
    BenchCase(
      name: "load.full", operations: 1, baseline: "load.raw-events", timedByWallClock: true,
      targets: [.ratio(atMost: 1.5)]
    ) {
      sink.keep(loader.load(bytes).diagnostics.count)
    },
    BenchCase(name: "load.hostile.billion-laughs", operations: 1) {
      sink.keep(YAMLReader().read(billionLaughs).diagnostics.count)
    },
    BenchCase(name: "load.hostile.deep-nesting", operations: 1) {
      sink.keep(YAMLReader().read(deepNesting).diagnostics.count)
    },
  ]
}

/// The corpus's size and whether it loads cleanly (it must: the cases time the success path).
func corpusSummary(_ bytes: [UInt8], loader: ConfigLoader) -> String {
  let errors = loader.load(bytes).diagnostics.filter { $0.severity == .error }
  let first = errors.first.map { "; first: \($0.range.start) \($0.code) \($0.message)" } ?? ""
  return "load corpus: \(bytes.count) bytes (\(BenchReport.mebibytes(bytes.count))),"
    + " \(rawEventCount(bytes)) libyaml events, \(errors.count) load errors\(first)"
}

/// `a: &a [lol × 9]`, `b: &b [*a × 9]`, … `i: &i [*h × 9]`: 9⁹ scalars if expanded.
func billionLaughsBytes() -> [UInt8] {
  let names = ["a", "b", "c", "d", "e", "f", "g", "h", "i"]
  var lines = ["a: &a [" + Array(repeating: "lol", count: 9).joined(separator: ", ") + "]"]
  for (previous, name) in zip(names, names.dropFirst()) {
    let aliases = Array(repeating: "*" + previous, count: 9).joined(separator: ", ")
    lines.append("\(name): &\(name) [\(aliases)]")
  }
  return Array(lines.joined(separator: "\n").utf8)
}

/// libyaml's event loop, nothing else: parse every event and free it. -1 on a syntax error.
func rawEventCount(_ bytes: [UInt8]) -> Int {
  bytes.withUnsafeBufferPointer { buffer in
    // Heap-allocated: libyaml's parser keeps a pointer to itself (its read handler's data).
    let parser = UnsafeMutablePointer<yaml_parser_t>.allocate(capacity: 1)
    let event = UnsafeMutablePointer<yaml_event_t>.allocate(capacity: 1)
    defer {
      parser.deallocate()
      event.deallocate()
    }
    guard yaml_parser_initialize(parser) != 0, let base = buffer.baseAddress else { return -1 }
    defer { yaml_parser_delete(parser) }
    yaml_parser_set_input_string(parser, base, buffer.count)
    yaml_parser_set_encoding(parser, YAML_UTF8_ENCODING)
    var count = 0
    while yaml_parser_parse(parser, event) != 0 {
      let isEnd = event.pointee.type == YAML_STREAM_END_EVENT
      yaml_event_delete(event)
      count += 1
      if isEnd { return count }
    }
    return -1
  }
}
