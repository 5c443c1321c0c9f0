import Foundation
import TierbarTestSupport

/// The generated classes of hostile inputs: each class's generator, once, over the files it is
/// given (the configs in `Configs/` by default; a simulate script or a saved state for
/// `HostileScriptProcessTests`) or from nothing.
enum HostileInputs {
  /// A valid file the mutations start from, by name.
  typealias Source = (name: String, bytes: [UInt8])

  /// The example configs that validate cleanly without a plugin (`plugin-example.yaml` needs
  /// the example plugin), by name.
  static let cleanConfigs: [Source] = {
    let names =
      ((try? FileManager.default.contentsOfDirectory(atPath: TierbarProcess.configs.path)) ?? [])
      .filter { $0.hasSuffix(".yaml") && $0 != "plugin-example.yaml" }.sorted()
    return names.compactMap { name in
      guard
        let data = FileManager.default.contents(atPath: TierbarProcess.configs.path + "/" + name)
      else { return nil }
      return (String(name.dropLast(5)), [UInt8](data))
    }
  }()

  /// Lines of `bytes`, each with its line break (LF files).
  static func lines(_ bytes: [UInt8]) -> [[UInt8]] {
    var lines: [[UInt8]] = []
    var current: [UInt8] = []
    for byte in bytes {
      current.append(byte)
      if byte == 0x0A {
        lines.append(current)
        current = []
      }
    }
    if !current.isEmpty { lines.append(current) }
    return lines
  }

  /// The 1-based line of byte `offset`.
  static func line(of offset: Int, in bytes: [UInt8]) -> Int {
    1 + bytes[..<min(offset, bytes.count)].count { $0 == 0x0A }
  }

  // MARK: Mutations of valid files

  /// `perSource` seeded byte flips of each source: half flip one bit, half put a byte YAML
  /// gives a meaning to (`:`, `-`, `[`, `#`, a quote, a tab…) in place of another.
  static func byteFlips(of sources: [Source] = cleanConfigs, perSource: Int) -> [HostileInput] {
    let significant = Array(":-[]{}#&*!|>'\"\t ,?%@`\n".utf8)
    var random = SeededRandom(seed: 22_001)
    var inputs: [HostileInput] = []
    for config in sources {
      for index in 0..<perSource {
        var bytes = config.bytes
        let offset = random.below(bytes.count)
        if index % 2 == 0 {
          bytes[offset] ^= UInt8(1) << UInt8(random.below(8))
        } else {
          bytes[offset] = significant[random.below(significant.count)]
        }
        inputs.append(
          HostileInput(name: "\(config.name)-flip-\(offset)", bytes: bytes, expectation: .either))
      }
    }
    return inputs
  }

  /// Each line of each source deleted, one at a time.
  static func lineDeletions(of sources: [Source] = cleanConfigs) -> [HostileInput] {
    sources.flatMap { config in
      let lines = lines(config.bytes)
      return lines.indices.map { index in
        var copy = lines
        copy.remove(at: index)
        return HostileInput(
          name: "\(config.name)-delete-\(index + 1)", bytes: copy.flatMap { $0 },
          expectation: .either)
      }
    }
  }

  /// Each line of each source swapped with the next one.
  static func lineSwaps(of sources: [Source] = cleanConfigs) -> [HostileInput] {
    sources.flatMap { config in
      let lines = lines(config.bytes)
      return lines.indices.dropLast().map { index in
        var copy = lines
        copy.swapAt(index, index + 1)
        return HostileInput(
          name: "\(config.name)-swap-\(index + 1)", bytes: copy.flatMap { $0 }, expectation: .either
        )
      }
    }
  }

  /// Each indented line of each source re-indented: one and two spaces more, one less.
  static func reindents(of sources: [Source] = cleanConfigs) -> [HostileInput] {
    sources.flatMap { config in
      let lines = lines(config.bytes)
      return lines.indices.flatMap { index -> [HostileInput] in
        let line = lines[index]
        let indent = line.prefix { $0 == 0x20 }.count
        guard indent > 0, indent < line.count - 1 else { return [] }
        return [1, 2, -1].map { change in
          var copy = lines
          copy[index] = [UInt8](repeating: 0x20, count: indent + change) + line.dropFirst(indent)
          return HostileInput(
            name: "\(config.name)-indent\(change > 0 ? "+" : "")\(change)-\(index + 1)",
            bytes: copy.flatMap { $0 }, expectation: .either)
        }
      }
    }
  }

