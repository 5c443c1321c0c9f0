import TierbarModel

/// The declaration as JSON: what a plugin's `describe` returns for each kind, and what
/// `tierbar plugins --format json` lists.
///
///     {"kind": "date-chips", "summary": "…", "acceptsItems": false,
///      "parameters": [{"name": "days", "type": "integer", "default": 5, "required": false,
///                      "allowedValues": [], "description": "…"}],
///      "examples": [{"yaml": "id: dates\nkind: date-chips\n", "expectedCode": null}]}
extension RowKindDeclaration {
  public var wireValue: ConfigValue {
    .map([
      "kind": .string(kind),
      "summary": .string(summary),
      "acceptsItems": .bool(acceptsItems),
      "parameters": .list(parameters.map(\.wireValue)),
      "examples": .list(
        examples.map {
          .map([
            "yaml": .string($0.yaml),
            "expectedCode": $0.expectedCode.map { .string($0.rawValue) } ?? .null,
          ])
        }),
    ])
  }

  /// Reads and checks a declaration: a kebab-case kind, a summary, parameters of known types
  /// whose defaults fit them. `path` names the place in messages (`kinds[0]`).
  public init(wireValue: ConfigValue, at path: String = "") throws(WireError) {
    let object = try WireObject(wireValue, at: path)
    try object.requireKnownKeys(["kind", "summary", "acceptsItems", "parameters", "examples"])
    let kind = try object.requiredString("kind")
    guard Self.isValidKindName(kind) else {
      throw WireError(
        "\(object.place("kind")) '\(kind)' is not a valid kind name; use lowercase letters, "
          + "digits and single dashes, starting with a letter (e.g. 'date-chips')")
    }
    var parameters: [ParameterDeclaration] = []
    for (index, element) in (try object.list("parameters") ?? []).enumerated() {
      let parameter = try ParameterDeclaration(
        wireValue: element, at: object.place("parameters[\(index)]"))
      guard !parameters.contains(where: { $0.name == parameter.name }) else {
        throw WireError("\(object.place("parameters")) declares '\(parameter.name)' twice")
      }
      parameters.append(parameter)
    }
    var examples: [RowKindExample] = []
    for (index, element) in (try object.list("examples") ?? []).enumerated() {
      let example = try WireObject(element, at: object.place("examples[\(index)]"))
      try example.requireKnownKeys(["yaml", "expectedCode"])
      examples.append(
        RowKindExample(
          yaml: try example.requiredString("yaml"),
          expectedCode: try example.string("expectedCode").map(DiagnosticCode.init(rawValue:))))
    }
    self.init(
      kind: kind, summary: try object.requiredString("summary"), parameters: parameters,
      acceptsItems: try object.bool("acceptsItems") ?? true, examples: examples)
  }

  /// Lowercase letters, digits and single dashes, starting with a letter: how kinds are spelled
  /// in YAML next to every other kebab-case word.
  public static func isValidKindName(_ name: String) -> Bool {
    guard let first = name.unicodeScalars.first, ("a"..."z").contains(first),
      !name.hasSuffix("-"), !name.contains("--")
    else { return false }
    return name.unicodeScalars.allSatisfy {
      ("a"..."z").contains($0) || ("0"..."9").contains($0) || $0 == "-"
    }
  }
}

extension ParameterDeclaration {
  /// `valueDescriptions` (`{"VALUE": "what it means"}`) is written only when there are any, so
  /// declarations without them read the same as before it existed.
  public var wireValue: ConfigValue {
    var members: [String: ConfigValue] = [
      "name": .string(name),
      "type": .string(type.rawValue),
      "default": defaultValue ?? .null,
      "required": .bool(required),
      "allowedValues": .list(allowedValues.map(ConfigValue.string)),
      "description": .string(description),
    ]
    if !valueDescriptions.isEmpty {
      members["valueDescriptions"] = .map(valueDescriptions.mapValues(ConfigValue.string))
    }
    return .map(members)
  }

  public init(wireValue: ConfigValue, at path: String) throws(WireError) {
    let object = try WireObject(wireValue, at: path)
    try object.requireKnownKeys([
      "name", "type", "default", "required", "allowedValues", "valueDescriptions", "description",
    ])
    let name = try object.requiredString("name")
    let typeName = try object.requiredString("type")
    guard let type = ParameterType(rawValue: typeName) else {
      let names = ParameterType.allCases.map(\.rawValue)
      throw WireError(
        "\(object.place("type")) '\(typeName)' is not a parameter type; use one of "
          + names.joined(separator: ", ") + MessageText.didYouMean(typeName, in: names))
    }
    let defaultValue = object.members["default"].flatMap { $0 == .null ? nil : $0 }
    if let defaultValue, !type.accepts(defaultValue) {
      throw WireError("\(object.place("default")) of '\(name)' must be \(type.phrase)")
    }
    var valueDescriptions: [String: String] = [:]
    if let described = object.members["valueDescriptions"], described != .null {
      guard let members = described.mapValue else {
        throw WireError("\(object.place("valueDescriptions")) must be an object of strings")
      }
      for (value, text) in members {
        guard let text = text.stringValue else {
          throw WireError("\(object.place("valueDescriptions")) must be an object of strings")
        }
        valueDescriptions[value] = text
      }
    }
    self.init(
      name: name, type: type, defaultValue: defaultValue,
      required: try object.bool("required") ?? false,
      allowedValues: try object.strings("allowedValues") ?? [],
      valueDescriptions: valueDescriptions,
      description: try object.string("description") ?? "")
  }
}
