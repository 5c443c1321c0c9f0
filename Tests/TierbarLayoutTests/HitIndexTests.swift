import Dispatch
import Foundation
import Testing
import Tierbar

@testable import TierbarLayout

/// The hit-testing index (`HitIndexLine`): built by a layout's first hit test, dropped when the
/// engine writes the layout again, shared by copies, built once when several threads hit-test a
/// fresh layout at the same moment, and never built from lines a layout engine would not write
/// (hit tests then scan). Whatever path a hit test takes, it finds what a scan of every item
/// finds.
@Suite struct HitIndexTests {
  static let environment = LayoutEnvironment(width: 400, scale: 2)

  static func state(of layout: ToolbarLayout) -> CLong? {
    layout.output.map { $0.head.pointee.indexState }
  }

  /// Pixel centres across the bar and a little around it, on every line.
  static func points(around layout: ToolbarLayout) -> [Point] {
    let region = layout.hitRegion
    return stride(from: region.minY - 3, through: region.maxY + 3, by: 2.25).flatMap { y in
      stride(from: -3.25, through: region.maxX + 3, by: 3.5).map { Point(x: $0, y: y) }
    }
  }

  static func scan(_ layout: ToolbarLayout, _ point: Point) -> String? {
    layout.items.first { $0.enabled && $0.hitArea.contains(point) }?.id
  }

  /// `prepareForHitTesting` builds the index ahead of the first hit test, and hit tests then
  /// read it; calling it again, or on a layout with no items, changes nothing.
  @Test func preparingForHitTestingBuildsTheIndexAhead() {
    let engine = OutputStorageTests.engine(buttons: 5, wraps: false)
    let layout = fresh(engine, Self.environment, engine.stateVector(for: ToolbarState()))
    #expect(Self.state(of: layout) == HitIndexState.missing)
    layout.prepareForHitTesting()
    #expect(Self.state(of: layout) == HitIndexState.built)
    layout.prepareForHitTesting()
    #expect(Self.state(of: layout) == HitIndexState.built)
    for point in Self.points(around: layout) {
      #expect(layout.hitTest(point)?.id == Self.scan(layout, point), "at \(point)")
    }
    ToolbarLayout(toolbar: "empty").prepareForHitTesting()
  }

  @Test func theFirstHitTestBuildsTheIndexAndARelayoutDropsIt() {
    let engine = OutputStorageTests.engine(buttons: 4, wraps: true)
    var vector = engine.stateVector(for: ToolbarState())
    var layout = fresh(engine, Self.environment, vector)
    #expect(Self.state(of: layout) == HitIndexState.missing)
    #expect(layout.hitTest(Point(x: 1, y: 1)) != nil)
    #expect(Self.state(of: layout) == HitIndexState.built)
    // Laid out again into its own buffer (not held here: a second reference would make the
    // engine copy it): the index no longer describes it.
    let buffer = layout.output.map(ObjectIdentifier.init)
    vector.setHidden(true, item: engine.itemIndex("t1-1") ?? 0)
    engine.layout(into: &layout, environment: Self.environment, vector: vector)
    #expect(layout.output.map(ObjectIdentifier.init) == buffer)
    #expect(Self.state(of: layout) == HitIndexState.missing)
    for point in Self.points(around: layout) {
      #expect(layout.hitTest(point)?.id == Self.scan(layout, point), "at \(point)")
    }
    #expect(Self.state(of: layout) == HitIndexState.built)
    // A copy shares the buffer and its index, and keeps both when the original is written.
    let copy = layout
    #expect(Self.state(of: copy) == HitIndexState.built)
    vector.setHidden(true, item: engine.itemIndex("t2-0") ?? 0)
    engine.layout(into: &layout, environment: Self.environment, vector: vector)
    #expect(layout.output !== copy.output)
    #expect(Self.state(of: layout) == HitIndexState.missing)
    #expect(Self.state(of: copy) == HitIndexState.built)
    for point in Self.points(around: layout) {
      #expect(layout.hitTest(point)?.id == Self.scan(layout, point), "at \(point)")
      #expect(copy.hitTest(point)?.id == Self.scan(copy, point), "copy at \(point)")
    }
  }

  /// Eight threads hit-test each fresh layout at once: one builds the index, the others scan
  /// meanwhile or read it once built; every answer is the scan's.
  @Test func threadsHitTestingAFreshLayoutAtOnceAgree() {
    let engine = OutputStorageTests.engine(buttons: 12, wraps: true)
    let template = engine.layout(environment: Self.environment, state: ToolbarState())
    let points = Self.points(around: template)
    let expected = points.map { Self.scan(template, $0) }
    for round in 0..<40 {
      let layout = engine.layout(environment: Self.environment, state: ToolbarState())
      let mismatches = Counter()
      DispatchQueue.concurrentPerform(iterations: 8) { thread in
        for index in points.indices.shuffled() where (index + thread) % 2 == 0 {
          if layout.hitTest(points[index])?.id != expected[index] { mismatches.add() }
        }
      }
      #expect(mismatches.value == 0, "round \(round)")
      #expect(Self.state(of: layout) == HitIndexState.built)
    }
  }

  @Test func linesSharingItemsAreScannedNotIndexed() throws {
    let laidOut = layOut(bar([50, 50, 50]))
    let line = try #require(laidOut.hitLines.first)
    // Three lines over the same three items: their keys would not fit the index's room.
    let layout = ToolbarLayout(
      toolbar: laidOut.toolbar, size: laidOut.size, hitRegion: laidOut.hitRegion,
      tiers: Array(laidOut.tiers), items: laidOut.items, hitLines: [line, line, line])
    for point in Self.points(around: layout) {
      #expect(layout.hitTest(point)?.id == Self.scan(layout, point), "at \(point)")
    }
    #expect(Self.state(of: layout) == HitIndexState.unbuildable)
  }

  @Test func pointsThatAreNotNumbersHitNothing() {
    let layout = layOut(bar([50, 50, 50]))
    for value in [Double.nan, .infinity, -.infinity, .greatestFiniteMagnitude] {
      #expect(layout.hitTest(Point(x: value, y: 20)) == nil, "x \(value)")
      #expect(layout.hitTest(Point(x: 30, y: value)) == nil, "y \(value)")
    }
    #expect(layout.hitTest(Point(x: 30, y: 20))?.id == "b1")
  }
}

/// A count several threads add to.
private final class Counter: @unchecked Sendable {
  private let lock = NSLock()
  private var count = 0

  func add() {
    lock.lock()
    count += 1
    lock.unlock()
  }

  var value: Int {
    lock.lock()
    defer { lock.unlock() }
    return count
  }
}
