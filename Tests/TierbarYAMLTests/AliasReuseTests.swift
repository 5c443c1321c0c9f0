import Testing
import TierbarModel
import TierbarYAML

/// Honest reuse at scale: a config that copies one layout anchor into every tier grows its own
/// nodes with its copies, so it stays within the alias budget however large it is.
@Suite("Alias reuse at scale")
struct AliasReuseTests {
  /// 301 toolbars of 25 tiers (7,525 tiers), each tier's `layout:` a copy of one 15-node anchor:
  /// 112,875 copied nodes, past the old fixed limit of 100,000.
  static func reusingConfig(toolbars: Int = 301, tiersEach: Int = 25) -> String {
    var lines = [
      "version: 1",
      "x-layout: &layout { padding: { top: 16, leading: 16, bottom: 16, trailing: 16 },"
        + " spacing: 8, line-spacing: 8 }",
      "toolbars:",
    ]
    for toolbar in 0..<toolbars {
      lines.append("  - id: bar-\(toolbar)")
      lines.append("    tiers:")
      for tier in 0..<tiersEach {
        lines.append("      - { id: tier-\(tier), layout: *layout, items: [] }")
      }
    }
    return lines.joined(separator: "\n") + "\n"
  }

  @Test func anAnchorReusedInEachOfThousandsOfTiersLoads() throws {
    let result = ConfigLoader().load(Array(Self.reusingConfig().utf8))
    #expect(!result.diagnostics.contains { $0.code == .aliasExpansionLimit })
    #expect(result.diagnostics.filter { $0.severity == .error }.isEmpty)
    let config = try #require(result.config)
    #expect(config.toolbars.count == 301)
    #expect(config.toolbars.reduce(0) { $0 + $1.tiers.count } == 7_525)
    #expect(config.toolbars[300].tiers[24].layout.spacing == 8)
  }
}
