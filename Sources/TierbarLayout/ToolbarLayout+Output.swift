import TierbarModel

extension ToolbarLayout {
  /// The `tierbar layout --format json` document (an interface: field names are stable):
  /// `{"version":1,"toolbar","size","hitRegion","tiers":[{"id","visible","frame"}],
  /// "items":[{"id","tier","frame","hitArea","selected"}],"warnings":[{"code","message",…}]}`.
  public var json: OrderedJSON {
    .object([
      ("version", .number(1)),
      ("toolbar", .string(toolbar)),
      ("size", .object([("width", .number(size.width)), ("height", .number(size.height))])),
      ("hitRegion", hitRegion.json),
      (
        "tiers",
        .array(
          tiers.map { tier in
            .object([
              ("id", .string(tier.id)), ("visible", .bool(tier.visible)),
              ("frame", tier.frame.json),
            ])
          })
      ),
      (
        "items",
        .array(
          items.map { item in
            .object([
              ("id", .string(item.id)), ("tier", .string(item.tier)), ("frame", item.frame.json),
              ("hitArea", item.hitArea.json), ("selected", .bool(item.selected)),
            ])
          })
      ),
      ("warnings", .array(warnings.map(\.json))),
    ])
  }

  /// A readable table for terminals: the bar, then tiers, then items (frames as x, y, w × h).
  public var textTable: String {
    var lines: [String] = []
    lines.append(
      "toolbar \(toolbar): \(OrderedJSON.format(size.width)) × \(OrderedJSON.format(size.height))"
        + ", hit region \(hitRegion.text)")
    lines.append("")
    lines.append(Self.row(["tier", "visible", "frame"]))
    for tier in tiers {
      lines.append(Self.row([tier.id, tier.visible ? "yes" : "no", tier.frame.text]))
    }
    lines.append("")
    lines.append(Self.row(["item", "tier", "frame", "hit area", "selected"]))
    for item in items {
      let flags = (item.selected ? "yes" : "no") + (item.enabled ? "" : " (disabled)")
      lines.append(Self.row([item.id, item.tier, item.frame.text, item.hitArea.text, flags]))
    }
    for warning in warnings {
      lines.append("warning: \(warning.message) [\(warning.code)]")
    }
    return lines.joined(separator: "\n") + "\n"
  }

  private static func row(_ cells: [String]) -> String {
    let widths = [20, 14, 30, 30, 0]
    var text = ""
    for (index, cell) in cells.enumerated() {
      let width = index < widths.count ? widths[index] : 0
      text += cell
      if index < cells.count - 1 {
        text += String(repeating: " ", count: max(1, width - cell.count))
      }
    }
    return text
  }
}

extension Rect {
  /// `{"x","y","width","height"}`.
  public var json: OrderedJSON {
    .object([
      ("x", .number(x)), ("y", .number(y)), ("width", .number(width)), ("height", .number(height)),
    ])
  }

  /// `x, y, w × h` for tables.
  public var text: String {
    "\(OrderedJSON.format(x)), \(OrderedJSON.format(y)), "
      + "\(OrderedJSON.format(width)) × \(OrderedJSON.format(height))"
  }
}

extension LayoutWarning {
  /// `{"code","message"}` plus `"item"` / `"tier"` when the warning names one.
  public var json: OrderedJSON {
    var members: [(String, OrderedJSON)] = [
      ("code", .string(code.rawValue)), ("message", .string(message)),
    ]
    if let item { members.append(("item", .string(item))) }
    if let tier { members.append(("tier", .string(tier))) }
    return .object(members)
  }
}
