import Foundation
import Testing
import TierbarModel
import TierbarTestSupport
import TierbarYAML

/// Damaged versions of the example configs: whatever the damage, loading reports and never traps,
/// and the config is there exactly when no diagnostic is an error.
@Suite struct MutationTests {
  /// Deterministic damage: truncations, and single bytes replaced by characters that matter to
  /// YAML or to the language.
  static func mutations(of bytes: [UInt8]) -> [[UInt8]] {
    var results: [[UInt8]] = []
    let replacements = Array(":-[]{}#&*!|>'\"\t x0".utf8)
    var seed: UInt64 = 0x9E37_79B9_7F4A_7C15
    func next(_ bound: Int) -> Int {
      seed = seed &* 6_364_136_223_846_793_005 &+ 1_442_695_040_888_963_407
      return Int((seed >> 33) % UInt64(max(bound, 1)))
    }
    for cut in stride(from: 0, to: bytes.count, by: max(bytes.count / 25, 1)) {
      results.append(Array(bytes[..<cut]))
    }
    for _ in 0..<150 {
      var copy = bytes
      copy[next(copy.count)] = replacements[next(replacements.count)]
      results.append(copy)
    }
    return results
  }

  @Test(arguments: Fixtures.builtInConfigURLs)
  func damagedConfigsNeverTrap(_ url: URL) {
    let loader = ConfigLoader(registry: Fixtures.registry)
    var withErrors = 0
    for bytes in Self.mutations(of: Fixtures.bytes(url)) {
      let result = loader.load(bytes, file: "damaged.yaml")
      #expect((result.config != nil) == !result.diagnostics.hasErrors)
      #expect(result.diagnostics.allSatisfy { !$0.message.isEmpty && $0.range.start.line >= 1 })
      if result.diagnostics.hasErrors { withErrors += 1 }
    }
    // Most damage is caught; a run where nothing is reported would mean the loader ignores input.
    #expect(withErrors > 50)
  }
}
