import TierbarModel

/// A problem with one tier parameter, before it is given a place in the file.
public struct ParameterIssue: Hashable, Sendable {
  /// The parameter's name as written (for a missing one: its declared name).
  public var parameter: String
  public var code: DiagnosticCode
  public var message: String

  public init(parameter: String, code: DiagnosticCode, message: String) {
    self.parameter = parameter
    self.code = code
    self.message = message
  }

  /// The codes `check(parameters:)` produces; validation reports them at the parameter.
  public enum Code {
    public static let unknownParameter: DiagnosticCode = "unknown-parameter"
    public static let missingParameter: DiagnosticCode = "missing-parameter"
    public static let wrongType: DiagnosticCode = "wrong-type"
    public static let invalidParameterValue: DiagnosticCode = "invalid-parameter-value"
  }
}

extension RowKindDeclaration {
  /// Checks a tier's parameters against this declaration: unknown names (with "did you mean"),
  /// missing required ones, wrong types, values outside `allowedValues`. Sorted by name, so the
  /// result is deterministic; the caller attaches source ranges.
  public func check(parameters: [String: ConfigValue]) -> [ParameterIssue] {
    var issues: [ParameterIssue] = []
    for name in parameters.keys.sorted() {
      guard let value = parameters[name] else { continue }
      guard let declared = parameter(name) else {
        let known = self.parameters.map(\.name)
        let suggestion = MessageText.didYouMean(name, in: known)
        let hint =
          known.isEmpty
          ? "; kind '\(kind)' takes no parameters"
          : suggestion.isEmpty ? "; known: \(known.joined(separator: ", "))" : suggestion
        issues.append(
          ParameterIssue(
            parameter: name, code: ParameterIssue.Code.unknownParameter,
            message: "row kind '\(kind)' has no parameter '\(name)'\(hint)"))
        continue
      }
      if let issue = declared.check(value, kind: kind) { issues.append(issue) }
    }
    for declared in self.parameters where declared.required && parameters[declared.name] == nil {
      issues.append(
        ParameterIssue(
          parameter: declared.name, code: ParameterIssue.Code.missingParameter,
          message:
            "row kind '\(kind)' needs the parameter '\(declared.name)' (\(declared.type.phrase)): "
            + declared.description))
    }
    return issues
  }
}

extension ParameterDeclaration {
  /// The problem with one value for this parameter, or nil when it fits.
  public func check(_ value: ConfigValue, kind: String) -> ParameterIssue? {
    guard type.accepts(value) else {
      return ParameterIssue(
        parameter: name, code: ParameterIssue.Code.wrongType,
        message: "parameter '\(name)' of row kind '\(kind)' must be \(type.phrase)")
    }
    if !allowedValues.isEmpty, let string = value.stringValue, !allowedValues.contains(string) {
      return ParameterIssue(
        parameter: name, code: ParameterIssue.Code.invalidParameterValue,
        message:
          "'\(string)' is not a value of parameter '\(name)' of row kind '\(kind)'; use one of "
          + allowedValues.joined(separator: ", ")
          + MessageText.didYouMean(string, in: allowedValues))
    }
    return nil
  }
}

extension ParameterType {
  /// "an integer", "a list of strings": for messages.
  public var phrase: String {
    switch self {
    case .string: return "a string"
    case .integer: return "an integer"
    case .number: return "a number"
    case .boolean: return "true or false"
    case .stringList: return "a list of strings"
    case .integerList: return "a list of integers"
    case .numberList: return "a list of numbers"
    }
  }

  /// Whether a value has this type (integers count as numbers).
  public func accepts(_ value: ConfigValue) -> Bool {
    switch self {
    case .string: return value.stringValue != nil
    case .integer: return value.intValue != nil
    case .number: return value.doubleValue != nil
    case .boolean: return value.boolValue != nil
    case .stringList: return value.listValue?.allSatisfy { $0.stringValue != nil } ?? false
    case .integerList: return value.listValue?.allSatisfy { $0.intValue != nil } ?? false
    case .numberList: return value.listValue?.allSatisfy { $0.doubleValue != nil } ?? false
    }
  }
}
