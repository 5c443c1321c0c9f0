import TierbarModel
import TierbarRows

// A tier's `parameters:`, checked generically against its row kind's declaration.
extension ConfigDecoder {
  fileprivate static func unknownParameter(
    _ name: String, kind: String, known: [String]
  ) -> String {
    guard !known.isEmpty else {
      return "row kind \(quoted(kind)) takes no parameters; remove \(quoted(name))"
    }
    let list = MessageText.list(known)
    let suggestion = MessageText.didYouMean(name, in: known)
    let hint = suggestion.isEmpty ? "; its parameters: \(list)" : suggestion
    return "row kind \(quoted(kind)) has no parameter \(quoted(name))\(hint)"
  }

  fileprivate static func parameterType(
    _ declaration: ParameterDeclaration, kind: String, found node: ConfigNode
  ) -> String {
    "parameter \(quoted(declaration.name)) of row kind \(quoted(kind)) expects "
      + "\(describe(declaration.type)), found \(ScalarParsing.describe(node))"
  }

  fileprivate static func notAllowed(
    _ value: String, _ declaration: ParameterDeclaration, kind: String
  ) -> String {
    let list = MessageText.list(declaration.allowedValues)
    return "\(quoted(value)) is not a value of parameter \(quoted(declaration.name)) of row kind "
      + "\(quoted(kind)); use one of \(list)"
      + MessageText.didYouMean(value, in: declaration.allowedValues)
  }

  fileprivate static func missingParameter(
    _ declaration: ParameterDeclaration, kind: String
  ) -> String {
    "row kind \(quoted(kind)) requires parameter \(quoted(declaration.name)) "
      + "(\(declaration.description)); add it under 'parameters:'"
  }

  fileprivate static func describe(_ type: ParameterType) -> String {
    switch type {
    case .string: return "a string"
    case .integer: return "an integer"
    case .number: return "a finite number"
    case .boolean: return "'true' or 'false'"
    case .stringList: return "a list of strings"
    case .integerList: return "a list of integers"
    case .numberList: return "a list of finite numbers"
    }
  }

  mutating func decodeParameters(
    _ node: ConfigNode?, declaration: RowKindDeclaration, tierNode: ConfigNode, place: Place
  ) -> [String: ConfigValue] {
    var values: [String: ConfigValue] = [:]
    let kind = declaration.kind
    if let node, let entries = entries(of: node, .part("parameters", of: place)) {
      for entry in entries {
        guard let name = keyName(entry, .part("parameters", of: place)) else { continue }
        guard let parameter = declaration.parameter(name) else {
          let known = declaration.parameters.map(\.name)
          error(
            ParameterIssue.Code.unknownParameter,
            Self.unknownParameter(name, kind: kind, known: known),
            atKeyOf: entry, fix: Self.suggestionFix(name, in: known, at: entry.key.range))
          continue
        }
        if let value = parameterValue(entry.value, parameter, kind: kind, place: place) {
          values[name] = value
        }
      }
    }
    for parameter in declaration.parameters
    where parameter.required && values[parameter.name] == nil {
      // A present but invalid value, or `parameters:` that is not a mapping, is reported already.
      if let node, node.mapping == nil || node[parameter.name] != nil { continue }
      error(
        ParameterIssue.Code.missingParameter, Self.missingParameter(parameter, kind: kind),
        at: node ?? tierNode
      )
    }
    return values
  }

  private mutating func parameterValue(
    _ node: ConfigNode, _ parameter: ParameterDeclaration, kind: String, place: Place
  ) -> ConfigValue? {
    let value: ConfigValue?
    switch parameter.type {
    case .stringList, .integerList, .numberList:
      value = node.sequence.flatMap { list in
        var elements: [ConfigValue] = []
        elements.reserveCapacity(min(list.count, ValidationLimits.maxItemsPerTier))
        for (index, element) in list.enumerated() {
          guard
            admits(element, at: index, of: .listParameter(parameter.name), owner: place)
          else { break }
          guard let converted = scalarValue(element, of: parameter.type) else { return nil }
          elements.append(converted)
        }
        return .list(elements)
      }
    default:
      value = scalarValue(node, of: parameter.type)
    }
    guard let value else {
      error(
        ParameterIssue.Code.wrongType, Self.parameterType(parameter, kind: kind, found: node),
        at: node)
      return nil
    }
    if case .string(let text) = value, !parameter.allowedValues.isEmpty,
      !parameter.allowedValues.contains(text)
    {
      error(
        ParameterIssue.Code.invalidParameterValue, Self.notAllowed(text, parameter, kind: kind),
        at: node, fix: Self.suggestionFix(text, in: parameter.allowedValues, at: node.range))
      return nil
    }
    if case .boolean = parameter.type, let scalar = node.scalar,
      let reading = ScalarParsing.boolean(scalar), reading.isYAML11
    {
      _ = readBool(node, Field(parameter.name, in: .part("parameters", of: place)))
    }
    return value
  }

  /// A scalar as the given type (element type for lists); nil when it is not one.
  private func scalarValue(_ node: ConfigNode, of type: ParameterType) -> ConfigValue? {
    guard let scalar = node.scalar, !ScalarParsing.isNull(scalar) else { return nil }
    switch type {
    case .string, .stringList: return .string(scalar.value)
    case .integer, .integerList: return ScalarParsing.integer(scalar).map { .int($0) }
    case .number, .numberList:
      guard let number = ScalarParsing.number(scalar), number.isFinite else { return nil }
      return .double(number)
    case .boolean: return ScalarParsing.boolean(scalar).map { .bool($0.value) }
    }
  }
}
