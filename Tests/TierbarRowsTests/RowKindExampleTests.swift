import Testing
import Tierbar
import TierbarYAML

/// Whether the YAML loader and validator have landed (placeholders on this branch until merged).
let pipelineWorks =
  ConfigLoader().load(Array("toolbars:\n  - id: a\n    tiers:\n      - id: b\n".utf8)).config != nil

struct LabeledExample: CustomTestStringConvertible, Sendable {
  var kind: String
  var example: RowKindExample
  var testDescription: String { "\(kind): \(example.expectedCode?.rawValue ?? "valid")" }
}

/// Every example in every built-in declaration: docs and tests at once.
let builtInExamples = RowRegistry.builtInProviders.flatMap { provider in
  provider.declaration.examples.map { LabeledExample(kind: provider.declaration.kind, example: $0) }
}

@Suite struct RowKindExampleTests {
  /// Valid examples validate clean; invalid ones produce their expected code.
  @Test(
    .enabled(if: pipelineWorks, "needs the YAML loader and validator from main"),
    arguments: builtInExamples)
  func exampleThroughValidation(_ labeled: LabeledExample) {
    let yaml = exampleConfig(labeled.example.yaml)
    let result = ConfigLoader().load(Array(yaml.utf8))
    if let code = labeled.example.expectedCode {
      #expect(result.diagnostics.map(\.code).contains(code), "\(yaml)")
    } else {
      #expect(result.diagnostics == [], "\(yaml)")
    }
  }

  /// Until validation lands, the invalid examples' parameters are checked by the declaration's
  /// own checker (which validation may call); every invalid example must fail there or in YAML.
  @Test(arguments: builtInExamples.filter { !$0.example.isValid })
  func invalidExamplesNameACheckableCode(_ labeled: LabeledExample) throws {
    let code = try #require(labeled.example.expectedCode)
    #expect(
      [
        ParameterIssue.Code.unknownParameter, ParameterIssue.Code.missingParameter,
        ParameterIssue.Code.wrongType, ParameterIssue.Code.invalidParameterValue,
      ].contains(code))
  }
}

/// One example tier wrapped into a whole config.
func exampleConfig(_ tier: String) -> String {
  let lines = tier.split(separator: "\n", omittingEmptySubsequences: false)
    .filter { !$0.isEmpty }
  let body = lines.enumerated().map { index, line in
    (index == 0 ? "      - " : "        ") + line
  }
  return "version: 1\ntoolbars:\n  - id: example\n    tiers:\n" + body.joined(separator: "\n")
    + "\n"
}
