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
