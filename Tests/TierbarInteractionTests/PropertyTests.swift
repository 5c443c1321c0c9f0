import Testing
import TierbarInteraction
import TierbarModel

/// Seeded random tap sequences: whatever the user does, no tier's rule is ever broken, and saving
/// then restoring into an unchanged config gives the same state back.
@Suite struct PropertyTests {
  static let rules: [SelectionRule] = [
    .none, .single, .singleOptional, .multiple(), .multiple(min: 1), .multiple(max: 2),
    .multiple(min: 2, max: 3),
  ]

  static func toolbar(seed: UInt64) -> ToolbarDefinition {
    var random = SeededGenerator(seed: seed)
    let tiers = (0..<Int.random(in: 1...4, using: &random)).map { tierIndex in
      let count = Int.random(in: 1...6, using: &random)
      return TierDefinition(
        id: "tier-\(tierIndex)", height: .fixed(44),
        collapsed: tierIndex > 0 && Bool.random(using: &random),
        selection: rules.randomElement(using: &random) ?? .none,
        items: (0..<count).map { itemIndex in
          ItemDefinition(
            id: "item-\(tierIndex)-\(itemIndex)", title: "T\(itemIndex)",
            tag: .int(tierIndex * 100 + itemIndex),
            hidden: Int.random(in: 0..<8, using: &random) == 0,
            disabled: Int.random(in: 0..<8, using: &random) == 0)
        })
    }
    return ToolbarDefinition(id: "random", tiers: tiers)
  }

  /// What each rule promises, checked after every event.
  static func obeys(_ rule: SelectionRule, _ before: [String], _ after: [String]) -> Bool {
    guard Set(after).count == after.count else { return false }
    switch rule {
    case .none: return after.isEmpty
    case .single: return after.count <= 1 && (before.count != 1 || after.count == 1)
    case .singleOptional: return after.count <= 1
    case .multiple(let minimum, let maximum):
      if let maximum, after.count > maximum { return false }
      if let minimum, before.count >= minimum, after.count < minimum { return false }
      return true
    }
  }

  @Test(arguments: 1...40 as ClosedRange<UInt64>)
  func randomTapsNeverBreakARule(seed: UInt64) {
    let toolbar = Self.toolbar(seed: seed)
    var random = SeededGenerator(seed: seed &* 7919)
    var bar = Scenarios.controller(toolbar)
    let items = toolbar.allItems.map(\.id)
    for _ in 0..<200 {
      let before = bar.state
      let roll = Int.random(in: 0..<10, using: &random)
      let effects: [Effect]
      switch roll {
      case 0:
        let tier = toolbar.tiers.randomElement(using: &random)?.id ?? ""
        effects = bar.handle(.toggle(tier: tier))
      case 1:
        effects = bar.handle(.hide(items: [items.randomElement(using: &random) ?? ""]))
      case 2:
        effects = bar.handle(.show(items: [items.randomElement(using: &random) ?? ""]))
      default:
        effects = bar.handle(.tap(item: items.randomElement(using: &random) ?? ""))
      }
      for tier in toolbar.tiers {
        let old = before.selection[tier.id] ?? []
        let new = bar.state.selection[tier.id] ?? []
        #expect(
          Self.obeys(tier.selection, old, new), "seed \(seed): \(tier.selection) \(old) → \(new)")
        // Exactly one selectionChanged per tier whose selection really changed.
        let reported = effects.filter {
          if case .selectionChanged(let change) = $0 { return change.tier == tier.id }
          return false
        }
        #expect(reported.count == (old == new ? 0 : 1))
      }
      // A refusal never comes with a change.
      if effects.contains(where: { $0.type == "refused" }) {
        #expect(bar.state.selection == before.selection)
        #expect(bar.state.expansion == before.expansion)
      }
    }
  }

  @Test(arguments: 1...40 as ClosedRange<UInt64>)
  func saveRestoreIsIdentity(seed: UInt64) throws {
    let toolbar = Self.toolbar(seed: seed)
    var random = SeededGenerator(seed: seed &* 104_729)
    var bar = Scenarios.controller(toolbar)
    let items = toolbar.allItems.map(\.id)
    for _ in 0..<50 {
      if Int.random(in: 0..<5, using: &random) == 0 {
        _ = bar.handle(.toggle(tier: toolbar.tiers.randomElement(using: &random)?.id ?? ""))
      } else {
        _ = bar.handle(.tap(item: items.randomElement(using: &random) ?? ""))
      }
    }
    let saved = bar.savedState()
    let decoded = try SavedState.decode(saved.jsonBytes()).get()
    #expect(decoded == saved)
    var fresh = Scenarios.controller(toolbar)
    let result = try fresh.restore(decoded).get()
    #expect(result.dropped.isEmpty)
    #expect(fresh.state == bar.state)
    #expect(fresh.layout == bar.layout)
    // Restoring the same state again is a no-op.
    #expect(try fresh.restore(decoded).get().effects.isEmpty)
  }
}
