import Testing
import TierbarModel
import TierbarTestSupport
import TierbarValidation
import TierbarYAML

/// Sizes above `ValidationLimits.maxSize` are `invalid-size`: layout multiplies and sums sizes, and
/// `height: 1e308` once came out of pixel rounding as a 0.33 pt tier.
@Suite struct SizeLimitTests {
  static let bar = "toolbars:\n  - id: bar\n    tiers:\n      - id: main\n"
  static let item = "        items:\n          - { id: done, title: Done }\n"

  /// Every kind of size, with `SIZE` where the value goes.
  static let sizeSnippets: [String] = [
    bar + "        height: SIZE\n" + item,
    bar + "        layout: { spacing: SIZE }\n" + item,
    bar + "        layout: { line-spacing: SIZE }\n" + item,
    bar + "        layout: { padding: SIZE }\n" + item,
    bar + "        layout: { padding: [1, SIZE] }\n" + item,
    bar + "        layout: { padding: { top: SIZE } }\n" + item,
    "styles:\n  chip: { corner-radius: SIZE }\n" + bar + item,
    "styles:\n  chip: { border: { width: SIZE } }\n" + bar + item,
    "styles:\n  chip: { font: { size: SIZE } }\n" + bar + item,
    "styles:\n  chip: { min-size: { width: SIZE } }\n" + bar + item,
    "styles:\n  chip: { content-insets: SIZE }\n" + bar + item,
    bar + "        items:\n          - { id: done, title: Done }\n          - space: SIZE\n",
  ]

  @Test(arguments: sizeSnippets)
  func aSizeAboveTheLimitIsAnError(snippet: String) {
    expectDiagnostics(
      snippet.replacingMarker("1️⃣1e308"),
      [.init(.invalidSize, at: "1️⃣", mentions: ["1e+308 points", "at most 10000 points"])])
    expectDiagnostics(
      snippet.replacingMarker("1️⃣10000.5"),
      [.init(.invalidSize, at: "1️⃣", mentions: ["10000.5 points"])])
  }

  @Test(arguments: sizeSnippets)
  func theLimitItselfIsAccepted(snippet: String) {
    #expect(loadClean(snippet.replacingMarker("10000")) != nil)
  }

  /// Selection counts are only compared, never summed or allocated, so they need no cap; a count
  /// beyond `Int` is not an integer.
  @Test func selectionCountsAreNotCapped() {
    let tier = "        selection: { mode: multiple, max: COUNT }\n" + Self.item
    #expect(loadClean(Self.bar + tier.replacingMarker("9223372036854775807", in: "COUNT")) != nil)
    expectDiagnostics(
      Self.bar + tier.replacingMarker("1️⃣9223372036854775808", in: "COUNT"),
      [.init(.wrongType, at: "1️⃣", mentions: ["expected an integer"])])
  }

  @Test func theLimitIsTenThousandPoints() {
    #expect(ValidationLimits.maxSize == 10_000)
  }

  /// QA's input (`Tests/Corpus/qa/huge-height.yaml`) is rejected at the value.
  @Test func qaHugeHeightIsAnError() throws {
    let url = Fixtures.corpusDirectory.appendingPathComponent("qa/huge-height.yaml")
    let result = ConfigLoader().load(contentsOf: url.path)
    let error = try #require(result.diagnostics.first { $0.severity == .error })
    #expect(error.code == .invalidSize)
    #expect(error.range.start.line == 8)
    #expect(result.config == nil)
  }
}

extension String {
  fileprivate func replacingMarker(_ value: String, in marker: String = "SIZE") -> String {
    var result = ""
    var rest = self[...]
    while let range = rest.range(of: marker) {
      result += rest[..<range.lowerBound] + value
      rest = rest[range.upperBound...]
    }
    return result + rest
  }
}
