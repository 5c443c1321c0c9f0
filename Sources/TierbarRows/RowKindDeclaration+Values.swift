import TierbarModel

/// Typed access to a tier's parameters for providers.
///
/// Validation has checked the types already, but providers also run on hand-built models (and
/// plugins on whatever a host sends), so a wrong type is a `RowProviderError`, never a trap.
extension RowKindDeclaration {
  public func string(_ name: String, in tier: TierDefinition) throws(RowProviderError) -> String? {
    guard let value = value(name, in: tier) else { return nil }
    guard let string = value.stringValue else { throw wrongType(name, expected: "a string") }
    return string
  }

  public func integer(_ name: String, in tier: TierDefinition) throws(RowProviderError) -> Int? {
    guard let value = value(name, in: tier) else { return nil }
    guard let number = value.intValue else { throw wrongType(name, expected: "an integer") }
    return number
  }

  public func boolean(_ name: String, in tier: TierDefinition) throws(RowProviderError) -> Bool? {
    guard let value = value(name, in: tier) else { return nil }
    guard let flag = value.boolValue else { throw wrongType(name, expected: "true or false") }
    return flag
  }

  public func numbers(_ name: String, in tier: TierDefinition) throws(RowProviderError) -> [Double]?
  {
    guard let value = value(name, in: tier) else { return nil }
    guard let list = value.listValue else { throw wrongType(name, expected: "a list of numbers") }
    var numbers: [Double] = []
    for element in list {
      guard let number = element.doubleValue else {
        throw wrongType(name, expected: "a list of numbers")
      }
      numbers.append(number)
    }
    return numbers
  }

  public func strings(_ name: String, in tier: TierDefinition) throws(RowProviderError) -> [String]?
  {
    guard let value = value(name, in: tier) else { return nil }
    guard let list = value.listValue else { throw wrongType(name, expected: "a list of strings") }
    var strings: [String] = []
    for element in list {
      guard let string = element.stringValue else {
        throw wrongType(name, expected: "a list of strings")
      }
      strings.append(string)
    }
    return strings
  }

  private func wrongType(_ name: String, expected: String) -> RowProviderError {
    RowProviderError("parameter '\(name)' of kind '\(kind)' must be \(expected)")
  }
}
