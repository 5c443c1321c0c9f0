import Testing

@testable import Tierbar

@Suite struct RegistryTests {
  @Test func builtInKindsInDocumentationOrder() {
    #expect(
      RowRegistry.builtIn.kinds == ["buttons", "checkboxes", "segmented", "navigation", "chips"])
    #expect(RowRegistry.builtIn.entries.allSatisfy { $0.source == .builtIn })
  }

  @Test func builtInKindsAreDistinct() throws {
    var registry = RowRegistry()
    for provider in RowRegistry.builtInProviders {
      try registry.register(provider, source: .builtIn)
    }
    #expect(registry.kinds.count == RowRegistry.builtInProviders.count)
  }

  @Test func registeringAKindTwiceNamesBothSources() {
    var registry = RowRegistry.builtIn
    #expect(throws: RowRegistry.DuplicateKind.self) {
      try registry.register(ChipsRowProvider(), source: .plugin(path: "/tmp/libchips.so"))
    }
    do {
      try registry.register(ChipsRowProvider(), source: .plugin(path: "/tmp/libchips.so"))
    } catch {
      #expect(error.kind == "chips")
      #expect(error.existing == .builtIn)
      #expect(error.new == .plugin(path: "/tmp/libchips.so"))
      #expect(
        error.description
          == "row kind 'chips' from /tmp/libchips.so clashes with the one from built-in; "
          + "rename one of them")
    }
    // The failed registration left the registry as it was.
    #expect(registry.kinds == RowRegistry.builtIn.kinds)
    #expect(registry.entry(for: "chips")?.source == .builtIn)
  }

  @Test func codeRegisteredKindsAreFoundAfterBuiltIns() throws {
    struct Suggestions: RowProvider {
      let declaration = RowKindDeclaration(kind: "suggestions", summary: "App suggestions.")
      func content(
        for tier: TierDefinition, context: RowContext
      ) throws(RowProviderError) -> RowContent {
        let words = context.data[tier.id]?.listValue?.compactMap(\.stringValue) ?? []
        return RowContent(items: words.map { ItemDefinition(id: $0, title: $0) })
      }
    }
    var registry = RowRegistry.builtIn
    try registry.register(Suggestions(), source: .code("App"))
    #expect(registry.kinds.last == "suggestions")
    #expect(registry.entry(for: "suggestions")?.source.description == "registered in code (App)")
    let provider = try #require(registry.provider(for: "suggestions"))
    let result = try provider.content(
      for: tier("suggestions", id: "s"),
      context: RowContext(data: ["s": .list([.string("the"), .string("then")])]))
    #expect(result.items.map(\.id) == ["the", "then"])
    #expect(registry.provider(for: "sugestions") == nil)
  }

  @Test func sourcesDescribeThemselves() {
    #expect(RowProviderSource.builtIn.description == "built-in")
    #expect(RowProviderSource.plugin(path: "/x/lib.so").description == "/x/lib.so")
  }

  @Test func everyDeclarationHasExamplesOfBothKinds() {
    for provider in RowRegistry.builtInProviders where provider.declaration.kind != "buttons" {
      let examples = provider.declaration.examples
      #expect(examples.contains { $0.isValid }, "\(provider.declaration.kind)")
      #expect(examples.contains { !$0.isValid }, "\(provider.declaration.kind)")
    }
  }
}

/// A provider may make any number of items from the app's data; the registry holds a tier to
/// `RowContent.maxItems`, like a config's own `items:`.
@Suite struct ProvidedItemLimitTests {
  /// Makes as many items as the app's data for the tier says.
  struct Counted: RowProvider {
    let declaration = RowKindDeclaration(kind: "counted", summary: "N items.")
    func content(for tier: TierDefinition, context: RowContext) throws(RowProviderError)
      -> RowContent
    {
      let count = context.data[tier.id]?.intValue ?? 0
      return RowContent(items: (0..<count).map { ItemDefinition(id: "i\($0)", title: "x") })
    }
  }

