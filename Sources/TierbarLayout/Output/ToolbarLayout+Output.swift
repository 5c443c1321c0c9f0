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
      ("warnings", .array(warnings.map(Self.warningJSON))),
    ])
  }
}

extension ToolbarLayout {
  /// A warning in the layout document: `{"code","message","item","tier"}`; `item` and `tier` are
  /// null when the warning names none (its place in the file is the `Diagnostic`'s range, which
  /// `tierbar layout` prints on standard error).
  static func warningJSON(_ warning: Diagnostic) -> OrderedJSON {
    .object([
      ("code", .string(warning.code.rawValue)), ("message", .string(warning.message)),
      ("item", OrderedJSON(warning.item)), ("tier", OrderedJSON(warning.tier)),
    ])
  }
}
