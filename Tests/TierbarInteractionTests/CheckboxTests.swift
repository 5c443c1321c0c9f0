import Testing
import TierbarInteraction
import TierbarModel

/// The checkbox input view: multiple selection; checks survive rebuilding with another pattern.
@Suite struct CheckboxTests {
  @Test func multipleSelectionKeepsOrder() {
    var view = Scenarios.controller(Scenarios.checkboxes())
    _ = view.handle(.tap(item: "check-3"))
    _ = view.handle(.tap(item: "check-1"))
    let effects = view.handle(.tap(item: "check-6"))
    #expect(
      effects == [
        .selectionChanged(
          SelectionChange(tier: "checks", selected: ["check-3", "check-1", "check-6"], tags: []))
      ])
    _ = view.handle(.tap(item: "check-1"))
    #expect(view.state.selection["checks"] == ["check-3", "check-6"])
  }

  @Test func hiddenItemsKeepTheirChecksAndCannotBeTapped() {
    var view = Scenarios.controller(Scenarios.checkboxes())
    _ = view.handle(.tap(item: "check-5"))
    let heightBefore = view.layout.size.height
    let hide = view.handle(.hide(items: ["check-5", "check-6"]))
    #expect(!hide.contains { $0.type == "selectionChanged" })
    #expect(view.state.selection["checks"] == ["check-5"])
    let tap = view.handle(.tap(item: "check-5"))
    guard case .refused(let refusal) = tap.first else {
      Issue.record("expected refused, got \(tap)")
      return
    }
    #expect(refusal.reason == .hiddenItem)
    #expect(view.state.selection["checks"] == ["check-5"])
    // Hiding a row of the grid shrinks the fitted input view, and says so.
    #expect(view.layout.size.height < heightBefore)
    #expect(
      hide.contains(
        .heightChanged(HeightChange(height: view.layout.size.height, previous: heightBefore))))
    _ = view.handle(.show(items: ["check-5", "check-6"]))
    #expect(view.layout.size.height == heightBefore)
  }

  @Test func maximumIsRefusedWithAReason() {
    var view = Scenarios.controller(Scenarios.checkboxes(rule: .multiple(min: 1, max: 2)))
    _ = view.handle(.tap(item: "check-1"))
    _ = view.handle(.tap(item: "check-2"))
    let third = view.handle(.tap(item: "check-3"))
    #expect(third.count == 1)
    guard case .refused(let refusal) = third.first else {
      Issue.record("expected refused")
      return
    }
    #expect(refusal.reason == .aboveMaximum)
    #expect(refusal.tier == "checks")
    #expect(refusal.item == "check-3")
    _ = view.handle(.tap(item: "check-1"))
    let last = view.handle(.tap(item: "check-2"))
    guard case .refused(let minimum) = last.first else {
      Issue.record("expected refused")
      return
    }
    #expect(minimum.reason == .belowMinimum)
    #expect(view.state.selection["checks"] == ["check-2"])
  }

  @Test func savedChecksSurviveRebuildingWithAnotherPattern() throws {
    // Pattern A: all six, 5 and 6 hidden; the user checks 2, 4 and 6 (6 was checked before
    // hiding and keeps its check).
    var first = Scenarios.controller(Scenarios.checkboxes())
    for id in ["check-2", "check-4", "check-6"] { _ = first.handle(.tap(item: id)) }
    _ = first.handle(.hide(items: ["check-5", "check-6"]))
    let saved = first.savedState()
    #expect(saved.selection == ["checks": ["check-2", "check-4", "check-6"]])
    let bytes = saved.jsonBytes()

    // Pattern B: the view is rebuilt with only 1, 2, 3 and 6 (3 hidden).
    let rebuilt = Scenarios.checkboxes(present: [1, 2, 3, 6], hidden: [3])
    var second = Scenarios.controller(rebuilt)
    let decoded = try SavedState.decode(bytes).get()
    let result = try second.restore(decoded).get()
    #expect(second.state.selection["checks"] == ["check-2", "check-6"])
    #expect(result.dropped.map(\.item) == ["check-4"])
    #expect(result.dropped.first?.reason == .unknownItem)
    #expect(
      result.effects == [
        .selectionChanged(
          SelectionChange(tier: "checks", selected: ["check-2", "check-6"], tags: []))
      ])
    // The new pattern's hiding is the app's and stays.
    #expect(second.state.hiddenItems == ["check-3"])
  }

  @Test func appRequestsObeyTheRule() {
    var view = Scenarios.controller(Scenarios.checkboxes(rule: .multiple(max: 2)))
    let tooMany = view.handle(
      .setSelection(tier: "checks", items: ["check-1", "check-2", "check-3"]))
    guard case .refused(let refusal) = tooMany.first else {
      Issue.record("expected refused")
      return
    }
    #expect(refusal.reason == .aboveMaximum)
    let set = view.handle(.setSelection(tier: "checks", items: ["check-1", "check-1", "check-2"]))
    #expect(set.types == ["selectionChanged"])
    #expect(view.state.selection["checks"] == ["check-1", "check-2"])
    #expect(view.handle(.setSelection(tier: "checks", items: ["check-1", "check-2"])).isEmpty)
    let unknown = view.handle(.setSelection(tier: "checks", items: ["check-9"]))
    guard case .refused(let missing) = unknown.first else {
      Issue.record("expected refused")
      return
    }
    #expect(missing.reason == .unknownItem)
    #expect(view.handle(.clearSelection(tier: "checks")).types == ["selectionChanged"])
    let wrongTier = view.handle(.clearSelection(tier: "chekcs"))
    guard case .refused(let tier) = wrongTier.first else {
      Issue.record("expected refused")
      return
    }
    #expect(tier.reason == .unknownTier)
    #expect(tier.message.hasSuffix("; did you mean 'checks'?"))
  }
}
