import Testing
import Tierbar
import TierbarYAML

/// Tiers stack from one sum of whole pixels (`TierStack`): a tier's top, its items' tops and the
/// bar's height are each computed once, so equal edges are equal doubles, compared exactly here.
@Suite struct TierStackingTests {
  /// Two `chips` tiers and a tier of plain items, each one 61-pixel line tall at scale 3.
  static func yaml(growth: String) -> String {
    """
    version: 1
    toolbars:
      - id: bar
        growth: \(growth)
        tiers:
          - id: base
            kind: chips
            parameters: { values: [1, 2], id-prefix: x }
          - id: middle
            kind: chips
            parameters: { values: [1, 2], id-prefix: y }
          - id: top
            items: [{ id: z, title: Z }]
    """
  }

  static func layOut(growth: String) throws -> ToolbarLayout {
    let text = yaml(growth: growth)
    let config = try #require(ConfigLoader().load(Array(text.utf8)).config)
    return TierbarLayoutTests.layOut(config)
  }

  /// 61 and 122 pixels at scale 3, as the grid converts them (`pixels × 1/3`).
  static let line = 61 * (1.0 / 3)
  static let twoLines = 122 * (1.0 / 3)

  /// Intrinsic: the top tier at exactly 0 (the stack summed slices in points and subtracted them
  /// again, leaving 7.1e-15), the others on the grid, each item at its own tier's y.
  @Test func intrinsicTiersSitOnTheGridFromZero() throws {
    let layout = try Self.layOut(growth: "intrinsic")
    #expect(layout.tiers.map(\.frame.y) == [Self.twoLines, Self.line, 0])
    #expect(layout.tiers.map(\.frame.height) == [Self.line, Self.line, Self.line])
    #expect(layout.size.height == 61)
    #expect(layout.hitRegion == Rect(x: 0, y: 0, width: 393, height: 61))
    try Self.expectItemsAtTheirTiersY(layout)
    let json = layout.json.render(pretty: false)
    #expect(json.contains(#"{"id":"top","visible":true,"frame":{"x":0,"y":0,"#))
    #expect(!json.contains("e-"))
  }

  /// Overlay: the base tier at 0, the others above it at whole pixels, the hit region up to the
  /// highest.
  @Test func overlayTiersStackUpwardsOnTheGrid() throws {
    let layout = try Self.layOut(growth: "overlay")
    #expect(layout.tiers.map(\.frame.y) == [0, -Self.line, -Self.twoLines])
    #expect(layout.size.height == Self.line)
    #expect(layout.hitRegion.y == -Self.twoLines)
    #expect(layout.hitRegion.height == 183 * (1.0 / 3))
    try Self.expectItemsAtTheirTiersY(layout)
  }

  /// Every item (no padding, a line as tall as its tier) lies at its tier's y, bit for bit.
  static func expectItemsAtTheirTiersY(_ layout: ToolbarLayout) throws {
    #expect(layout.items.map(\.id) == ["x1", "x2", "y1", "y2", "z"])
    for item in layout.items {
      let tier = try #require(layout.tiers.first { $0.id == item.tier })
      #expect(item.frame.y == tier.frame.y, "\(item.id)")
      #expect(item.hitArea.y == tier.frame.y, "\(item.id)")
    }
  }
}
