import TierbarValidation

/// Follows a cursor's path through the config language's declarations, from the top level.
enum DeclarationPath {
  /// What the value at the end of `path` is declared as; nil off the language's map (inside
  /// an `x-` key, or under a key the language does not have).
  static func value(at path: [CursorContext.Step]) -> ValueDeclaration? {
    var current = ValueDeclaration.mapping(ConfigLanguage.topLevel)
    for step in path {
      switch (step, current) {
      case (.key(let name), _):
        if let named = namedMappings(current) {
          current = .mapping(named)
          continue
        }
        guard let mapping = mapping(current), let key = mapping.key(name) else { return nil }
        current = key.value
      case (.element, _):
        guard let element = listElement(current) else { return nil }
        current = element
      }
    }
    return current
  }

  /// The mapping a value is declared as (the mapping alternative of a `oneOf`; of an
  /// `either`, the one its keys choose: an `items:` entry with `space` is a space).
  static func mapping(_ value: ValueDeclaration, siblingKeys: [String] = []) -> MappingDeclaration?
  {
    switch value {
    case .mapping(let mapping): return mapping
    case .either(let key, let present, let absent):
      return siblingKeys.contains(key) ? present : absent
    case .oneOf(let alternatives):
      return alternatives.lazy.compactMap { mapping($0, siblingKeys: siblingKeys) }.first
    default: return nil
    }
  }

  static func namedMappings(_ value: ValueDeclaration) -> MappingDeclaration? {
    if case .namedMappings(let mapping) = value { return mapping }
    return nil
  }

  static func listElement(_ value: ValueDeclaration) -> ValueDeclaration? {
    switch value {
    case .list(let element, _, _): return element
    case .oneOf(let alternatives): return alternatives.lazy.compactMap(listElement).first
    default: return nil
    }
  }
}
