extension RowRegistry {
  /// The providers every Tierbar knows, in documentation order.
  public static let builtInProviders: [any RowProvider] = [
    ButtonsRowProvider(),
    CheckboxesRowProvider(),
    SegmentedRowProvider(),
    NavigationRowProvider(),
    ChipsRowProvider(),
  ]

  /// A registry holding only the built-in kinds.
  public static var builtIn: RowRegistry {
    var registry = RowRegistry()
    for provider in builtInProviders {
      // Built-in kinds are distinct by construction; a clash here is caught by the tests.
      try? registry.register(provider, source: .builtIn)
    }
    return registry
  }
}
