import TierbarModel

/// `kind: buttons` (the default): the tier's own `items:`, as written.
public struct ButtonsRowProvider: RowProvider {
  public init() {}

  public let declaration = RowKindDeclaration(
    kind: TierDefinition.defaultKind,
    summary: "The tier's own items, as written in `items:` (the default kind).",
    examples: [
      RowKindExample(yaml: "id: main\nitems:\n  - { id: done, title: Done }\n")
    ]
  )

  public func content(
    for tier: TierDefinition, context: RowContext
  ) throws(RowProviderError) -> RowContent {
    RowContent(items: tier.items)
  }
}
