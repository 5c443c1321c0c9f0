import TierbarModel

// Items (buttons and spaces) and their actions.
extension ConfigLanguage {
  static let blankItem = ItemDefinition(id: "")

  /// A button. An entry of `items:` with a `space` key is a `space` instead.
  public static let item = MappingDeclaration(
    name: "item",
    description:
      "A button of a tier: a title, an SF Symbol icon or both, and what a tap does. An entry "
      + "with `space:` is a space instead.",
    keys: [
      KeyDeclaration(
        "id", .id, required: true,
        description:
          "The item's name, unique in its toolbar: what `selected:` and the app's tap events "
          + "name."),
      KeyDeclaration(
        "title", .text,
        description:
          "The text on the button. An item needs a `title`, an `icon` or both."),
      KeyDeclaration(
        "icon", .text,
        description:
          "The name of an SF Symbol shown on the button (e.g. `bell`). Without a title, also "
          + "give an `accessibility-label`."),
      KeyDeclaration(
        "tag", .tag,
        description:
          "The app's value for this item (an integer or a string), reported with selections "
          + "and events; unique in a tier with a selection rule."),
      KeyDeclaration(
        "style", .reference(.style),
        description: "The name of a style under `styles:` for this button."),
      KeyDeclaration(
        "hidden", .boolean, default: .bool(blankItem.hidden),
        description: "Whether the item is left out: it takes no room and keeps its selection."),
      KeyDeclaration(
        "disabled", .boolean, default: .bool(blankItem.disabled),
        description: "Whether the item is drawn disabled and ignores taps."),
      KeyDeclaration(
        "accessibility-label", .text,
        description: "What VoiceOver says for the item; needed when it shows only an icon."),
      KeyDeclaration(
        "action", .oneOf([.choice(actionWords), .mapping(actionArgument)]),
        description:
          "What a tap does: `dismiss-keyboard`, `select`, `{ toggle: TIER }`, "
          + "`{ expand: TIER }`, `{ collapse: TIER }` or `{ event: NAME }`. Without one, a tap "
          + "selects in a tier with a selection rule and does nothing otherwise."),
    ],
    needsOneOf: ["title", "icon"])

  public static let space = MappingDeclaration(
    name: "space",
    description: "A gap between items: flexible (an equal share of the room left) or fixed.",
    keys: [
      KeyDeclaration(
        "space", .oneOf([.choice(spaceWords), .size]), required: true,
        description: "`flexible`, or a width in points."),
      KeyDeclaration(
        "id", .id,
        description:
          "The space's name, unique in its toolbar (default `space-N`, N its position)."),
    ])

  static let spaceWords = [
    ChoiceDeclaration("flexible", "Takes an equal share of the room the other items leave.")
  ]

  /// Actions written as a single word.
  static let actionWords = [
    ChoiceDeclaration("dismiss-keyboard", "Hides the keyboard (ends editing)."),
    ChoiceDeclaration("select", "Changes the selection of the item's own tier by its rule."),
  ]

  /// Actions written as `{ NAME: ARGUMENT }`: exactly one key.
  public static let actionArgument = MappingDeclaration(
    name: "action",
    description:
      "An action with an argument, written with exactly one key, e.g. `{ toggle: TIER }`.",
    keys: [
      KeyDeclaration(
        "toggle", .reference(.tier),
        description: "Expands the named tier of this toolbar when collapsed, else collapses it."),
      KeyDeclaration(
        "expand", .reference(.tier),
        description: "Shows the named tier of this toolbar."),
      KeyDeclaration(
        "collapse", .reference(.tier),
        description: "Hides the named tier of this toolbar."),
      KeyDeclaration(
        "event", .text,
        description: "Tells the app: an event with this name, the item and its tag."),
    ],
    takesExactlyOneKey: true)

  /// Every action name, single words first.
  static var actionNames: [String] { actionWords.map(\.name) + actionArgument.keyNames }
}
