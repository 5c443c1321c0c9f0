import TierbarTestSupport

extension HostileInputs {
  /// Files of 256 KiB and more, which `tierbar` parses ahead on a second thread (`ParseAhead`):
  /// clean; cut at seeded places in its second half; a bad byte late in the file; an unclosed
  /// bracket at its end; 300,000 `[`; and a billion laughs before a large config.
  static func largeFiles() -> [HostileInput] {
    let config = largeConfig()
    var random = SeededRandom(seed: 22_003)
    var inputs = [HostileInput(name: "large-clean", bytes: config, expectation: .clean)]
    for _ in 0..<8 {
      let end = config.count / 2 + random.below(config.count / 2)
      inputs.append(
        HostileInput(name: "large-cut-\(end)", bytes: Array(config[..<end]), expectation: .either))
    }
    // At the start of a line about nine tenths in.
    let lineStarts = config.indices.filter { $0 == 0 || config[$0 - 1] == 0x0A }
    let badLine = lineStarts.count * 9 / 10
    var badByte = config
    badByte.insert(0xFF, at: lineStarts[badLine])
    inputs.append(
      HostileInput(name: "large-bad-byte", bytes: badByte, expectation: .error(line: badLine + 1)))
    inputs.append(
      HostileInput(
        name: "large-unclosed", bytes: config + Array("  - { id: broken, tiers: [\n".utf8),
        expectation: .error(line: nil)))
    inputs.append(
      HostileInput(
        name: "large-open-brackets", bytes: [UInt8](repeating: UInt8(ascii: "["), count: 300_000),
        expectation: .error(line: 1)))
    inputs.append(
      HostileInput(
        name: "large-laughs", bytes: Array(laughs(levels: 9, width: 9).utf8) + config,
        expectation: .error(line: nil)))
    return inputs
  }

  /// 1,000 toolbars of one tier of 12 items: about 560 KB, a valid config (its second half alone
  /// is over 256 KiB, so every cut of `largeFiles` is parsed ahead too).
  static func largeConfig() -> [UInt8] {
    var text = "version: 1\ntoolbars:\n"
    for toolbar in 0..<1_000 {
      text += "  - id: t\(toolbar)\n    tiers:\n      - id: main\n        items:\n"
      for item in 0..<12 { text += "          - { id: i\(item), title: Item \(item) }\n" }
    }
    return Array(text.utf8)
  }
}
