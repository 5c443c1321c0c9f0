import TierbarModel
import TierbarRows
import TierbarValidation

// A tier's `parameters:` and `items:`, checked by its row kind: one `if`/`then` per registered
// kind, from the kind's `RowKindDeclaration`.
extension ConfigSchema {
  /// For each kind: when the tier has this kind (`buttons` also when `kind:` is left out), its
  /// `parameters` must fit the kind's declaration, required ones present, and `items:` is refused
  /// when the kind makes its own.
  var rowKindRules: [OrderedJSON] {
    registry.entries.map { entry in
      let declaration = entry.provider.declaration
      var condition: [(String, OrderedJSON)] = [
        ("properties", .object([("kind", .object([("const", .string(declaration.kind))]))]))
      ]
      if declaration.kind != TierDefinition.defaultKind {
        condition.append(("required", OrderedJSON(strings: ["kind"])))
      }
      var properties: [(String, OrderedJSON)] = [("parameters", parametersSchema(declaration))]
      if !declaration.acceptsItems {
        properties.append(
          (
            "items",
            .object([
              ("not", .object([])),
              (
                "description",
                .string("Row kind '\(declaration.kind)' makes its own items; remove `items:`.")
              ),
            ])
          ))
      }
      var consequence: [(String, OrderedJSON)] = [("properties", .object(properties))]
      if declaration.parameters.contains(where: \.required) {
        consequence.append(("required", OrderedJSON(strings: ["parameters"])))
      }
      return .object([("if", .object(condition)), ("then", .object(consequence))])
    }
  }

  /// The kind's parameters as a closed mapping.
  func parametersSchema(_ declaration: RowKindDeclaration) -> OrderedJSON {
    var members: [(String, OrderedJSON)] = [("type", .string("object"))]
    members += Self.describe("Parameters of row kind `\(declaration.kind)`: \(declaration.summary)")
    members.append(
      (
        "properties",
        .object(declaration.parameters.map { ($0.name, .object(parameterSchema($0))) })
      ))
    let required = declaration.parameters.filter(\.required).map(\.name)
    if !required.isEmpty { members.append(("required", OrderedJSON(strings: required))) }
    members.append(("patternProperties", Self.extensionKeys))
    members.append(("additionalProperties", .bool(false)))
    return .object(members)
  }

  func parameterSchema(_ parameter: ParameterDeclaration) -> [(String, OrderedJSON)] {
    var members = Self.describe(parameter.description)
    if let value = parameter.defaultValue { members.append(("default", OrderedJSON(value))) }
    if !parameter.allowedValues.isEmpty {
      let choices = parameter.allowedValues.map { value in
        (value, parameter.valueDescriptions[value] ?? "`\(value)`: \(parameter.description)")
      }
      return members + Self.choices(choices)
    }
    return members + Self.parameterType(parameter.type)
  }

  /// A parameter type as the validator reads it: strings are any scalar's text, numbers include
  /// integers, and a list holds at most a tier's items (a row kind makes its items from it).
  static func parameterType(_ type: ParameterType) -> [(String, OrderedJSON)] {
    func list(_ element: [(String, OrderedJSON)]) -> [(String, OrderedJSON)] {
      [
        ("type", .string("array")), ("items", .object(element)),
        ("maxItems", .int(ValidationLimits.maxItemsPerTier)),
      ]
    }
    switch type {
    case .string: return [("type", scalarTypes)]
    case .integer: return [("type", .string("integer"))]
    case .number: return [("type", .string("number"))]
    case .boolean: return [("type", .string("boolean"))]
    case .stringList: return list([("type", scalarTypes)])
    case .integerList: return list([("type", .string("integer"))])
    case .numberList: return list([("type", .string("number"))])
    }
  }
}
