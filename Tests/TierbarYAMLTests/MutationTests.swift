import Testing
import TierbarModel
import TierbarYAML

/// Deterministic mutations of a real config: every one must give a result, never a crash or a
/// hang, and keep the loader's contract (a config exactly when no diagnostic is an error).
@Suite("Mutated configs")
struct MutationTests {
  static let original: [UInt8] = Array(
    """
    x-chip: &chip { corner-radius: 20, border: { width: 1, color: systemGray4 } }
    styles:
      chip:
        <<: *chip
        foreground: systemBlue
        selected: { background: systemBlue, foreground: white }
    toolbars:
      - id: reminders
        growth: overlay
        tiers:
          - id: main
            height: 50
            items:
              - { id: bell, icon: bell, accessibility-label: Remind me, action: { toggle: t } }
          - id: t
            selection: single-optional
            items:
              - { id: one-hour, title: 1hour, tag: 60, style: chip }
              - { id: three-hours, title: "3hour", tag: 180, style: chip }
    """.utf8)

  /// Fragments that YAML treats specially, inserted at random places.
  static let fragments: [[UInt8]] =
    [
      "[", "]", "{", "}", ":", ": ", "- ", "*chip", "&a ", "*a", "<<: ", "\t", "\n", "  ", "'",
      "\"",
      "|", ">", "!!str ", "%", "---\n", "...\n", "#", "? ", "\u{FEFF}", "é", "\u{85}",
    ].map { Array($0.utf8) } + [[0], [0xFF], [0xC3], [0xED, 0xA0, 0x80]]

  @Test(arguments: 0..<300)
  func mutationNeverCrashes(seed: Int) {
    var state = UInt64(seed + 1) &* 0x9E37_79B9_7F4A_7C15
    func next(_ bound: Int) -> Int {
      state = state &* 6_364_136_223_846_793_005 &+ 1_442_695_040_888_963_407
      return Int(truncatingIfNeeded: state >> 33) % max(1, bound)
    }
    var bytes = Self.original
    for _ in 0...next(4) {
      let position = next(bytes.count + 1)
      switch next(3) {
      case 0: bytes.insert(contentsOf: Self.fragments[next(Self.fragments.count)], at: position)
      case 1: bytes.removeSubrange(position..<min(bytes.count, position + 1 + next(8)))
      default:
        if position < bytes.count { bytes[position] = UInt8(truncatingIfNeeded: next(256)) }
      }
    }
    let result = ConfigLoader().load(bytes)
    #expect((result.config != nil) == !result.diagnostics.hasErrors)
    for diagnostic in result.diagnostics {
      #expect(diagnostic.range.start.line >= 1 && diagnostic.range.start.column >= 1)
      #expect(!diagnostic.message.isEmpty)
    }
  }

  @Test func unmutatedOriginalIsAValidConfig() {
    #expect(YAMLReader().read(Self.original).diagnostics.isEmpty)
    let result = ConfigLoader().load(Self.original)
    #expect(result.diagnostics.isEmpty, "\(result.diagnostics)")
    #expect(result.config?.toolbars.first?.tiers.count == 2)
  }
}
