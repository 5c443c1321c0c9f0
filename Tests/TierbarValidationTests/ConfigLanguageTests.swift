import Foundation
import Testing
import TierbarModel
import TierbarTestSupport
import TierbarYAML

@testable import TierbarValidation

/// The declarations in `ConfigLanguage` against the decoder that reads configs: every declared
/// key is read (not reported as unknown), and an undeclared key is reported with exactly the
/// declared list.
@Suite struct ConfigLanguageTests {
  /// A config with a `KEY` line inside the named mapping, and the keys the template writes there
  /// already (inserting them again would be a duplicate key, not a test of the declaration).
  struct Template: CustomStringConvertible, Sendable {
    var mapping: String
    var yaml: String
    var present: Set<String>

    var description: String { mapping }

    func with(_ line: String) -> String { yaml.replacingOccurrences(of: "KEY", with: line) }
  }

  static let bar = "toolbars:\n  - id: bar\n    tiers:\n      - id: main\n"
  static let item = bar + "        items:\n          - id: done\n            title: Done\n"

  static let templates: [Template] = [
    Template(mapping: "config", yaml: "KEY\n" + bar, present: ["toolbars"]),
    Template(
      mapping: "toolbar", yaml: "toolbars:\n  - id: bar\n    KEY\n    tiers:\n      - id: main\n",
      present: ["id", "tiers"]),
    Template(mapping: "tier", yaml: bar + "        KEY\n", present: ["id"]),
    Template(mapping: "layout", yaml: bar + "        layout:\n          KEY\n", present: []),
    Template(
      mapping: "selection",
      yaml: bar + "        selection:\n          mode: multiple\n"
        + "          KEY\n", present: ["mode"]),
    Template(mapping: "item", yaml: item + "            KEY\n", present: ["id", "title"]),
    Template(
      mapping: "space", yaml: item + "          - space: flexible\n            KEY\n",
      present: ["space"]),
    Template(
      mapping: "action", yaml: item + "            action:\n              KEY\n", present: []),
    Template(mapping: "style", yaml: "styles:\n  chip:\n    KEY\n" + bar, present: []),
    Template(
      mapping: "appearance", yaml: "styles:\n  chip:\n    selected:\n      KEY\n" + bar,
      present: []),
    Template(
      mapping: "border", yaml: "styles:\n  chip:\n    border:\n      width: 1\n      KEY\n" + bar,
      present: ["width"]),
    Template(mapping: "font", yaml: "styles:\n  chip:\n    font:\n      KEY\n" + bar, present: []),
    Template(
      mapping: "min-size", yaml: "styles:\n  chip:\n    min-size:\n      KEY\n" + bar,
      present: []),
    Template(
      mapping: "insets", yaml: "styles:\n  chip:\n    content-insets:\n      KEY\n" + bar,
      present: []),
    Template(
      mapping: "colour-pair",
      yaml: "styles:\n  chip:\n    background:\n      light: red\n      dark: blue\n      KEY\n"
        + bar, present: ["light", "dark"]),
  ]

  static func diagnostics(_ yaml: String) -> [Diagnostic] {
    ConfigLoader(registry: Fixtures.registry).load(Array(yaml.utf8)).diagnostics
  }

  @Test func everyMappingHasATemplate() {
    #expect(Self.templates.map(\.mapping) == ConfigLanguage.mappings.map(\.name))
  }

  @Test(arguments: templates)
  func everyDeclaredKeyIsReadByTheDecoder(_ template: Template) throws {
    let mapping = try #require(ConfigLanguage.mapping(named: template.mapping))
    let tried = mapping.keyNames.filter { !template.present.contains($0) }
    for key in tried {
      let found = Self.diagnostics(template.with("\(key): ~"))
      let unknown = found.filter {
        $0.code == .unknownKey || $0.message.contains("unknown action")
      }
      #expect(unknown.isEmpty, "\(template.mapping).\(key): \(unknown.map(\.message))")
    }
    // The template is valid as it stands, so what a key reports above is about that key.
    let clean = Self.diagnostics(template.with("x-note: a user's own key"))
    let errors = clean.filter { $0.code == .unknownKey }
    #expect(errors.isEmpty, "\(errors.map(\.message))")
  }

