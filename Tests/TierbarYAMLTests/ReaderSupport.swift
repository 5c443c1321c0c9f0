import Testing
import TierbarModel
import TierbarYAML

/// Reads YAML text with the given limits.
func read(_ text: String, limits: YAMLLimits = .default) -> YAMLReadResult {
  YAMLReader(limits: limits).read(Array(text.utf8))
}

func read(bytes: [UInt8], limits: YAMLLimits = .default) -> YAMLReadResult {
  YAMLReader(limits: limits).read(bytes)
}

func range(_ startLine: Int, _ startColumn: Int, _ endLine: Int, _ endColumn: Int) -> SourceRange {
  SourceRange(
    start: SourceMark(line: startLine, column: startColumn),
    end: SourceMark(line: endLine, column: endColumn))
}

func mark(_ line: Int, _ column: Int) -> SourceMark { SourceMark(line: line, column: column) }

extension ConfigNode {
  /// The entry values of a mapping node by key, in order; for short assertions.
  var keys: [String] { mapping?.compactMap(\.keyName) ?? [] }
}

/// The single diagnostic with `code`, recording an issue when there is not exactly one.
func only(
  _ code: DiagnosticCode, in result: YAMLReadResult,
  sourceLocation: SourceLocation = #_sourceLocation
) -> Diagnostic? {
  let found = result.diagnostics.filter { $0.code == code }
  #expect(
    found.count == 1, "expected one \(code), got \(result.diagnostics)",
    sourceLocation: sourceLocation)
  return found.first
}