  /// A tab in each indented line's indentation (YAML forbids tabs there, so a tab before a key
  /// is an error at that line), and a tab after each `key:` (allowed: separation).
  static func tabs(of sources: [Source] = cleanConfigs) -> [HostileInput] {
    sources.flatMap { config in
      let lines = lines(config.bytes)
      return lines.indices.flatMap { index -> [HostileInput] in
        let line = lines[index]
        let indent = line.prefix { $0 == 0x20 }.count
        guard indent > 0, indent < line.count - 1, line[indent] != UInt8(ascii: "#") else {
          return []
        }
        var indented = lines
        indented[index] = [0x09] + line.dropFirst(1)
        var results = [
          HostileInput(
            name: "\(config.name)-tab-indent-\(index + 1)", bytes: indented.flatMap { $0 },
            expectation: .either)
        ]
        if let colon = line.firstIndex(of: UInt8(ascii: ":")), colon + 1 < line.count,
          line[colon + 1] == 0x20
        {
          var separated = lines
          separated[index][colon + 1] = 0x09
          results.append(
            HostileInput(
              name: "\(config.name)-tab-after-colon-\(index + 1)",
              bytes: separated.flatMap { $0 }, expectation: .either))
        }
        return results
      }
    }
  }

  // MARK: Encodings

  /// Sequences that are not UTF-8: a lone continuation byte, an overlong `/`, a UTF-16
  /// surrogate, a byte above F4, a sequence cut short, a code point above U+10FFFF.
  static let invalidUTF8: [(name: String, bytes: [UInt8])] = [
    ("continuation", [0x80]), ("overlong", [0xC0, 0xAF]), ("surrogate", [0xED, 0xA0, 0x80]),
    ("f5", [0xF5, 0x80, 0x80, 0x80]), ("cut", [0xE2, 0x82]), ("above", [0xF4, 0x90, 0x80, 0x80]),
    ("ff", [0xFF]),
  ]

  /// An invalid sequence inserted at `perSource` seeded places of each source: an error on the
  /// line it was put in.
  static func invalidUTF8Insertions(of sources: [Source] = cleanConfigs, perSource: Int)
    -> [HostileInput]
  {
    var random = SeededRandom(seed: 22_002)
    var inputs: [HostileInput] = []
    for config in sources {
      for _ in 0..<perSource {
        let sequence = invalidUTF8[random.below(invalidUTF8.count)]
        let offset = random.below(config.bytes.count)
        var bytes = config.bytes
        bytes.insert(contentsOf: sequence.bytes, at: offset)
        inputs.append(
          HostileInput(
            name: "\(config.name)-utf8-\(sequence.name)-\(offset)", bytes: bytes,
            expectation: .error(line: line(of: offset, in: config.bytes))))
      }
    }
    return inputs
  }

  /// `text` in UTF-16 after its byte-order mark.
  static func utf16(_ text: String, bigEndian: Bool) -> [UInt8] {
    let mark: [UInt8] = bigEndian ? [0xFE, 0xFF] : [0xFF, 0xFE]
    return mark
      + text.utf16.flatMap { unit -> [UInt8] in
        let high = UInt8(unit >> 8)
        let low = UInt8(unit & 0xFF)
        return bigEndian ? [high, low] : [low, high]
      }
  }

  /// `text` in UTF-32 after its byte-order mark.
  static func utf32(_ text: String, bigEndian: Bool) -> [UInt8] {
    let mark: [UInt8] = bigEndian ? [0, 0, 0xFE, 0xFF] : [0xFF, 0xFE, 0, 0]
    return mark
      + text.unicodeScalars.flatMap { scalar -> [UInt8] in
        let bytes = (0..<4).map { UInt8((scalar.value >> (UInt32($0) * 8)) & 0xFF) }
        return bigEndian ? bytes.reversed() : bytes
      }
  }

