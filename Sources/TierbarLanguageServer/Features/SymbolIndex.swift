import TierbarModel
import TierbarValidation

/// Every place a style name, tier id or item id is written in a config, found by walking the
/// node tree along the config language's declarations (`ConfigLanguage`): where a key's value is
/// declared `.id` it defines a name, where it is `.reference(…)` it uses one.
///
/// The tree has aliases expanded: a name inside an anchored block appears once per use, with the
/// anchor's range, so occurrences are kept once per range; where a name came through an alias,
/// the alias's place is kept too, so the cursor on `*name` finds what it stands for.
struct SymbolIndex: Sendable {
  enum Kind: String, Sendable {
    case style, tier, item, toolbar

    var noun: String { rawValue }
  }

  struct Occurrence: Hashable, Sendable {
    var kind: Kind
    var name: String
    /// The scalar's range (quotes included).
    var range: SourceRange
    /// Where an alias that carried this scalar stands, if it came through one.
    var aliasRange: SourceRange?
    var isDefinition: Bool
    /// The toolbar (by position) tier and item names belong to; 0 for styles and toolbars.
    var scope: Int
    var quoted: Bool
  }

  private(set) var occurrences: [Occurrence] = []
  private var seen: Set<Occurrence> = []

  init(_ root: ConfigNode) {
    walk(root, as: .mapping(ConfigLanguage.topLevel), scope: 0, depth: 0)
  }

  /// The occurrences of the same name and kind as `occurrence`, in document order.
  func all(like occurrence: Occurrence) -> [Occurrence] {
    occurrences.filter {
      $0.kind == occurrence.kind && $0.name == occurrence.name && $0.scope == occurrence.scope
    }
  }

  func names(of kind: Kind, scope: Int? = nil) -> [String] {
    var names: [String] = []
    var seenNames: Set<String> = []
    for occurrence in occurrences
    where occurrence.kind == kind && occurrence.isDefinition
      && (scope == nil || occurrence.scope == scope)
    {
      if seenNames.insert(occurrence.name).inserted { names.append(occurrence.name) }
    }
    return names
  }

  /// The toolbar index whose mapping holds `mark`, recorded while walking.
  private(set) var toolbarRanges: [SourceRange] = []

  func toolbar(containing mark: SourceMark) -> Int? {
    toolbarRanges.firstIndex { $0.start <= mark && mark <= $0.end }
  }

  private mutating func record(
    _ node: ConfigNode, _ kind: Kind, definition: Bool, scope: Int
  ) {
    guard let scalar = node.scalar, !scalar.isNull else { return }
    let occurrence = Occurrence(
      kind: kind, name: scalar.value, range: node.range, aliasRange: node.aliasRange,
      isDefinition: definition, scope: scope, quoted: scalar.isQuoted)
    guard seen.insert(occurrence).inserted else { return }
    occurrences.append(occurrence)
  }

  /// Bounded by the loader's depth limit (the tree is never deeper than 64 collections).
  private mutating func walk(
    _ node: ConfigNode, as value: ValueDeclaration, scope: Int, depth: Int
  ) {
    guard depth < 128 else { return }
    switch value {
    case .mapping(let declaration):
      guard let entries = node.mapping else { return }
      var scope = scope
      if declaration.name == ConfigLanguage.toolbar.name {
        scope = toolbarRanges.count
        toolbarRanges.append(node.range)
      }
      for entry in entries {
        guard let name = entry.keyName, let key = declaration.key(name) else { continue }
        if key.value == .id {
          let kind: Kind? =
            switch declaration.name {
            case ConfigLanguage.toolbar.name: .toolbar
            case ConfigLanguage.tier.name: .tier
            case ConfigLanguage.item.name, ConfigLanguage.space.name: .item
            default: nil
            }
          if let kind { record(entry.value, kind, definition: true, scope: scope) }
        } else {
          walk(entry.value, as: key.value, scope: scope, depth: depth + 1)
        }
      }
    case .either(let key, let present, let absent):
      let chosen = node.mapping?.contains { $0.keyName == key } == true ? present : absent
      walk(node, as: .mapping(chosen), scope: scope, depth: depth + 1)
    case .namedMappings(let declaration):
      guard let entries = node.mapping else { return }
      for entry in entries {
        guard let name = entry.keyName, !name.hasPrefix(ConfigLanguage.extensionKeyPrefix)
        else { continue }
        record(entry.key, .style, definition: true, scope: 0)
        walk(entry.value, as: .mapping(declaration), scope: scope, depth: depth + 1)
      }
    case .reference(let target):
      switch target {
      case .style: record(node, .style, definition: false, scope: 0)
      case .tier: record(node, .tier, definition: false, scope: scope)
      case .item: record(node, .item, definition: false, scope: scope)
      }
    case .list(let element, _, _):
      for child in node.sequence ?? [] {
        walk(child, as: element, scope: scope, depth: depth + 1)
      }
    case .oneOf(let alternatives):
      for alternative in alternatives where Self.fits(node, alternative) {
        walk(node, as: alternative, scope: scope, depth: depth + 1)
        return
      }
    default:
      return
    }
  }

  /// Whether a node has the shape of a declaration (for picking one of `oneOf`).
  static func fits(_ node: ConfigNode, _ value: ValueDeclaration) -> Bool {
    switch (node.content, value) {
    case (.mapping, .mapping), (.mapping, .namedMappings), (.mapping, .either), (.sequence, .list):
      return true
    case (.scalar, .mapping), (.scalar, .namedMappings), (.scalar, .either), (.scalar, .list):
      return false
    case (.scalar, _): return true
    default: return false
    }
  }
}
