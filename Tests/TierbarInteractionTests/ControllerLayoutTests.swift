import Testing
import TierbarInteraction
import TierbarLayout
import TierbarModel

/// The controller lays out into its own storage and keeps its hit tester with it: after any
/// sequence of events its layout is the one a fresh layout of its state gives, its hit tester
/// finds what a scan of that layout finds, and the effects are those of comparing before and
/// after. Frames of a tier slide (`layoutFrame(at:)`) are fresh layouts of the state with the
/// sliding tiers part-way, and leave the state as it was.
@Suite struct ControllerLayoutTests {
  /// A fresh layout of what the controller lays out: its engine, environment and state.
  static func fresh(_ controller: ToolbarController) -> ToolbarLayout {
    controller.engine.layout(
      environment: controller.effectiveEnvironment, state: controller.state)
  }

  static func scan(_ layout: ToolbarLayout, _ point: Point) -> Int? {
    layout.items.firstIndex { $0.enabled && $0.hitArea.contains(point) }
  }

  /// Points over every item and around the bar.
  static func points(_ layout: ToolbarLayout, random: inout SeededGenerator) -> [Point] {
    let region = layout.hitRegion
    var points = layout.items.map {
      Point(x: $0.hitArea.x + $0.hitArea.width / 2, y: $0.hitArea.y + $0.hitArea.height / 2)
    }
    for _ in 0..<40 {
      points.append(
        Point(
          x: Double.random(in: (region.minX - 10)...(region.maxX + 10), using: &random),
          y: Double.random(in: (region.minY - 10)...(region.maxY + 10), using: &random)))
    }
    return points
  }

  static func checkLaidOut(_ bar: ToolbarController, random: inout SeededGenerator) {
    let expected = fresh(bar)
    #expect(bar.layout == expected)
    for point in points(expected, random: &random) {
      #expect(bar.hitTester.itemIndex(at: point) == scan(expected, point), "at \(point)")
    }
  }

  /// A random event of every kind the controller takes (environments included: width, scale,
  /// direction, text size).
  static func event(
    for toolbar: ToolbarDefinition, bar: ToolbarController, random: inout SeededGenerator
  ) -> ToolbarEvent {
    let items = toolbar.allItems.map(\.id)
    let tier = toolbar.tiers.randomElement(using: &random)?.id ?? ""
    let item = items.randomElement(using: &random) ?? ""
    switch Int.random(in: 0..<12, using: &random) {
    case 0: return .toggle(tier: tier)
    case 1: return .expand(tier: tier)
    case 2: return .collapse(tier: tier)
    case 3: return .hide(items: [item])
    case 4: return .show(items: [item])
    case 5: return .setSelection(tier: tier, items: [item])
    case 6: return .clearSelection(tier: tier)
    case 7:
      var environment = bar.environment
      environment.width = Double.random(in: 200...900, using: &random).rounded()
      environment.scale = [1, 2, 3].randomElement(using: &random) ?? 3
      environment.layoutDirection = Bool.random(using: &random) ? .rightToLeft : .leftToRight
      environment.textScale = [0.8, 1, 1.35].randomElement(using: &random) ?? 1
      return .environment(environment)
    case 8:
      let region = bar.layout.hitRegion
      return .tapAt(
        Point(
          x: Double.random(in: region.minX...max(region.minX, region.maxX), using: &random),
          y: Double.random(in: region.minY...max(region.minY, region.maxY), using: &random)))
    default: return .tap(item: item)
    }
  }

