import Testing

@testable import Tierbar

@Suite struct SegmentedRowProviderTests {
  @Test func sharesTheWidthEquallyAndKeepsTheItems() throws {
    let items = buttons("newest", "oldest", "name")
    let result = try content(
      SegmentedRowProvider(), tier("segmented", items: items, selection: .single)
    ).get()
    #expect(result.flow == .equal)
    #expect(result.items == items)
    #expect(result.columns == nil)
  }

  @Test func declaresNoParameters() {
    #expect(SegmentedRowProvider().declaration.parameters.isEmpty)
    #expect(SegmentedRowProvider().declaration.acceptsItems)
  }
}
