import TierbarModel

/// yaml-language-server's `defaultSnippets`: what an editor offers to insert for a new config,
/// toolbar, tier, item and style. `${N:text}` marks the places the cursor visits, in order.
enum Snippets {
  static func snippet(_ label: String, _ description: String, _ body: OrderedJSON) -> OrderedJSON {
    .object([
      ("label", .string(label)), ("description", .string(description)), ("body", body),
    ])
  }

  static let button = OrderedJSON.object([
    ("id", .string("${1:done}")), ("title", .string("${2:Done}")),
  ])

  static let tierBody = OrderedJSON.object([
    ("id", .string("${1:main}")),
    ("items", .array([.object([("id", .string("${2:done}")), ("title", .string("${3:Done}"))])])),
  ])

  static let toolbarBody = OrderedJSON.object([
    ("id", .string("${1:main}")),
    ("presentation", .string("${2:accessory}")),
    (
      "tiers",
      .array([
        .object([
          ("id", .string("${3:base}")),
          (
            "items",
            .array([
              .object([("space", .string("flexible"))]),
              .object([
                ("id", .string("${4:done}")), ("title", .string("${5:Done}")),
                ("action", .string("dismiss-keyboard")),
              ]),
            ])
          ),
        ])
      ])
    ),
  ])

  /// A style's keys; its placeholders are numbered from `first`.
  static func styleBody(first: Int) -> OrderedJSON {
    .object([
      ("foreground", .string("${\(first):systemBlue}")),
      ("background", .string("${\(first + 1):secondarySystemFill}")),
      ("corner-radius", .int(8)),
      ("content-insets", .array([.int(6), .int(12)])),
    ])
  }

  static let config = OrderedJSON.array([
    snippet(
      "New Tierbar config", "A config with one toolbar: a base tier with a Done button.",
      .object([("version", .int(1)), ("toolbars", .array([toolbarBody]))]))
  ])

  static let items: [OrderedJSON] = [
    snippet("New button", "A button with an id and a title.", button),
    snippet(
      "New icon button", "A button that shows an SF Symbol, with its VoiceOver label.",
      .object([
        ("id", .string("${1:bell}")), ("icon", .string("${2:bell}")),
        ("accessibility-label", .string("${3:Remind me}")),
      ])),
    snippet(
      "Flexible space", "A space that takes an equal share of the room left.",
      .object([("space", .string("flexible"))])),
  ]

  /// Snippets by mapping name (`MappingDeclaration.name`).
  static let forMapping: [String: OrderedJSON] = [
    "toolbar": .array([
      snippet("New toolbar", "An accessory bar with one tier and a Done button.", toolbarBody)
    ]),
    "tier": .array([snippet("New tier", "A tier with one button.", tierBody)]),
    "item": .array(items),
    "space": .array(items),
    "style": .array([
      snippet("New style", "Colours, corner radius and insets.", styleBody(first: 1))
    ]),
  ]

  /// For a `styles:` mapping: a new style under a name of the user's.
  static let namedStyle = OrderedJSON.array([
    snippet(
      "New style", "A named style: colours, corner radius and insets.",
      .object([("${1:chip}", styleBody(first: 2))]))
  ])
}
