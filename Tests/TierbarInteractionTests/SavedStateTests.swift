import Testing
import TierbarInteraction
import TierbarModel

@Suite struct SavedStateTests {
  @Test func encodesDeterministically() {
    let saved = SavedState(
      toolbar: "reminders", expanded: ["main", "intervals"],
      selection: ["z": ["b"], "intervals": ["one-hour"]])
    #expect(
      saved.jsonText() == """
        {
          "version": 1,
          "toolbar": "reminders",
          "expanded": [
            "main",
            "intervals"
          ],
          "selection": {
            "intervals": [
              "one-hour"
            ],
            "z": [
              "b"
            ]
          }
        }

        """)
  }

  struct Bad: Sendable, CustomTestStringConvertible {
    var json: String
    var code: SavedStateError.Code
    var testDescription: String { json }
  }

  static let bad: [Bad] = [
    Bad(json: "", code: .malformed),
    Bad(json: "not json", code: .malformed),
    Bad(json: "[1, 2]", code: .malformed),
    Bad(json: "{\"version\": \"1\"}", code: .malformed),
    Bad(json: "{}", code: .missingVersion),
    Bad(json: "{\"version\": 2, \"toolbar\": \"x\"}", code: .unsupportedVersion),
    Bad(json: "{\"version\": 1}", code: .malformed),
    Bad(
      json: "{\"version\": 1, \"toolbar\": 3, \"expanded\": [], \"selection\": {}}",
      code: .malformed),
    Bad(
      json: "{\"version\": 1, \"toolbar\": \"t\", \"expanded\": [], \"selection\": {\"a\": 1}}",
      code: .malformed),
    Bad(json: String(repeating: "[", count: 5000), code: .malformed),
    Bad(json: "{\"version\": 1e400}", code: .malformed),
  ]

  @Test(arguments: bad)
  func malformedInputIsAnErrorValue(_ bad: Bad) {
    switch SavedState.decode(Array(bad.json.utf8)) {
    case .success(let state): Issue.record("decoded \(state)")
    case .failure(let error):
      #expect(error.code == bad.code)
      #expect(!error.message.isEmpty)
    }
  }

  @Test func binaryGarbageIsAnErrorValue() {
    var random = SeededGenerator(seed: 42)
    for _ in 0..<50 {
      let bytes = (0..<Int.random(in: 0..<200, using: &random)).map { _ in
        UInt8.random(in: 0...255, using: &random)
      }
      if case .success = SavedState.decode(bytes) { Issue.record("garbage decoded") }
    }
  }

  @Test func anotherToolbarsStateIsRefused() throws {
    var bar = Scenarios.controller(Scenarios.follow)
    let result = bar.restore(SavedState(toolbar: "reminders"))
    guard case .failure(let error) = result else {
      Issue.record("expected failure")
      return
    }
    #expect(error.code == .toolbarMismatch)
  }

  /// A saved state is a file anyone can edit: an id of 900 KiB in it once came back whole in
  /// its dropped-state warning (and a toolbar's in the refusal). Names are quoted shortened, as
  /// every message quotes input (`MessageText`).
  @Test func longNamesFromASavedStateAreQuotedShortened() throws {
    let long = String(repeating: "x", count: 900 << 10)
    var bar = Scenarios.controller(Scenarios.follow)
    let result = try bar.restore(
      SavedState(
        toolbar: bar.toolbar.id, expanded: [long],
        selection: [long: [long], bar.toolbar.tiers[0].id: [long]])
    ).get()
    #expect(result.dropped.count == 3)
    for dropped in result.dropped {
      #expect(dropped.message.count < 200, "\(dropped.message.prefix(200))")
      #expect(dropped.message.contains("'\(long.prefix(MessageText.maxQuotedScalars))…'"))
    }
    guard case .failure(let refusal) = bar.restore(SavedState(toolbar: long)) else {
      Issue.record("another toolbar's state was restored")
      return
    }
    #expect(refusal.message.count < 200, "\(refusal.message.prefix(200))")
  }

  @Test func restoringIntoAChangedConfigDropsAndSaysSo() throws {
    // Saved with three selectable tiers; the config now lost tier 'gone', item 'b', and turned
    // 'many' into a single-choice tier.
    let saved = SavedState(
      toolbar: "t", expanded: ["gone", "extra"],
      selection: ["gone": ["x"], "many": ["a", "c"], "keep": ["b", "k"]])
    let toolbar = ToolbarDefinition(
      id: "t",
      tiers: [
        TierDefinition(
          id: "many", selection: .single,
          items: [ItemDefinition(id: "a", title: "A"), ItemDefinition(id: "c", title: "C")]),
        TierDefinition(
          id: "keep", selection: .multiple(), items: [ItemDefinition(id: "k", title: "K")]),
        TierDefinition(id: "extra", collapsed: true, items: []),
      ])
    var bar = Scenarios.controller(toolbar)
    let result = try bar.restore(saved).get()
    #expect(bar.state.selection["many"] == ["a"])
    #expect(bar.state.selection["keep"] == ["k"])
    #expect(bar.expandedTiers == ["extra"])
    let dropped = result.dropped.map { "\($0.tier)/\($0.item ?? "-")/\($0.reason.rawValue)" }
    #expect(
      dropped == [
        "gone/-/unknown-tier", "gone/-/unknown-tier", "many/c/breaks-rule", "keep/b/unknown-item",
      ])
    #expect(
      Array(result.effects.types.prefix(5)) == [
        "selectionChanged", "selectionChanged", "tierCollapsed", "tierCollapsed", "tierExpanded",
      ])
  }
}