  @Test(arguments: templates)
  func anUndeclaredKeyIsReportedWithTheDeclaredList(_ template: Template) throws {
    let mapping = try #require(ConfigLanguage.mapping(named: template.mapping))
    let found = Self.diagnostics(template.with("zz-undeclared: 1"))
    let list = MessageText.list(mapping.keyNames)
    switch template.mapping {
    case "action":
      let messages = found.filter { $0.code == .invalidValue }.map(\.message)
      #expect(messages.count == 1)
      #expect(messages.first?.contains("unknown action 'zz-undeclared'") == true)
      #expect(ConfigDecoder.actionNames.suffix(mapping.keys.count) == mapping.keyNames[...])
    case "space":
      let messages = found.filter { $0.code == .unknownKey }.map(\.message)
      #expect(
        messages == [
          "a space takes only 'space' and 'id'; remove 'zz-undeclared' "
            + "(or remove 'space' to make a button)"
        ])
    default:
      let messages = found.filter { $0.code == .unknownKey }.map(\.message)
      #expect(messages.count == 1, "\(found.map(\.message))")
      #expect(messages.first?.hasSuffix("; known keys: \(list)") == true, "\(messages)")
    }
  }

  /// The item decoder matches keys with `ItemKey` for speed; it must match the declared keys.
  @Test func itemKeyMatcherMatchesTheDeclaration() {
    #expect(ItemKey.allCases.map(\.name) == ConfigLanguage.item.keyNames)
    for name in ConfigLanguage.item.keyNames { #expect(ItemKey(name)?.name == name) }
  }

  @Test func everyKeyAndChoiceIsDescribed() {
    #expect(Set(ConfigLanguage.mappings.map(\.name)).count == ConfigLanguage.mappings.count)
    for mapping in ConfigLanguage.mappings {
      #expect(mapping.description.hasSuffix("."), "\(mapping.name)")
      #expect(Set(mapping.keyNames).count == mapping.keys.count, "\(mapping.name)")
      for key in mapping.keys {
        #expect(key.description.hasSuffix("."), "\(mapping.name).\(key.name)")
        #expect(!(key.required && key.defaultValue != nil), "\(mapping.name).\(key.name)")
        for choice in Self.choices(key.value) {
          #expect(choice.description.hasSuffix("."), "\(mapping.name).\(key.name)")
        }
      }
    }
  }

  @Test func defaultsAreTheModelsDefaults() throws {
    let layout = try #require(ConfigLanguage.mapping(named: "layout"))
    #expect(layout.key("spacing")?.defaultValue == .double(8))
    #expect(
      layout.key("padding")?.defaultValue
        == .map([
          "top": .double(0), "leading": .double(8), "bottom": .double(0), "trailing": .double(8),
        ]))
    #expect(ConfigLanguage.toolbar.key("presentation")?.defaultValue == .string("accessory"))
    #expect(ConfigLanguage.tier.key("kind")?.defaultValue == .string("buttons"))
    #expect(ConfigLanguage.tier.key("selection")?.defaultValue == .string("none"))
    #expect(ConfigLanguage.topLevel.requiredKeyNames == ["toolbars"])
    #expect(ConfigLanguage.toolbar.requiredKeyNames == ["id", "tiers"])
  }

  static func choices(_ value: ValueDeclaration) -> [ChoiceDeclaration] {
    switch value {
    case .choice(let choices): return choices
    case .oneOf(let values): return values.flatMap(choices)
    case .list(let element, _, _): return choices(element)
    default: return []
    }
  }
}
