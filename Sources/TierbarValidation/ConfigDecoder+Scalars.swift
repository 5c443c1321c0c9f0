import TierbarModel

// Typed reads of single values. Each reports a wrong type at the value and returns nil, so the
// caller keeps its default and goes on.
extension ConfigDecoder {
  fileprivate static func expected(_ what: String, _ field: Field, found node: ConfigNode) -> String
  {
    "expected \(what) for \(field), found \(ScalarParsing.describe(node))"
  }

  fileprivate static func yaml11(_ text: String, value: Bool, _ field: Field) -> String {
    "\(quoted(text)) for \(field) is a YAML 1.1 boolean; write '\(value)' (read as \(value))"
  }

  fileprivate static func nonFinite(_ value: Double, _ field: Field) -> String {
    let word = value.isNaN ? "NaN" : "infinite"
    return "\(field) is \(word); write a finite number of points"
  }

  fileprivate static func negative(_ value: Double, _ field: Field) -> String {
    "\(field) is negative (\(ScalarFormat.number(value))); sizes are 0 or more points"
  }

  fileprivate static func tooLarge(_ value: Double, _ field: Field) -> String {
    "\(field) is \(ScalarFormat.number(value)) points; sizes are at most "
      + "\(ScalarFormat.number(ValidationLimits.maxSize)) points"
  }

  fileprivate static func enumValue(_ text: String, _ field: Field, allowed: [String]) -> String {
    let list = MessageText.list(allowed)
    return "\(quoted(text)) is not a valid value for \(field); use one of \(list)."
      + MessageText.didYouMean(text, in: allowed)
  }

  /// Any non-null scalar, as written: `title: 60` is the title "60".
  mutating func readString(_ node: ConfigNode, _ field: @autoclosure () -> Field) -> String? {
    if let value = Self.stringValue(node) { return value }
    error(.wrongType, Self.expected("a string", field(), found: node), at: node)
    return nil
  }

  mutating func readInteger(_ node: ConfigNode, _ field: @autoclosure () -> Field) -> Int? {
    if let scalar = node.scalar, let value = ScalarParsing.integer(scalar) { return value }
    error(.wrongType, Self.expected("an integer", field(), found: node), at: node)
    return nil
  }

  mutating func readNumber(_ node: ConfigNode, _ field: @autoclosure () -> Field) -> Double? {
    if let scalar = node.scalar, let value = ScalarParsing.number(scalar) { return value }
    error(.wrongType, Self.expected("a number", field(), found: node), at: node)
    return nil
  }

  /// A number of points: finite, not negative, at most `ValidationLimits.maxSize`. A bad size
  /// reports `invalid-size` and is nil.
  mutating func readSize(_ node: ConfigNode, _ field: @autoclosure () -> Field) -> Double? {
    guard let value = readNumber(node, field()) else { return nil }
    if !value.isFinite {
      error(.invalidSize, Self.nonFinite(value, field()), at: node)
      return nil
    }
    if value < 0 {
      error(.invalidSize, Self.negative(value, field()), at: node)
      return nil
    }
    if value > ValidationLimits.maxSize {
      error(.invalidSize, Self.tooLarge(value, field()), at: node)
      return nil
    }
    return value
  }

  /// `true`/`false`; YAML 1.1 spellings are read too, with a `yaml11-boolean` warning.
  mutating func readBool(_ node: ConfigNode, _ field: @autoclosure () -> Field) -> Bool? {
    if let scalar = node.scalar, let reading = ScalarParsing.boolean(scalar) {
      if reading.isYAML11 {
        warning(
          .yaml11Boolean, Self.yaml11(scalar.value, value: reading.value, field()),
          at: node)
      }
      return reading.value
    }
    error(.wrongType, Self.expected("'true' or 'false'", field(), found: node), at: node)
    return nil
  }

  /// One of an enum's spellings; otherwise `invalid-value` with "did you mean".
  mutating func readEnum<Value: RawRepresentable & CaseIterable>(
    _ node: ConfigNode, _ field: @autoclosure () -> Field, as type: Value.Type
  ) -> Value? where Value.RawValue == String {
    guard let text = readString(node, field()) else { return nil }
    if let value = Value(rawValue: text) { return value }
    let allowed = Value.allCases.map(\.rawValue)
    error(
      .invalidValue, Self.enumValue(text, field(), allowed: allowed), at: node,
      fix: Self.suggestionFix(text, in: allowed, at: node.range))
    return nil
  }

  /// Reports a value that is not one of `allowed` (for enums not backed by a Swift enum).
  mutating func reportInvalidValue(
    _ text: String, at node: ConfigNode, _ field: Field, allowed: [String]
  ) {
    error(
      .invalidValue, Self.enumValue(text, field, allowed: allowed), at: node,
      fix: Self.suggestionFix(text, in: allowed, at: node.range))
  }

  /// Reports a wrong type with a custom description of what was expected.
  mutating func reportWrongType(_ node: ConfigNode, expected what: String, _ field: Field) {
    error(.wrongType, Self.expected(what, field, found: node), at: node)
  }
}

/// Numbers in messages: `44` rather than `44.0`.
enum ScalarFormat {
  static func number(_ value: Double) -> String {
    // No `rounded()`: it would pull in libm, which this module does not link on its own.
    if value.isFinite, abs(value) < 1e15, value == Double(Int(value)) { return String(Int(value)) }
    return String(value)
  }
}

// Reads that report nothing, for values that need no message (nearly all of them). Inlined, so
// a node in a buffer is read where it lies (a node passed straight from a buffer to a `mutating`
// method is copied); nil sends the caller to the reporting read above, which decides the same
// way and then says what is wrong.
extension ConfigDecoder {
  /// A non-null scalar's text: what `readString` accepts.
  @inline(__always)
  static func stringValue(_ node: ConfigNode) -> String? {
    guard case .scalar(let scalar) = node.content, !ScalarParsing.isNull(scalar) else {
      return nil
    }
    return scalar.value
  }

  /// `true` or `false` as YAML 1.2 writes them: what `readBool` accepts without a warning.
  @inline(__always)
  static func plainBool(_ node: ConfigNode) -> Bool? {
    guard case .scalar(let scalar) = node.content, let reading = ScalarParsing.boolean(scalar),
      !reading.isYAML11
    else { return nil }
    return reading.value
  }
}
