import Testing
import TierbarModel
import TierbarRows
import TierbarTestSupport
import TierbarYAML

/// One diagnostic a marker test expects: its code at a marker, its severity, and the markers its
/// notes must land on (in order).
struct ExpectedDiagnostic: CustomStringConvertible {
  var code: DiagnosticCode
  var marker: String
  var severity: DiagnosticSeverity
  var notes: [String]
  /// Words the message must contain (the "did you mean" suggestion, the fix).
  var mentions: [String]

  init(
    _ code: DiagnosticCode, at marker: String, _ severity: DiagnosticSeverity = .error,
    notes: [String] = [], mentions: [String] = []
  ) {
    self.code = code
    self.marker = marker
    self.severity = severity
    self.notes = notes
    self.mentions = mentions
  }

  var description: String { "\(severity) \(code) at \(marker)" }
}

/// Loads a marked snippet and expects exactly the given diagnostics: no more, no fewer, each at
/// its marker. Returns the result for further checks.
@discardableResult
func expectDiagnostics(
  _ snippet: String, _ expected: [ExpectedDiagnostic],
  registry: RowRegistry = Fixtures.registry,
  sourceLocation: SourceLocation = #_sourceLocation
) -> ConfigLoadResult {
  let marked = MarkedText(snippet)
  let result = ConfigLoader(registry: registry).load(marked.bytes)
  let shown = result.diagnostics.map {
    "\($0.severity) \($0.code) \($0.range.start): \($0.message)"
  }
  #expect(
    result.diagnostics.count == expected.count,
    "expected \(expected), got:\n\(shown.joined(separator: "\n"))", sourceLocation: sourceLocation)
  for expectation in expected {
    guard let mark = marked[expectation.marker] else {
      Issue.record("snippet has no marker \(expectation.marker)", sourceLocation: sourceLocation)
      continue
    }
    let match = result.diagnostics.first {
      $0.code == expectation.code && $0.range.start == mark
    }
    guard let match else {
      let got = shown.joined(separator: "\n")
      Issue.record(
        "no \(expectation.code) at \(mark) (\(expectation.marker)); got:\n\(got)",
        sourceLocation: sourceLocation)
      continue
    }
    #expect(match.severity == expectation.severity, sourceLocation: sourceLocation)
    let noteMarks = expectation.notes.map { marked[$0] }
    #expect(match.notes.map(\.range.start) == noteMarks, sourceLocation: sourceLocation)
    for word in expectation.mentions {
      #expect(match.message.contains(word), "\(match.message)", sourceLocation: sourceLocation)
    }
  }
  #expect(
    (result.config != nil) == !result.diagnostics.hasErrors, sourceLocation: sourceLocation)
  return result
}

/// Loads YAML text that must be clean; returns the config.
func loadClean(
  _ yaml: String, registry: RowRegistry = Fixtures.registry,
  sourceLocation: SourceLocation = #_sourceLocation
) -> TierbarConfig? {
  let result = ConfigLoader(registry: registry).load(Array(yaml.utf8))
  #expect(
    result.diagnostics.isEmpty, "\(result.diagnostics.map(\.message))",
    sourceLocation: sourceLocation)
  return result.config
}
