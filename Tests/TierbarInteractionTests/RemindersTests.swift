import Testing
import TierbarInteraction
import TierbarModel

/// The Reminders article: bell slides the chips tier in; single-optional chips; bell slides it out.
@Suite struct RemindersTests {
  @Test func overlaySequence() throws {
    var bar = Scenarios.controller(Scenarios.reminders(), config: Scenarios.remindersConfig())
    #expect(bar.expandedTiers == ["main"])

    // Bell: the chips tier slides in above the bar (overlay: no height change, hit region grows).
    let expand = bar.handle(.tap(item: "bell"))
    #expect(expand.types == ["tierExpanded"])
    guard case .tierExpanded(let slide) = expand.first else { throw Failure("no tierExpanded") }
    #expect(slide.tier == "intervals")
    #expect(slide.timing == AnimationTiming(duration: 0.1, curve: .easeInOut))
    #expect(slide.from.height == 0)
    #expect(slide.to == Rect(x: 0, y: -60, width: 393, height: 60))
    #expect(slide.hitRegion == Rect(x: 0, y: -60, width: 393, height: 110))
    #expect(bar.expandedTiers == ["main", "intervals"])
    #expect(bar.layout.size.height == 50)

    // "1hour" selects tag 60.
    let first = bar.handle(.tap(item: "one-hour"))
    #expect(
      first == [
        .selectionChanged(
          SelectionChange(tier: "intervals", selected: ["one-hour"], tags: [.int(60)]))
      ])
    // Again: cleared, no tag.
    let again = bar.handle(.tap(item: "one-hour"))
    #expect(
      again == [.selectionChanged(SelectionChange(tier: "intervals", selected: [], tags: []))])
    // "3hour" then "5hour": the choice moves.
    _ = bar.handle(.tap(item: "three-hours"))
    let moved = bar.handle(.tap(item: "five-hours"))
    #expect(
      moved == [
        .selectionChanged(
          SelectionChange(tier: "intervals", selected: ["five-hours"], tags: [.int(400)]))
      ])
    #expect(bar.selectedTags(in: "intervals") == [.int(400)])

    // Bell again: the tier slides out, the hit region shrinks back to the bar.
    let collapse = bar.handle(.tap(item: "bell"))
    #expect(collapse.types == ["tierCollapsed"])
    guard case .tierCollapsed(let out) = collapse.first else { throw Failure("no tierCollapsed") }
    #expect(out.from == Rect(x: 0, y: -60, width: 393, height: 60))
    #expect(out.hitRegion == Rect(x: 0, y: 0, width: 393, height: 50))
    #expect(bar.expandedTiers == ["main"])
    // The selection survives collapsing.
    #expect(bar.state.selection["intervals"] == ["five-hours"])
  }

  @Test func intrinsicGrowthReportsTheHeight() {
    var bar = Scenarios.controller(
      Scenarios.reminders(growth: .intrinsic), config: Scenarios.remindersConfig(growth: .intrinsic)
    )
    let expand = bar.handle(.tap(item: "bell"))
    #expect(expand.types == ["tierExpanded", "heightChanged"])
    #expect(expand.last == .heightChanged(HeightChange(height: 110, previous: 50)))
    let collapse = bar.handle(.tap(item: "bell"))
    #expect(collapse.types == ["tierCollapsed", "heightChanged"])
    #expect(collapse.last == .heightChanged(HeightChange(height: 50, previous: 110)))
  }

  @Test func chipsOfACollapsedTierCannotBeTapped() {
    var bar = Scenarios.controller(Scenarios.reminders(), config: Scenarios.remindersConfig())
    let effects = bar.handle(.tap(item: "one-hour"))
    #expect(effects.count == 1)
    guard case .refused(let refusal) = effects.first else {
      Issue.record("expected refused, got \(effects)")
      return
    }
    #expect(refusal.reason == .collapsedTier)
    #expect(bar.state.selection["intervals"] == nil)
  }

  @Test func tapAtResolvesThroughHitTesting() {
    var bar = Scenarios.controller(Scenarios.reminders(), config: Scenarios.remindersConfig())
    _ = bar.handle(.tap(item: "bell"))
    // The first chip starts at x = 20 in the tier above the bar (y −60…0).
    let effects = bar.handle(.tapAt(Point(x: 30, y: -40)))
    #expect(effects.first?.type == "selectionChanged")
    #expect(bar.state.selection["intervals"] == ["one-hour"])
    // Nowhere near an item: nothing happens.
    #expect(bar.handle(.tapAt(Point(x: 5000, y: 5000))).isEmpty)
  }

  @Test func noOpsEmitNothing() {
    var bar = Scenarios.controller(Scenarios.reminders(), config: Scenarios.remindersConfig())
    #expect(bar.handle(.collapse(tier: "intervals")).isEmpty)
    #expect(bar.handle(.expand(tier: "main")).isEmpty)
    _ = bar.handle(.expand(tier: "intervals"))
    #expect(bar.handle(.expand(tier: "intervals")).isEmpty)
    #expect(bar.handle(.clearSelection(tier: "intervals")).isEmpty)
    #expect(bar.handle(.show(items: ["one-hour"])).isEmpty)
  }

  @Test func tierAnimationIsConfigurable() {
    var bar = Scenarios.controller(Scenarios.reminders(), config: Scenarios.remindersConfig())
    bar.options.tierAnimation = AnimationTiming(duration: 0.3, curve: .linear)
    guard case .tierExpanded(let slide) = bar.handle(.expand(tier: "intervals")).first else {
      Issue.record("no tierExpanded")
      return
    }
    #expect(slide.timing == AnimationTiming(duration: 0.3, curve: .linear))
  }
}

struct Failure: Error, CustomStringConvertible {
  var description: String
  init(_ description: String) { self.description = description }
}
