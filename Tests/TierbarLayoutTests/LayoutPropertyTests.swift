import Testing
import Tierbar
import TierbarTestSupport

/// Invariants over many generated toolbars (deterministic seeds; a failure names its seed).
@Suite struct LayoutPropertyTests {
  static let generated = ToolbarGenerator.cases(count: 300)

  /// A rectangle in whole pixels, so comparisons are exact.
  struct PixelRect: Equatable {
    var minX: Int, minY: Int, maxX: Int, maxY: Int

    init(_ rect: Rect, scale: Double) {
      minX = Int((rect.minX * scale).rounded())
      minY = Int((rect.minY * scale).rounded())
      maxX = Int((rect.maxX * scale).rounded())
      maxY = Int((rect.maxY * scale).rounded())
    }

    func overlaps(_ other: PixelRect) -> Bool {
      minX < other.maxX && other.minX < maxX && minY < other.maxY && other.minY < maxY
    }

    func contains(_ other: PixelRect) -> Bool {
      other.minX >= minX && other.maxX <= maxX && other.minY >= minY && other.maxY <= maxY
    }
  }

  func layout(_ generated: GeneratedCase) -> ToolbarLayout {
    generated.engine().layout(environment: generated.environment, state: generated.state)
  }

  /// Tiers whose row is wider than the bar: their items may legitimately leave the tier.
  func overflowing(_ layout: ToolbarLayout) -> Set<String> {
    let codes: Set<DiagnosticCode> = [.rowOverflow, .tierTooShort]
    return Set(layout.warnings.filter { codes.contains($0.code) }.compactMap(\.tier))
  }

  @Test(arguments: generated)
  func hitAreasAreDisjoint(generated: GeneratedCase) {
    let layout = layout(generated)
    let scale = generated.environment.scale
    let areas = layout.items.map { PixelRect($0.hitArea, scale: scale) }
    for first in areas.indices {
      for second in areas.indices where second > first {
        #expect(
          !areas[first].overlaps(areas[second]),
          "\(layout.items[first].id) and \(layout.items[second].id) overlap")
      }
    }
  }

  @Test(arguments: generated)
  func hitAreasContainTheirFramesAndStayInTheirTier(generated: GeneratedCase) {
    let layout = layout(generated)
    let scale = generated.environment.scale
    let skipped = overflowing(layout)
    for item in layout.items where !skipped.contains(item.tier) {
      let area = PixelRect(item.hitArea, scale: scale)
      #expect(area.contains(PixelRect(item.frame, scale: scale)), "\(item.id)")
      let tier = layout.tier(item.tier)
      #expect(tier.map { PixelRect($0.frame, scale: scale).contains(area) } == true, "\(item.id)")
      #expect(PixelRect(layout.hitRegion, scale: scale).contains(area), "\(item.id)")
    }
  }

  @Test(arguments: generated)
  func hitTestingAgreesWithABruteForceScan(generated: GeneratedCase) {
    let layout = layout(generated)
    let scale = generated.environment.scale
    let region = layout.hitRegion
    var random = SeededRandom(seed: generated.seed)
    // Pixel centres (never on an edge), inside and around the hit region.
    for _ in 0..<400 {
      let x =
        (Double(Int.random(in: -20...Int(region.maxX * scale) + 20, using: &random)) + 0.5) / scale
      let minY = Int(region.minY * scale) - 20
      let maxY = Int(region.maxY * scale) + 20
      let y = (Double(Int.random(in: minY...maxY, using: &random)) + 0.5) / scale
      let point = Point(x: x, y: y)
      let expected = layout.items.first { $0.enabled && $0.hitArea.contains(point) }
      #expect(layout.hitTest(point)?.id == expected?.id, "at \(x), \(y)")
    }
  }

  @Test(arguments: generated)
  func framesAreOnThePixelGrid(generated: GeneratedCase) {
    let layout = layout(generated)
    let scale = generated.environment.scale
    func onGrid(_ value: Double) -> Bool { abs(value * scale - (value * scale).rounded()) < 1e-6 }
    var values = [layout.size.height, layout.hitRegion.minY]
    for tier in layout.tiers { values += [tier.frame.minY, tier.frame.height] }
    for item in layout.items {
      values += [item.frame.minX, item.frame.minY, item.frame.width, item.frame.height]
      values += [item.hitArea.minX, item.hitArea.minY, item.hitArea.width, item.hitArea.height]
    }
    #expect(values.allSatisfy(onGrid))
  }

  @Test(arguments: generated)
  func rightToLeftIsTheMirrorOfLeftToRight(generated: GeneratedCase) {
    var leftToRight = generated.environment
    leftToRight.layoutDirection = .leftToRight
    var rightToLeft = leftToRight
    rightToLeft.layoutDirection = .rightToLeft
    // Physical insets swap sides in the mirror image.
    swap(&rightToLeft.safeArea.left, &rightToLeft.safeArea.right)
    let engine = generated.engine()
    let ltr = engine.layout(environment: leftToRight, state: generated.state)
    let rtl = engine.layout(environment: rightToLeft, state: generated.state)
    let width = ltr.size.width
    func mirrored(_ rect: Rect) -> Rect {
      Rect(x: width - rect.maxX, y: rect.y, width: rect.width, height: rect.height)
    }
    #expect(rtl.items.map(\.id) == ltr.items.map(\.id))
    #expect(rtl.tiers == ltr.tiers)
    #expect(rtl.size == ltr.size)
    for (left, right) in zip(ltr.items, rtl.items) {
      #expect(isClose(right.frame, mirrored(left.frame)), "\(left.id)")
      #expect(isClose(right.hitArea, mirrored(left.hitArea)), "\(left.id)")
    }
  }

  @Test(arguments: generated)
  func relayoutIntoReusedStorageMatchesAFreshLayout(generated: GeneratedCase) {
    let engine = generated.engine()
    var reused = engine.layout(environment: LayoutEnvironment(width: 500), state: ToolbarState())
    engine.layout(into: &reused, environment: generated.environment, state: generated.state)
    let fresh = engine.layout(environment: generated.environment, state: generated.state)
    #expect(reused == fresh)
    var byIndex = reused
    let (progress, items) = indexed(generated.state, for: engine)
    engine.layout(
      into: &byIndex, environment: generated.environment, progress: progress, items: items)
    #expect(byIndex == fresh)
  }

  @Test(arguments: generated)
  func settledHitAreasBelow44AreReported(generated: GeneratedCase) {
    let layout = layout(generated)
    let warned = Set(layout.warnings.filter { $0.code == .hitAreaTooSmall }.compactMap(\.item))
    for item in layout.items where item.enabled {
      let small = item.hitArea.width < 44 - 1e-9 || item.hitArea.height < 44 - 1e-9
      #expect(small == warned.contains(item.id), "\(item.id): \(item.hitArea)")
    }
  }
}
