import Foundation
import Testing
import TierbarJSON
import TierbarModel
import TierbarTestSupport
import TierbarYAML

/// Every config in `Configs/`, written as canonical JSON and read back: the same model as its
/// YAML, the same bytes every time, and a fixed point (the JSON's own canonical JSON is itself).
@Suite struct JSONRoundTripTests {
  static let configNames = Fixtures.configURLs.map(\.lastPathComponent)

  func canonicalJSON(ofYAML bytes: [UInt8]) throws -> CanonicalJSON.Output {
    let read = YAMLReader().read(bytes)
    let node = try #require(read.node, "\(read.diagnostics)")
    return CanonicalJSON.write(node)
  }

  @Test func everyConfigIsCovered() {
    #expect(Self.configNames.count >= 8)
    #expect(Self.configNames.allSatisfy { $0.hasSuffix(".yaml") })
  }

  @Test(arguments: configNames) func jsonLoadsToTheSameModelAsYAML(_ name: String) throws {
    let bytes = Fixtures.bytes(Fixtures.config(name))
    let output = try canonicalJSON(ofYAML: bytes)
    #expect(output.diagnostics.isEmpty, "\(output.diagnostics)")
    let yaml = ConfigLoader().load(bytes, file: name)
    let json = JSONConfigLoader().load(Array(output.text.utf8), file: name)
    if Fixtures.pluginConfigNames.contains(name) {
      // Without its plugin the config is refused, the same way in both forms.
      #expect(yaml.config == nil)
      #expect(json.config == nil)
      #expect(json.diagnostics.map(\.code) == yaml.diagnostics.map(\.code))
      #expect(json.diagnostics.map(\.message) == yaml.diagnostics.map(\.message))
    } else {
      let model = try #require(yaml.config, "\(yaml.diagnostics)")
      #expect(json.diagnostics.isEmpty, "\(json.diagnostics)")
      #expect(json.config == model)
    }
  }

  @Test(arguments: configNames) func canonicalJSONIsStableAndAFixedPoint(_ name: String) throws {
    let bytes = Fixtures.bytes(Fixtures.config(name))
    let first = try canonicalJSON(ofYAML: bytes).text
    #expect(try canonicalJSON(ofYAML: bytes).text == first)
    let reread = try #require(JSONReader().read(Array(first.utf8)).node)
    #expect(CanonicalJSON.write(reread).text == first)
    #expect(first.hasSuffix("}\n"))
    #expect(!first.contains("\r"))
  }

  /// The exact shape of the output, on a small config with every kind of value.
  @Test func writesTwoSpaceIndentedJSONInSourceOrder() throws {
    let yaml = """
      version: 1
      x-note: "a \\"quoted\\" word"
      toolbars:
        - id: bar
          tiers: [{ id: main, height: 44.5, collapsed: false, items: [] }]
          empty: {}
      """
    let output = try canonicalJSON(ofYAML: Array(yaml.utf8))
    #expect(
      output.text == """
        {
          "version": 1,
          "x-note": "a \\"quoted\\" word",
          "toolbars": [
            {
              "id": "bar",
              "tiers": [
                {
                  "id": "main",
                  "height": 44.5,
                  "collapsed": false,
                  "items": []
                }
              ],
              "empty": {}
            }
          ]
        }

        """)
  }

  /// Aliases are expanded and merge keys applied: JSON has neither.
  @Test func aliasesAndMergesAreExpanded() throws {
    let yaml = """
      base: &base { height: 44 }
      tier: { <<: *base, id: main }
      """
    let text = try canonicalJSON(ofYAML: Array(yaml.utf8)).text
    let root = try #require(JSONReader().read(Array(text.utf8)).node)
    #expect(root["tier"]?.mapping?.map(\.keyName) == ["height", "id"])
    #expect(root["tier"]?["height"]?.scalar == ConfigScalar("44"))
  }

  /// Plain YAML scalars JSON cannot spell as written are rewritten, each with a warning at it;
  /// quoted scalars and other plain text stay strings.
  @Test func typedPlainScalarsAreSpelledAsJSONWithAWarning() throws {
    let yaml = "[True, ~, +5, .5, 007, .inf, yes, '60', 60, 1hour, -0.25, 1e3]"
    let output = try canonicalJSON(ofYAML: Array(yaml.utf8))
    let root = try #require(JSONReader().read(Array(output.text.utf8)).node)
    let scalars = try #require(root.sequence).compactMap(\.scalar)
    #expect(
      scalars == [
        ConfigScalar("true"), ConfigScalar("null"), ConfigScalar("5"), ConfigScalar("0.5"),
        ConfigScalar("7"), ConfigScalar(".inf", style: .doubleQuoted),
        ConfigScalar("yes", style: .doubleQuoted), ConfigScalar("60", style: .doubleQuoted),
        ConfigScalar("60"), ConfigScalar("1hour", style: .doubleQuoted), ConfigScalar("-0.25"),
        ConfigScalar("1e3"),
      ])
    #expect(output.diagnostics.map(\.code) == Array(repeating: .jsonRewrittenScalar, count: 6))
    #expect(output.diagnostics.map(\.range.start.column) == [2, 8, 11, 15, 19, 24])
    #expect(output.diagnostics.allSatisfy { $0.severity == .warning })
  }

  /// Validation problems are the same in both forms: same codes and messages, at the JSON's
  /// own lines and columns.
  @Test func validationDiagnosticsAreTheSameAtTheJSONPlace() throws {
    let json = """
      {
        "toolbars": [
          {"id": "bar", "tiers": [{"id": "main", "hieght": 44, "items": []}]}
        ]
      }
      """
    let yaml = """
      toolbars:
        - id: bar
          tiers: [{ id: main, hieght: 44, items: [] }]
      """
    let fromJSON = JSONConfigLoader().load(Array(json.utf8))
    let fromYAML = ConfigLoader().load(Array(yaml.utf8))
    #expect(fromJSON.config == nil)
    #expect(fromJSON.diagnostics.map(\.code) == fromYAML.diagnostics.map(\.code))
    #expect(fromJSON.diagnostics.map(\.message) == fromYAML.diagnostics.map(\.message))
    let unknown = try #require(fromJSON.diagnostics.first { $0.code == "unknown-key" })
    #expect(unknown.range.start == SourceMark(line: 3, column: 44))
    #expect(unknown.message.contains("'height'"))
  }
}
