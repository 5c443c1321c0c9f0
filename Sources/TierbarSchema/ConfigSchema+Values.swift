import TierbarModel
import TierbarRows
import TierbarValidation

// Each value shape of the config language as a JSON Schema.
extension ConfigSchema {
  /// What the validator reads as text: any non-null scalar (`title: 60` is the title "60"), so
  /// numbers and booleans, which a YAML parser hands over as such, are text too.
  static let scalarTypes = OrderedJSON(strings: ["string", "number", "boolean"])

  /// An id: not empty, no whitespace or control characters. (Invisible format characters such as
  /// U+200B are left to `tierbar validate`: JSON Schema regexes have no portable class for them.)
  static let idPattern = "^[^\\s\\x00-\\x1f\\x7f-\\x9f]+$"

  /// `#RGB`, `#RRGGBB` or `#RRGGBBAA`.
  static let hexPattern = "^#([0-9A-Fa-f]{3}|[0-9A-Fa-f]{6}|[0-9A-Fa-f]{8})$"

  /// A value's schema: a reference for the values written once under `definitions`, else its
  /// shape.
  func valueSchema(_ value: ValueDeclaration) -> [(String, OrderedJSON)] {
    if let named = Self.namedValues.first(where: { $0.value == value }) {
      return [("$ref", .string("#/definitions/" + named.name))]
    }
    return shape(value)
  }

  /// The value's schema spelled out (the values inside it may still be references).
  func shape(_ value: ValueDeclaration) -> [(String, OrderedJSON)] {
    switch value {
    case .text:
      return [("type", Self.scalarTypes)]
    case .id:
      return [("type", Self.scalarTypes), ("pattern", .string(Self.idPattern))]
    case .reference:
      return [("type", Self.scalarTypes)]
    case .integer(let minimum, let maximum):
      var members: [(String, OrderedJSON)] = [("type", .string("integer"))]
      if let minimum { members.append(("minimum", .int(minimum))) }
      if let maximum { members.append(("maximum", .int(maximum))) }
      return members
    case .size:
      return Self.size
    case .boolean:
      return [("type", .string("boolean"))]
    case .choice(let choices):
      return Self.choices(choices.map { ($0.name, $0.description) })
    case .hexColour:
      return [("type", .string("string")), ("pattern", .string(Self.hexPattern))]
    case .tag:
      return [("type", OrderedJSON(strings: ["integer", "string", "boolean"]))]
    case .rowKind:
      let kinds = registry.entries.map(\.provider.declaration)
      return Self.choices(kinds.map { ($0.kind, $0.summary) })
    case .rowParameters:
      return [("type", .string("object"))]
    case .insetList:
      return [
        ("type", .string("array")), ("items", .object(Self.size)),
        ("oneOf", .array([Self.count(2), Self.count(4)])),
      ]
    case .mapping(let mapping):
      return [("$ref", .string("#/definitions/" + mapping.name))]
    case .namedMappings(let mapping):
      var members: [(String, OrderedJSON)] = [
        ("type", .string("object")), ("patternProperties", Self.extensionKeys),
        ("additionalProperties", .object([("$ref", .string("#/definitions/" + mapping.name))])),
      ]
      if mapping.name == ConfigLanguage.style.name {
        members.append(("defaultSnippets", Snippets.namedStyle))
      }
      return members
    case .either(let key, let present, let absent):
      var members: [(String, OrderedJSON)] = [
        ("type", .string("object")),
        ("if", Self.requiring(key)),
        ("then", .object([("$ref", .string("#/definitions/" + present.name))])),
        ("else", .object([("$ref", .string("#/definitions/" + absent.name))])),
      ]
      if let snippets = Snippets.forMapping[absent.name] {
        members.append(("defaultSnippets", snippets))
      }
      return members
    case .list(let element, let minimumCount, let maximumCount):
      var members: [(String, OrderedJSON)] = [
        ("type", .string("array")), ("items", .object(valueSchema(element))),
      ]
      if minimumCount > 0 { members.append(("minItems", .int(minimumCount))) }
      if let maximumCount { members.append(("maxItems", .int(maximumCount))) }
      return members
    case .oneOf(let values):
      return [("anyOf", .array(values.map { .object(valueSchema($0)) }))]
    }
  }

  /// A number of points: finite, 0 to `ValidationLimits.maxSize`.
  static let size: [(String, OrderedJSON)] = [
    ("type", .string("number")), ("minimum", .int(0)),
    ("maximum", .number(ValidationLimits.maxSize)),
  ]

  /// A list of exactly `count` elements.
  static func count(_ count: Int) -> OrderedJSON {
    .object([("minItems", .int(count)), ("maxItems", .int(count))])
  }

  /// A closed set of words, each with its description.
  static func choices(_ choices: [(name: String, description: String)]) -> [(String, OrderedJSON)] {
    [
      ("type", .string("string")),
      (
        "oneOf",
        .array(
          choices.map { choice in
            .object([("const", .string(choice.name))] + describe(choice.description))
          })
      ),
    ]
  }
}
