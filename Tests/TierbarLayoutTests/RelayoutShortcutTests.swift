import Testing
import Tierbar

@testable import TierbarLayout

/// The per-frame shortcut (`relayoutChangedTiers`) and the adjusted tiers (`adjustTier`): bars
/// made to settle (one-line tiers of fixed height on a wide screen) take them on most steps, and
/// every relayout must still equal a layout into fresh storage. Off-grid or negative spacing,
/// right-to-left, spaces, fitted tiers and narrow screens make some steps fall back, which must
/// equal it too.
@Suite struct RelayoutShortcutTests {
  struct Bar: Sendable, CustomTestStringConvertible {
    var seed: UInt64
    var engine: LayoutEngine
    var environment: LayoutEnvironment
    var testDescription: String { "seed \(seed)" }
  }

  static let bars = (0..<80).map { bar(seed: 9_001 + UInt64($0)) }

  static func bar(seed: UInt64) -> Bar {
    var random = SeededRandom(seed: seed)
    let titles = ["OK", "Bold", "Italic", "a", "Next field", "日本", "Wi", "Done"]
    var tiers: [TierDefinition] = []
    for tier in 0..<Int.random(in: 1...3, using: &random) {
      let items = (0..<Int.random(in: 1...10, using: &random)).map { index in
        let id = "t\(tier)-\(index)"
        switch Int.random(in: 0..<14, using: &random) {
        case 0: return ItemDefinition(id: id, kind: .fixedSpace(width: 12))
        case 1: return ItemDefinition(id: id, kind: .flexibleSpace)
        default:
          return ItemDefinition(id: id, title: titles.randomElement(using: &random) ?? "OK")
        }
      }
      let fitted = Int.random(in: 0..<5, using: &random) == 0
      tiers.append(
        TierDefinition(
          id: "tier-\(tier)", height: fitted ? .fit : .fixed(44),
          layout: RowLayout(
            padding: EdgeInsets(
              top: 0, leading: Double(Int.random(in: 0...16, using: &random)), bottom: 0,
              trailing: 8),
            spacing: [8, 8, 8, 8, 7.5, 0, -6].randomElement(using: &random) ?? 8),
          items: items))
    }
    let toolbar = ToolbarDefinition(id: "bar", tiers: tiers)
    // Widths from roomy to tight, so some rows end near the bar's edge (where the last button's
    // hit area stops) and some would overflow once a button is shown.
    var environment = LayoutEnvironment(width: Double(Int.random(in: 240...820, using: &random)))
    environment.scale = [1, 2, 3].randomElement(using: &random) ?? 2
    if Int.random(in: 0..<5, using: &random) == 0 { environment.layoutDirection = .rightToLeft }
    if Int.random(in: 0..<4, using: &random) == 0 { environment.safeArea.left = 44 }
    return Bar(
      seed: seed,
      engine: LayoutEngine(config: TierbarConfig(toolbars: [toolbar]), toolbar: toolbar),
      environment: environment)
  }

  /// Three tiers of 44 pt with these titles (ids `t0-Bold`, `t1-Bold`, …), spaced 8 pt.
  static func plainBar(_ titles: [String]) -> LayoutEngine {
    let tiers = (0..<3).map { tier in
      TierDefinition(
        id: "tier-\(tier)", height: .fixed(44), layout: RowLayout(spacing: 8),
        items: titles.map { ItemDefinition(id: "t\(tier)-" + $0, title: $0) })
    }
    let toolbar = ToolbarDefinition(id: "bar", tiers: tiers)
    return LayoutEngine(config: TierbarConfig(toolbars: [toolbar]), toolbar: toolbar)
  }

  @Test(arguments: bars)
  func everyRelayoutEqualsAFreshLayout(bar: Bar) {
    var random = SeededRandom(seed: bar.seed)
    var vector = bar.engine.stateVector(for: ToolbarState.initial(for: bar.engine.toolbar))
    var reused = fresh(bar.engine, bar.environment, vector)
    let itemCount = vector.itemCount
    for step in 0..<60 {
      // Mostly one item changed (what the shortcut works in); sometimes two, or a tier's progress.
      let changes = Int.random(in: 0..<8, using: &random) == 0 ? 2 : 1
      for _ in 0..<changes {
        let item = Int.random(in: 0..<itemCount, using: &random)
        switch Int.random(in: 0..<12, using: &random) {
        case 0: vector.setSelected(!vector.isSelected(item: item), item: item)
        case 1: vector.setDisabled(!vector.isDisabled(item: item), item: item)
        case 2:
          let tier = Int.random(in: 0..<vector.progress.count, using: &random)
          vector.setProgress([0, 0.5, 1][Int.random(in: 0..<3, using: &random)], tier: tier)
        default: vector.setHidden(!vector.isHidden(item: item), item: item)
        }
      }
      bar.engine.layout(into: &reused, environment: bar.environment, vector: vector)
      let expected = fresh(bar.engine, bar.environment, vector)
      #expect(reused == expected, "step \(step)")
      #expect(reused.items == expected.items, "step \(step)")
      #expect(reused.hitLines == expected.hitLines, "step \(step)")
      // The hit-testing index the last step's hit tests built is rebuilt for this layout.
      for _ in 0..<24 {
        let region = reused.hitRegion
        let point = Point(
          x: Double.random(in: -4...(region.maxX + 4), using: &random),
          y: Double.random(in: (region.minY - 4)...(region.maxY + 4), using: &random))
        let scanned = reused.items.first { $0.enabled && $0.hitArea.contains(point) }
        #expect(reused.hitTest(point)?.id == scanned?.id, "step \(step) at \(point)")
      }
      if reused != expected { return }
    }
  }

