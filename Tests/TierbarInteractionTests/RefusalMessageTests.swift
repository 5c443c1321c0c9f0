import Testing
import Tierbar

/// A refusal's message is read by the app's developer as a diagnostic is: it follows the one
/// message style (`MessageStyle`), for every reason a controller gives.
@Suite struct RefusalMessageTests {
  static func controller() -> ToolbarController {
    let toolbar = ToolbarDefinition(
      id: "bar",
      tiers: [
        TierDefinition(
          id: "one", height: .fixed(44), selection: .single,
          items: [
            ItemDefinition(id: "a", title: "A"), ItemDefinition(id: "b", title: "B"),
            ItemDefinition(id: "hidden", title: "H", hidden: true),
            ItemDefinition(id: "off", title: "O", disabled: true),
            ItemDefinition(id: "gap", kind: .flexibleSpace),
          ]),
        TierDefinition(
          id: "pick", height: .fixed(44), selection: .multiple(min: 1, max: 2),
          items: ["p", "q", "r"].map { ItemDefinition(id: $0, title: $0) }),
        TierDefinition(
          id: "plain", height: .fixed(44), selection: SelectionRule.none,
          items: [ItemDefinition(id: "n", title: "N")]),
        TierDefinition(
          id: "shut", height: .fixed(44), collapsed: true,
          items: [ItemDefinition(id: "s", title: "S")]),
      ])
    return ToolbarController(
      config: TierbarConfig(toolbars: [toolbar]), toolbar: toolbar,
      environment: LayoutEnvironment(width: 393),
      container: Rect(x: 0, y: 0, width: 393, height: 852))
  }

  /// Events that each draw a refusal, and the reason each must give.
  static let events: [(ToolbarEvent, Refusal.Reason)] = [
    (.tap(item: "nope"), .unknownItem),
    (.tap(item: "gap"), .notInteractive),
    (.tap(item: "hidden"), .hiddenItem),
    (.tap(item: "off"), .disabledItem),
    (.tap(item: "s"), .collapsedTier),
    (.hide(items: ["nope"]), .unknownItem),
    (.expand(tier: "nope"), .unknownTier),
    (.setSelection(tier: "one", items: ["a", "b"]), .tooManyForRule),
    (.setSelection(tier: "one", items: ["zzz"]), .unknownItem),
    (.setSelection(tier: "pick", items: ["p", "q", "r"]), .aboveMaximum),
    (.setSelection(tier: "pick", items: []), .belowMinimum),
    (.setSelection(tier: "plain", items: ["n"]), .notSelectable),
  ]

  @Test func everyRefusalFollowsTheMessageStyle() {
    var seen: Set<Refusal.Reason> = []
    for (event, reason) in Self.events {
      var controller = Self.controller()
      let refusals = controller.handle(event).compactMap { effect -> Refusal? in
        if case .refused(let refusal) = effect { return refusal }
        return nil
      }
      #expect(refusals.map(\.reason) == [reason], "\(event)")
      for refusal in refusals {
        #expect(MessageStyle.problem(in: refusal.message) == nil, "\(event): \(refusal.message)")
        seen.insert(refusal.reason)
      }
    }
    #expect(seen == Set(Refusal.Reason.allCases), "every reason is drawn by one of the events")
  }

  /// An id the app (or a simulate script) passes is quoted as every message quotes a name: at
  /// most 40 scalars, control characters escaped, so a 100,000-character id refused costs a
  /// short message, not a copy of it. The refusal's `item` and `tier` keep the ids whole.
  @Test func aLongOrControlIdIsQuotedShortened() {
    let long = String(repeating: "x", count: 100_000)
    let events: [ToolbarEvent] = [
      .tap(item: long), .expand(tier: long), .hide(items: [long]),
      .setSelection(tier: "one", items: [long]), .tap(item: "bad\u{1B}[2J"),
    ]
    for event in events {
      var controller = Self.controller()
      let refusals = controller.handle(event).compactMap { effect -> Refusal? in
        if case .refused(let refusal) = effect { return refusal }
        return nil
      }
      #expect(refusals.count == 1, "\(event)")
      for refusal in refusals {
        #expect(refusal.message.count < 200, "\(refusal.message.prefix(200))")
        #expect(!refusal.message.unicodeScalars.contains("\u{1B}"), "\(refusal.message)")
        #expect(refusal.item == long || refusal.tier == long || refusal.item == "bad\u{1B}[2J")
      }
    }
    var controller = Self.controller()
    let tapped = controller.handle(.tap(item: long)).compactMap { effect -> Refusal? in
      if case .refused(let refusal) = effect { return refusal }
      return nil
    }
    #expect(
      tapped.first?.message == "no item '\(String(repeating: "x", count: 40))…' in toolbar 'bar'")
  }
}
