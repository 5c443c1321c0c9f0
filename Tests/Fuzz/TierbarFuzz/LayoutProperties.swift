import TierbarLayout
import TierbarModel

/// What every layout promises whatever it was given: finite frames, enabled items' hit areas that
/// do not overlap, and a hit test (through its index) that answers as a plain scan of the items
/// does, at each item's centre and at the points given.
enum LayoutProperties {
  /// The first promise `layout` breaks, or nil.
  static func problem(in layout: ToolbarLayout, probes: [Point] = []) -> String? {
    let items = Array(layout.items)
    let sizes = [layout.size.width, layout.size.height] + [layout.bottomInset]
    if !sizes.allSatisfy(\.isFinite) || !isFinite(layout.hitRegion) {
      return
        "the layout's size, inset or hit region is not finite: \(layout.size) \(layout.hitRegion)"
    }
    if let tier = layout.tiers.first(where: { !isFinite($0.frame) }) {
      return "tier \(tier.id) has a frame that is not finite: \(tier.frame)"
    }
    if let item = items.first(where: { !isFinite($0.frame) || !isFinite($0.hitArea) }) {
      return "item \(item.id) has a frame or hit area that is not finite: \(item)"
    }
    let enabled = items.filter(\.enabled)
    for (index, item) in enabled.enumerated() {
      if let other = enabled[(index + 1)...].first(where: { $0.hitArea.intersects(item.hitArea) }) {
        return
          "the hit areas of \(item.id) \(item.hitArea) and \(other.id) \(other.hitArea) overlap"
      }
    }
    let centres = items.map {
      Point(x: $0.hitArea.x + $0.hitArea.width / 2, y: $0.hitArea.y + $0.hitArea.height / 2)
    }
    for point in centres + probes {
      let scanned = items.firstIndex { $0.enabled && $0.hitArea.contains(point) }
      let indexed = layout.hitTestIndex(point)
      if scanned != indexed {
        return "a hit test at \(point) gives item \(indexed.map { items[$0].id } ?? "none"), "
          + "a scan of the items \(scanned.map { items[$0].id } ?? "none")"
      }
    }
    return nil
  }

  static func isFinite(_ rect: Rect) -> Bool {
    rect.x.isFinite && rect.y.isFinite && rect.width.isFinite && rect.height.isFinite
  }
}
