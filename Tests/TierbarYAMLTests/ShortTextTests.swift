import Testing
import TierbarModel
import TierbarYAML

/// The reader shares the texts of short ASCII scalars (up to 32 bytes) within a read; every scalar
/// must still read exactly as written, whatever its length and however little it differs from
/// another.
@Suite("Short scalar texts")
struct ShortTextTests {
  /// Texts of every length from 1 to 34, each also with one byte changed at its start, middle and
  /// end (where the packed words of two texts overlap), plus non-ASCII ones.
  static let texts: [String] = {
    let alphabet = Array("abcdefghijklmnopqrstuvwxyz01234567")
    var texts: [String] = []
    for length in 1...34 {
      let base = Array(alphabet.prefix(length))
      texts.append(String(base))
      for position in Set([0, length / 2, length - 1]) {
        var changed = base
        changed[position] = "Z"
        texts.append(String(changed))
      }
    }
    return texts + ["é", "café", "naïve-thing-12", "日本", "x", "accessibility-label-ü-more"]
  }()

  @Test func everyScalarReadsAsWritten() throws {
    // Each text as a key and as a value, twice over, so repeats come from the shared table.
    var lines: [String] = []
    for (index, text) in (Self.texts + Self.texts).enumerated() {
      lines.append("k\(index)-\(text): \(text)")
    }
    let result = read(lines.joined(separator: "\n") + "\n")
    #expect(result.diagnostics.isEmpty)
    let entries = try #require(result.node?.mapping)
    #expect(entries.count == 2 * Self.texts.count)
    for (index, entry) in entries.enumerated() {
      let text = Self.texts[index % Self.texts.count]
      #expect(entry.keyName == "k\(index)-\(text)")
      #expect(entry.value.scalar?.value == text)
    }
  }

  @Test func textsThatShareBytesStayApart() throws {
    // Same length, same first and last bytes: only the middle differs.
    let result = read(
      "a: abcdefghij\nb: abcdeXghij\nc: abcdefghij\nd: abcdeXghij\ne: [ab, ba, aab]\n")
    let root = try #require(result.node)
    #expect(root["a"]?.scalar?.value == "abcdefghij")
    #expect(root["b"]?.scalar?.value == "abcdeXghij")
    #expect(root["c"]?.scalar?.value == "abcdefghij")
    #expect(root["d"]?.scalar?.value == "abcdeXghij")
    #expect(root["e"]?.sequence?.compactMap { $0.scalar?.value } == ["ab", "ba", "aab"])
  }
}
