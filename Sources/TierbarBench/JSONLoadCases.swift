import TierbarCorpus
import TierbarJSON
import TierbarModel
import TierbarYAML

/// The `load.json.*` cases: the load corpus (`LoadCorpus`) as its canonical JSON, read by
/// `TierbarJSON` as an app that downloads its toolbars reads it. Each next to its YAML case on
/// the same config, in the same run:
/// - `load.json.nodes`: `JSONReader`, bytes → located node tree (baseline `load.nodes`);
/// - `load.json.full`: `JSONConfigLoader`, bytes → nodes → model → diagnostics (baseline
///   `load.full`);
/// - `load.json.hostile.deep-nesting`: 1,000,000 nested `[` fail at the depth limit.
func jsonLoadBenchCases() -> [BenchCase] {
  let yaml = LoadCorpus().bytes()
  let yamlLimits = YAMLLimits(maxBytes: max(YAMLLimits.default.maxBytes, yaml.count))
  let node = YAMLReader(limits: yamlLimits).read(yaml).node
  let bytes = node.map { Array(CanonicalJSON.write($0).text.utf8) } ?? []
  let limits = JSONLimits(maxBytes: max(JSONLimits.default.maxBytes, bytes.count))
  let reader = JSONReader(limits: limits)
  let loader = JSONConfigLoader(limits: limits)
  let sink = BenchSink()
  let deepNesting = [UInt8](repeating: UInt8(ascii: "["), count: 1_000_000)
  let errors = loader.load(bytes).diagnostics.filter { $0.severity == .error }
  writeToStandardError(
    "json load corpus: \(bytes.count) bytes, \(errors.count) load errors"
      + (errors.first.map { "; first: \($0.range.start) \($0.code)" } ?? ""))
  return [
    BenchCase(name: "load.json.nodes", operations: 1, baseline: "load.nodes") {
      sink.keep(reader.read(bytes).node?.mapping?.count ?? -1)
    },
    BenchCase(name: "load.json.full", operations: 1, baseline: "load.full") {
      sink.keep(loader.load(bytes).diagnostics.count)
    },
    BenchCase(name: "load.json.hostile.deep-nesting", operations: 1) {
      sink.keep(JSONReader().read(deepNesting).diagnostics.count)
    },
  ]
}
