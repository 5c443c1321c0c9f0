import Foundation
import Testing
import TierbarTestSupport

@testable import Tierbar

/// What `tierbar plugins` prints.
@Suite struct RegistryListingTests {
  static let golden = URL(fileURLWithPath: #filePath).deletingLastPathComponent()
    .appendingPathComponent("Golden/built-in-listing.txt")

  /// The whole text listing of the built-in kinds against a checked-in golden file. After an
  /// intended change, regenerate it: `TIERBAR_UPDATE_GOLDENS=1 swift test --filter RegistryListing`.
  @Test func textListingMatchesTheGoldenFile() throws {
    let text = RowRegistry.builtIn.listingText
    let mismatch = GoldenFile.mismatch(text, at: Self.golden)
    #expect(mismatch == nil, "\(mismatch ?? "")")
    #expect(text.hasPrefix("buttons  (built-in)\n  The tier's own items"))
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
