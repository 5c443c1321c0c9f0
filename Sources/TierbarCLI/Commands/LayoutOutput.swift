import TierbarLayout
import TierbarModel

/// `tierbar layout`'s two output formats. The JSON is an interface (documented in the README):
/// `{"version":1,"toolbar","size","hitRegion","tiers":[{"id","visible","frame"}],
/// "items":[{"id","tier","frame","hitArea","selected"}],"warnings":[{"code","message","item","tier"}]}`.
enum LayoutOutput {
  static func json(_ layout: ToolbarLayout) -> JSONValue {
    .object([
      ("version", .int(1)),
      ("toolbar", .string(layout.toolbar)),
      (
        "size",
        .object([("width", .number(layout.size.width)), ("height", .number(layout.size.height))])
      ),
      ("hitRegion", rect(layout.hitRegion)),
      (
        "tiers",
        .array(
          layout.tiers.map { tier in
            .object([
              ("id", .string(tier.id)), ("visible", .bool(tier.visible)),
              ("frame", rect(tier.frame)),
            ])
          })
      ),
      (
        "items",
        .array(
          layout.items.map { item in
            .object([
              ("id", .string(item.id)), ("tier", .string(item.tier)), ("frame", rect(item.frame)),
              ("hitArea", rect(item.hitArea)), ("selected", .bool(item.selected)),
            ])
          })
      ),
      ("warnings", .array(layout.warnings.map(warning))),
    ])
  }

  static func rect(_ rect: Rect) -> JSONValue {
    .object([
      ("x", .number(rect.x)), ("y", .number(rect.y)), ("width", .number(rect.width)),
      ("height", .number(rect.height)),
    ])
  }

  static func warning(_ warning: LayoutWarning) -> JSONValue {
    .object([
      ("code", .string(warning.code.rawValue)), ("message", .string(warning.message)),
      ("item", .optional(warning.item)), ("tier", .optional(warning.tier)),
    ])
  }

  static func text(_ layout: ToolbarLayout) -> String {
    let n = NumberFormat.readable
    var output = "toolbar \(layout.toolbar): \(n(layout.size.width)) × \(n(layout.size.height))"
    output += ", hit region \(describe(layout.hitRegion))\n\n"
    var tiers = Table(headers: ["tier", "visible", "x", "y", "width", "height"])
    for tier in layout.tiers {
      tiers.add([tier.id, tier.visible ? "yes" : "no"] + cells(tier.frame))
    }
    output += tiers.render() + "\n"
    if layout.items.isEmpty {
      output += "no visible items\n"
    } else {
      var items = Table(
        headers: ["item", "tier", "x", "y", "width", "height", "hit area", "selected"])
      for item in layout.items {
        let selected = item.selected ? "yes" : (item.enabled ? "" : "disabled")
        items.add([item.id, item.tier] + cells(item.frame) + [describe(item.hitArea), selected])
      }
      output += items.render()
    }
    for warning in layout.warnings {
      output += "warning: \(warning.message) [\(warning.code)]\n"
    }
    return output
  }

  private static func cells(_ rect: Rect) -> [String] {
    [rect.x, rect.y, rect.width, rect.height].map(NumberFormat.readable)
  }

  /// `x…maxX, y…maxY`: the form that makes overlap and coverage easy to read.
  static func describe(_ rect: Rect) -> String {
    let n = NumberFormat.readable
    return "x \(n(rect.minX))…\(n(rect.maxX)), y \(n(rect.minY))…\(n(rect.maxY))"
  }
}