  @Test(arguments: 0...19)
  func theOneChangedStateIsFoundAnywhere(count: Int) {
    // Words of eight states, then the rest (one load of the last eight when there are eight).
    let recorded = (0..<count).map {
      ItemState(hidden: $0 % 3 == 0, disabled: false, selected: $0 % 2 == 0)
    }
    func onlyChange(_ states: [ItemState], in range: Range<Int>) -> StateChange {
      var copy = recorded
      return states.withUnsafeBufferPointer { mine in
        copy.withUnsafeMutableBufferPointer { theirs in
          VectorStateReader(progress: UnsafeBufferPointer(start: nil, count: 0), states: mine)
            .onlyChange(from: theirs, in: range)
        }
      }
    }
    #expect(onlyChange(recorded, in: 0..<count) == .unchanged)
    for first in 0..<count {
      var one = recorded
      one[first].bits ^= ItemState.disabled
      #expect(onlyChange(one, in: 0..<count) == .one(first))
      #expect(onlyChange(one, in: 0..<first) == .unchanged)
      for second in (first + 1)..<max(first + 1, count) {
        var two = one
        two[second].bits ^= ItemState.hidden
        #expect(onlyChange(two, in: 0..<count) == .several, "\(first), \(second)")
        #expect(onlyChange(two, in: (first + 1)..<count) == .one(second))
      }
    }
  }

  @Test(arguments: [1.0, 2, 3])
  func aButtonShownOrHiddenNearTheBarsEdge(scale: Double) {
    // Every width from a roomy row to an overflowing one: the last button's hit area meets the
    // bar's edge at some of them, and showing Link overflows at the narrowest.
    let tier = TierDefinition(
      id: "tier", height: .fixed(44), layout: RowLayout(spacing: 8),
      items: ["Bold", "Italic", "Link", "Quote", "Code"].map { (title: String) in
        ItemDefinition(id: title, title: title)
      })
    let toolbar = ToolbarDefinition(id: "bar", tiers: [tier])
    let engine = LayoutEngine(config: TierbarConfig(toolbars: [toolbar]), toolbar: toolbar)
    let link = engine.itemIndex("Link") ?? -1
    var settledRelayouts = 0
    for width in stride(from: 250.0, through: 400, by: 1.0 / scale) {
      let environment = LayoutEnvironment(width: width, scale: scale)
      var vector = engine.stateVector(for: ToolbarState(hiddenItems: ["Link"]))
      var reused = fresh(engine, environment, vector)
      for hidden in [false, true, false] {
        if reused.memo.settled { settledRelayouts += 1 }
        vector.setHidden(hidden, item: link)
        engine.layout(into: &reused, environment: environment, vector: vector)
        #expect(reused == fresh(engine, environment, vector), "width \(width), hidden \(hidden)")
      }
    }
    #expect(settledRelayouts > 200)
  }

  @Test func changesInTurnInEveryTierOfAPlainBar() {
    // Each change moves the tiers after it: the next change, in another tier, must find that
    // tier where it now lies.
    let engine = Self.plainBar(["Bold", "Italic", "Link", "Quote"])
    let environment = LayoutEnvironment(width: 820, scale: 2)
    var vector = engine.stateVector(for: ToolbarState.initial(for: engine.toolbar))
    var reused = fresh(engine, environment, vector)
    let steps: [(String, String)] = [
      ("hide", "t0-Bold"), ("select", "t1-Link"), ("hide", "t2-Quote"), ("show", "t0-Bold"),
      ("hide", "t1-Italic"), ("select", "t2-Bold"), ("show", "t2-Quote"), ("hide", "t0-Link"),
      ("show", "t1-Italic"), ("hide", "t1-Bold"), ("select", "t0-Quote"),
    ]
    for (action, id) in steps {
      let item = engine.itemIndex(id) ?? -1
      switch action {
      case "hide": vector.setHidden(true, item: item)
      case "show": vector.setHidden(false, item: item)
      default: vector.setSelected(!vector.isSelected(item: item), item: item)
      }
      engine.layout(into: &reused, environment: environment, vector: vector)
      #expect(reused.memo.settled, "\(action) \(id)")
      #expect(reused == fresh(engine, environment, vector), "\(action) \(id)")
      #expect(reused.hitLines == fresh(engine, environment, vector).hitLines, "\(action) \(id)")
    }
  }

  @Test func aPlainBarStaysSettledAndShiftsTheButtonsAfterAHiddenOne() {
    let engine = Self.plainBar(["Bold", "Italic", "Link", "Quote", "Code"])
    let environment = LayoutEnvironment(width: 820, scale: 3)
    var vector = engine.stateVector(for: ToolbarState.initial(for: engine.toolbar))
    var reused = fresh(engine, environment, vector)
    #expect(reused.memo.settled)
    let before = reused.items.map(\.frame)
    let link = engine.itemIndex("t1-Link") ?? -1
    vector.setHidden(true, item: link)
    engine.layout(into: &reused, environment: environment, vector: vector)
    #expect(reused.memo.settled)
    #expect(reused == fresh(engine, environment, vector))
    // Quote moved into Link's place; the top tier moved one slot down, its frames unchanged.
    let quote = reused.items.frame(at: 7)
    #expect(reused.items[7].id == "t1-Quote")
    #expect(quote.x == before[7].x)
    #expect(reused.items.map(\.frame)[9...] == before[10...])
    vector.setHidden(false, item: link)
    vector.setSelected(true, item: link)
    engine.layout(into: &reused, environment: environment, vector: vector)
    #expect(reused.memo.settled)
    #expect(reused == fresh(engine, environment, vector))
    #expect(reused.item("t1-Link")?.selected == true)
  }
}