  /// Byte-order marks and other encodings of each source: a UTF-8 BOM is allowed (clean);
  /// UTF-16 and UTF-32, with their BOMs, are errors at the start; a BOM in the middle of a
  /// line may or may not be.
  static func byteOrderMarks(of sources: [Source] = cleanConfigs) -> [HostileInput] {
    sources.flatMap { config -> [HostileInput] in
      let text = String(decoding: config.bytes, as: UTF8.self)
      let littleEndian16 = utf16(text, bigEndian: false)
      let bigEndian16 = utf16(text, bigEndian: true)
      let littleEndian32 = utf32(text, bigEndian: false)
      let bigEndian32 = utf32(text, bigEndian: true)
      let middle = config.bytes.count / 2
      return [
        HostileInput(
          name: "\(config.name)-utf8-bom", bytes: [0xEF, 0xBB, 0xBF] + config.bytes,
          expectation: .clean),
        HostileInput(
          name: "\(config.name)-utf16le", bytes: littleEndian16, expectation: .error(line: 1)),
        HostileInput(
          name: "\(config.name)-utf16be", bytes: bigEndian16, expectation: .error(line: 1)),
        HostileInput(
          name: "\(config.name)-utf32le", bytes: littleEndian32, expectation: .error(line: 1)),
        HostileInput(
          name: "\(config.name)-utf32be", bytes: bigEndian32, expectation: .error(line: 1)),
        HostileInput(
          name: "\(config.name)-bom-inside",
          bytes: Array(config.bytes[..<middle]) + [0xEF, 0xBB, 0xBF] + config.bytes[middle...],
          expectation: .either),
      ]
    }
  }

  /// Each source with other line ends: CR LF, CR alone, CR LF on every other line, no final
  /// line break. All are still the same valid file.
  static func lineEnds(of sources: [Source] = cleanConfigs) -> [HostileInput] {
    sources.flatMap { config -> [HostileInput] in
      let lines = lines(config.bytes)
      func ended(_ end: (Int) -> [UInt8]) -> [UInt8] {
        lines.enumerated().flatMap { index, line in
          (line.last == 0x0A ? Array(line.dropLast()) : line) + end(index)
        }
      }
      var unterminated = config.bytes
      while unterminated.last == 0x0A { unterminated.removeLast() }
      return [
        HostileInput(
          name: "\(config.name)-crlf", bytes: ended { _ in [0x0D, 0x0A] }, expectation: .clean),
        HostileInput(name: "\(config.name)-cr", bytes: ended { _ in [0x0D] }, expectation: .clean),
        HostileInput(
          name: "\(config.name)-mixed", bytes: ended { $0 % 2 == 0 ? [0x0D, 0x0A] : [0x0A] },
          expectation: .clean),
        HostileInput(
          name: "\(config.name)-no-final-break", bytes: unterminated, expectation: .clean),
      ]
    }
  }

  // MARK: YAML attacks

  static let header = "version: 1\ntoolbars:\n  - id: t\n    tiers:\n      - id: main\n"

  /// Where a generated value goes in an otherwise valid file: the text before it and after it.
  struct ValueSlot {
    var before: String
    var after: String

    /// The 1-based line the value starts on.
    var line: Int { 1 + before.utf8.count { $0 == 0x0A } }

    func holding(_ value: String) -> [UInt8] { Array((before + value + after).utf8) }

    /// An item's title in a one-item config.
    static let configTitle = ValueSlot(
      before: header + "        items: [{ id: a, title: ", after: " }]\n")
  }

  /// Billion laughs: `levels` anchored lists, each of `width` aliases of the one before, as
  /// top-level `x-aN:` keys (lines of their own, put before a file's own text).
  static func laughs(levels: Int, width: Int) -> String {
    var text = "x-a0: &a0 [lol]\n"
    for level in 1...levels {
      let aliases = Array(repeating: "*a\(level - 1)", count: width).joined(separator: ", ")
      text += "x-a\(level): &a\(level) [\(aliases)]\n"
    }
    return text
  }

