import Tierbar

/// Always fails: the engine must report it and lay the tier out empty.
struct FailingProvider: RowProvider {
  let declaration = RowKindDeclaration(kind: "failing", summary: "always throws")

  func content(for tier: TierDefinition, context: RowContext) throws(RowProviderError) -> RowContent
  {
    throw RowProviderError("no data for \(tier.id)")
  }
}

/// Generates `count` items itself (ignores `items:`), one line, equal widths.
struct SegmentsProvider: RowProvider {
  let declaration = RowKindDeclaration(kind: "segments", summary: "equal segments")

  func content(for tier: TierDefinition, context: RowContext) throws(RowProviderError) -> RowContent
  {
    let titles = ["Day", "Week", "Month"]
    return RowContent(
      items: titles.map { ItemDefinition(id: "\(tier.id)-\($0.lowercased())", title: $0) },
      flow: .equal)
  }
}

extension RowRegistry {
  /// Built-ins (`checkboxes` included) plus the test providers.
  static var testing: RowRegistry {
    var registry = RowRegistry.builtIn
    try? registry.register(FailingProvider(), source: .code("tests"))
    try? registry.register(SegmentsProvider(), source: .code("tests"))
    return registry
  }
}
