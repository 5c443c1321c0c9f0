import Testing
import TierbarModel
import TierbarTestSupport
import TierbarValidation

@Suite struct ItemDiagnosticTests {
  static func items(_ body: String, selection: String? = nil) -> String {
    "toolbars:\n  - id: bar\n    tiers:\n      - id: main\n"
      + (selection.map { "        selection: \($0)\n" } ?? "") + "        items:\n" + body
  }

  @Test func itemWithoutID() {
    expectDiagnostics(
      Self.items("          - 1️⃣{ title: Done }\n"),
      [.init(.missingKey, at: "1️⃣", mentions: ["'id'"])])
  }

  @Test func itemWithoutTitleOrIcon() {
    expectDiagnostics(
      Self.items("          - 1️⃣id: empty\n"),
      [.init(.missingContent, at: "1️⃣", mentions: ["'title'", "'icon'"])])
  }

  @Test func iconOnlyItemWithoutLabelWarnsAtTheIcon() {
    let result = expectDiagnostics(
      Self.items("          - { id: bell, 1️⃣icon: bell }\n"),
      [.init(.missingAccessibilityLabel, at: "1️⃣", .warning, mentions: ["accessibility-label"])])
    #expect(result.config?.toolbars.first?.tiers.first?.items.first?.icon == "bell")
  }

  @Test func iconWithTitleNeedsNoLabel() {
    #expect(loadClean(Self.items("          - { id: bell, icon: bell, title: Remind }\n")) != nil)
  }

  @Test func duplicateItemIDAcrossTiersOfAToolbar() {
    expectDiagnostics(
      Self.items("          - { id: 1️⃣a, title: A }\n")
        + "      - id: second\n        items:\n          - { id: 2️⃣a, title: A }\n",
      [.init(.duplicateId, at: "2️⃣", notes: ["1️⃣"], mentions: ["item id 'a'"])])
  }

  @Test func sameItemIDInTwoToolbarsIsFine() {
    let one = Self.items("          - { id: a, title: A }\n")
    let two = one.replacingOccurrences(of: "toolbars:\n  - id: bar", with: "  - id: other")
    #expect(loadClean(one + two)?.toolbars.count == 2)
  }

  @Test func unknownItemKeySuggests() {
    expectDiagnostics(
      Self.items("          - 2️⃣{ id: a, 1️⃣titel: A }\n"),
      [
        .init(.unknownKey, at: "1️⃣", mentions: ["did you mean 'title'?"]),
        .init(.missingContent, at: "2️⃣"),
      ])
  }

  @Test func spacesDecode() {
    let config = loadClean(
      Self.items(
        "          - space: flexible\n          - { space: 12, id: gap }\n"
          + "          - { id: a, title: A }\n"))
    let items = config?.toolbars.first?.tiers.first?.items
    #expect(items?.map(\.id) == ["space-1", "gap", "a"])
    #expect(items?.map(\.kind) == [.flexibleSpace, .fixedSpace(width: 12), .button])
  }

  @Test func spaceTakesNoOtherKey() {
    expectDiagnostics(
      Self.items("          - { space: flexible, 1️⃣title: Gap }\n"),
      [.init(.unknownKey, at: "1️⃣", mentions: ["a space takes only"])])
  }

  @Test func spaceValues() {
    expectDiagnostics(
      Self.items("          - space: 1️⃣flex\n          - space: 2️⃣-3\n"),
      [
        .init(.invalidValue, at: "1️⃣", mentions: ["'flexible'"]),
        .init(.invalidSize, at: "2️⃣"),
      ])
  }

  @Test func tagsAreIntegersOrStrings() {
    let config = loadClean(
      Self.items(
        "          - { id: a, title: A, tag: 60 }\n          - { id: b, title: B, tag: \"60\" }\n"
          + "          - { id: c, title: C, tag: morning }\n"))
    let tags = config?.toolbars.first?.tiers.first?.items.map(\.tag)
    #expect(tags == [.int(60), .string("60"), .string("morning")])
  }

  @Test func fractionalTag() {
    expectDiagnostics(
      Self.items("          - { id: a, title: A, tag: 1️⃣1.5 }\n"),
      [.init(.wrongType, at: "1️⃣", mentions: ["an integer or a string"])])
  }

