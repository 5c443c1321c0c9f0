import Testing
import Tierbar
import TierbarYAML

/// "At most one selected" and the other bounds are written once, in `SelectionRule.admits(count:)`
/// (TierbarModel). Each caller — the app setting a selection, a restored saved state, a config's
/// `selected:`, a tap — follows it for every rule and count; the CLI's `--select` is checked by
/// `SelectOptionTests`.
@Suite struct SelectionAdmissionTests {
  static let rules: [SelectionRule] = [
    .none, .single, .singleOptional, .multiple(), .multiple(min: 2, max: 3), .multiple(max: 1),
  ]
  static let items = ["a", "b", "c", "d"]

  struct Case: Sendable, CustomTestStringConvertible {
    var rule: SelectionRule
    var count: Int
    var testDescription: String { "\(rule) × \(count)" }
  }

  static let cases: [Case] = rules.flatMap { rule in (0...4).map { Case(rule: rule, count: $0) } }

  @Test func theRuleItself() {
    #expect(SelectionRule.none.admits(count: 0) == .admitted)
    #expect(SelectionRule.none.admits(count: 1) == .notSelectable)
    #expect(SelectionRule.single.admits(count: 1) == .admitted)
    #expect(SelectionRule.single.admits(count: 2) == .moreThanOne)
    #expect(SelectionRule.singleOptional.admits(count: 0) == .admitted)
    #expect(SelectionRule.singleOptional.admits(count: 3) == .moreThanOne)
    #expect(SelectionRule.multiple().admits(count: 1000) == .admitted)
    #expect(SelectionRule.multiple(min: 2, max: 3).admits(count: 1) == .belowMinimum(2))
    #expect(SelectionRule.multiple(min: 2, max: 3).admits(count: 4) == .aboveMaximum(3))
    #expect(SelectionRule.multiple(min: 2, max: 3).admits(count: 3) == .admitted)
    // A rule no selection satisfies (validation rejects it) reports the maximum first.
    #expect(SelectionRule.multiple(min: 3, max: 1).admits(count: 2) == .aboveMaximum(1))
  }

  static func toolbar(_ rule: SelectionRule) -> ToolbarDefinition {
    ToolbarDefinition(
      id: "bar",
      tiers: [
        TierDefinition(
          id: "t", height: .fixed(44), selection: rule,
          items: items.map { ItemDefinition(id: $0, title: $0.uppercased()) })
      ])
  }

  static func controller(_ rule: SelectionRule) -> ToolbarController {
    let toolbar = toolbar(rule)
    return ToolbarController(
      config: TierbarConfig(toolbars: [toolbar]), toolbar: toolbar,
      environment: LayoutEnvironment(width: 393),
      container: Rect(x: 0, y: 0, width: 393, height: 852))
  }

  /// The refusal an app gets for each answer of the rule.
  static func reason(_ admission: SelectionAdmission) -> Refusal.Reason? {
    switch admission {
    case .admitted: return nil
    case .notSelectable: return .notSelectable
    case .moreThanOne: return .tooManyForRule
    case .aboveMaximum: return .aboveMaximum
    case .belowMinimum: return .belowMinimum
    }
  }

  @Test(arguments: cases)
  func theAppSettingASelection(_ c: Case) {
    var controller = Self.controller(c.rule)
    let chosen = Array(Self.items.prefix(c.count))
    let effects = controller.handle(.setSelection(tier: "t", items: chosen))
    let refusals = effects.compactMap { effect -> Refusal.Reason? in
      if case .refused(let refusal) = effect { return refusal.reason }
      return nil
    }
    let expected = Self.reason(c.rule.admits(count: c.count))
    #expect(refusals == (expected.map { [$0] } ?? []))
    #expect(controller.state.selection["t", default: []] == (expected == nil ? chosen : []))
  }

  @Test(arguments: cases)
  func aRestoredSavedState(_ c: Case) throws {
    var controller = Self.controller(c.rule)
    let saved = SavedState(
      toolbar: "bar", expanded: ["t"], selection: ["t": Array(Self.items.prefix(c.count))])
    let result = try controller.restore(saved).get()
    // The items saved first are kept up to what the rule holds; the rest are dropped.
    let holds = Self.capacity[Self.rules.firstIndex(of: c.rule) ?? 0]
    let kept = min(c.count, holds)
    #expect(controller.state.selection["t", default: []] == Array(Self.items.prefix(kept)))
    #expect(result.dropped.count == c.count - kept)
    // What the rule says: one more than `holds` is above what it admits.
    if holds < Self.items.count { #expect(c.rule.admits(count: holds + 1) != .admitted) }
  }

  /// The most items each of `rules` holds (of four).
  static let capacity = [0, 1, 1, 4, 3, 1]

  static func yaml(_ rule: SelectionRule, selected count: Int) -> String {
    let spelled: String
    switch rule {
    case .multiple(let min, let max):
      spelled =
        "{ mode: multiple" + (min.map { ", min: \($0)" } ?? "") + (max.map { ", max: \($0)" } ?? "")
        + " }"
    default: spelled = rule.name
    }
    let selected = Self.items.prefix(count).joined(separator: ", ")
    return """
      version: 1
      toolbars:
        - id: bar
          tiers:
            - id: t
              selection: \(spelled)
              selected: [\(selected)]
              items:
                - { id: a, title: A }
                - { id: b, title: B }
                - { id: c, title: C }
                - { id: d, title: D }

      """
  }

  @Test(arguments: cases.filter { $0.count > 0 })
  func aConfigsDefaultSelection(_ c: Case) {
    let result = ConfigLoader().load(Array(Self.yaml(c.rule, selected: c.count).utf8))
    let invalid = result.diagnostics.filter { $0.code == .selectionDefaultInvalid }
    #expect(invalid.count == (c.rule.admits(count: c.count) == .admitted ? 0 : 1), "\(invalid)")
    #expect(result.diagnostics.count == invalid.count, "\(result.diagnostics)")
  }

  @Test(arguments: rules)
  func aTapNeverLeavesWhatTheRuleAdmits(_ rule: SelectionRule) {
    // From every admitted selection of a, b, c, d, a tap on any item gives an admitted one.
    for count in 0...4 where rule.admits(count: count) == .admitted {
      let before = Array(Self.items.prefix(count))
      for item in Self.items {
        var after = before
        switch rule.tap(item, in: &after, tier: "t") {
        case .changed:
          #expect(rule.admits(count: after.count) == .admitted, "\(before) tap \(item)")
        case .unchanged, .refused:
          #expect(after == before, "\(before) tap \(item)")
        }
      }
    }
  }
}