  /// Billion laughs at three sizes, and a wide anchor repeated by many aliases.
  static func aliasBombs() -> [HostileInput] {
    func laughs(levels: Int, width: Int) -> [UInt8] {
      Array(
        (Self.laughs(levels: levels, width: width) + header
          + "        items: [{ id: a, title: x }]\n").utf8)
    }
    let wide = "x-big: &big [" + (0..<2_000).map { "v\($0)" }.joined(separator: ", ") + "]\n"
    let uses = (0..<2_000).map { "x-use\($0): *big" }.joined(separator: "\n") + "\n"
    let inStyles =
      "styles:\n  s: &s { corner-radius: 1 }\n"
      + (0..<200).map { "  s\($0): *s" }.joined(separator: "\n") + "\n"
    return [
      HostileInput(
        name: "laughs-9x9", bytes: laughs(levels: 9, width: 9), expectation: .error(line: nil)),
      HostileInput(
        name: "laughs-20x4", bytes: laughs(levels: 20, width: 4), expectation: .error(line: nil)),
      HostileInput(
        name: "laughs-4x1000", bytes: laughs(levels: 4, width: 1_000),
        expectation: .error(line: nil)),
      HostileInput(
        name: "wide-anchor", bytes: Array((wide + uses + header + "        items: []\n").utf8),
        expectation: .error(line: nil)),
      // Honest reuse: 200 styles from one anchor is a valid config.
      HostileInput(
        name: "honest-reuse", bytes: Array((inStyles + header + "        items: []\n").utf8),
        expectation: .clean),
    ]
  }

  /// Nesting far past the depth limit, in flow and block style, in a value (at `slot`) and as
  /// the root.
  static func deepNesting(valueAt slot: ValueSlot = .configTitle) -> [HostileInput] {
    let depth = 100_000
    let flowLists = String(repeating: "[", count: depth) + String(repeating: "]", count: depth)
    let flowMaps =
      String(repeating: "{a: ", count: depth) + "1" + String(repeating: "}", count: depth)
    let openOnly = String(repeating: "[", count: depth)
    var block = ""
    for level in 0..<2_000 { block += String(repeating: " ", count: level) + "a:\n" }
    var blockLists = ""
    for level in 0..<2_000 { blockLists += String(repeating: " ", count: level) + "-\n" }
    return [
      HostileInput(name: "flow-lists", bytes: Array(flowLists.utf8), expectation: .error(line: 1)),
      HostileInput(name: "flow-maps", bytes: Array(flowMaps.utf8), expectation: .error(line: 1)),
      HostileInput(
        name: "open-brackets", bytes: Array(openOnly.utf8), expectation: .error(line: 1)),
      HostileInput(
        name: "in-a-value", bytes: slot.holding(flowLists), expectation: .error(line: slot.line)),
      HostileInput(name: "block-maps", bytes: Array(block.utf8), expectation: .error(line: nil)),
      HostileInput(
        name: "block-lists", bytes: Array(blockLists.utf8), expectation: .error(line: nil)),
    ]
  }

  /// Scalars of megabytes, and numbers past every bound. A long title or id is a valid config;
  /// a long key is not (a YAML key is at most 1,024 characters).
  static func hugeScalars() -> [HostileInput] {
    let long = String(repeating: "x", count: 4 << 20)
    func item(_ text: String) -> [UInt8] { Array((header + text).utf8) }
    return [
      HostileInput(
        name: "long-title", bytes: item("        items: [{ id: a, title: \(long) }]\n"),
        expectation: .clean),
      HostileInput(
        name: "long-quoted-title", bytes: item("        items: [{ id: a, title: \"\(long)\" }]\n"),
        expectation: .clean),
      HostileInput(
        name: "long-key", bytes: item("        \(long): 1\n        items: []\n"),
        expectation: .error(line: 6)),
      HostileInput(
        name: "long-id", bytes: item("        items: [{ id: \(long), title: x }]\n"),
        expectation: .clean),
      HostileInput(
        name: "long-number",
        bytes: item(
          "        height: \(String(repeating: "9", count: 1 << 20))\n        items: []\n"),
        expectation: .error(line: 6)),
      HostileInput(
        name: "height-1e400", bytes: item("        height: 1e400\n        items: []\n"),
        expectation: .error(line: 6)),
      HostileInput(
        name: "height-1e15", bytes: item("        height: 1e15\n        items: []\n"),
        expectation: .error(line: 6)),
      HostileInput(
        name: "min-2^64",
        bytes: item(
          "        selection: { mode: multiple, min: 18446744073709551616 }\n        items: []\n"),
        expectation: .error(line: 6)),
      HostileInput(
        name: "tag-2^63",
        bytes: item("        items: [{ id: a, title: x, tag: 9223372036854775808 }]\n"),
        expectation: .either),
      HostileInput(
        name: "version-huge", bytes: Array("version: 99999999999999999999999\ntoolbars: []\n".utf8),
        expectation: .error(line: 1)),
    ]
  }
}
