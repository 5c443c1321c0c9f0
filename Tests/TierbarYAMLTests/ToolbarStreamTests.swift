import Foundation
import Testing
import TierbarCorpus
import TierbarModel
import TierbarTestSupport
import TierbarValidation

@testable import TierbarYAML

/// `ConfigLoader.load` validates toolbars while it reads (`ToolbarStream`); its result must be
/// the plain one — the whole tree read, then validated — for every file, whatever its shape.
@Suite struct ToolbarStreamTests {
  /// The plain way: the whole tree, then `loadResult(node:…)`.
  static func plainLoad(_ bytes: [UInt8]) -> ConfigLoadResult {
    let read = YAMLReader().read(bytes)
    return ConfigValidator().loadResult(
      node: read.node, readerDiagnostics: read.diagnostics, file: "f.yaml")
  }

  static func expectSameAsPlain(_ bytes: [UInt8], _ name: String) {
    let streamed = ConfigLoader().load(bytes, file: "f.yaml")
    let plain = plainLoad(bytes)
    #expect(streamed.diagnostics == plain.diagnostics, "\(name)")
    #expect(streamed.config == plain.config, "\(name)")
  }

  /// Whether `finish` gave the result itself (true) or asked for a plain read (false).
  static func streamFinishes(_ text: String) -> Bool {
    var stream: ToolbarStream? = ToolbarStream(validator: ConfigValidator())
    let read = YAMLReader().read(Array(text.utf8), streamingTo: &stream)
    guard let node = read.node else { return false }
    return stream?.finish(root: node) != nil
  }

  static var corpusFiles: [URL] {
    Fixtures.configURLs + Fixtures.validCorpusURLs + Fixtures.invalidCorpusURLs
  }

  @Test(arguments: corpusFiles)
  func everyConfigAndCorpusFileLoadsAsThePlainWay(_ file: URL) {
    Self.expectSameAsPlain(Fixtures.bytes(file), file.lastPathComponent)
  }

  @Test func theGeneratedCorpusLoadsAsThePlainWay() {
    let bytes = LoadCorpus(toolbarCount: 40).bytes()
    Self.expectSameAsPlain(bytes, "corpus")
    #expect(ConfigLoader().load(bytes).config?.toolbars.count == 40)
  }

  static let toolbar = """
      - id: a
        style: chip
        tiers:
          - id: main
            items:
              - { id: x, title: X, style: chip }
              - { id: y, title: Y, style: chipp }
    """

  /// Shapes that change what is decoded first, with whether `ToolbarStream` finishes them itself.
  static let shapes: [(name: String, text: String, finishes: Bool)] = [
    ("styles first", "styles:\n  chip: { corner-radius: 4 }\ntoolbars:\n\(toolbar)\n", true),
    ("styles last", "toolbars:\n\(toolbar)\nstyles:\n  chip: { corner-radius: 4 }\n", true),
    ("no styles", "toolbars:\n\(toolbar)\n", true),
    (
      "version after",
      "toolbars:\n\(toolbar)\nstyles: { chip: { corner-radius: 4 } }\nversion: 2\n",
      false
    ),
    ("version before", "version: 2\ntoolbars:\n\(toolbar)\n", true),
    ("two toolbars keys", "toolbars:\n\(toolbar)\ntoolbars:\n  - id: b\n    tiers: []\n", false),
    (
      "two styles keys",
      "styles: { chip: {} }\ntoolbars:\n\(toolbar)\nstyles: { other: {} }\n", false
    ),
    ("anchored list", "toolbars: &all\n\(toolbar)\nx-copy: *all\n", true),
    (
      "aliased items",
      "x-bar: &bar { id: a, tiers: [{ id: m, items: [] }] }\ntoolbars: [*bar, *bar, 3, null]\n",
      true
    ),
    (
      "merged root", "x-base: &base { styles: { chip: {} } }\n<<: *base\ntoolbars:\n\(toolbar)\n",
      true
    ),
    ("empty list", "toolbars: []\n", true),
    ("empty block list", "toolbars:\nversion: 1\n", true),
    ("syntax error after", "toolbars:\n\(toolbar)\nstyles: [\n", false),
    ("flow root", "{ toolbars: [{ id: a, tiers: [{ id: m, items: [] }] }], styles: {} }\n", true),
    ("second document", "toolbars:\n\(toolbar)\n---\ntoolbars: 3\n", true),
    ("root list", "- toolbars: []\n", true),
  ]

  @Test(arguments: shapes.indices)
  func everyShapeLoadsAsThePlainWay(_ index: Int) {
    let shape = Self.shapes[index]
    Self.expectSameAsPlain(Array(shape.text.utf8), shape.name)
    #expect(Self.streamFinishes(shape.text) == shape.finishes, "\(shape.name)")
  }

  /// A reference above `styles:` waits for it: a known style is no error, a misspelt one is
  /// reported at its own place with the suggestion it gets when the styles come first.
  @Test func styleReferencesAboveTheStylesAreCheckedWhenTheStylesArrive() {
    let text = "toolbars:\n\(Self.toolbar)\nstyles:\n  chip: { corner-radius: 4 }\n"
    let result = ConfigLoader().load(Array(text.utf8))
    let unknown = result.diagnostics.filter { $0.code == .unknownReference }
    #expect(unknown.count == 1)
    #expect(unknown.first?.range.start == SourceMark(line: 8, column: 39))
    #expect(unknown.first?.message.contains("'chipp'") == true)
    #expect(unknown.first?.message.contains("'chip'") == true)
  }

  /// The streamed toolbars are not in the tree the stream's reader returns.
  @Test func streamedToolbarsAreLeftOutOfTheTree() {
    var stream: ToolbarStream? = ToolbarStream(validator: ConfigValidator())
    let bytes = LoadCorpus(toolbarCount: 5).bytes()
    let read = YAMLReader().read(bytes, streamingTo: &stream)
    #expect(read.node?["toolbars"]?.sequence?.count == 0)
    #expect(YAMLReader().read(bytes).node?["toolbars"]?.sequence?.count == 5)
    let result = stream?.finish(root: read.node ?? .scalar(""))
    #expect(result?.config?.toolbars.count == 5)
  }
}
