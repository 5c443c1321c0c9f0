import Foundation
import Testing
import Tierbar
import TierbarYAML

/// The catalog's snippets run and give what their articles say.
@Suite struct CatalogSnippetTests {
  static func reminders() throws -> (TierbarConfig, ToolbarDefinition) {
    let path = DocSnippets.packageRoot.appendingPathComponent("Configs/reminders.yaml").path
    let config = try #require(ConfigLoader().load(contentsOf: path).config)
    return (config, try #require(config.toolbar("reminders")))
  }

  @Test func rootPageExampleExpandsTheIntervals() throws {
    let (config, toolbar) = try Self.reminders()
    var printed: [String] = []
    rootPageSnippet(config: config, toolbar: toolbar) { printed.append($0) }
    #expect(printed.count == 1)
    #expect(printed.first?.hasPrefix(#"{"type":"tierExpanded","tier":"intervals","#) == true)
  }

  @Test func interactionExampleTapsTheBell() throws {
    let (config, toolbar) = try Self.reminders()
    #expect(interactionSnippet(config: config, definition: toolbar).map(\.type) == ["tierExpanded"])
  }

  @Test func layoutRulesExampleLaysOutTheBar() throws {
    let (config, toolbar) = try Self.reminders()
    let result = layoutRulesSnippet(config: config, toolbar: toolbar)
    // iPhone 15 with a hardware keyboard: 50 pt of content plus the 34 pt bottom inset.
    #expect(result.size == Size(width: 393, height: 84))
    #expect(result.frames.map(\.id) == ["bell"])
    #expect(result.touched == nil)  // y -30 is above the collapsed bar
    #expect(result.json.contains("\"toolbar\": \"reminders\""))
  }

  @Test func rowKindsExampleRegistersTheKind() throws {
    let registry = try rowKindsSnippet()
    #expect(registry.provider(for: "suggestions") != nil)
    #expect(RowRegistry.builtIn.provider(for: "suggestions") == nil)
  }
}
