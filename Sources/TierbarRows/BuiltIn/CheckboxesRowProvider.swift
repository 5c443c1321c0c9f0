import TierbarModel

/// `kind: checkboxes`: the tier's items as a grid of check boxes (the fitted input view).
///
/// Items flow into lines of `columns` cells. An item written without an icon gets the checked or
/// unchecked icon from the selection in the provider's context, so the grid draws its own check
/// marks. A layout engine asks providers once, when it is built: a renderer that keeps one engine
/// across taps should draw the checked icon from `ItemFrame.selected` (the icons are the same size,
/// so frames do not change).
public struct CheckboxesRowProvider: RowProvider {
  public init() {}

  public let declaration = RowKindDeclaration(
    kind: "checkboxes",
    summary: "The tier's items as a grid of check boxes, wrapping into `columns` per line.",
    parameters: [
      ParameterDeclaration(
        name: "columns", type: .integer, defaultValue: .int(1),
        description: "Check boxes per line (at least 1); items wrap into further lines."),
      ParameterDeclaration(
        name: "checked-icon", type: .string, defaultValue: .string("checkmark.square.fill"),
        description: "SF Symbol for a selected item that has no icon of its own."),
      ParameterDeclaration(
        name: "unchecked-icon", type: .string, defaultValue: .string("square"),
        description: "SF Symbol for an unselected item that has no icon of its own."),
    ],
    examples: [
      RowKindExample(
        yaml: """
          id: checks
          kind: checkboxes
          selection: multiple
          parameters: { columns: 2 }
          items:
            - { id: first, title: First }
            - { id: second, title: Second }
            - { id: third, title: Third }
          """),
      RowKindExample(
        yaml: """
          id: checks
          kind: checkboxes
          parameters: { columns: two }
          items:
            - { id: first, title: First }
          """,
        expectedCode: ParameterIssue.Code.wrongType),
      RowKindExample(
        yaml: """
          id: checks
          kind: checkboxes
          parameters: { colums: 2 }
          items:
            - { id: first, title: First }
          """,
        expectedCode: ParameterIssue.Code.unknownParameter),
    ]
  )

  /// The most columns a grid may have: far more than any screen fits.
  public static let maxColumns = 1_000

  /// `columns` from 1 to `maxColumns`, at the parameter's line, rather than a layout failure.
  public func checkParameters(_ parameters: [String: ConfigValue], tierID: String)
    -> [ParameterIssue]
  {
    guard let columns = parameters["columns"]?.intValue, columns < 1 || columns > Self.maxColumns
    else { return [] }
    return [
      ParameterIssue(
        parameter: "columns", code: ParameterIssue.Code.invalidParameterValue,
        message:
          "'columns' of check-box tier \(MessageText.quoted(tierID)) is \(columns); use 1 to "
          + "\(Self.maxColumns)")
    ]
  }

  public func content(
    for tier: TierDefinition, context: RowContext
  ) throws(RowProviderError) -> RowContent {
    let columns = try declaration.integer("columns", in: tier) ?? 1
    if let issue = checkParameters(tier.parameters, tierID: tier.id).first {
      throw RowProviderError(issue.message)
    }
    let checked = try declaration.string("checked-icon", in: tier) ?? "checkmark.square.fill"
    let unchecked = try declaration.string("unchecked-icon", in: tier) ?? "square"
    let items = tier.items.map { item in
      guard item.isInteractive, item.icon == nil else { return item }
      var box = item
      box.icon = context.state.isSelected(item.id, in: tier.id) ? checked : unchecked
      return box
    }
    return RowContent(items: items, flow: .wrap, columns: columns)
  }
}
