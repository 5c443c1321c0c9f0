import TierbarModel

// Actions: `dismiss-keyboard`, `select`, or `{ toggle | expand | collapse: TIER }`,
// `{ event: NAME }`.
extension ConfigDecoder {
  static let actionNames = ConfigLanguage.actionNames

  fileprivate static func needsArgument(_ name: String, _ field: Field) -> String {
    let argument = name == "event" ? "NAME" : "TIER"
    return "\(quoted(name)) for \(field) needs a \(argument.lowercased()): "
      + "write '{ \(name): \(argument) }'"
  }

  fileprivate static func unknownAction(_ name: String, _ field: Field) -> String {
    "unknown action \(quoted(name)) for \(field); use 'dismiss-keyboard', 'select', "
      + "{ toggle: TIER }, { expand: TIER }, { collapse: TIER } or { event: NAME }"
      + MessageText.didYouMean(name, in: actionNames)
  }

  fileprivate static func keyCount(_ count: Int, _ field: Field) -> String {
    "an action mapping has exactly one key, \(field) has \(count); write e.g. '{ toggle: TIER }'"
  }

  fileprivate static func takesNoArgument(_ name: String, _ field: Field) -> String {
    "\(quoted(name)) for \(field) takes no argument; write 'action: \(name)'"
  }

  mutating func decodeAction(
    _ node: ConfigNode, _ field: @autoclosure () -> Field, scope: inout ToolbarScope
  ) -> ItemAction? {
    switch node.content {
    case .scalar:
      guard let name = readString(node, field()) else { return nil }
      switch name {
      case "dismiss-keyboard": return .dismissKeyboard
      case "select": return .select
      case "toggle", "expand", "collapse", "event":
        error(.invalidValue, Self.needsArgument(name, field()), at: node)
      default:
        error(
          .invalidValue, Self.unknownAction(name, field()), at: node,
          fix: Self.suggestionFix(name, in: Self.actionNames, at: node.range))
      }
      return nil
    case .sequence:
      reportWrongType(node, expected: "an action", field())
      return nil
    case .mapping(let all):
      // The one key that is not an `x-` key, found without building a filtered copy.
      var found: Int?
      var count = 0
      for index in all.indices
      where !(all[index].keyName.map(Self.isExtensionKey) ?? false) {
        count += 1
        found = index
      }
      guard count == 1, let index = found else {
        error(.invalidValue, Self.keyCount(count, field()), at: node)
        return nil
      }
      // `field` is formatted only for a message: on the common path nothing is built from it.
      guard let name = keyName(all[index], .part(field().key, of: field().place)) else {
        return nil
      }
      switch name {
      case "toggle", "expand", "collapse":
        guard
          let tier = readString(
            all[index].value, Field(name, in: .part(field().key, of: field().place)))
        else { return nil }
        scope.actionTargets.append((tier, all[index].value.range))
        switch name {
        case "toggle": return .toggle(tier: tier)
        case "expand": return .expand(tier: tier)
        default: return .collapse(tier: tier)
        }
      case "event":
        return readString(all[index].value, Field(name, in: .part(field().key, of: field().place)))
          .map { .event(name: $0) }
      case "dismiss-keyboard", "select":
        error(.invalidValue, Self.takesNoArgument(name, field()), atKeyOf: all[index])
      default:
        error(
          .invalidValue, Self.unknownAction(name, field()), atKeyOf: all[index],
          fix: Self.suggestionFix(name, in: Self.actionNames, at: all[index].key.range))
      }
      return nil
    }
  }
}
