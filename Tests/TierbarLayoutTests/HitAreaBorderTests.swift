import Testing
import Tierbar
import TierbarTestSupport
import TierbarYAML

/// Neighbouring hit areas meet at a border: in points, not only in whole pixels. At scales whose
/// 1/scale is inexact (3, 1.5) an area's `x + width` could round one unit in the last place past
/// its neighbour's `x`, so a point on the border was inside both (found by the `controller` fuzz
/// target: reminders, scale 1.5, 1,024 pt wide, the intervals tier expanded).
@Suite struct HitAreaBorderTests {
  static func reminders() throws -> TierbarConfig {
    let result = ConfigLoader().load(contentsOf: Fixtures.config("reminders.yaml").path)
    return try #require(result.config, "\(result.diagnostics)")
  }

  /// The first two enabled items whose hit areas overlap, or nil.
  static func overlap(in layout: ToolbarLayout) -> String? {
    let items = Array(layout.items).filter(\.enabled)
    for (index, item) in items.enumerated() {
      for other in items[(index + 1)...] where item.hitArea.intersects(other.hitArea) {
        return "\(item.id) \(item.hitArea) and \(other.id) \(other.hitArea)"
      }
    }
    return nil
  }

  @Test func theFuzzedLayoutHasNoSharedBorderPoint() throws {
    let config = try Self.reminders()
    let environment = LayoutEnvironment(
      width: 1024,
      safeArea: SafeAreaInsets(
        top: 41.88235294117647, left: 29.176470588235293, bottom: 16.470588235294116,
        right: 5.882352941176471),
      keyboard: .none, scale: 1.5, textScale: -1)
    let layout = layOut(config, environment: environment) { $0.expansion["intervals"] = 1 }
    #expect(Self.overlap(in: layout) == nil)
    let first = try #require(layout.item("one-hour"))
    let second = try #require(layout.item("three-hours"))
    #expect(first.hitArea.maxX <= second.hitArea.minX)
    // The border belongs to the item after it, through the index and by a scan alike.
    let border = Point(x: second.hitArea.minX, y: second.hitArea.minY + 1)
    #expect(layout.hitTest(border)?.id == "three-hours")
  }

  /// Every width from 320 to 430 pt at the scales whose 1/scale is inexact, both directions.
  @Test(arguments: [1.5, 3.0])
  func neighboursNeverOverlapInPoints(scale: Double) throws {
    let config = try Self.reminders()
    for width in 320...430 {
      for direction in LayoutEnvironment.LayoutDirection.allCases {
        let environment = LayoutEnvironment(
          width: Double(width), scale: scale, layoutDirection: direction)
        let layout = layOut(config, environment: environment) { $0.expansion["intervals"] = 1 }
        let overlap = Self.overlap(in: layout)
        #expect(overlap == nil, "width \(width), \(direction): \(overlap ?? "")")
        if overlap != nil { return }
      }
    }
  }
}
