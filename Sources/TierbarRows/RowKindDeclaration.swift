import TierbarModel

/// Everything a provider says about itself: enough to validate a tier that uses it, list it, and
/// generate a schema and docs for it.
public struct RowKindDeclaration: Hashable, Sendable {
  public var kind: String
  /// One line for `tierbar plugins` and the docs.
  public var summary: String
  public var parameters: [ParameterDeclaration]
  /// Whether the tier's `items:` are used (false: the provider generates all items).
  public var acceptsItems: Bool
  /// Example tiers (YAML of one tier), valid and invalid: docs and tests at once.
  public var examples: [RowKindExample]

  public init(
    kind: String,
    summary: String,
    parameters: [ParameterDeclaration] = [],
    acceptsItems: Bool = true,
    examples: [RowKindExample] = []
  ) {
    self.kind = kind
    self.summary = summary
    self.parameters = parameters
    self.acceptsItems = acceptsItems
    self.examples = examples
  }

  public func parameter(_ name: String) -> ParameterDeclaration? {
    parameters.first { $0.name == name }
  }

  /// The tier's value for a parameter, else the declared default.
  public func value(_ name: String, in tier: TierDefinition) -> ConfigValue? {
    tier.parameters[name] ?? parameter(name)?.defaultValue
  }
}

/// One parameter of a row kind.
public struct ParameterDeclaration: Hashable, Sendable {
  public var name: String
  public var type: ParameterType
  public var defaultValue: ConfigValue?
  public var required: Bool
  /// For strings: the only accepted values (enum-like). Empty: any string.
  public var allowedValues: [String]
  /// What each of `allowedValues` means, by value, for the schema and the docs (optional; a
  /// value without one is described by the parameter's own description).
  public var valueDescriptions: [String: String]
  public var description: String

  public init(
    name: String,
    type: ParameterType,
    defaultValue: ConfigValue? = nil,
    required: Bool = false,
    allowedValues: [String] = [],
    valueDescriptions: [String: String] = [:],
    description: String
  ) {
    self.name = name
    self.type = type
    self.defaultValue = defaultValue
    self.required = required
    self.allowedValues = allowedValues
    self.valueDescriptions = valueDescriptions
    self.description = description
  }
}

public enum ParameterType: String, Hashable, Sendable, CaseIterable {
  case string
  case integer
  case number
  case boolean
  case stringList = "string-list"
  case integerList = "integer-list"
  case numberList = "number-list"
}

/// An example tier for a row kind. `expectedCode` is nil for a valid example, else the code the
/// invalid example must produce.
public struct RowKindExample: Hashable, Sendable {
  public var yaml: String
  public var expectedCode: DiagnosticCode?

  public init(yaml: String, expectedCode: DiagnosticCode? = nil) {
    self.yaml = yaml
    self.expectedCode = expectedCode
  }

  public var isValid: Bool { expectedCode == nil }
}
