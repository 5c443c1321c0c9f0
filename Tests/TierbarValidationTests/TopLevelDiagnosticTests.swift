import Testing
import TierbarModel
import TierbarTestSupport
import TierbarValidation

@Suite struct TopLevelDiagnosticTests {
  static let bar = """
    toolbars:
      - id: bar
        tiers:
          - id: main
            items:
              - { id: done, title: Done }

    """

  @Test func missingVersionMeansOne() {
    #expect(loadClean(Self.bar)?.version == 1)
  }

  @Test func higherVersionNamesTheSupportedOne() {
    expectDiagnostics(
      "version: 1️⃣2\n" + Self.bar,
      [.init(.unsupportedVersion, at: "1️⃣", mentions: ["version: 1"])])
  }

  @Test func quotedVersionIsTheWrongType() {
    expectDiagnostics(
      "version: 1️⃣\"1\"\n" + Self.bar,
      [.init(.wrongType, at: "1️⃣", mentions: ["expected an integer", "found a string '1'"])])
  }

  @Test func unknownTopLevelKeySuggestsTheClosest() {
    expectDiagnostics(
      "1️⃣style: {}\n" + Self.bar,
      [.init(.unknownKey, at: "1️⃣", mentions: ["'style'", "did you mean 'styles'?"])])
  }

  @Test func xKeysAreIgnoredAtTheTopLevel() {
    #expect(loadClean("x-anything: [1, 2, { a: b }]\n" + Self.bar) != nil)
  }

  @Test func missingToolbarsIsReportedAtTheRootMapping() {
    expectDiagnostics(
      "1️⃣version: 1\nstyles: {}\n",
      [.init(.missingKey, at: "1️⃣", mentions: ["'toolbars'"])])
  }

  @Test func emptyToolbarsList() {
    expectDiagnostics("toolbars: 1️⃣[]\n", [.init(.emptyList, at: "1️⃣")])
  }

  @Test func toolbarsThatAreAMapping() {
    expectDiagnostics(
      "toolbars:\n  1️⃣bar: { tiers: [] }\n",
      [.init(.wrongType, at: "1️⃣", mentions: ["a list of toolbars", "found a mapping"])])
  }

  @Test func rootThatIsAList() {
    expectDiagnostics(
      "1️⃣- id: bar\n", [.init(.wrongType, at: "1️⃣", mentions: ["found a list"])])
  }

  @Test func everyErrorInAFileIsCollected() {
    expectDiagnostics(
      """
      styles:
        chip: { border: { width: 1, 1️⃣colr: red } }
      toolbars:
        - id: bar
          2️⃣prsentation: accessory
          tiers:
            - id: main
              height: 3️⃣-1
              items:
                - { id: a, title: A, style: 4️⃣chp }

      """,
      [
        .init(.unknownKey, at: "1️⃣", mentions: ["did you mean 'color'?"]),
        .init(.unknownKey, at: "2️⃣", mentions: ["did you mean 'presentation'?"]),
        .init(.invalidSize, at: "3️⃣"),
        .init(.unknownReference, at: "4️⃣", mentions: ["did you mean 'chip'?"]),
      ])
  }

  /// `x-` keys are the user's own at every level, including inside values of the language.
  @Test func xKeysAreIgnoredAtEveryLevel() {
    let config = loadClean(
      """
      x-top: 1
      styles:
        x-not-a-style: { anything: at all }
        chip:
          x-note: 1
          border: { width: 1, color: { light: white, dark: black, x-note: 2 }, x-note: 3 }
          font: { size: 12, x-note: 4 }
          min-size: { width: 1, x-note: 5 }
          content-insets: { top: 1, x-note: 6 }
          selected: { background: white, x-note: 7 }
      toolbars:
        - id: bar
          x-note: 8
          tiers:
            - id: main
              x-note: 9
              kind: checkboxes
              selection: { mode: multiple, x-note: 10 }
              layout: { spacing: 2, x-note: 11 }
              parameters: { columns: 2, x-note: 12 }
              items:
                - { id: a, title: A, x-note: 13, action: { event: go, x-note: 14 } }
                - { space: flexible, x-note: 15 }

      """)
    #expect(config?.styles.keys.sorted() == ["chip"])
    #expect(config?.toolbars.first?.tiers.first?.parameters == ["columns": .int(2)])
  }
}
