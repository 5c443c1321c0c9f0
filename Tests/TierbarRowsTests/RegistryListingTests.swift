import Testing

@testable import Tierbar

/// What `tierbar plugins` prints.
@Suite struct RegistryListingTests {
  @Test func textListsEveryKindWithSourceSummaryAndParameters() {
    let text = RowRegistry.builtIn.listingText
    #expect(text.hasPrefix("buttons  (built-in)\n  The tier's own items"))
    #expect(text.contains("\nchips  (built-in)\n"))
    #expect(text.contains("  (generates its items; `items:` is not used)\n"))
    #expect(
      text.contains(
        "\n  columns         integer  default 1                        Check boxes per line"))
    #expect(text.contains("  values      number-list  required           The chips' values"))
    #expect(text.contains("(one of: seconds, minutes, hours, days)"))
    #expect(text.hasSuffix("\n"))
  }

  @Test func jsonHasEveryKindInOrderWithItsSource() throws {
    var registry = RowRegistry()
    try registry.register(SegmentedRowProvider(), source: .builtIn)
    try registry.register(ChipsRowProvider(), source: .plugin(path: "/p/libx.so"))
    let value = try JSONText.decode(registry.listingJSON)
    let kinds = try #require(value.mapValue?["kinds"]?.listValue)
    #expect(value.mapValue?["version"] == .int(1))
    #expect(kinds.compactMap { $0.mapValue?["kind"]?.stringValue } == ["segmented", "chips"])
    #expect(kinds.compactMap { $0.mapValue?["source"]?.stringValue } == ["built-in", "/p/libx.so"])
    let chips = try #require(kinds.last?.mapValue)
    #expect(chips["acceptsItems"] == .bool(false))
    #expect(
      chips["parameters"]?.listValue?.first
        == ChipsRowProvider().declaration.parameters[0].wireValue)
  }

  @Test func anEmptyRegistryListsNothing() {
    #expect(RowRegistry().listingText == "")
    #expect(RowRegistry().listingJSON == #"{"kinds":[],"version":1}"#)
  }
}
