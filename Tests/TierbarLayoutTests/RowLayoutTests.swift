import Testing
import Tierbar

/// One tier of buttons built in code: each `widths` entry is a fixed-width item (min-size with
/// zero insets and an empty title), `nil` a flexible space.
func bar(
  _ widths: [Double?], layout: RowLayout = RowLayout(), height: TierHeight = .fixed(44),
  growth: ToolbarDefinition.Growth = .intrinsic
) -> (TierbarConfig, ToolbarDefinition) {
  var styles: [String: StyleDefinition] = [:]
  var items: [ItemDefinition] = []
  for (index, width) in widths.enumerated() {
    guard let width else {
      items.append(ItemDefinition(id: "space-\(index + 1)", kind: .flexibleSpace))
      continue
    }
    let style = "w\(Int(width))"
    styles[style] = StyleDefinition(
      appearance: StyleAppearance(contentInsets: .zero, minSize: Size(width: width, height: 30)))
    items.append(ItemDefinition(id: "b\(index + 1)", title: "", style: style))
  }
  let toolbar = ToolbarDefinition(
    id: "bar", growth: growth,
    tiers: [TierDefinition(id: "main", height: height, layout: layout, items: items)])
  return (TierbarConfig(styles: styles, toolbars: [toolbar]), toolbar)
}

func layOut(
  _ setup: (TierbarConfig, ToolbarDefinition), width: Double = 300,
  direction: LayoutEnvironment.LayoutDirection = .leftToRight,
  state: ToolbarState = ToolbarState()
) -> ToolbarLayout {
  let engine = LayoutEngine(RowRegistry.testing.resolve(config: setup.0, toolbar: setup.1))
  return engine.layout(
    environment: LayoutEnvironment(width: width, scale: 2, layoutDirection: direction),
    state: state)
}

@Suite struct RowLayoutTests {
  @Test func naturalRowStartsAtThePaddingWithSpacing() {
    let layout = layOut(bar([40, 60, 50]))
    let expected: [Double] = [8, 8 + 40 + 8, 8 + 40 + 8 + 60 + 8]
    #expect(layout.items.map(\.frame.minX) == expected)
    #expect(layout.items.map(\.frame.width) == [40, 60, 50])
    #expect(layout.items.map(\.frame.minY) == [7, 7, 7])  // (44 − 30) / 2
  }

  static let alignments: [(RowLayout.Alignment, Double)] = [
    (.leading, 8),
    (.center, 8 + (284 - 100 - 8) / 2),
    (.trailing, 300 - 8 - 100 - 8),
  ]

  @Test(arguments: alignments)
  func alignmentPlacesTheLeftover(alignment: RowLayout.Alignment, firstX: Double) {
    let layout = layOut(bar([40, 60], layout: RowLayout(alignment: alignment)))
    let expected: [Double] = [firstX, firstX + 40 + 8]
    #expect(layout.items.map(\.frame.minX) == expected)
  }

  @Test func flexibleSpacesShareTheLeftoverEquallyAndAlignmentIsMoot() throws {
    // 284 content − (40 + 60 + 50) − 4 gaps × 8 = 102 → 51 per flexible space.
    let layout = layOut(bar([40, nil, 60, nil, 50], layout: RowLayout(alignment: .center)))
    let expected: [Double] = [8, 8 + 40 + 8 + 51 + 8, 8 + 40 + 8 + 51 + 8 + 60 + 8 + 51 + 8]
    #expect(layout.items.map(\.frame.minX) == expected)
    let last = try #require(layout.items.last)
    #expect(last.frame.maxX == (300 - 8))
  }

  @Test func fixedSpaceIsExactlyItsWidth() {
    let (config, toolbar) = bar([40, 40])
    var spaced = toolbar
    spaced.tiers[0].items.insert(ItemDefinition(id: "gap", kind: .fixedSpace(width: 20)), at: 1)
    let layout = layOut((config, spaced))
    let expected: [Double] = [8, 8 + 40 + 8 + 20 + 8]
    #expect(layout.items.map(\.frame.minX) == expected)
  }

