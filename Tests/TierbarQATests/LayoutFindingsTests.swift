import Foundation
import Testing
import Tierbar
import TierbarTestSupport
import TierbarYAML

/// QA findings in validation and layout (modules still being finished by their owners). These
/// tests fail until the bugs are fixed: they are the bug reports, each with its input.
@Suite struct LayoutFindingsTests {
  static func qaConfig(_ name: String) -> URL {
    Fixtures.corpusDirectory.appendingPathComponent("qa").appendingPathComponent(name)
  }

  /// `height: 1e308` passes validation, then `PixelGrid` overflows (1e308 × scale = inf, which
  /// `nearest` turns into 0): the tier is 0.33 pt tall and its item sits at y = -10. Either
  /// validation rejects absurd sizes (a limit, as for file size and nesting), or layout keeps them.
  @Test func anAbsurdHeightIsAnErrorOrIsKept() throws {
    let result = ConfigLoader().load(contentsOf: Self.qaConfig("huge-height.yaml").path)
    if result.diagnostics.contains(where: { $0.severity == .error }) {
      let diagnostic = try #require(result.diagnostics.first { $0.severity == .error })
      #expect(diagnostic.range.start.line == 8)
      return
    }
    let config = try #require(result.config)
    let toolbar = try #require(config.toolbars.first)
    let frames = layout(toolbar, config: config)
    let main = try #require(frames.tier("main"))
    #expect(main.frame.height == 1e308, "tier height \(main.frame.height), expected 1e308")
    let done = try #require(frames.item("done"))
    #expect(done.frame.minY >= 0, "item y \(done.frame.minY) lies above its tier")
  }

  /// A display scale far outside 1…3 (`tierbar layout --scale 1e308` is accepted) makes the same
  /// overflow: the 50 pt Reminders bar comes out 1e-308 pt tall.
  @Test func anExtremeScaleKeepsTheBarsHeight() throws {
    let result = ConfigLoader().load(contentsOf: Fixtures.config("reminders.yaml").path)
    let config = try #require(result.config)
    let toolbar = try #require(config.toolbars.first)
    let frames = layout(toolbar, config: config, environment: LayoutEnvironment(scale: 1e308))
    #expect(frames.size.height == 50)
  }

  /// In a row wider than the bar (no wrap) the items past the trailing edge get hit areas with a
  /// negative width (`"hitArea":{"x":412,…,"width":-19}` for `i6`), in LTR and RTL. A hit area is
  /// a rectangle: empty at worst, never negative.
  @Test(arguments: [LayoutEnvironment.LayoutDirection.leftToRight, .rightToLeft])
  func hitAreasInAnOverflowingRowAreNeverNegative(direction: LayoutEnvironment.LayoutDirection)
    throws
  {
    let result = ConfigLoader().load(contentsOf: Self.qaConfig("overflowing-row.yaml").path)
    let config = try #require(result.config)
    let toolbar = try #require(config.toolbars.first)
    let frames = layout(
      toolbar, config: config, environment: LayoutEnvironment(layoutDirection: direction))
    #expect(frames.items.count == 12)
    for item in frames.items {
      #expect(item.hitArea.width >= 0, "\(item.id): hit area width \(item.hitArea.width)")
      #expect(item.hitArea.height >= 0, "\(item.id): hit area height \(item.hitArea.height)")
    }
  }
}
