import Tierbar

/// A tier of `kind` with these parameters and items, as validation would hand it to a provider.
func tier(
  _ kind: String, id: String = "row", parameters: [String: ConfigValue] = [:],
  items: [ItemDefinition] = [], selection: SelectionRule = .none
) -> TierDefinition {
  TierDefinition(id: id, kind: kind, selection: selection, items: items, parameters: parameters)
}

func buttons(_ ids: String...) -> [ItemDefinition] {
  ids.map { ItemDefinition(id: $0, title: $0.capitalized) }
}

extension String {
  fileprivate var capitalized: String { prefix(1).uppercased() + dropFirst() }
}

/// The provider's content, or the error message it threw.
func content(
  _ provider: some RowProvider, _ tier: TierDefinition, context: RowContext = RowContext()
) -> Result<RowContent, RowProviderError> {
  do throws(RowProviderError) {
    return .success(try provider.content(for: tier, context: context))
  } catch {
    return .failure(error)
  }
}
