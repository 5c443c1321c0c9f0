import TierbarModel

extension ToolbarLayout {
  /// The `tierbar layout --format json` document (an interface: field names are stable):
  /// `{"version":1,"toolbar","size","hitRegion","tiers":[{"id","visible","frame"}],
  /// "items":[{"id","tier","frame","hitArea","selected"}],"warnings":[{"code","message","item",
  /// "tier"}]}`. Numbers read back exactly (`OrderedJSON.format`).
  public var json: OrderedJSON {
    .object([
      ("version", .int(1)),
      ("toolbar", .string(toolbar)),
      ("size", .object([("width", .number(size.width)), ("height", .number(size.height))])),
      ("hitRegion", OrderedJSON(hitRegion)),
      (
        "tiers",
        .array(
          tiers.map { tier in
            .object([
              ("id", .string(tier.id)), ("visible", .bool(tier.visible)),
              ("frame", OrderedJSON(tier.frame)),
            ])
          })
      ),
      (
        "items",
        .array(
          items.map { item in
            .object([
              ("id", .string(item.id)), ("tier", .string(item.tier)),
              ("frame", OrderedJSON(item.frame)), ("hitArea", OrderedJSON(item.hitArea)),
              ("selected", .bool(item.selected)),
            ])
          })
      ),
      ("warnings", .array(warnings.map(\.json))),
    ])
  }
}

extension LayoutWarning {
  /// `{"code","message","item","tier"}`; `item` and `tier` are null when the warning names none.
  public var json: OrderedJSON {
    .object([
      ("code", .string(code.rawValue)), ("message", .string(message)),
      ("item", OrderedJSON(item)), ("tier", OrderedJSON(tier)),
    ])
  }
}
