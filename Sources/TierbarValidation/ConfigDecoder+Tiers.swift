import TierbarModel
import TierbarRows

// A tier: its kind, height, layout, selection, items and provider parameters.
extension ConfigDecoder {
  static let tierKeys = ConfigLanguage.tier.keyNames
  static let layoutKeys = ConfigLanguage.layout.keyNames

  fileprivate static func unknownKind(_ kind: String, known: [String]) -> String {
    let list = MessageText.list(known)
    return "unknown row kind \(quoted(kind)); registered kinds: \(list) (see 'tierbar plugins')"
      + MessageText.didYouMean(kind, in: known)
  }

  fileprivate static func defaultKindMissing(_ place: Place) -> String {
    "\(place) uses the default row kind \(quoted(TierDefinition.defaultKind)), which this registry "
      + "does not have; set 'kind:' to a registered kind"
  }

  fileprivate static func itemsIgnored(_ kind: String, _ place: Place) -> String {
    "row kind \(quoted(kind)) makes its own items, so \(place) cannot have 'items:'; remove "
      + "them or use kind \(quoted(TierDefinition.defaultKind))"
  }

  fileprivate static func duplicateTag(_ tag: ItemTag, _ place: Place) -> String {
    "tag \(MessageText.shortened(tag.description)) is already used in \(place); a selectable "
      + "tier reports selections by tag, so give each item its own"
  }

  fileprivate static func firstTag(_ tag: ItemTag) -> String {
    "tag \(MessageText.shortened(tag.description)) is first used here"
  }

  mutating func decodeTier(_ node: ConfigNode, scope: inout ToolbarScope) -> TierDefinition? {
    let expected = "a tier (a mapping with 'id')"
    guard let entries = entries(of: node, expected: expected, .part("tiers", of: scope.place))
    else { return nil }
    let place = Place.tier(MappingID(entries))
    var tier = TierDefinition(id: "", mark: DefinitionMark(node.range))
    var sawID = false
    var kindNode: ConfigNode?
    var selectedNode: ConfigNode?
    var parametersNode: ConfigNode?
    var itemsEntry: ConfigMappingEntry?
    for entry in entries {
      guard let key = keyName(entry, place) else { continue }
      let value = entry.value
      switch key {
      case "id":
        let field = Field(key, in: place)
        if let id = decodeID(value, field, what: "tier", seen: &sawID, table: &scope.tierIDs) {
          tier.id = id
          tier.mark = DefinitionMark(value.range)
          scope.tierNames.append(id)
        }
      case "kind": kindNode = value
      case "height": tier.height = decodeHeight(value, Field(key, in: place))
      case "collapsed": tier.collapsed = readBool(value, Field(key, in: place)) ?? false
      case "selection": tier.selection = decodeSelection(value, tier: place)
      case "selected": selectedNode = value
      case "style": tier.style = readStyleReference(value, Field(key, in: place))
      case "layout": tier.layout = decodeLayout(value, place: .part(key, of: place))
      case "parameters": parametersNode = value
      case "items": itemsEntry = entry
      default: reportUnknownKey(entry, key, place, known: Self.tierKeys)
      }
    }
    if !sawID { reportMissingKey("id", in: node, place, hint: "NAME") }

    let declaration = resolveKind(kindNode, tierNode: node, place: place)
    if let kindName = declaration?.kind { tier.kind = kindName }
    var items: [ItemDefinition] = []
    if let itemsEntry {
      if let declaration, !declaration.acceptsItems {
        error(
          .itemsNotAccepted, Self.itemsIgnored(declaration.kind, place), atKeyOf: itemsEntry)
      }
      items = decodeItems(itemsEntry.value, tier: place, scope: &scope)
      tier.items = items
    }
    if tier.selection != .none { checkTags(items, place: place, scope: &scope) }
    if let selectedNode {
      // Unknown kinds and kinds that make their own items: the ids are not known here.
      let knownItems = declaration?.acceptsItems == true ? items : nil
      tier.defaultSelection = decodeDefaultSelection(
        selectedNode, rule: tier.selection, items: knownItems, place: place)
    }
    if let declaration {
      let reported = diagnostics.count
      tier.parameters = decodeParameters(
        parametersNode, declaration: declaration, tierNode: node, place: place)
      // The kind's own rules, once every parameter has its type and range; then the ids it
      // makes from them, when they follow from the config (a tier id that is itself bad would
      // only be reported again through its chips' default prefix).
      if diagnostics.count == reported, let provider = registry.provider(for: declaration.kind) {
        for issue in provider.checkParameters(tier.parameters, tierID: tier.id) {
          error(
            issue.code, issue.message,
            at: parametersNode?[issue.parameter] ?? parametersNode ?? node)
        }
        if diagnostics.count == reported, !tier.id.isEmpty, Self.idProblem(tier.id) == nil,
          let generated = provider.generatedItemIDs(for: tier)
        {
          checkGeneratedIDs(
            generated, kind: declaration.kind, tier: place,
            at: parametersNode?[generated.parameter] ?? kindNode ?? node, table: &scope.itemIDs)
        }
      }
    }
    return tier
  }

