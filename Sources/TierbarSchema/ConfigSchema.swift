import TierbarModel
import TierbarRows
import TierbarValidation

/// The JSON Schema (draft-07) of the config language, for editors (yaml-language-server) and for
/// checkers such as `check-jsonschema`.
///
/// Built from the declarations the validator reads (`ConfigLanguage`) and from every row kind's
/// parameter declaration in the registry, plugins included. It uses draft-07 keywords only, plus
/// the three yaml-language-server documents: `markdownDescription`, `defaultSnippets` and
/// `deprecationMessage` (this one is not needed yet). Every mapping is closed except for `x-`
/// keys; each enum value carries its own description (`oneOf` of `const` + `description`).
///
/// A schema checks one value at a time: references between definitions, selection rules and
/// anything else that needs more than one key's value are `tierbar validate`'s (see the
/// EditorSchema article).
public struct ConfigSchema: Sendable {
  public var registry: RowRegistry

  public init(registry: RowRegistry) {
    self.registry = registry
  }

  /// The URI of the draft the schema follows.
  public static let draft = "http://json-schema.org/draft-07/schema#"

  /// The schema as JSON, keys in a fixed order: the same registry gives the same value.
  public var document: OrderedJSON {
    var members: [(String, OrderedJSON)] = [
      ("$schema", .string(Self.draft)),
      ("title", .string("Tierbar config")),
    ]
    members += mappingMembers(ConfigLanguage.topLevel)
    members.append(("defaultSnippets", Snippets.config))
    let definitions = ConfigLanguage.mappings.filter { $0.name != ConfigLanguage.topLevel.name }
      .map { ($0.name, OrderedJSON.object(definition($0))) }
    let values = Self.namedValues.map { ($0.name, OrderedJSON.object(shape($0.value))) }
    members.append(("definitions", .object(definitions + values)))
    return .object(members)
  }

  /// The schema as a file: pretty JSON and a final newline. Same registry, same bytes.
  public var text: String { document.render(pretty: true) + "\n" }

  /// Values used in many places, written once under `definitions` and referred to.
  static let namedValues: [(name: String, value: ValueDeclaration)] = [
    ("colour", ConfigLanguage.colour),
    ("single-colour", ConfigLanguage.singleColour),
    ("insets-value", ConfigLanguage.insetsValue),
  ]

  /// The keys a user may add to any mapping: `x-…`, any value.
  static let extensionKeys = OrderedJSON.object([
    ("^" + ConfigLanguage.extensionKeyPrefix, .object([]))
  ])

  /// A mapping's definition: its own members plus what is particular to some mappings.
  func definition(_ mapping: MappingDeclaration) -> [(String, OrderedJSON)] {
    var members = mappingMembers(mapping)
    if mapping.name == ConfigLanguage.tier.name {
      members.append(("allOf", .array(rowKindRules)))
    }
    if let snippets = Snippets.forMapping[mapping.name] {
      members.append(("defaultSnippets", snippets))
    }
    return members
  }

  /// `type`, `description`, `properties`, `required`, closed except for `x-` keys.
  func mappingMembers(_ mapping: MappingDeclaration) -> [(String, OrderedJSON)] {
    var members: [(String, OrderedJSON)] = [("type", .string("object"))]
    members += Self.describe(mapping.description)
    members.append(
      ("properties", .object(mapping.keys.map { ($0.name, .object(propertySchema($0))) })))
    if !mapping.requiredKeyNames.isEmpty {
      members.append(("required", OrderedJSON(strings: mapping.requiredKeyNames)))
    }
    if mapping.takesExactlyOneKey {
      members.append(("oneOf", .array(mapping.keyNames.map(Self.requiring))))
    }
    if !mapping.needsOneOf.isEmpty {
      members.append(("anyOf", .array(mapping.needsOneOf.map(Self.requiring))))
    }
    members.append(("patternProperties", Self.extensionKeys))
    members.append(("additionalProperties", .bool(false)))
    return members
  }

  /// `{ "required": [key] }`.
  static func requiring(_ key: String) -> OrderedJSON {
    .object([("required", OrderedJSON(strings: [key]))])
  }

  /// A key: its description and default, then its value's shape.
  func propertySchema(_ key: KeyDeclaration) -> [(String, OrderedJSON)] {
    var members = Self.describe(key.description)
    if let value = key.defaultValue { members.append(("default", OrderedJSON(value))) }
    return members + Self.withSiblings(valueSchema(key.value))
  }

  /// `description`, and `markdownDescription` (yaml-language-server renders it on hover) when
  /// the text holds Markdown code spans.
  static func describe(_ text: String) -> [(String, OrderedJSON)] {
    var members: [(String, OrderedJSON)] = [("description", .string(text))]
    if text.contains("`") { members.append(("markdownDescription", .string(text))) }
    return members
  }

  /// Draft-07 ignores the siblings of `$ref`: a reference that is given a description or a
  /// default is wrapped in `allOf`.
  static func withSiblings(_ schema: [(String, OrderedJSON)]) -> [(String, OrderedJSON)] {
    guard schema.count == 1, schema[0].0 == "$ref" else { return schema }
    return [("allOf", .array([.object(schema)]))]
  }
}
