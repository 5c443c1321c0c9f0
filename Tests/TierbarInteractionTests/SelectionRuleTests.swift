import Testing
import TierbarInteraction
import TierbarModel

@Suite struct SelectionRuleTests {
  struct Case: Sendable, CustomTestStringConvertible {
    var rule: SelectionRule
    var before: [String]
    var tap: String
    /// The selection after the tap: nil when the tap leaves it unchanged.
    var after: [String]?
    var testDescription: String { "\(rule.name) \(before) tap \(tap)" }
  }

  static let cases: [Case] = [
    Case(rule: .none, before: [], tap: "a", after: nil),
    Case(rule: .single, before: [], tap: "a", after: ["a"]),
    Case(rule: .single, before: ["a"], tap: "a", after: nil),
    Case(rule: .single, before: ["a"], tap: "b", after: ["b"]),
    Case(rule: .singleOptional, before: [], tap: "a", after: ["a"]),
    Case(rule: .singleOptional, before: ["a"], tap: "a", after: []),
    Case(rule: .singleOptional, before: ["a"], tap: "b", after: ["b"]),
    Case(rule: .multiple(), before: ["a"], tap: "b", after: ["a", "b"]),
    Case(rule: .multiple(), before: ["a", "b"], tap: "a", after: ["b"]),
    Case(rule: .multiple(min: 1), before: ["a", "b"], tap: "b", after: ["a"]),
    Case(rule: .multiple(max: 2), before: ["a"], tap: "b", after: ["a", "b"]),
  ]

  @Test(arguments: cases)
  func tapFollowsTheRule(_ c: Case) {
    var selection = c.before
    let outcome = c.rule.tap(c.tap, in: &selection, tier: "t")
    #expect(outcome == (c.after == nil ? .unchanged : .changed))
    #expect(selection == c.after ?? c.before)
  }

  @Test func boundsAreRefusedWithAReason() {
    var one = ["a"]
    let atMinimum = SelectionRule.multiple(min: 1).tap("a", in: &one, tier: "t")
    #expect(one == ["a"])  // a refusal changes nothing
    guard case .refused(let reason, let message) = atMinimum else {
      Issue.record("expected a refusal, got \(atMinimum)")
      return
    }
    #expect(reason == .belowMinimum)
    #expect(message.contains("at least 1"))

    var two = ["a", "b"]
    let atMaximum = SelectionRule.multiple(max: 2).tap("c", in: &two, tier: "t")
    #expect(two == ["a", "b"])
    guard case .refused(let reason2, let message2) = atMaximum else {
      Issue.record("expected a refusal, got \(atMaximum)")
      return
    }
    #expect(reason2 == .aboveMaximum)
    #expect(message2.contains("at most 2"))
  }

  @Test func appSelectionsAreChecked() {
    #expect(SelectionRule.single.check(["a", "b"], tier: "t")?.0 == .tooManyForRule)
    #expect(SelectionRule.singleOptional.check([], tier: "t") == nil)
    #expect(SelectionRule.multiple(min: 2, max: 3).check(["a"], tier: "t")?.0 == .belowMinimum)
    #expect(
      SelectionRule.multiple(min: 2, max: 3).check(["a", "b", "c", "d"], tier: "t")?.0
        == .aboveMaximum)
    #expect(SelectionRule.multiple(min: 2, max: 3).check(["a", "b"], tier: "t") == nil)
    #expect(SelectionRule.none.check(["a"], tier: "t")?.0 == .notSelectable)
  }
}
