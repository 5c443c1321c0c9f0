import Foundation
import Testing
import TierbarTestSupport

/// The shipped schema under two independent validators: Python `jsonschema` (Draft7Validator,
/// YAML read with ruamel.yaml, which check-jsonschema installs) and `check-jsonschema`, the
/// command teams run in CI and pre-commit hooks. `.ci/needs/python-validators` installs both.
@Suite(
  .enabled(
    if: Python.hasValidators,
    "needs python3 with the PyPI packages jsonschema and check-jsonschema (.ci/needs/python-validators installs them)"
  ))
struct ExternalValidatorTests {
  static let schema = Fixtures.configsDirectory.appendingPathComponent("tierbar.schema.json")
  static let invalidFolder = Fixtures.corpusDirectory.appendingPathComponent("invalid")

  static var caught: [URL] {
    CorpusCoverage.verdicts.filter { $0.value == .caughtBySchema }.keys.sorted().map {
      invalidFolder.appendingPathComponent($0)
    }
  }

  static var validateOnly: [URL] {
    CorpusCoverage.verdicts.compactMap { name, verdict in
      if case .validateOnly = verdict { return name }
      return nil
    }.sorted().map { invalidFolder.appendingPathComponent($0) }
  }

  @Test func everyCorpusFileIsClassified() {
    let names = Set(Fixtures.invalidCorpusURLs.map(\.lastPathComponent))
    #expect(names == Set(CorpusCoverage.verdicts.keys))
  }

  @Test func everyConfigIsValidUnderJSONSchema() throws {
    let verdicts = try Python.jsonschemaVerdicts(schema: Self.schema, files: Fixtures.configURLs)
    #expect(verdicts.count == Fixtures.configURLs.count)
    for (file, verdict) in verdicts { #expect(verdict == "valid", "\(file)") }
  }

  @Test func everyConfigIsValidUnderCheckJSONSchema() throws {
    let failing = try Python.checkJSONSchemaFailures(
      schema: Self.schema, files: Fixtures.configURLs)
    #expect(failing.isEmpty, "\(failing)")
  }

  @Test func theCorpusFilesASchemaCanCatchAreInvalidUnderJSONSchema() throws {
    let verdicts = try Python.jsonschemaVerdicts(schema: Self.schema, files: Self.caught)
    #expect(verdicts.count == Self.caught.count)
    for (file, verdict) in verdicts { #expect(verdict.hasPrefix("invalid"), "\(file)") }
  }

  @Test func theCorpusFilesASchemaCanCatchAreInvalidUnderCheckJSONSchema() throws {
    let failing = try Python.checkJSONSchemaFailures(schema: Self.schema, files: Self.caught)
    #expect(failing == Set(Self.caught.map(\.path)))
  }

  /// The other side of the list: what it says only `tierbar validate` finds, the schema accepts,
  /// so the list stays true when the schema changes.
  @Test func theValidateOnlyCorpusFilesPassTheSchema() throws {
    let verdicts = try Python.jsonschemaVerdicts(schema: Self.schema, files: Self.validateOnly)
    for (file, verdict) in verdicts { #expect(verdict == "valid", "\(file)") }
    let failing = try Python.checkJSONSchemaFailures(
      schema: Self.schema, files: Self.validateOnly)
    #expect(failing.isEmpty, "\(failing)")
  }

  @Test func theSchemaIsAValidDraft07Schema() throws {
    let result = try Python.run([
      "-c",
      "import json, sys, jsonschema; "
        + "jsonschema.Draft7Validator.check_schema(json.load(open(sys.argv[1]))); print('ok')",
      Self.schema.path,
    ])
    #expect(result.status == 0, "\(result.stderr)")
    #expect(result.stdout == "ok\n")
  }
}
