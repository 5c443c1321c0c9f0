import Testing
import TierbarModel
import TierbarRows
import TierbarTestSupport
import TierbarValidation

/// A provider declaring one parameter of each type, and generating its own items.
private struct ChipsProvider: RowProvider {
  let declaration = RowKindDeclaration(
    kind: "test-chips",
    summary: "Chips from a list of values.",
    parameters: [
      ParameterDeclaration(
        name: "values", type: .integerList, required: true, description: "values"),
      ParameterDeclaration(
        name: "format", type: .string, allowedValues: ["minutes", "hours"], description: "unit"),
      ParameterDeclaration(name: "scale", type: .number, description: "scale"),
      ParameterDeclaration(name: "compact", type: .boolean, description: "compact"),
      ParameterDeclaration(name: "labels", type: .stringList, description: "labels"),
    ],
    acceptsItems: false
  )

  func content(for tier: TierDefinition, context: RowContext) throws(RowProviderError) -> RowContent
  {
    RowContent(items: [])
  }
}

@Suite struct ParameterDiagnosticTests {
  static var registry: RowRegistry {
    var registry = Fixtures.registry
    try? registry.register(ChipsProvider(), source: .code("tests"))
    return registry
  }

  static func tier(_ parameters: String, extra: String = "") -> String {
    "toolbars:\n  - id: bar\n    tiers:\n      - id: main\n        kind: test-chips\n" + extra
      + "        parameters: \(parameters)\n"
  }

  @Test func parametersAreStoredAsTypedValues() {
    let config = loadClean(
      Self.tier(
        "{ values: [60, 180], format: hours, scale: 1.5, compact: true, labels: [a, b] }"),
      registry: Self.registry)
    let parameters = config?.toolbars.first?.tiers.first?.parameters
    #expect(parameters?["values"] == .list([.int(60), .int(180)]))
    #expect(parameters?["format"] == .string("hours"))
    #expect(parameters?["scale"] == .double(1.5))
    #expect(parameters?["compact"] == .bool(true))
    #expect(parameters?["labels"] == .list([.string("a"), .string("b")]))
    #expect(config?.toolbars.first?.tiers.first?.kind == "test-chips")
  }

  @Test func unknownParameterSuggests() {
    expectDiagnostics(
      Self.tier("{ values: [1], 1️⃣fromat: hours }"),
      [.init(ParameterIssue.Code.unknownParameter, at: "1️⃣", mentions: ["did you mean 'format'?"])],
      registry: Self.registry)
  }

  @Test func wrongParameterTypes() {
    expectDiagnostics(
      Self.tier("{ values: 1️⃣[1, x], scale: 2️⃣big, compact: 3️⃣\"true\" }"),
      [
        .init(ParameterIssue.Code.wrongType, at: "1️⃣", mentions: ["a list of integers"]),
        .init(ParameterIssue.Code.wrongType, at: "2️⃣", mentions: ["a finite number"]),
        .init(ParameterIssue.Code.wrongType, at: "3️⃣", mentions: ["'true' or 'false'"]),
      ],
      registry: Self.registry)
  }

  @Test func valueOutsideAllowedValues() {
    expectDiagnostics(
      Self.tier("{ values: [1], format: 1️⃣hour }"),
      [
        .init(
          ParameterIssue.Code.invalidParameterValue, at: "1️⃣", mentions: ["did you mean 'hours'?"])
      ],
      registry: Self.registry)
  }

  @Test func missingRequiredParameterAtTheParameters() {
    expectDiagnostics(
      Self.tier("1️⃣{ format: hours }"),
      [
        .init(
          ParameterIssue.Code.missingParameter, at: "1️⃣", mentions: ["requires parameter 'values'"])
      ],
      registry: Self.registry)
  }

  @Test func missingRequiredParameterWithoutParametersAtTheTier() {
    expectDiagnostics(
      "toolbars:\n  - id: bar\n    tiers:\n      - 1️⃣id: main\n        kind: test-chips\n",
      [
        .init(
          ParameterIssue.Code.missingParameter, at: "1️⃣", mentions: ["requires parameter 'values'"])
      ],
      registry: Self.registry)
  }

  @Test func yaml11BooleanParameterWarns() {
    let result = expectDiagnostics(
      Self.tier("{ values: [1], compact: 1️⃣on }"),
      [.init(.yaml11Boolean, at: "1️⃣", .warning)], registry: Self.registry)
    #expect(result.config?.toolbars.first?.tiers.first?.parameters["compact"] == .bool(true))
  }

  @Test func itemsOnAKindThatMakesItsOwn() {
    expectDiagnostics(
      Self.tier("{ values: [1] }", extra: "        1️⃣items: [ { id: a, title: A } ]\n"),
      [.init(.itemsNotAccepted, at: "1️⃣", mentions: ["'test-chips'"])], registry: Self.registry)
  }

  @Test func buttonsTakeNoParameters() {
    expectDiagnostics(
      "toolbars:\n  - id: bar\n    tiers:\n      - id: main\n        parameters: { 1️⃣size: 2 }\n",
      [
        .init(ParameterIssue.Code.unknownParameter, at: "1️⃣", mentions: ["takes no parameters"])
      ])
  }

  @Test func checkboxColumns() {
    let config = loadClean(
      "toolbars:\n  - id: bar\n    tiers:\n      - id: main\n        kind: checkboxes\n"
        + "        parameters: { columns: 3 }\n")
    #expect(config?.toolbars.first?.tiers.first?.parameters["columns"] == .int(3))
  }

  @Test func unknownKindSkipsParameterChecks() {
    expectDiagnostics(
      "toolbars:\n  - id: bar\n    tiers:\n      - id: main\n        kind: 1️⃣nope\n"
        + "        parameters: { anything: 1 }\n",
      [.init(.unknownRowKind, at: "1️⃣")])
  }

  /// A kind that makes its own items: `selected` cannot be checked against ids, only the rule.
  @Test func selectedOnGeneratedItemsChecksOnlyTheRule() {
    let config = loadClean(
      Self.tier("{ values: [1] }", extra: "        selection: single\n        selected: v-60\n"),
      registry: Self.registry)
    #expect(config?.toolbars.first?.tiers.first?.defaultSelection == ["v-60"])
    expectDiagnostics(
      Self.tier("{ values: [1] }", extra: "        selection: single\n        selected: [a, 1️⃣b]\n"),
      [.init(.selectionDefaultInvalid, at: "1️⃣")], registry: Self.registry)
  }
}
