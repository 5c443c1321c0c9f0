import TierbarModel

/// `kind: segmented`: the tier's items as a segmented control, sharing the row's width equally.
///
/// Pair it with `selection: single` so exactly one segment stays chosen.
public struct SegmentedRowProvider: RowProvider {
  public init() {}

  public let declaration = RowKindDeclaration(
    kind: "segmented",
    summary:
      "The tier's items as a segmented choice: one line, equal widths (use selection: single).",
    examples: [
      RowKindExample(
        yaml: """
          id: sort
          kind: segmented
          selection: single
          selected: newest
          items:
            - { id: newest, title: Newest }
            - { id: oldest, title: Oldest }
            - { id: name, title: Name }
          """),
      RowKindExample(
        yaml: """
          id: sort
          kind: segmented
          parameters: { columns: 3 }
          items:
            - { id: newest, title: Newest }
          """,
        expectedCode: ParameterIssue.Code.unknownParameter),
    ]
  )

  public func content(
    for tier: TierDefinition, context: RowContext
  ) throws(RowProviderError) -> RowContent {
    RowContent(items: tier.items, flow: .equal)
  }
}
