import Dispatch
import Testing
import Tierbar
import TierbarTestSupport

/// `HitTester`: whatever layout it is built from (generated ones, hand-built ones, lines out of
/// order), it finds what a scan of every item's hit area finds; it is a value (a rebuilt tester
/// leaves its copies as they were), and reading it from several threads at once needs nothing.
@Suite struct HitTesterTests {
  static let generated = ToolbarGenerator.cases(count: 120, firstSeed: 5_001)

  /// The rule, plainly: the first enabled item whose hit area contains the point.
  static func scan(_ layout: ToolbarLayout, _ point: Point) -> Int? {
    layout.items.firstIndex { $0.enabled && $0.hitArea.contains(point) }
  }

  /// Every hit area's edges and corners, a hair either side of each, and seeded random points in
  /// and around the hit region.
  static func points(around layout: ToolbarLayout, seed: UInt64) -> [Point] {
    var points: [Point] = []
    for item in layout.items {
      let area = item.hitArea
      for x in [area.minX, area.maxX, area.midX] {
        for y in [area.minY, area.maxY, area.minY + area.height / 2] {
          for nudge in [-1e-9, 0, 1e-9] {
            points.append(Point(x: x + nudge, y: y))
            points.append(Point(x: x, y: y + nudge))
          }
        }
      }
    }
    var random = SeededRandom(seed: seed)
    let region = layout.hitRegion
    for _ in 0..<300 {
      points.append(
        Point(
          x: Double.random(in: (region.minX - 20)...(region.maxX + 20), using: &random),
          y: Double.random(in: (region.minY - 20)...(region.maxY + 20), using: &random)))
    }
    return points
  }

  /// The areas holding `point`, enabled or not.
  static func holders(_ layout: ToolbarLayout, _ point: Point) -> [Int] {
    layout.items.indices.filter { layout.items[$0].hitArea.contains(point) }
  }

  /// Where one area holds the point (or none), the tester's answer is the scan's. An area's far
  /// edges are its origin plus its size, which can land a rounding error past the next area's
  /// origin: a point exactly on such an edge is in two areas, and the tester then answers with
  /// the one its line and column give (or nil, when that one is disabled).
  @Test(arguments: generated)
  func findsWhatAScanFinds(generated: GeneratedCase) {
    let layout = generated.engine().layout(
      environment: generated.environment, state: generated.state)
    let tester = HitTester(layout)
    for point in Self.points(around: layout, seed: generated.seed) {
      let found = tester.itemIndex(at: point)
      let holders = Self.holders(layout, point)
      if holders.count <= 1 {
        let expected = Self.scan(layout, point)
        #expect(found == expected, "at \(point.x), \(point.y)")
        #expect(layout.hitTest(point)?.id == expected.map { layout.items[$0].id })
      } else {
        #expect(found.map { holders.contains($0) && layout.items[$0].enabled } ?? true)
      }
    }
  }

  /// A tester rebuilt for each layout of a bar (what the controller does) answers for the
  /// latest; a copy taken before keeps answering for its own.
  @Test func aRebuiltTesterAnswersForItsNewLayoutAndItsCopiesForTheirs() {
    let cases = ToolbarGenerator.cases(count: 12, firstSeed: 7_001)
    var tester = HitTester()
    var kept: [(HitTester, ToolbarLayout)] = []
    for generated in cases {
      let layout = generated.engine().layout(
        environment: generated.environment, state: generated.state)
      tester.rebuild(for: layout)
      kept.append((tester, layout))
      for point in Self.points(around: layout, seed: generated.seed) {
        #expect(tester.itemIndex(at: point) == Self.scan(layout, point))
      }
    }
    for (copy, layout) in kept {
      for point in Self.points(around: layout, seed: 3) {
        #expect(copy.itemIndex(at: point) == Self.scan(layout, point))
      }
    }
  }

  /// Hand-built layouts: lines over the same items, lines out of order, no lines at all, a
  /// line past the items: each answers as the scan does (lines that cannot be searched by y
  /// are not searched).
  @Test func handBuiltLinesThatCannotBeSearchedAreScanned() throws {
    let laidOut = layOut(bar([50, 50, 50]))
    let line = try #require(laidOut.hitLines.first)
    let lower = HitLine(minY: line.maxY, maxY: line.maxY + 44, items: 0..<0, descending: false)
    let past = HitLine(minY: line.minY, maxY: line.maxY, items: 0..<9, descending: false)
    for lines in [[line, line, line], [lower, line], [], [past]] {
      let layout = ToolbarLayout(
        toolbar: laidOut.toolbar, size: laidOut.size, hitRegion: laidOut.hitRegion,
        tiers: Array(laidOut.tiers), items: laidOut.items, hitLines: lines)
      let tester = HitTester(layout)
      for point in Self.points(around: layout, seed: 11) where lines != [past] {
        #expect(tester.itemIndex(at: point) == Self.scan(layout, point), "\(lines.count) lines")
      }
      if lines == [past] {
        // A line whose items are not all written matches nothing.
        #expect(tester.itemIndex(at: Point(x: 30, y: 20)) == nil)
      }
    }
    #expect(HitTester(laidOut).itemIndex(at: Point(x: 30, y: 20)) == 0)
  }

  @Test func pointsThatAreNotNumbersHitNothing() {
    let tester = HitTester(layOut(bar([50, 50, 50])))
    for value in [Double.nan, .infinity, -.infinity, .greatestFiniteMagnitude] {
      #expect(tester.itemIndex(at: Point(x: value, y: 20)) == nil, "x \(value)")
      #expect(tester.itemIndex(at: Point(x: 30, y: value)) == nil, "y \(value)")
    }
    #expect(tester.itemIndex(at: Point(x: 30, y: 20)) == 0)
    #expect(HitTester().itemIndex(at: Point(x: 30, y: 20)) == nil)
  }

  /// Eight threads read one tester at once: a read writes nothing, so every answer is the scan's.
  @Test func threadsReadingOneTesterAgree() {
    let engine = OutputStorageTests.engine(buttons: 12, wraps: true)
    let layout = engine.layout(environment: LayoutEnvironment(width: 400), state: ToolbarState())
    let tester = HitTester(layout)
    let points = Self.points(around: layout, seed: 1)
    let expected = points.map { Self.scan(layout, $0) }
    DispatchQueue.concurrentPerform(iterations: 8) { thread in
      for index in points.indices where (index + thread) % 3 == 0 {
        #expect(tester.itemIndex(at: points[index]) == expected[index])
      }
    }
  }
}
