import TierbarModel

/// `kind: navigation`: the field-navigation row (previous / next, then done at the trailing edge),
/// as IQKeyboardManager popularised it.
///
/// The app drives which buttons are enabled, because only it knows whether a previous or next
/// field exists: either through run-time data for the tier (`RowContext.data[tierID]` =
/// `{ previous: false, next: true }`) or by disabling the generated item ids in the state.
/// The tier's own `items:` go between `next` and the flexible space before `done`.
public struct NavigationRowProvider: RowProvider {
  public init() {}

  /// The events the generated previous / next items send (done sends `done` with `done-action: event`).
  public static let previousEvent = "previous-field"
  public static let nextEvent = "next-field"
  public static let doneEvent = "done"

  public let declaration = RowKindDeclaration(
    kind: "navigation",
    summary: "Previous / next / done field navigation; the app enables each through data or state.",
    parameters: [
      ParameterDeclaration(
        name: "previous-icon", type: .string, defaultValue: .string("chevron.up"),
        description: "SF Symbol of the previous button (\"\" for none)."),
      ParameterDeclaration(
        name: "previous-title", type: .string,
        description: "Title of the previous button (none by default)."),
      ParameterDeclaration(
        name: "next-icon", type: .string, defaultValue: .string("chevron.down"),
        description: "SF Symbol of the next button (\"\" for none)."),
      ParameterDeclaration(
        name: "next-title", type: .string,
        description: "Title of the next button (none by default)."),
      ParameterDeclaration(
        name: "done-title", type: .string, defaultValue: .string("Done"),
        description: "Title of the done button (\"\" for none)."),
      ParameterDeclaration(
        name: "done-icon", type: .string,
        description: "SF Symbol of the done button (none by default)."
      ),
      ParameterDeclaration(
        name: "done-action", type: .string, defaultValue: .string("dismiss-keyboard"),
        allowedValues: ["dismiss-keyboard", "event"],
        valueDescriptions: [
          "dismiss-keyboard": "Done hides the keyboard.",
          "event": "Done sends the event `done` to the app.",
        ],
        description: "What done does: dismiss the keyboard, or send the event `done` to the app."),
      ParameterDeclaration(
        name: "show-done", type: .boolean, defaultValue: .bool(true),
        description: "Whether the row has a done button."),
      ParameterDeclaration(
        name: "id-prefix", type: .string, defaultValue: .string(""),
        description:
          "Prefix of the generated item ids (`previous`, `next`, `done`), for two navigation rows."),
    ],
    examples: [
      RowKindExample(
        yaml: """
          id: navigation
          kind: navigation
          height: 44
          parameters: { done-action: event }
          """),
      RowKindExample(
        yaml: """
          id: navigation
          kind: navigation
          parameters: { done-action: close }
          """,
        expectedCode: ParameterIssue.Code.invalidParameterValue),
      RowKindExample(
        yaml: """
          id: navigation
          kind: navigation
          parameters: { show-done: 1 }
          """,
        expectedCode: ParameterIssue.Code.wrongType),
    ]
  )

  /// The generated items' ids (`<id-prefix>previous`, `next`, `flexible-space`, `done`), from
  /// `content` itself: everything but the tier's own items, which come after `next`.
  public func generatedItemIDs(for tier: TierDefinition) -> GeneratedItemIDs? {
    guard let items = try? content(for: tier, context: RowContext()).items else { return nil }
    let own = 2..<min(items.count, 2 + tier.items.count)
    let ids = items.indices.filter { !own.contains($0) }.map { items[$0].id }
    return GeneratedItemIDs(ids: ids, parameter: "id-prefix")
  }

  public func content(
    for tier: TierDefinition, context: RowContext
  ) throws(RowProviderError) -> RowContent {
    let prefix = try declaration.string("id-prefix", in: tier) ?? ""
    let enabled = context.data[tier.id]?.mapValue ?? [:]
    func isEnabled(_ role: String, id: String) -> Bool {
      enabled[role]?.boolValue != false && !context.state.disabledItems.contains(id)
    }

    var items: [ItemDefinition] = []
    for role in ["previous", "next"] {
      let id = prefix + role
      items.append(
        ItemDefinition(
          id: id,
          title: nonEmpty(try declaration.string("\(role)-title", in: tier)),
          icon: nonEmpty(try declaration.string("\(role)-icon", in: tier)),
          disabled: !isEnabled(role, id: id),
          accessibilityLabel: role == "previous" ? "Previous field" : "Next field",
          action: .event(name: role == "previous" ? Self.previousEvent : Self.nextEvent)))
    }
    items += tier.items
    if try declaration.boolean("show-done", in: tier) ?? true {
      let id = prefix + "done"
      let action: ItemAction =
        try declaration.string("done-action", in: tier) == "event"
        ? .event(name: Self.doneEvent) : .dismissKeyboard
      items.append(ItemDefinition(id: prefix + "flexible-space", kind: .flexibleSpace))
      items.append(
        ItemDefinition(
          id: id,
          title: nonEmpty(try declaration.string("done-title", in: tier)),
          icon: nonEmpty(try declaration.string("done-icon", in: tier)),
          disabled: !isEnabled("done", id: id),
          accessibilityLabel: "Done",
          action: action))
    }
    for item in items where item.isInteractive && item.title == nil && item.icon == nil {
      throw RowProviderError(
        "navigation tier '\(tier.id)': '\(item.id)' has neither a title nor an icon; "
          + "set its -title or -icon parameter")
    }
    return RowContent(items: items, flow: .singleLine)
  }

  private func nonEmpty(_ text: String?) -> String? {
    guard let text, !text.isEmpty else { return nil }
    return text
  }
}