  @Test func equalDistributionSharesTheWidth() {
    // (284 − 2 × 8) / 3 = 89.333 each; edges on the ½ pt grid.
    let layout = layOut(bar([40, 60, 50], layout: RowLayout(distribution: .equal)))
    let share = (284.0 - 16) / 3
    let edges = [8, 8 + share, 8 + share + 8, 8 + 2 * share + 8, 8 + 2 * share + 16, 292]
    let rounded = edges.map { ($0 * 2).rounded() / 2 }
    #expect(layout.items.map(\.frame.minX) == [rounded[0], rounded[2], rounded[4]])
    #expect(layout.items.map(\.frame.maxX) == [rounded[1], rounded[3], rounded[5]])
  }

  @Test func providerFlowOverridesTheTierLayout() {
    let toolbar = ToolbarDefinition(
      id: "bar", tiers: [TierDefinition(id: "range", kind: "segments", height: .fit)])
    let layout = layOut((TierbarConfig(toolbars: [toolbar]), toolbar))
    #expect(layout.items.map(\.id) == ["range-day", "range-week", "range-month"])
    let widths = layout.items.map(\.frame.width)
    #expect(widths.max().map { $0 - (widths.min() ?? 0) <= 0.5 } == true)
  }

  @Test func wrappingBreaksLinesAndFitsTheHeight() {
    // 284 wide: 100 + 8 + 100 fits, + 8 + 100 does not → lines [100, 100], [100].
    let layout = layOut(
      bar(
        [100, 100, 100],
        layout: RowLayout(
          padding: EdgeInsets(top: 4, leading: 8, bottom: 4, trailing: 8), wrap: true,
          lineSpacing: 6),
        height: .fit))
    let xs: [Double] = [8, 8 + 100 + 8, 8]
    let ys: [Double] = [4, 4, 4 + 30 + 6]
    #expect(layout.items.map(\.frame.minX) == xs)
    #expect(layout.items.map(\.frame.minY) == ys)
    #expect(layout.size.height == (4 + 30 + 6 + 30 + 4))
    // Hit bands split the 6 pt line gap at its middle.
    let tops: [Double] = [0, 0, 4 + 30 + 3]
    let bottoms: [Double] = [4 + 30 + 3, 4 + 30 + 3, 74]
    #expect(layout.items.map(\.hitArea.minY) == tops)
    #expect(layout.items.map(\.hitArea.maxY) == bottoms)
  }

  @Test func fittedTierIsContentPlusPadding() {
    let layout = layOut(
      bar(
        [40], layout: RowLayout(padding: EdgeInsets(top: 5, leading: 8, bottom: 7, trailing: 8)),
        height: .fit))
    #expect(layout.size.height == (5 + 30 + 7))
  }

  static let verticalAlignments: [(RowLayout.VerticalAlignment, Double)] = [
    (.top, 0), (.center, 7), (.bottom, 14),
  ]

  @Test(arguments: verticalAlignments)
  func verticalAlignmentInAFixedTier(alignment: RowLayout.VerticalAlignment, y: Double) {
    let layout = layOut(bar([40], layout: RowLayout(verticalAlignment: alignment)))
    #expect(layout.items.first?.frame.minY == y)
  }

  @Test func hiddenItemsTakeNoRoom() {
    let layout = layOut(bar([40, 60, 50]), state: ToolbarState(hiddenItems: ["b2"]))
    #expect(layout.items.map(\.id) == ["b1", "b3"])
    let expected: [Double] = [8, 8 + 40 + 8]
    #expect(layout.items.map(\.frame.minX) == expected)
  }

