import Tierbar

/// A stand-in for the built-in `checkboxes` kind (written elsewhere): the tier's items, wrapped
/// into a grid of `parameters.columns` equal columns.
struct TestCheckboxesProvider: RowProvider {
  let declaration = RowKindDeclaration(
    kind: "checkboxes", summary: "test grid",
    parameters: [
      ParameterDeclaration(
        name: "columns", type: .integer, defaultValue: .int(1), description: "columns")
    ])

  func content(for tier: TierDefinition, context: RowContext) throws(RowProviderError) -> RowContent {
    let columns = declaration.value("columns", in: tier)?.intValue ?? 1
    return RowContent(items: tier.items, flow: .wrap, columns: columns)
  }
}

/// Always fails: the engine must report it and lay the tier out empty.
struct FailingProvider: RowProvider {
  let declaration = RowKindDeclaration(kind: "failing", summary: "always throws")

  func content(for tier: TierDefinition, context: RowContext) throws(RowProviderError) -> RowContent {
    throw RowProviderError("no data for \(tier.id)")
  }
}

/// Generates `count` items itself (ignores `items:`), one line, equal widths.
struct SegmentsProvider: RowProvider {
  let declaration = RowKindDeclaration(kind: "segments", summary: "equal segments")

  func content(for tier: TierDefinition, context: RowContext) throws(RowProviderError) -> RowContent {
    let titles = ["Day", "Week", "Month"]
    return RowContent(
      items: titles.map { ItemDefinition(id: "\(tier.id)-\($0.lowercased())", title: $0) },
      flow: .equal)
  }
}

extension RowRegistry {
  /// Built-ins plus the test providers.
  static var testing: RowRegistry {
    var registry = RowRegistry.builtIn
    try? registry.register(TestCheckboxesProvider(), source: .code("tests"))
    try? registry.register(FailingProvider(), source: .code("tests"))
    try? registry.register(SegmentsProvider(), source: .code("tests"))
    return registry
  }
}
