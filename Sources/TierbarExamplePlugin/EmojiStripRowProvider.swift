import TierbarModel
import TierbarRows

/// `kind: emoji-strip`: a row of emoji buttons that send an event with the emoji as the tag, for
/// a chat field's quick reactions.
struct EmojiStripRowProvider: RowProvider {
  static let defaultEmoji = ["😀", "👍", "🎉", "❤️", "🔥"]

  let declaration = RowKindDeclaration(
    kind: "emoji-strip",
    summary: "A row of emoji buttons; each sends `event` with its emoji as the tag.",
    parameters: [
      ParameterDeclaration(
        name: "emoji", type: .stringList,
        defaultValue: .list(EmojiStripRowProvider.defaultEmoji.map(ConfigValue.string)),
        description: "The emoji, in order (at most 20)."),
      ParameterDeclaration(
        name: "event", type: .string, defaultValue: .string("insert-text"),
        description: "The event each button sends."),
    ],
    acceptsItems: false,
    examples: [
      RowKindExample(yaml: "id: reactions\nkind: emoji-strip\n"),
      RowKindExample(
        yaml: "id: reactions\nkind: emoji-strip\nparameters: { emoji: smile }\n",
        expectedCode: "wrong-type"),
    ]
  )

  func content(for tier: TierDefinition, context: RowContext) throws(RowProviderError)
    -> RowContent
  {
    let emoji = try declaration.strings("emoji", in: tier) ?? Self.defaultEmoji
    guard (1...20).contains(emoji.count) else {
      throw RowProviderError(
        "emoji-strip tier '\(tier.id)' has \(emoji.count) emoji; give 1 to 20")
    }
    let event = try declaration.string("event", in: tier) ?? "insert-text"
    let items = emoji.enumerated().map { index, symbol in
      ItemDefinition(
        id: "\(tier.id)-\(index + 1)", title: symbol, tag: .string(symbol),
        accessibilityLabel: symbol, action: .event(name: event))
    }
    return RowContent(items: items, flow: .equal)
  }
}
