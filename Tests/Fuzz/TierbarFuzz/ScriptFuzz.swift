import TierbarInteraction
import TierbarJSON
import TierbarModel
import TierbarYAML

/// `script`: bytes as a `tierbar simulate` script (YAML, or JSON when they start with `{`, as for
/// a `.json` script), decoded and run against the example config holding the toolbar it names,
/// with `save`/`restore` in memory; the report printed as text and JSON.
///
/// Properties: a run without a report has an error; every diagnostic lies inside the script.
enum ScriptFuzz {
  static let target = FuzzTarget(
    name: "script", summary: "simulate script bytes → decoded steps, run against an example"
  ) { bytes in
    let yaml = YAMLReader().read(bytes)
    run(yaml.node, read: yaml.diagnostics, bytes)
    if bytes.first(where: { $0 != 0x20 && $0 != 0x0A && $0 != 0x09 && $0 != 0x0D }) == 0x7B {
      let json = JSONReader().read(bytes)
      run(json.node, read: json.diagnostics, bytes)
    }
  }

  /// As `tierbar simulate` does: a script the reader reports errors in is not run.
  static func run(_ node: ConfigNode?, read: [Diagnostic], _ bytes: [UInt8]) {
    checkInside(read, bytes)
    guard let node, !read.contains(where: { $0.severity == .error }) else { return }
    var files = InMemorySimulationFiles()
    let run = Simulation.run(
      script: node, config: ExampleConfigs.config(forScript: node), files: &files)
    let hasErrors = run.diagnostics.contains { $0.severity == .error }
    if run.report == nil && !hasErrors {
      FuzzFailure.fail("script", "the run has no report and no error")
    }
    checkInside(run.diagnostics, bytes)
    if let report = run.report {
      _ = report.text()
      _ = report.jsonText()
    }
  }

  static func checkInside(_ diagnostics: [Diagnostic], _ bytes: [UInt8]) {
    if let outside = FileLines.firstOutside(diagnostics, bytes) {
      FuzzFailure.fail("script", "diagnostic outside the script: \(outside)")
    }
  }
}