  @Test func duplicateTagInASelectableTier() {
    expectDiagnostics(
      Self.items(
        "          - { id: a, title: A, tag: 1️⃣60 }\n          - { id: b, title: B, tag: 2️⃣60 }\n",
        selection: "single"),
      [.init(.duplicateTag, at: "2️⃣", notes: ["1️⃣"])])
  }

  @Test func duplicateTagWithoutSelectionIsFine() {
    #expect(
      loadClean(
        Self.items(
          "          - { id: a, title: A, tag: 60 }\n          - { id: b, title: B, tag: 60 }\n"))
        != nil)
  }

  @Test func actionsDecode() {
    let config = loadClean(
      Self.items(
        """
                  - { id: a, title: A, action: dismiss-keyboard }
                  - { id: b, title: B, action: select }
                  - { id: c, title: C, action: { toggle: main } }
                  - { id: d, title: D, action: { collapse: main } }
                  - { id: e, title: E, action: { event: tapped, x-note: ignored } }

        """))
    let actions = config?.toolbars.first?.tiers.first?.items.map(\.action)
    #expect(
      actions == [
        .dismissKeyboard, .select, .toggle(tier: "main"), .collapse(tier: "main"),
        .event(name: "tapped"),
      ])
  }

  @Test func actionProblems() {
    expectDiagnostics(
      Self.items(
        """
                  - { id: a, title: A, action: 1️⃣dismiss-keybaord }
                  - { id: b, title: B, action: 2️⃣toggle }
                  - { id: c, title: C, action: 3️⃣{ toggle: main, event: x } }
                  - { id: d, title: D, action: { 4️⃣tgogle: main } }

        """),
      [
        .init(.invalidValue, at: "1️⃣", mentions: ["did you mean 'dismiss-keyboard'?"]),
        .init(.invalidValue, at: "2️⃣", mentions: ["{ toggle: TIER }"]),
        .init(.invalidValue, at: "3️⃣", mentions: ["exactly one key"]),
        .init(.invalidValue, at: "4️⃣", mentions: ["did you mean 'toggle'?"]),
      ])
  }

  @Test func itemStyleReference() {
    expectDiagnostics(
      Self.items("          - { id: a, title: A, style: 1️⃣chip }\n"),
      [.init(.unknownReference, at: "1️⃣", mentions: ["define it under 'styles:'"])])
  }

  /// A mistake in an anchor is one diagnostic at the anchor, with a note at every use.
  @Test func mistakeInAMergedAnchorIsReportedOnceWithItsUses() {
    expectDiagnostics(
      """
      x-check: &check
        style: 1️⃣chek
      styles:
        check: {}
      toolbars:
        - id: bar
          tiers:
            - id: main
              items:
                - { <<: 2️⃣*check, id: a, title: A }
                - { <<: 3️⃣*check, id: b, title: B }

      """,
      [.init(.unknownReference, at: "1️⃣", notes: ["2️⃣", "3️⃣"], mentions: ["did you mean 'check'?"])])
  }
}

@Suite struct RepeatedKeyTests {
  /// The reader reports the repeated key; validation does not add a duplicate-id for it.
  @Test func repeatedIDKeyIsOneDiagnostic() {
    expectDiagnostics(
      ItemDiagnosticTests.items("          - 2️⃣id: a\n            1️⃣id: a\n            title: A\n"),
      [.init(.duplicateKey, at: "1️⃣", notes: ["2️⃣"])])
  }
}

/// Scopes are per toolbar and per tier, even though their tables are reused between them.
@Suite struct ScopeTests {
  @Test func tagsAreUniquePerTierOnly() {
    let yaml = """
      toolbars:
        - id: bar
          tiers:
            - id: one
              selection: single
              items: [ { id: a, title: A, tag: 60 } ]
            - id: two
              selection: single
              items: [ { id: b, title: B, tag: 60 } ]

      """
    #expect(loadClean(yaml) != nil)
  }

  @Test func actionsSeeOnlyTheirOwnToolbarsTiers() {
    expectDiagnostics(
      """
      toolbars:
        - id: first
          tiers:
            - id: more
        - id: second
          tiers:
            - id: main
              items: [ { id: a, title: A, action: { expand: 1️⃣more } } ]

      """,
      [.init(.unknownReference, at: "1️⃣", mentions: ["toolbar 'second'"])])
  }
}
