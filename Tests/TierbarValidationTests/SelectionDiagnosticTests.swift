import Testing
import TierbarModel
import TierbarTestSupport
import TierbarValidation

@Suite struct SelectionDiagnosticTests {
  static func tier(_ rule: String, _ extra: String = "") -> String {
    "toolbars:\n  - id: bar\n    tiers:\n      - id: main\n        selection: \(rule)\n" + extra
      + """
              items:
                - { id: a, title: A }
                - { id: b, title: B }
                - { id: c, title: C }
                - { id: gap, space: 8 }

      """
  }

  @Test func rulesDecode() {
    let rules = ["none", "single", "single-optional", "multiple", "{ mode: multiple, min: 1 }"].map
    {
      loadClean(Self.tier($0))?.toolbars.first?.tiers.first?.selection
    }
    #expect(
      rules == [
        SelectionRule.none, .single, .singleOptional, .multiple(), .multiple(min: 1, max: nil),
      ])
  }

  @Test func unknownRuleSuggests() {
    expectDiagnostics(
      Self.tier("1️⃣singel"), [.init(.invalidValue, at: "1️⃣", mentions: ["did you mean 'single'?"])])
  }

  @Test func mappingWithoutMode() {
    expectDiagnostics(
      Self.tier("1️⃣{ max: 2 }"), [.init(.missingKey, at: "1️⃣", mentions: ["'mode'"])])
  }

  @Test func boundsOnlyWithMultiple() {
    expectDiagnostics(
      Self.tier("{ mode: single, 1️⃣max: 2 }"),
      [.init(.invalidSelectionRule, at: "1️⃣", mentions: ["'mode: multiple'"])])
  }

  @Test func minAboveMax() {
    expectDiagnostics(
      Self.tier("{ mode: multiple, min: 1️⃣3, max: 2️⃣1 }"),
      [.init(.invalidSelectionRule, at: "1️⃣", notes: ["2️⃣"])])
  }

  @Test func negativeBound() {
    expectDiagnostics(
      Self.tier("{ mode: multiple, max: 1️⃣-1 }"), [.init(.invalidValue, at: "1️⃣")])
  }

  @Test func defaultSelectionDecodes() {
    let tiers = [
      Self.tier("single", "        selected: b\n"),
      Self.tier("multiple", "        selected: [a, c]\n"),
    ].map { loadClean($0)?.toolbars.first?.tiers.first?.defaultSelection }
    #expect(tiers == [["b"], ["a", "c"]])
  }

  @Test func twoDefaultsForSingle() {
    expectDiagnostics(
      Self.tier("single-optional", "        selected: [a, 1️⃣b]\n"),
      [.init(.selectionDefaultInvalid, at: "1️⃣", mentions: ["allows one selected item"])])
  }

  @Test func defaultsOutsideBounds() {
    expectDiagnostics(
      Self.tier("{ mode: multiple, min: 2, max: 3 }", "        selected: 1️⃣[a]\n"),
      [.init(.selectionDefaultInvalid, at: "1️⃣", mentions: ["fewer than", "'min' of 2"])])
    expectDiagnostics(
      Self.tier("{ mode: multiple, max: 1 }", "        selected: 1️⃣[a, b]\n"),
      [.init(.selectionDefaultInvalid, at: "1️⃣", mentions: ["more than"])])
  }

  @Test func defaultAtASpace() {
    expectDiagnostics(
      Self.tier("single", "        selected: 1️⃣gap\n"),
      [.init(.selectionDefaultInvalid, at: "1️⃣", mentions: ["is a space"])])
  }

  @Test func defaultWithoutARule() {
    expectDiagnostics(
      Self.tier("none", "        selected: 1️⃣a\n"),
      [.init(.selectionDefaultInvalid, at: "1️⃣", mentions: ["no selection rule"])])
  }

  @Test func defaultNamingAnUnknownItem() {
    expectDiagnostics(
      Self.tier("multiple", "        selected: [a, 1️⃣bb]\n"),
      [.init(.unknownReference, at: "1️⃣", mentions: ["did you mean 'b'?"])])
  }

  @Test func defaultNamedTwice() {
    expectDiagnostics(
      Self.tier("multiple", "        selected: [a, 1️⃣a]\n"),
      [.init(.selectionDefaultInvalid, at: "1️⃣", mentions: ["twice"])])
  }
}