  /// The tier's row kind in the registry; nil (after reporting) when it is not registered.
  private mutating func resolveKind(_ node: ConfigNode?, tierNode: ConfigNode, place: Place)
    -> RowKindDeclaration?
  {
    guard let node else {
      if let provider = registry.provider(for: TierDefinition.defaultKind) {
        return provider.declaration
      }
      error(.unknownRowKind, Self.defaultKindMissing(place), at: tierNode)
      return nil
    }
    guard let kind = readString(node, Field("kind", in: place)) else { return nil }
    if let provider = registry.provider(for: kind) { return provider.declaration }
    error(
      .unknownRowKind, Self.unknownKind(kind, known: registry.kinds), at: node,
      fix: Self.suggestionFix(kind, in: registry.kinds, at: node.range))
    return nil
  }

  /// A fixed number of points, or `fit`.
  private mutating func decodeHeight(_ node: ConfigNode, _ field: Field) -> TierHeight {
    if let scalar = node.scalar, scalar.value == "fit" { return .fit }
    if let scalar = node.scalar, ScalarParsing.number(scalar) != nil {
      return readSize(node, field).map { .fixed($0) } ?? .fit
    }
    reportWrongType(node, expected: "a height in points or 'fit'", field)
    return .fit
  }

  private mutating func decodeLayout(_ node: ConfigNode, place: Place) -> RowLayout {
    var layout = RowLayout()
    guard let entries = entries(of: node, place) else { return layout }
    for entry in entries {
      guard let key = keyName(entry, place) else { continue }
      let value = entry.value
      // `Field(key, in: place)` is passed as is: the reads format it only for a message.
      switch key {
      case "padding": layout.padding = decodeInsets(value, Field(key, in: place)) ?? layout.padding
      case "spacing": layout.spacing = readSize(value, Field(key, in: place)) ?? layout.spacing
      case "line-spacing":
        layout.lineSpacing = readSize(value, Field(key, in: place)) ?? layout.lineSpacing
      case "wrap": layout.wrap = readBool(value, Field(key, in: place)) ?? layout.wrap
      case "alignment":
        layout.alignment =
          readEnum(value, Field(key, in: place), as: RowLayout.Alignment.self) ?? .leading
      case "vertical-alignment":
        layout.verticalAlignment =
          readEnum(value, Field(key, in: place), as: RowLayout.VerticalAlignment.self) ?? .center
      case "distribution":
        layout.distribution =
          readEnum(value, Field(key, in: place), as: RowLayout.Distribution.self) ?? .natural
      default: reportUnknownKey(entry, key, place, known: Self.layoutKeys)
      }
    }
    return layout
  }

  /// `scope.tagRanges` holds, parallel to `items`, where each tag was written.
  private mutating func checkTags(
    _ items: [ItemDefinition], place: Place, scope: inout ToolbarScope
  ) {
    scope.firstTagRange.removeAll(keepingCapacity: true)
    // Indices, not `zip(items, …)`: iterating the items copied each one.
    for index in items.indices where index < scope.tagRanges.count {
      guard let tag = items[index].tag, let range = scope.tagRanges[index] else { continue }
      if let existing = scope.firstTagRange[tag] {
        error(
          .duplicateTag, Self.duplicateTag(tag, place), at: range,
          notes: [DiagnosticNote(Self.firstTag(tag), at: existing)])
      } else {
        scope.firstTagRange[tag] = range
      }
    }
  }
}
