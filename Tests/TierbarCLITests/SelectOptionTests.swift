import Foundation
import Testing
import TierbarModel

/// `tierbar layout --select` admits a tier's selection by the one rule (`SelectionRule.admits`):
/// a selection the rule refuses is a usage error (64) naming the rule; one it admits lays out.
@Suite struct SelectOptionTests {
  struct Case: Sendable, CustomTestStringConvertible {
    var rule: String
    var model: SelectionRule
    var selected: [String]
    var says: String
    var testDescription: String { "\(rule) \(selected)" }
  }

  static let cases: [Case] = [
    Case(rule: "none", model: .none, selected: ["a"], says: "selection: none"),
    Case(rule: "single", model: .single, selected: ["a"], says: ""),
    Case(rule: "single", model: .single, selected: ["a", "b"], says: "one item of it at a time"),
    Case(
      rule: "single-optional", model: .singleOptional, selected: ["a", "b"],
      says: "one item of it at a time"),
    Case(
      rule: "{ mode: multiple, max: 2 }", model: .multiple(max: 2), selected: ["a", "b", "c"],
      says: "at most 2 selected"),
    Case(
      rule: "{ mode: multiple, min: 2 }", model: .multiple(min: 2), selected: ["a"],
      says: "at least 2 selected"),
    Case(
      rule: "{ mode: multiple, min: 2, max: 3 }", model: .multiple(min: 2, max: 3),
      selected: ["a", "b", "c"], says: ""),
  ]

  @Test(arguments: cases)
  func selectFollowsTheRule(_ c: Case) throws {
    let folder = try TemporaryFolder()
    let config = try folder.write(
      "bar.yaml",
      """
      version: 1
      toolbars:
        - id: bar
          tiers:
            - id: t
              selection: \(c.rule)
              items:
                - { id: a, title: A }
                - { id: b, title: B }
                - { id: c, title: C }

      """)
    let result = try TierbarProcess.run(
      ["layout", config, "--format", "json"] + c.selected.flatMap { ["--select", $0] })
    let admitted = c.model.admits(count: c.selected.count) == .admitted
    #expect(result.status == (admitted ? 0 : 64), "stderr: \(result.stderr)")
    if admitted {
      let json = try TierbarProcess.json(result)
      let items = try #require(json["items"] as? [[String: Any]])
      let selected = items.filter { $0["selected"] as? Bool == true }.compactMap {
        $0["id"] as? String
      }
      #expect(selected == c.selected)
    } else {
      #expect(result.stderr.contains(c.says), "stderr: \(result.stderr)")
    }
  }
}
