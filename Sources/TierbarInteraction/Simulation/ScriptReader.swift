import TierbarModel

/// Typed reads from config nodes that record a located diagnostic for every mistake and return
/// nil, so decoding carries on and reports all problems at once.
struct ScriptReader {
  var diagnostics: [Diagnostic] = []

  mutating func error(_ code: DiagnosticCode, _ message: String, at node: ConfigNode) {
    diagnostics.append(.error(code, message, at: node.range))
  }

  /// The mapping's entries, with unknown keys reported (`x-` keys are ignored, as in configs).
  mutating func entries(
    of node: ConfigNode, allowed: [String], what: String
  ) -> [(String, ConfigMappingEntry)]? {
    guard let mapping = node.mapping else {
      error(.scriptWrongType, "\(what) must be a mapping, found \(node.kindDescription)", at: node)
      return nil
    }
    var result: [(String, ConfigMappingEntry)] = []
    for entry in mapping {
      guard let key = entry.keyName else {
        error(.scriptWrongType, "keys in \(what) must be plain words", at: entry.key)
        continue
      }
      if key.hasPrefix("x-") { continue }
      guard allowed.contains(key) else {
        error(
          .scriptUnknownKey,
          "unknown key \(MessageText.quoted(key)) in \(what); known keys: "
            + "\(allowed.joined(separator: ", "))" + MessageText.didYouMean(key, in: allowed),
          at: entry.key)
        continue
      }
      result.append((key, entry))
    }
    return result
  }

  mutating func string(_ node: ConfigNode, what: String) -> String? {
    guard let scalar = node.scalar, !scalar.isNull, !scalar.value.isEmpty else {
      error(.scriptWrongType, "\(what) must be a name, found \(node.kindDescription)", at: node)
      return nil
    }
    return scalar.value
  }

  /// A file path: a name that a file system can hold, so never one with a NUL character (which
  /// would end the name early, or be written as some other name).
  mutating func path(_ node: ConfigNode, what: String) -> String? {
    guard let path = string(node, what: what) else { return nil }
    guard !path.utf8.contains(0) else {
      error(
        .scriptInvalidPath,
        "\(what) contains a NUL character (\\0), which no file name can hold; remove it",
        at: node)
      return nil
    }
    return path
  }

  /// A plain decimal number, finite. Quoted numbers are strings, as in configs.
  mutating func number(_ node: ConfigNode, what: String) -> Double? {
    guard let scalar = node.scalar, !scalar.isNull else {
      error(.scriptWrongType, "\(what) must be a number, found \(node.kindDescription)", at: node)
      return nil
    }
    guard scalar.resolvesTypes, let value = Self.decimal(scalar.value) else {
      let quoted = scalar.isQuoted ? " (a quoted number is a string; remove the quotes)" : ""
      error(
        .scriptWrongType,
        "\(what) must be a number, found \(MessageText.quoted(scalar.value))\(quoted)",
        at: node)
      return nil
    }
    return bounded(value, node, what: what)
  }

  mutating func nonNegative(_ node: ConfigNode, what: String) -> Double? {
    guard let value = number(node, what: what) else { return nil }
    guard value >= 0 else {
      error(
        .scriptInvalidValue, "\(what) must not be negative, found \(scalarText(node))", at: node)
      return nil
    }
    return value
  }

  mutating func positive(_ node: ConfigNode, what: String) -> Double? {
    guard let value = number(node, what: what) else { return nil }
    guard value > 0 else {
      error(
        .scriptInvalidValue, "\(what) must be greater than 0, found \(scalarText(node))", at: node)
      return nil
    }
    return value
  }

  mutating func bool(_ node: ConfigNode, what: String) -> Bool? {
    guard let scalar = node.scalar, scalar.resolvesTypes, ["true", "false"].contains(scalar.value)
    else {
      error(.scriptWrongType, "\(what) must be true or false", at: node)
      return nil
    }
    return scalar.value == "true"
  }

  /// A string or a list of strings.
  mutating func names(_ node: ConfigNode, what: String) -> [String]? {
    if node.scalar != nil { return string(node, what: what).map { [$0] } }
    guard let items = node.sequence else {
      error(.scriptWrongType, "\(what) must be a name or a list of names", at: node)
      return nil
    }
    let names = items.compactMap { string($0, what: "each of \(what)") }
    return names.count == items.count ? names : nil
  }

  /// Finite numbers, exactly `count` of them.
  mutating func numbers(
    _ node: ConfigNode, count: Int, code: DiagnosticCode, shape: String
  ) -> [Double]? {
    guard let items = node.sequence, items.count == count else {
      error(code, "expected \(shape), found \(node.kindDescription)", at: node)
      return nil
    }
    var values: [Double] = []
    for item in items {
      guard let scalar = item.scalar, scalar.resolvesTypes, let value = Self.decimal(scalar.value)
      else {
        error(code, "expected \(shape); each entry must be a finite number", at: item)
        return nil
      }
      guard let value = bounded(value, item, what: shape) else { return nil }
      values.append(value)
    }
    return values
  }

  /// `[x, y, width, height]`, sizes not negative.
  mutating func frame(_ node: ConfigNode, what: String) -> Rect? {
    let shape = "\(what) as [x, y, width, height]"
    guard let v = numbers(node, count: 4, code: .scriptInvalidFrame, shape: shape) else {
      return nil
    }
    guard v[2] >= 0, v[3] >= 0 else {
      error(.scriptInvalidFrame, "\(what): width and height must not be negative", at: node)
      return nil
    }
    return Rect(x: v[0], y: v[1], width: v[2], height: v[3])
  }

  /// A number within `SizeLimits.maxSize` either way (a size or coordinate in points, a time in
  /// seconds, a scale): the layout is never given a size no screen has.
  mutating func bounded(_ value: Double, _ node: ConfigNode, what: String) -> Double? {
    guard abs(value) > SizeLimits.maxSize else { return value }
    error(
      .scriptInvalidValue,
      "\(what): \(MessageText.quoted(scalarText(node))) is too large; numbers in a script are at "
        + "most \(Int(SizeLimits.maxSize)) either way", at: node)
    return nil
  }

  func scalarText(_ node: ConfigNode) -> String { node.scalar?.value ?? node.kindDescription }

  /// Plain decimal notation only: digits, sign, point, exponent. Rejects `nan`, `inf`, hex.
  static func decimal(_ text: String) -> Double? {
    let allowed = Set("0123456789+-.eE")
    guard !text.isEmpty, text.allSatisfy({ allowed.contains($0) }), let value = Double(text),
      value.isFinite
    else { return nil }
    return value
  }
}