  static func resolve(_ count: Int) throws -> ResolvedToolbar {
    var registry = RowRegistry.builtIn
    try registry.register(Counted(), source: .code("tests"))
    let toolbar = ToolbarDefinition(id: "bar", tiers: [TierDefinition(id: "t", kind: "counted")])
    return registry.resolve(
      config: TierbarConfig(toolbars: [toolbar]), toolbar: toolbar, data: ["t": .int(count)])
  }

  @Test func theLimitItselfIsKeptWhole() throws {
    let resolved = try Self.resolve(RowContent.maxItems)
    #expect(resolved.diagnostics.isEmpty)
    #expect(resolved.toolbar.tiers[0].items.count == 10_000)
  }

  @Test func moreIsOneErrorAtTheTierAndTheFirstItemsKept() throws {
    let resolved = try Self.resolve(RowContent.maxItems + 5)
    #expect(resolved.diagnostics.map(\.code) == [.tooManyItems])
    #expect(resolved.diagnostics.map(\.severity) == [.error])
    #expect(resolved.diagnostics.map(\.tier) == ["t"])
    #expect(
      resolved.diagnostics.first?.message
        == "row provider 'counted' made 10005 items for tier 't', more than the 10000 a tier may "
        + "have; give it fewer values or split them over several tiers (the tier keeps the "
        + "first 10000)")
    #expect(resolved.toolbar.tiers[0].items.count == 10_000)
    #expect(resolved.toolbar.tiers[0].items.last?.id == "i9999")
    #expect(resolved.itemStyles.count == 10_000)
  }
}

/// A provider's ids are checked where its items join the toolbar (validation cannot ask a
/// plugin): an id the toolbar already has is left out, with one `duplicate-id` at its tier.
@Suite struct ProvidedItemIDTests {
  /// Makes the ids the app's data for the tier lists.
  struct Listed: RowProvider {
    let declaration = RowKindDeclaration(kind: "listed", summary: "Items named by data.")
    func content(for tier: TierDefinition, context: RowContext) throws(RowProviderError)
      -> RowContent
    {
      let ids = context.data[tier.id]?.listValue?.compactMap(\.stringValue) ?? []
      return RowContent(items: ids.map { ItemDefinition(id: $0, title: $0) })
    }
  }

  static func resolve(_ data: [String: ConfigValue]) throws -> ResolvedToolbar {
    var registry = RowRegistry.builtIn
    try registry.register(Listed(), source: .code("tests"))
    let toolbar = ToolbarDefinition(
      id: "bar",
      tiers: [
        TierDefinition(id: "main", items: [ItemDefinition(id: "a", title: "A")]),
        TierDefinition(id: "p", kind: "listed"), TierDefinition(id: "q", kind: "listed"),
      ])
    return registry.resolve(
      config: TierbarConfig(toolbars: [toolbar]), toolbar: toolbar, data: data)
  }

  @Test func repeatsAreLeftOutWithAnErrorAtTheirTier() throws {
    let resolved = try Self.resolve([
      "p": .list([.string("b"), .string("a"), .string("c"), .string("c")]),
      "q": .list([.string("b"), .string("d")]),
    ])
    #expect(resolved.toolbar.tiers.map { $0.items.map(\.id) } == [["a"], ["b", "c"], ["d"]])
    #expect(resolved.diagnostics.map(\.code) == [.duplicateId, .duplicateId])
    #expect(resolved.diagnostics.map(\.tier) == ["p", "q"])
    #expect(
      resolved.diagnostics.first?.message
        == "row provider 'listed' made item id 'a' (and 1 more) for tier 'p', which its toolbar "
        + "already has; ids must be unique in a toolbar, so give the provider other ids (the "
        + "item is left out)")
    #expect(resolved.itemStyles.count == 4)
  }

  @Test func distinctIdsAreKeptWithoutAFinding() throws {
    let resolved = try Self.resolve(["p": .list([.string("b")]), "q": .list([.string("c")])])
    #expect(resolved.diagnostics.isEmpty)
    #expect(resolved.toolbar.tiers.map { $0.items.map(\.id) } == [["a"], ["b"], ["c"]])
  }
}
