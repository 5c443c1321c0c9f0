import TierbarLayout
import TierbarModel

/// `tierbar layout`'s text table. The JSON format is the library's `ToolbarLayout.json`, so the
/// tool and an app print the same document.
enum LayoutOutput {
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
