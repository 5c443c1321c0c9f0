import Testing
import TierbarModel
import TierbarPluginHost
import TierbarRows

/// Plugin kinds at run time: a working C plugin, and providers that fail or answer badly, which
/// become `RowProviderError`s naming the plugin, the kind and the tier.
@Suite struct PluginProviderTests {
  func provider(_ fixture: String, kind: String) throws -> (any RowProvider, String) {
    let path = try PluginFixtures.library(fixture)
    let result = PluginLoader().registry(loading: [path])
    #expect(result.diagnostics.isEmpty)
    return (try #require(result.registry.provider(for: kind)), path)
  }

  func failure(_ provider: any RowProvider, _ tier: TierDefinition) -> String? {
    do throws(RowProviderError) {
      _ = try provider.content(for: tier, context: RowContext())
      return nil
    } catch {
      return error.message
    }
  }

  @Test func aPluginWrittenInCWorks() throws {
    let (provider, _) = try provider("c_words", kind: "c-words")
    #expect(provider.declaration.summary == "Words from C.")
    #expect(provider.declaration.acceptsItems == false)
    #expect(
      provider.declaration.parameters == [
        ParameterDeclaration(
          name: "count", type: .integer, defaultValue: .int(2),
          description: "How many words (1 to 3).")
      ])
    #expect(provider.declaration.examples == [RowKindExample(yaml: "id: words\nkind: c-words\n")])
    let content = try provider.content(
      for: TierDefinition(id: "words", kind: "c-words", parameters: ["count": .int(3)]),
      context: RowContext())
    #expect(content.items.map(\.id) == ["alpha", "beta", "gamma"])
    #expect(content.items.map(\.tag) == [.int(1), .int(2), .int(3)])
    #expect(content.flow == .wrap)
    #expect(content.columns == 2)
  }

  @Test func aProviderErrorNamesThePluginKindAndTier() throws {
    let (provider, path) = try provider("failing_provider", kind: "weather-row")
    #expect(
      failure(provider, TierDefinition(id: "forecast", kind: "weather-row"))
        == "plugin \(path) reported: the weather service is unreachable")
  }

  @Test func malformedItemsSayWhichAndWhy() throws {
    let (provider, path) = try provider("malformed_items", kind: "sloppy-row")
    #expect(
      failure(provider, TierDefinition(id: "t", kind: "sloppy-row"))
        == "plugin \(path) returned malformed items: items[1].id is required (a non-empty string)")
  }

  @Test func noAnswerIsAnError() throws {
    let (provider, path) = try provider("no_answer", kind: "silent-row")
    #expect(
      failure(provider, TierDefinition(id: "t", kind: "silent-row"))
        == "plugin \(path) returned no answer (NULL)")
  }
}
