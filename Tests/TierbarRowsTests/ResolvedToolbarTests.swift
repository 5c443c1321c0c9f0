import Testing
import Tierbar
import TierbarYAML

/// The registry stage as a value: `RowRegistry.resolve` asks the providers, resolves the styles
/// and collects the findings the layout engine once gathered itself; the engine lays out what it
/// is given and asks no provider.
@Suite struct ResolvedToolbarTests {
  static let yaml = """
    version: 1
    styles:
      base: { foreground: systemBlue, corner-radius: 4 }
      accent: { extends: base, foreground: systemRed }
    toolbars:
      - id: bar
        tiers:
          - id: main
            layout: { wrap: true }
            items:
              - { id: a, title: A, style: accent }
              - { id: b, title: B }
              - { id: c, title: C, style: accent }
          - id: hours
            kind: chips
            parameters:
              values: [60, 120]
              unit: minutes
              format: "{hours} hour"
              item-style: base
          - id: grid
            kind: checkboxes
            parameters: { columns: 2 }
            items:
              - { id: x, title: X }

    """

  static func config() throws -> TierbarConfig {
    let result = ConfigLoader().load(Array(yaml.utf8), file: "bar.yaml")
    #expect(result.diagnostics == [])
    return try #require(result.config)
  }

  @Test func providersAnswerAndStylesResolveOnce() throws {
    let config = try Self.config()
    let toolbar = try #require(config.toolbars.first)
    let resolved = RowRegistry.builtIn.resolve(config: config, toolbar: toolbar)

    #expect(resolved.diagnostics == [])
    #expect(
      resolved.toolbar.tiers.map { $0.items.map(\.id) } == [
        ["a", "b", "c"], ["hours-60", "hours-120"], ["x"],
      ])
    #expect(resolved.toolbar.tiers[1].items.map(\.title) == ["1 hour", "2 hours"])
    // Flows: the buttons tier's own `layout: { wrap: true }`; chips ask for one line; checkboxes
    // for a grid of their `columns`.
    #expect(
      resolved.rows == [
        ResolvedRow(flow: .wrap), ResolvedRow(flow: .singleLine),
        ResolvedRow(flow: .wrap, columns: 2),
      ])
    // Three styles in first-use order (accent, none, base), each flattened once.
    let accent = TierbarConfig.ResolvedStyle(
      normal: StyleAppearance(foreground: .system("systemRed"), cornerRadius: 4),
      selected: StyleAppearance(foreground: .system("systemRed"), cornerRadius: 4),
      disabled: StyleAppearance(foreground: .system("systemRed"), cornerRadius: 4))
    #expect(resolved.styles.count == 3)
    #expect(resolved.styles[0] == accent)
    #expect(resolved.styles[1] == TierbarConfig.ResolvedStyle())
    #expect(resolved.styles[2] == config.resolvedStyle("base"))
    #expect(resolved.styles[2].normal.foreground == .system("systemBlue"))
    #expect(resolved.itemStyles == [0, 1, 0, 2, 2, 1])
    #expect(resolved.style(ofItemAt: 2) == accent)
  }

  @Test func theEngineLaysOutWhatItIsGiven() throws {
    let config = try Self.config()
    let toolbar = try #require(config.toolbars.first)
    let resolved = RowRegistry.builtIn.resolve(config: config, toolbar: toolbar)
    let engine = LayoutEngine(resolved)
    #expect(engine.toolbar == resolved.toolbar)
    // A resolved toolbar changed by hand: the engine lays out the change (it asks no provider).
    var byHand = resolved
    byHand.toolbar.tiers[0].items[0].title = "A much longer title"
    let wider = LayoutEngine(byHand).layout(
      environment: LayoutEnvironment(), state: ToolbarState.initial(for: byHand.toolbar))
    let plain = engine.layout(
      environment: LayoutEnvironment(), state: ToolbarState.initial(for: resolved.toolbar))
    #expect(wider.item("a").map(\.frame.width) ?? 0 > plain.item("a").map(\.frame.width) ?? 0)
    #expect(wider.items.map(\.id) == plain.items.map(\.id))
  }

  @Test func aMissingKindIsAnErrorAtTheTiersID() throws {
    let config = try Self.config()
    let toolbar = try #require(config.toolbars.first)
    // A registry without `chips` and `checkboxes` (only `buttons`).
    var registry = RowRegistry()
    if let buttons = RowRegistry.builtIn.entry(for: "buttons") {
      try registry.register(buttons.provider, source: .builtIn)
    }
    let resolved = registry.resolve(config: config, toolbar: toolbar)
    #expect(resolved.diagnostics.map(\.code) == [.unknownRowKind, .unknownRowKind])
    #expect(resolved.diagnostics.map(\.severity) == [.error, .error])
    #expect(resolved.diagnostics.map(\.tier) == ["hours", "grid"])
    // At each tier's `id` value: line 14 `      - id: hours` and line 21 `      - id: grid`.
    #expect(
      resolved.diagnostics.map(\.range) == [
        SourceRange(
          start: SourceMark(line: 14, column: 13), end: SourceMark(line: 14, column: 18)),
        SourceRange(
          start: SourceMark(line: 21, column: 13), end: SourceMark(line: 21, column: 17)),
      ])
    #expect(
      resolved.diagnostics.first?.message
        == "tier 'hours' uses row kind 'chips', which no registered provider offers; register "
        + "the provider or change `kind:` (the tier is laid out empty)")
    #expect(resolved.toolbar.tiers.map(\.items.count) == [3, 0, 0])
  }

  @Test func marksDoNotChangeADefinitionsValue() throws {
    let config = try Self.config()
    let tier = try #require(config.toolbars.first?.tiers.first)
    #expect(tier.mark.range?.start == SourceMark(line: 8, column: 13))
    #expect(tier.items[1].mark.range?.start == SourceMark(line: 12, column: 19))
    var unmarked = tier
    unmarked.mark = DefinitionMark()
    unmarked.items = unmarked.items.map { item in
      var copy = item
      copy.mark = DefinitionMark()
      return copy
    }
    #expect(unmarked == tier)
    #expect(unmarked.hashValue == tier.hashValue)
  }
}
