import Testing
import TierbarModel
import TierbarPluginHost
import TierbarRows

/// The real example plugin (a Swift dynamic library built with TierbarPluginKit), loaded through
/// dlopen like the CLI loads it.
@Suite struct ExamplePluginTests {
  static let path = PluginFixtures.examplePlugin

  func registry() throws -> RowRegistry {
    let path = try #require(
      Self.path, "build it first: swift build --product TierbarExamplePlugin")
    let result = PluginLoader().registry(loading: [path])
    #expect(result.diagnostics.isEmpty)
    return result.registry
  }

  func items(
    _ kind: String, id: String = "due", _ parameters: [String: ConfigValue],
    data: [String: ConfigValue] = [:]
  ) throws -> RowContent {
    let provider = try #require(try registry().provider(for: kind))
    return try provider.content(
      for: TierDefinition(id: id, kind: kind, parameters: parameters),
      context: RowContext(data: data))
  }

  @Test func registersItsKindsWithItsPath() throws {
    let registry = try registry()
    #expect(registry.kinds == RowRegistry.builtIn.kinds + ["date-chips", "emoji-strip"])
    #expect(registry.entry(for: "date-chips")?.source == .plugin(path: Self.path ?? ""))
    let declaration = try #require(registry.provider(for: "date-chips")?.declaration)
    #expect(declaration.parameters.map(\.name) == ["now", "days", "labels", "item-style"])
    #expect(declaration.parameter("now")?.required == true)
    #expect(declaration.parameter("labels")?.allowedValues == ["relative", "weekday", "iso"])
    #expect(declaration.acceptsItems == false)
    #expect(declaration.examples.count == 3)
  }

  @Test func dateChipsCountFromNow() throws {
    let content = try items(
      "date-chips", ["now": .string("2026-11-29"), "days": .int(3), "item-style": .string("chip")])
    #expect(content.items.map(\.title) == ["Today", "Tomorrow", "Tue 1"])
    #expect(
      content.items.map(\.tag) == [
        .string("2026-11-29"), .string("2026-11-30"), .string("2026-12-01"),
      ])
    #expect(content.items.map(\.id) == ["due-0", "due-1", "due-2"])
    #expect(content.items.allSatisfy { $0.style == "chip" })
    #expect(content.flow == .singleLine)
  }

  @Test func runTimeDataOverridesNowAcrossALeapDay() throws {
    let content = try items(
      "date-chips", ["now": .string("2026-11-29"), "days": .int(3), "labels": .string("weekday")],
      data: ["due": .map(["now": .string("2024-02-28")])])
    #expect(content.items.map(\.title) == ["Wed 28", "Thu 29", "Fri 1"])
    #expect(content.items.last?.tag == .string("2024-03-01"))
  }

  @Test func isoLabelsAcrossAYearEnd() throws {
    let content = try items(
      "date-chips", ["now": .string("1999-12-31"), "days": .int(2), "labels": .string("iso")])
    #expect(content.items.map(\.title) == ["1999-12-31", "2000-01-01"])
  }

  @Test func anImpossibleDateIsAProviderError() throws {
    let path = try #require(Self.path)
    #expect(
      throws: RowProviderError(
        "plugin \(path) reported: '2026-02-30' is not a date; write `now` as YYYY-MM-DD, e.g. "
          + "\"2026-11-29\"")
    ) {
      try items("date-chips", ["now": .string("2026-02-30")])
    }
  }

  @Test func emojiStripSendsEvents() throws {
    let content = try items("emoji-strip", id: "reactions", ["emoji": .list([.string("👍")])])
    #expect(
      content.items == [
        ItemDefinition(
          id: "reactions-1", title: "👍", tag: .string("👍"), accessibilityLabel: "👍",
          action: .event(name: "insert-text"))
      ])
    #expect(content.flow == .equal)
  }
}
