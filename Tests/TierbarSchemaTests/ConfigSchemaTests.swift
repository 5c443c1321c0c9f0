import Testing
import TierbarModel
import TierbarRows
import TierbarSchema
import TierbarValidation

/// The generated schema's shape: what the issue asks of every key, mapping and kind, checked over
/// the whole document rather than by sampling.
@Suite struct ConfigSchemaTests {
  static let schema = ConfigSchema(registry: .builtIn)
  static let document = schema.document

  /// Draft-07's keywords and the three yaml-language-server adds that it documents.
  static let allowedKeywords: Set<String> = [
    "$schema", "$id", "$ref", "$comment", "title", "description", "default", "examples",
    "readOnly", "writeOnly", "type", "enum", "const", "multipleOf", "maximum", "exclusiveMaximum",
    "minimum", "exclusiveMinimum", "maxLength", "minLength", "pattern", "items",
    "additionalItems", "maxItems", "minItems", "uniqueItems", "contains", "maxProperties",
    "minProperties", "required", "properties", "patternProperties", "additionalProperties",
    "dependencies", "propertyNames", "if", "then", "else", "allOf", "anyOf", "oneOf", "not",
    "format", "contentMediaType", "contentEncoding", "definitions",
    "markdownDescription", "defaultSnippets", "deprecationMessage",
  ]

  /// Every schema object in the document, each with a path for messages.
  static func schemas(_ json: OrderedJSON, at path: String = "#") -> [(String, OrderedJSON)] {
    guard case .object(let members) = json else { return [] }
    var found = [(path, json)]
    for (key, value) in members {
      switch key {
      case "properties", "definitions", "patternProperties":
        guard case .object(let children) = value else { continue }
        for (name, child) in children { found += schemas(child, at: "\(path)/\(key)/\(name)") }
      case "items", "additionalProperties", "not", "if", "then", "else":
        found += schemas(value, at: "\(path)/\(key)")
      case "allOf", "anyOf", "oneOf":
        guard case .array(let children) = value else { continue }
        for (index, child) in children.enumerated() {
          found += schemas(child, at: "\(path)/\(key)/\(index)")
        }
      default: continue
      }
    }
    return found
  }

  static func members(_ json: OrderedJSON) -> [(String, OrderedJSON)] {
    if case .object(let members) = json { return members }
    return []
  }

  @Test func usesOnlyDocumentedKeywords() {
    for (path, schema) in Self.schemas(Self.document) {
      for (key, _) in Self.members(schema) {
        #expect(Self.allowedKeywords.contains(key), "\(path) uses '\(key)'")
      }
    }
  }

  @Test func everyMappingIsClosedExceptForXKeys() {
    var mappings = 0
    // Mappings are typed objects with properties; `if` conditions and `then` additions are not.
    for (path, schema) in Self.schemas(Self.document)
    where schema["properties"] != nil && schema["type"] == .string("object") {
      mappings += 1
      #expect(schema["additionalProperties"] == .bool(false), "\(path)")
      #expect(schema["patternProperties"] == .object([("^x-", .object([]))]), "\(path)")
    }
    // Every declared mapping, plus each built-in kind's `parameters`.
    #expect(mappings == ConfigLanguage.mappings.count + RowRegistry.builtIn.kinds.count)
  }

  @Test func everyKeyHasItsDescriptionAndDefault() throws {
    for mapping in ConfigLanguage.mappings {
      let definition =
        mapping.name == ConfigLanguage.topLevel.name
        ? Self.document : try #require(Self.document["definitions"]?[mapping.name])
      for key in mapping.keys {
        let property = try #require(definition["properties"]?[key.name], "\(mapping.name)")
        #expect(property["description"] == .string(key.description), "\(key.name)")
        #expect(property["default"] == key.defaultValue.map(OrderedJSON.init), "\(key.name)")
      }
    }
    let growth = Self.document["definitions"]?["toolbar"]?["properties"]?["growth"]
    #expect(growth?["default"] == .string("intrinsic"))
  }

  @Test func everyEnumValueIsDescribed() {
    var choices = 0
    // Choices, not the `const` of a row-kind rule's condition.
    for (path, schema) in Self.schemas(Self.document)
    where schema["const"] != nil && !path.contains("/if/") {
      choices += 1
      guard case .string(let text)? = schema["description"] else {
        Issue.record("\(path) has no description")
        continue
      }
      #expect(!text.isEmpty, "\(path)")
    }
    #expect(choices > SystemColors.names.count)
  }