  @Test func rightToLeftMirrorsOrderAndPositions() {
    let layout = layOut(bar([40, 60, 50]), direction: .rightToLeft)
    #expect(layout.items.map(\.id) == ["b1", "b2", "b3"])
    let expected: [Double] = [300 - 8, 300 - 8 - 40 - 8, 300 - 8 - 40 - 8 - 60 - 8]
    #expect(layout.items.map(\.frame.maxX) == expected)
    #expect(layout.hitTest(Point(x: 295, y: 20))?.id == "b1")
    #expect(layout.hitTest(Point(x: 126 - 22, y: 20))?.id == "b3")  // reach: 22 pt past the frame
    #expect(layout.hitTest(Point(x: 126 - 23, y: 20)) == nil)
  }

  @Test func overflowingRowWarns() {
    let layout = layOut(bar([200, 200]))
    #expect(layout.warnings.map(\.code) == [.rowOverflow])
    #expect(layout.warnings.first?.tier == "main")
  }

  @Test func unknownKindAndFailingProviderLeaveTheTierEmpty() {
    let toolbar = ToolbarDefinition(
      id: "bar",
      tiers: [
        TierDefinition(id: "a", kind: "failing", height: .fit),
        TierDefinition(
          id: "b", kind: "nonesuch", height: .fixed(30),
          items: [ItemDefinition(id: "x", title: "X")]),
      ])
    let resolved = RowRegistry.testing.resolve(
      config: TierbarConfig(toolbars: [toolbar]), toolbar: toolbar)
    #expect(resolved.diagnostics.map(\.code) == [.rowProviderFailed, .unknownRowKind])
    #expect(resolved.diagnostics.map(\.severity) == [.error, .error])
    #expect(resolved.diagnostics.map(\.tier) == ["a", "b"])
    #expect(resolved.diagnostics.first?.message.contains("no data for a") == true)
    let engine = LayoutEngine(resolved)
    #expect(engine.toolbar.tiers.map(\.items.count) == [0, 0])
    let layout = engine.layout(environment: LayoutEnvironment(), state: ToolbarState())
    #expect(layout.items.isEmpty)
    #expect(layout.size.height == 30)
    // The registry's findings are its own; the layout's warnings are the layout's.
    #expect(layout.warnings.isEmpty)
  }

  @Test func engineToolbarHoldsTheProvidersItems() {
    let toolbar = ToolbarDefinition(
      id: "bar", tiers: [TierDefinition(id: "range", kind: "segments")])
    let resolved = RowRegistry.testing.resolve(
      config: TierbarConfig(toolbars: [toolbar]), toolbar: toolbar)
    let engine = LayoutEngine(resolved)
    #expect(engine.toolbar.tiers[0].items.map(\.id) == ["range-day", "range-week", "range-month"])
    #expect(resolved.diagnostics.isEmpty)
  }

  @Test func framesAreOnThePixelGrid() {
    let layout = layOut(bar([33.3, 41.7, 12.1]))
    for item in layout.items {
      for value in [item.frame.minX, item.frame.width, item.hitArea.minX, item.hitArea.width] {
        #expect(abs(value * 2 - (value * 2).rounded()) < 1e-9)
      }
    }
  }

  @Test func textScaleGrowsTitles() {
    let toolbar = ToolbarDefinition(
      id: "bar",
      tiers: [TierDefinition(id: "main", items: [ItemDefinition(id: "t", title: "Done")])])
    let config = TierbarConfig(toolbars: [toolbar])
    let engine = LayoutEngine(RowRegistry.builtIn.resolve(config: config, toolbar: toolbar))
    let normal = engine.layout(environment: LayoutEnvironment(scale: 1), state: ToolbarState())
    let large = engine.layout(
      environment: LayoutEnvironment(scale: 1, textScale: 2), state: ToolbarState())
    // Storage reused across text scales measures again: a change of Dynamic Type size applies.
    var again = normal
    engine.layout(
      into: &again, environment: LayoutEnvironment(scale: 1, textScale: 2), state: ToolbarState())
    #expect(normal.items[0].frame.width == (textWidth("Done") + 16).rounded(.up))
    #expect(large.items[0].frame.width == (2 * textWidth("Done") + 16).rounded(.up))
    #expect(large.size.height == (2 * lineHeight).rounded(.up))
    #expect(again == large)
  }
}
