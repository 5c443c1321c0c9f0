import Testing
import TierbarInteraction
import TierbarModel

@Suite struct SelectionRuleTests {
  struct Case: Sendable, CustomTestStringConvertible {
    var rule: SelectionRule
    var before: [String]
    var tap: String
    var expected: SelectionOutcome
    var testDescription: String { "\(rule.name) \(before) tap \(tap)" }
  }

  static let cases: [Case] = [
    Case(rule: .none, before: [], tap: "a", expected: .unchanged),
    Case(rule: .single, before: [], tap: "a", expected: .changed(["a"])),
    Case(rule: .single, before: ["a"], tap: "a", expected: .unchanged),
    Case(rule: .single, before: ["a"], tap: "b", expected: .changed(["b"])),
    Case(rule: .singleOptional, before: [], tap: "a", expected: .changed(["a"])),
    Case(rule: .singleOptional, before: ["a"], tap: "a", expected: .changed([])),
    Case(rule: .singleOptional, before: ["a"], tap: "b", expected: .changed(["b"])),
    Case(rule: .multiple(), before: ["a"], tap: "b", expected: .changed(["a", "b"])),
    Case(rule: .multiple(), before: ["a", "b"], tap: "a", expected: .changed(["b"])),
    Case(rule: .multiple(min: 1), before: ["a", "b"], tap: "b", expected: .changed(["a"])),
    Case(rule: .multiple(max: 2), before: ["a"], tap: "b", expected: .changed(["a", "b"])),
  ]

  @Test(arguments: cases)
  func tapFollowsTheRule(_ c: Case) {
    #expect(c.rule.tapping(c.tap, in: c.before, tier: "t") == c.expected)
  }

  @Test func boundsAreRefusedWithAReason() {
    let atMinimum = SelectionRule.multiple(min: 1).tapping("a", in: ["a"], tier: "t")
    guard case .refused(let reason, let message) = atMinimum else {
      Issue.record("expected a refusal, got \(atMinimum)")
      return
    }
    #expect(reason == .belowMinimum)
    #expect(message.contains("at least 1"))

    let atMaximum = SelectionRule.multiple(max: 2).tapping("c", in: ["a", "b"], tier: "t")
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