  @Test func theChipsKindChecksItsParametersAndRefusesItems() throws {
    let rules = try #require(Self.document["definitions"]?["tier"]?["allOf"])
    guard case .array(let list) = rules else {
      Issue.record("allOf is not a list")
      return
    }
    #expect(list.count == RowRegistry.builtIn.kinds.count)
    let chips = try #require(
      list.first { $0["if"]?["properties"]?["kind"]?["const"] == .string("chips") })
    #expect(chips["if"]?["required"] == .array([.string("kind")]))
    #expect(chips["then"]?["required"] == .array([.string("parameters")]))
    #expect(chips["then"]?["properties"]?["items"]?["not"] == .object([]))
    let parameters = try #require(chips["then"]?["properties"]?["parameters"])
    #expect(parameters["required"] == .array([.string("values")]))
    #expect(parameters["properties"]?["format"]?["default"] == .string("{value}"))
    let units = parameters["properties"]?["unit"]?["oneOf"]
    #expect(units?.render().contains("\"const\":\"minutes\"") == true)
    // `buttons` also applies when `kind:` is left out: no `required` in its condition.
    let buttons = try #require(
      list.first { $0["if"]?["properties"]?["kind"]?["const"] == .string("buttons") })
    #expect(buttons["if"]?["required"] == nil)
  }

  @Test func snippetsOfferAConfigToolbarTierItemAndStyle() throws {
    func labels(_ json: OrderedJSON?) -> [String] {
      guard case .array(let snippets)? = json?["defaultSnippets"] else { return [] }
      return snippets.compactMap {
        if case .string(let label)? = $0["label"] { return label }
        return nil
      }
    }
    let definitions = try #require(Self.document["definitions"])
    #expect(labels(Self.document) == ["New Tierbar config"])
    #expect(labels(definitions["toolbar"]) == ["New toolbar"])
    #expect(labels(definitions["tier"]) == ["New tier"])
    #expect(labels(definitions["item"]) == ["New button", "New icon button", "Flexible space"])
    #expect(labels(definitions["style"]) == ["New style"])
  }

  @Test func sameRegistrySameBytes() {
    let text = Self.schema.text
    #expect(text == ConfigSchema(registry: .builtIn).text)
    #expect(text.hasSuffix("}\n"))
    #expect(text.hasPrefix("{\n  \"$schema\": \"http://json-schema.org/draft-07/schema#\""))
  }

  @Test func limitsComeFromTheValidator() throws {
    let spacing = try #require(Self.document["definitions"]?["layout"]?["properties"]?["spacing"])
    #expect(spacing["maximum"] == .number(ValidationLimits.maxSize))
    #expect(spacing["minimum"] == .int(0))
    let version = try #require(Self.document["properties"]?["version"])
    #expect(version["minimum"] == .int(1))
    #expect(version["maximum"] == .int(1))
  }

  /// The count limits are the validator's (`too-many-toolbars`, `-tiers`, `-items`), so an editor
  /// marks a list too long before `tierbar validate` does; a row kind's list parameter is held
  /// to a tier's items, since the kind makes its items from it.
  @Test func listLengthsComeFromTheValidator() throws {
    let definitions = try #require(Self.document["definitions"])
    #expect(
      Self.document["properties"]?["toolbars"]?["maxItems"] == .int(ValidationLimits.maxToolbars))
    #expect(
      definitions["toolbar"]?["properties"]?["tiers"]?["maxItems"]
        == .int(ValidationLimits.maxTiersPerToolbar))
    #expect(
      definitions["tier"]?["properties"]?["items"]?["maxItems"]
        == .int(ValidationLimits.maxItemsPerTier))
    guard case .array(let rules)? = definitions["tier"]?["allOf"] else {
      Issue.record("the tier has no row-kind rules")
      return
    }
    let chips = try #require(
      rules.first { $0["if"]?["properties"]?["kind"]?["const"] == .string("chips") })
    let values = chips["then"]?["properties"]?["parameters"]?["properties"]?["values"]
    #expect(values?["type"] == .string("array"))
    #expect(values?["maxItems"] == .int(ValidationLimits.maxItemsPerTier))
  }
}