  @Test(arguments: 1...40 as ClosedRange<UInt64>)
  func eventsLeaveTheLayoutAFreshLayoutWouldGive(seed: UInt64) {
    let toolbar = PropertyTests.toolbar(seed: seed)
    var random = SeededGenerator(seed: seed &* 31)
    var bar = Scenarios.controller(toolbar)
    Self.checkLaidOut(bar, random: &random)
    for step in 0..<120 {
      let before = bar.layout
      let event = Self.event(for: toolbar, bar: bar, random: &random)
      let effects = bar.handle(event)
      Self.checkLaidOut(bar, random: &random)
      // Effects still come from comparing before and after.
      let heightChanged = effects.contains { $0.type == "heightChanged" }
      #expect(
        heightChanged == (before.size.height != bar.layout.size.height), "step \(step) \(event)")
      for (index, tier) in before.tiers.enumerated() where index < bar.layout.tiers.count {
        let moved = before.progress(of: tier.id) != bar.layout.tiers[index].progress
        let reported = effects.contains {
          switch $0 {
          case .tierExpanded(let animation), .tierCollapsed(let animation):
            return animation.tier == tier.id && animation.from == tier.frame
              && animation.to == bar.layout.tiers[index].frame
          default: return false
          }
        }
        #expect(reported == moved, "step \(step) \(event): tier \(tier.id)")
      }
    }
  }

  /// Frames of an expansion: each is the fresh layout of the state with the tier part-way (the
  /// curve's progress), the last is the settled layout, and none changes the state.
  @Test(arguments: [AnimationCurve.linear, .easeInOut])
  func framesOfASlideAreLayoutsOfTheTierPartWay(curve: AnimationCurve) throws {
    let toolbar = Scenarios.reminders(growth: .intrinsic)
    let timing = AnimationTiming(duration: 0.2, curve: curve)
    var bar = ToolbarController(
      config: Scenarios.remindersConfig(growth: .intrinsic), toolbar: toolbar,
      environment: Scenarios.iphone15, container: Scenarios.screen,
      options: ToolbarController.Options(tierAnimation: timing))
    let tier = try #require(toolbar.tiers.first { $0.collapsed })
    _ = bar.handle(.expand(tier: tier.id))
    let settledState = bar.state
    let settled = bar.layout
    var random = SeededGenerator(seed: 5)
    for time in [-1, 0, 0.05, 0.1, 0.15, 0.2, 0.5] {
      bar.layoutFrame(at: time)
      #expect(bar.state == settledState)
      let fraction = time <= 0 ? 0 : time >= 0.2 ? 1 : curve.progress(at: time / 0.2)
      var partWay = settledState
      partWay.expansion[tier.id] = fraction
      let expected = bar.engine.layout(environment: bar.effectiveEnvironment, state: partWay)
      #expect(bar.layout == expected, "at \(time)")
      for point in Self.points(expected, random: &random) {
        #expect(bar.hitTester.itemIndex(at: point) == Self.scan(expected, point))
      }
    }
    #expect(bar.layout == settled)
    // Collapsing from the middle of the slide starts from the frame shown.
    bar.layoutFrame(at: 0.1)
    let shown = bar.layout
    let effects = bar.handle(.collapse(tier: tier.id))
    let collapse = try #require(
      effects.compactMap { effect -> TierAnimation? in
        if case .tierCollapsed(let animation) = effect { return animation }
        return nil
      }.first)
    #expect(collapse.from == shown.tier(tier.id)?.frame)
    bar.layoutFrame(at: 0)
    #expect(bar.layout == shown)
    bar.layoutFrame(at: 0.2)
    #expect(bar.layout == Self.fresh(bar))
  }

  /// An event in the middle of a slide that moves no tier lays the bar out settled; the next
  /// frame goes on from where the tier was shown.
  @Test func aTapInTheMiddleOfASlideSettlesTheBar() throws {
    let toolbar = Scenarios.reminders(growth: .intrinsic)
    var bar = Scenarios.controller(toolbar, config: Scenarios.remindersConfig(growth: .intrinsic))
    let tier = try #require(toolbar.tiers.first { $0.collapsed })
    _ = bar.handle(.expand(tier: tier.id))
    bar.layoutFrame(at: 0.05)
    let shown = bar.layout
    let item = try #require(tier.items.first { $0.isInteractive })
    _ = bar.handle(.tap(item: item.id))
    #expect(bar.layout == Self.fresh(bar))
    bar.layoutFrame(at: 0)
    #expect(bar.layout.tier(tier.id)?.frame == shown.tier(tier.id)?.frame)
  }
}

extension ToolbarLayout {
  fileprivate func progress(of tier: String) -> Double? { self.tier(tier)?.progress }
}
