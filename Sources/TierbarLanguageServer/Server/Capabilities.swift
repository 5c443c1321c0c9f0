import TierbarModel

/// What the server tells the editor it can do, in answer to `initialize`.
enum Capabilities {
  static let initializeResult: OrderedJSON = .object([
    (
      "capabilities",
      .object([
        ("positionEncoding", .string("utf-16")),
        (
          "textDocumentSync",
          .object([("openClose", .bool(true)), ("change", .int(2))])
        ),
        (
          "completionProvider",
          .object([
            ("triggerCharacters", .array([.string(":"), .string(" "), .string("-")]))
          ])
        ),
        ("hoverProvider", .bool(true)),
        ("definitionProvider", .bool(true)),
        ("referencesProvider", .bool(true)),
        ("renameProvider", .bool(true)),
        (
          "codeActionProvider",
          .object([("codeActionKinds", .array([.string("quickfix")]))])
        ),
      ])
    ),
    (
      "serverInfo",
      .object([("name", .string("tierbar")), ("version", .string(TierbarVersion.current))])
    ),
  ])
}
