import TierbarModel

// `toolbars:` — each toolbar, its tiers, and the references between them.
extension ConfigDecoder {
  static let toolbarKeys = ConfigLanguage.toolbar.keyNames

  fileprivate static func noTiers(_ place: Place) -> String {
    "\(place) has no tiers; add at least one under 'tiers:' (the first is the base tier)"
  }

  fileprivate static func unknownTier(_ name: String, toolbar: Place, suggestion: String)
    -> String
  {
    "unknown tier \(quoted(name)) in \(toolbar); an action names a tier of its own toolbar"
      + suggestion
  }

  /// What the tiers of one toolbar share while they are decoded: id scopes, the tier names
  /// actions refer to (checked once every tier is known), and per-tier scratch for tags.
  ///
  /// One scope is reused for every toolbar of a file (`reset` keeps the collections' storage), so
  /// thousands of toolbars do not each allocate and grow their own tables.
  struct ToolbarScope {
    var place: Place
    var tierIDs: IDTable
    var itemIDs: IDTable
    var tierNames: [String] = []
    var actionTargets: [(name: String, range: SourceRange)] = []
    /// Where each item of the tier being decoded wrote its tag (nil: no tag).
    var tagRanges: [SourceRange?] = []
    var firstTagRange: [ItemTag: SourceRange] = [:]

    init(place: Place) {
      self.place = place
      tierIDs = IDTable(what: "tier", scope: place)
      itemIDs = IDTable(what: "item", scope: place)
    }

    mutating func reset(place: Place) {
      self.place = place
      tierIDs.reset(scope: place)
      itemIDs.reset(scope: place)
      tierNames.removeAll(keepingCapacity: true)
      actionTargets.removeAll(keepingCapacity: true)
      tagRanges.removeAll(keepingCapacity: true)
      firstTagRange.removeAll(keepingCapacity: true)
    }
  }

  mutating func decodeToolbars(_ list: [ConfigNode]) -> [ToolbarDefinition] {
    var ids = IDTable(what: "toolbar", scope: nil)
    var toolbars: [ToolbarDefinition] = []
    toolbars.reserveCapacity(min(list.count, ValidationLimits.maxToolbars))
    for position in list.indices {
      guard admits(list[position], at: position, of: .toolbars) else { break }
      if let toolbar = decodeToolbar(list[position], ids: &ids) { toolbars.append(toolbar) }
    }
    return toolbars
  }

  mutating func decodeToolbar(_ node: ConfigNode, ids: inout IDTable) -> ToolbarDefinition? {
    let expected = "a toolbar (a mapping with 'id' and 'tiers')"
    guard let entries = entries(of: node, expected: expected, .part("toolbars", of: .topLevel))
    else { return nil }
    let place = Place.toolbar(MappingID(entries))
    var toolbar = ToolbarDefinition(id: "", mark: DefinitionMark(node.range))
    var sawID = false
    var tiersNode: ConfigNode?
    for entry in entries {
      guard let key = keyName(entry, place) else { continue }
      let value = entry.value
      switch key {
      case "id":
        let field = Field(key, in: place)
        if let id = decodeID(value, field, what: "toolbar", seen: &sawID, table: &ids) {
          toolbar.id = id
          toolbar.mark = DefinitionMark(value.range)
        }
      case "presentation":
        toolbar.presentation =
          readEnum(value, Field(key, in: place), as: ToolbarDefinition.Presentation.self)
          ?? .accessory
      case "growth":
        toolbar.growth =
          readEnum(value, Field(key, in: place), as: ToolbarDefinition.Growth.self) ?? .intrinsic
      case "safe-area":
        toolbar.safeArea =
          readEnum(value, Field(key, in: place), as: ToolbarDefinition.SafeAreaBehavior.self)
          ?? .automatic
      case "style": toolbar.style = readStyleReference(value, Field(key, in: place))
      case "tiers": tiersNode = value
      default: reportUnknownKey(entry, key, place, known: Self.toolbarKeys)
      }
    }
    if !sawID { reportMissingKey("id", in: node, place, hint: "NAME") }
    guard let tiersNode else {
      reportMissingKey("tiers", in: node, place, hint: "[ { id: main, items: [...] } ]")
      return toolbar
    }
    guard let list = tiersNode.sequence else {
      reportWrongType(tiersNode, expected: "a list of tiers", Field("tiers", in: place))
      return toolbar
    }
    if list.isEmpty { error(.emptyList, Self.noTiers(place), at: tiersNode) }
    var scope = spareScope ?? ToolbarScope(place: place)
    spareScope = nil  // `scope` is now the only owner, so resetting it keeps its storage.
    scope.reset(place: place)
    defer { spareScope = scope }
    toolbar.tiers.reserveCapacity(min(list.count, ValidationLimits.maxTiersPerToolbar))
    for position in list.indices {
      guard admits(list[position], at: position, of: .tiers, owner: place) else { break }
      if let tier = decodeTier(list[position], scope: &scope) { toolbar.tiers.append(tier) }
    }
    checkActionTargets(scope)
    return toolbar
  }

  private mutating func checkActionTargets(_ scope: ToolbarScope) {
    guard !scope.actionTargets.isEmpty else { return }
    // A toolbar has a handful of tiers: a scan, unless it has many (then a set).
    let many = scope.tierNames.count > 16 ? Set(scope.tierNames) : nil
    var suggestions = SuggestionIndex(scope.tierNames)
    for target in scope.actionTargets {
      guard !(many?.contains(target.name) ?? scope.tierNames.contains(target.name)) else {
        continue
      }
      let match = MessageText.suggestion(for: target.name, in: &suggestions)
      error(
        .unknownReference,
        Self.unknownTier(
          target.name, toolbar: scope.place, suggestion: MessageText.didYouMean(suggesting: match)),
        at: target.range, fix: match.map { .replacing(target.range, with: $0) })
    }
  }
}
