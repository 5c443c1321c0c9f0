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

      ])
    ),
    ("serverInfo", .object([("name", .string("tierbar"))])),
  ])
}
