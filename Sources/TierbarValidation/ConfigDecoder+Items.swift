import TierbarModel

// Items: buttons and spaces.
extension ConfigDecoder {
  static let itemKeys = ItemKey.allCases.map(\.name)

  fileprivate static func noContent(_ place: Place) -> String {
    "\(place) has neither 'title' nor 'icon'; add 'title: TEXT' or 'icon: SF-SYMBOL-NAME'"
  }

  fileprivate static func noLabel(_ place: Place, icon: String) -> String {
    "\(place) shows only the icon \(quoted(icon)); add 'accessibility-label: TEXT' so "
      + "VoiceOver can name it"
  }

  fileprivate static func spaceKey(_ key: String) -> String {
    "a space takes only 'space' and 'id'; remove \(quoted(key)) (or remove 'space' to make a "
      + "button)"
  }

  fileprivate static let spaceWidth = "'flexible' or a width in points"

  mutating func decodeItems(_ node: ConfigNode, tier: Place, scope: inout ToolbarScope)
    -> [ItemDefinition]
  {
    guard let list = node.sequence else {
      reportWrongType(node, expected: "a list of items", Field("items", in: tier))
      return []
    }
    // Tag places go to the scope's reused buffer, parallel to the returned items.
    scope.tagRanges.removeAll(keepingCapacity: true)
    var items: [ItemDefinition] = []
    items.reserveCapacity(list.count)
    for (index, itemNode) in list.enumerated() {
      if let item = decodeItem(itemNode, position: index + 1, tier: tier, scope: &scope) {
        items.append(item.definition)
        scope.tagRanges.append(item.tagRange)
      }
    }
    return items
  }

  private mutating func decodeItem(
    _ node: ConfigNode, position: Int, tier: Place, scope: inout ToolbarScope
  ) -> (definition: ItemDefinition, tagRange: SourceRange?)? {
    let expected = "an item (a mapping with 'id' and 'title' or 'icon', or with 'space')"
    guard let entries = entries(of: node, expected: expected, .part("items", of: tier)) else {
      return nil
    }
    if Self.hasKey("space", in: entries) {
      return decodeSpace(entries, position: position, scope: &scope)
    }
    let place = Place.item(entries)
    var item = ItemDefinition(id: "")
    var tagRange: SourceRange?
    var sawID = false
    var iconKey: SourceRange?
    var sawTitle = false
    var sawLabel = false
    // Indices rather than `for entry in entries`: entries are large values, and reading them in
    // place avoids copying each one (this loop runs for every item of every file).
    for index in entries.indices {
      guard let key = keyName(entries[index], place) else { continue }
      let field = Field(key, in: place)
      switch ItemKey(key) {
      case .id:
        let value = entries[index].value
        if let id = decodeID(value, field, what: "item", seen: &sawID, table: &scope.itemIDs) {
          item.id = id
        }
      case .title:
        sawTitle = true
        item.title = readString(entries[index].value, field)
      case .icon:
        iconKey = entries[index].key.range
        item.icon = readString(entries[index].value, field)
      case .accessibilityLabel:
        sawLabel = true
        item.accessibilityLabel = readString(entries[index].value, field)
      case .tag:
        item.tag = decodeTag(entries[index].value, field)
        tagRange = entries[index].value.range
      case .style: item.style = readStyleReference(entries[index].value, field)
      case .hidden: item.hidden = readBool(entries[index].value, field) ?? false
      case .disabled: item.disabled = readBool(entries[index].value, field) ?? false
      case .action: item.action = decodeAction(entries[index].value, field, scope: &scope)
      case nil: reportUnknownKey(entries[index], key, place, known: Self.itemKeys)
      }
    }
    if !sawID { reportMissingKey("id", in: node, place, hint: "NAME") }
    if !sawTitle && iconKey == nil {
      error(.missingContent, Self.noContent(place), at: node)
    }
    if let iconKey, let icon = item.icon, !sawTitle, !sawLabel {
      warning(.missingAccessibilityLabel, Self.noLabel(place, icon: icon), at: iconKey)
    }
    return (item, tagRange)
  }

  /// `- space: flexible` or `- space: 12`, with an optional `id` (default `space-N`).
  private mutating func decodeSpace(
    _ entries: [ConfigMappingEntry], position: Int, scope: inout ToolbarScope
  ) -> (definition: ItemDefinition, tagRange: SourceRange?) {
    let place = Place.item(entries)
    var item = ItemDefinition(id: "space-\(position)", kind: .flexibleSpace)
    var sawID = false
    for entry in entries {
      guard let key = keyName(entry, place) else { continue }
      let value = entry.value
      switch key {
      case "space":
        if let scalar = value.scalar, scalar.value == "flexible" { continue }
        if let scalar = value.scalar, ScalarParsing.number(scalar) != nil {
          if let width = readSize(value, Field(key, in: place)) {
            item.kind = .fixedSpace(width: width)
          }
          continue
        }
        if let scalar = value.scalar, !ScalarParsing.isNull(scalar) {
          reportInvalidValue(
            scalar.value, at: value, Field(key, in: place), allowed: ["flexible", "<points>"])
        } else {
          reportWrongType(value, expected: Self.spaceWidth, Field(key, in: place))
        }
      case "id":
        let field = Field(key, in: place)
        if let id = decodeID(value, field, what: "item", seen: &sawID, table: &scope.itemIDs) {
          item.id = id
        }
      default:
        reportUnknownKey(entry, message: Self.spaceKey(key))
      }
    }
    return (item, nil)
  }

  /// An integer or a string; a plain non-integer number is rejected as likely a mistake.
  private mutating func decodeTag(_ node: ConfigNode, _ field: Field) -> ItemTag? {
    guard let scalar = node.scalar, !ScalarParsing.isNull(scalar) else {
      reportWrongType(node, expected: "an integer or a string", field)
      return nil
    }
    if let value = ScalarParsing.integer(scalar) { return .int(value) }
    if ScalarParsing.number(scalar) != nil {
      reportWrongType(node, expected: "an integer or a string", field)
      return nil
    }
    return .string(scalar.value)
  }
}

/// An item's keys. Matched by length first: a `switch` over strings compares the key with each
/// case in turn, and each miss costs a full string comparison, for every key of every item.
enum ItemKey: CaseIterable {
  case id, title, icon, tag, style, hidden, disabled, accessibilityLabel, action

  init?(_ key: String) {
    let match: ItemKey
    switch key.utf8.count {
    case 2: match = .id
    case 3: match = .tag
    case 4: match = .icon
    case 5: match = key.utf8.first == UInt8(ascii: "t") ? .title : .style
    case 6: match = key.utf8.first == UInt8(ascii: "h") ? .hidden : .action
    case 8: match = .disabled
    case 19: match = .accessibilityLabel
    default: return nil
    }
    guard key == match.name else { return nil }
    self = match
  }

  var name: String {
    switch self {
    case .id: return "id"
    case .title: return "title"
    case .icon: return "icon"
    case .tag: return "tag"
    case .style: return "style"
    case .hidden: return "hidden"
    case .disabled: return "disabled"
    case .accessibilityLabel: return "accessibility-label"
    case .action: return "action"
    }
  }
}
