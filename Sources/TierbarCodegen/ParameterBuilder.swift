import TierbarModel

/// Spells a provider parameter (`ConfigValue`): scalars inline, lists and maps built in local
/// variables one element per statement, so no statement holds a nested collection literal.
/// Nesting is bounded by the loader's depth limit.
enum ParameterBuilder {
  /// The expression for `value`; statements that build its collections are written first.
  static func spell(_ value: ConfigValue, locals: inout Int, _ body: inout [String]) -> String {
    switch value {
    case .null: return ".null"
    case .bool(let flag): return ".bool(\(flag))"
    case .int(let number): return ".int(\(number))"
    case .double(let number): return ".double(\(SwiftLiteral.double(number)))"
    case .string(let text): return ".string(\(SwiftLiteral.string(text)))"
    case .list(let elements):
      if elements.isEmpty { return ".list([])" }
      let name = "value\(locals)"
      locals += 1
      body.append("var \(name): [ConfigValue] = []")
      for element in elements {
        let spelled = spell(element, locals: &locals, &body)
        body.append("\(name).append(\(spelled))")
      }
      return ".list(\(name))"
    case .map(let entries):
      if entries.isEmpty { return ".map([:])" }
      let name = "value\(locals)"
      locals += 1
      body.append("var \(name): [String: ConfigValue] = [:]")
      for key in entries.keys.sorted() {
        guard let element = entries[key] else { continue }
        let spelled = spell(element, locals: &locals, &body)
        body.append("\(name)[\(SwiftLiteral.string(key))] = \(spelled)")
      }
      return ".map(\(name))"
    }
  }
}
