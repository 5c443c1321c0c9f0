import TierbarModel

// Items: buttons and spaces.
extension ConfigDecoder {
  static let itemKeys = ConfigLanguage.item.keyNames

  /// Every item starts as a copy of this: `ItemDefinition(id:)` with its ten defaulted
  /// parameters cost several times more than the copy, once per item of a file.
  static let blankItem = ItemDefinition(id: "")

  fileprivate static func noContent(_ place: Place) -> String {
    "\(place) has neither 'title' nor 'icon'; add 'title: TEXT' or 'icon: SF-SYMBOL-NAME'"
  }

  fileprivate static func noLabel(_ place: Place, icon: String) -> String {
    "\(place) shows only the icon \(quoted(icon)); add 'accessibility-label: TEXT' so "
      + "VoiceOver can name it"
  }

  fileprivate static func spaceKey(_ key: String) -> String {
    let keys = ConfigLanguage.space.keyNames.map(quoted).joined(separator: " and ")
    return "a space takes only \(keys); remove \(quoted(key)) (or remove 'space' to make a "
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
    items.reserveCapacity(min(list.count, ValidationLimits.maxItemsPerTier))
    for index in list.indices {
      guard admits(list[index], at: index, of: .items, owner: tier) else { break }
      decodeItem(list[index], position: index + 1, tier: tier, scope: &scope, into: &items)
    }
    return items
  }

  /// Appends the item to `items` and its tag's place to `scope.tagRanges` (nothing for a node
  /// that is not a mapping). Appending here rather than returning the item saves a copy of it.
  private mutating func decodeItem(
    _ node: ConfigNode, position: Int, tier: Place, scope: inout ToolbarScope,
    into items: inout [ItemDefinition]
  ) {
    let expected = "an item (a mapping with 'id' and 'title' or 'icon', or with 'space')"
    guard let entries = entries(of: node, expected: expected, .part("items", of: tier)) else {
      return
    }
    if Self.hasKey("space", in: entries) {
      items.append(decodeSpace(entries, at: node.range, position: position, scope: &scope))
      scope.tagRanges.append(nil)
      return
    }
    let place = Place.item(MappingID(entries))
    var item = Self.blankItem
    item.mark = DefinitionMark(node.range)
    var tagRange: SourceRange?
    var sawID = false
    var iconKey: SourceRange?
    var sawTitle = false
    var sawLabel = false
    // Through the buffer rather than `for entry in entries` or `entries[index]`: entries are
    // large values, and an array element passed on was copied (this runs for every item of
    // every file); the buffer's elements are passed in place.
    entries.withUnsafeBufferPointer { entries in
      for index in entries.indices {
        // The key's text read in place: passing the whole entry to `keyName` copied both nodes.
        guard case .scalar(let keyScalar) = entries[index].key.content else {
          _ = keyName(entries[index], place)  // reports the non-scalar key
          continue
        }
        let key = keyScalar.value
        if Self.isExtensionKey(key) { continue }
        // Each value is first read in place by an inlined check that reports nothing; only a
        // value it cannot take goes to the reporting read. (A node passed to a `mutating`
        // method straight from the buffer is copied, since the call could change that memory.)
        switch ItemKey(key) {
        case .id:
          if !sawID, let id = Self.validID(entries[index].value) {
            sawID = true
            claim(id, at: entries[index].value.range, in: &scope.itemIDs)
            item.id = id
            item.mark = DefinitionMark(entries[index].value.range)
          } else if let id = decodeID(
            entries[index].value, Field(key, in: place), what: "item", seen: &sawID,
            table: &scope.itemIDs)
          {
            item.id = id
            item.mark = DefinitionMark(entries[index].value.range)
          }
        case .title:
          sawTitle = true
          item.title =
            Self.stringValue(entries[index].value)
            ?? readString(entries[index].value, Field(key, in: place))
        case .icon:
          iconKey = entries[index].key.range
          item.icon =
            Self.stringValue(entries[index].value)
            ?? readString(entries[index].value, Field(key, in: place))
        case .accessibilityLabel:
          sawLabel = true
          item.accessibilityLabel =
            Self.stringValue(entries[index].value)
            ?? readString(entries[index].value, Field(key, in: place))
        case .tag:
          item.tag =
            Self.integerTag(entries[index].value)
            ?? decodeTag(entries[index].value, Field(key, in: place))
          tagRange = entries[index].value.range
        case .style:
          if let name = Self.stringValue(entries[index].value), styleNameSet.contains(name) {
            item.style = name
          } else {
            item.style = readStyleReference(entries[index].value, Field(key, in: place))
          }
        case .hidden:
          item.hidden =
            Self.plainBool(entries[index].value)
            ?? readBool(entries[index].value, Field(key, in: place)) ?? false
        case .disabled:
          item.disabled =
            Self.plainBool(entries[index].value)
            ?? readBool(entries[index].value, Field(key, in: place)) ?? false
        case .action:
          item.action = decodeAction(entries[index].value, Field(key, in: place), scope: &scope)
        case nil: reportUnknownKey(entries[index], key, place, known: Self.itemKeys)
        }
      }
    }
    if !sawID { reportMissingKey("id", in: node, place, hint: "NAME") }
    if !sawTitle && iconKey == nil {
      error(.missingContent, Self.noContent(place), at: node)
    }
    if let iconKey, let icon = item.icon, !sawTitle, !sawLabel {
      warning(
        .missingAccessibilityLabel, Self.noLabel(place, icon: icon), at: iconKey,
        fix: Self.addLabelFix(node, icon: icon))
    }
    items.append(item)
    scope.tagRanges.append(tagRange)
  }

  /// Adds `accessibility-label:` after the item's `icon` entry: on a line of its own in a block
  /// mapping (whose first key starts it), after a comma in a flow one (`{ id: x, icon: bell }`).
  /// The label is the icon's name in words (`chevron.up` → "Chevron up"), to be edited. None for
  /// an icon that came through an alias: its text is shared with other items.
  static func addLabelFix(_ node: ConfigNode, icon: String) -> DiagnosticFix? {
    guard let entry = node.mapping?.last(where: { $0.keyName == "icon" }),
      entry.value.aliasRange == nil
    else { return nil }
    let words = icon.split { $0 == "." || $0 == "-" || $0 == "_" }.filter { $0 != "fill" }
    var label = words.joined(separator: " ")
    if let first = label.first { label = first.uppercased() + label.dropFirst() }
    if label.isEmpty { label = "TEXT" }
    let key = entry.key.range.start
    let isBlock = key == node.range.start || key.line > node.range.start.line
    let entryText = "accessibility-label: \(DiagnosticFix.yamlScalar(label))"
    let text =
      isBlock
      ? "\n" + String(repeating: " ", count: max(0, key.column - 1)) + entryText
      : ", " + entryText
    return DiagnosticFix(
      "Add 'accessibility-label'",
      edits: [.replace(SourceRange(at: entry.value.range.end), with: text)])
  }

  /// `- space: flexible` or `- space: 12`, with an optional `id` (default `space-N`).
  private mutating func decodeSpace(
    _ entries: [ConfigMappingEntry], at range: SourceRange, position: Int,
    scope: inout ToolbarScope
  ) -> ItemDefinition {
    let place = Place.item(MappingID(entries))
    var item = ItemDefinition(id: "", kind: .flexibleSpace, mark: DefinitionMark(range))
    // The default id is formatted only when no `id:` gives one (nearly every space has one).
    var explicitID: String?
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
          explicitID = id
          item.mark = DefinitionMark(value.range)
        }
      default:
        reportUnknownKey(entry, message: Self.spaceKey(key))
      }
    }
    item.id = explicitID ?? "space-\(position)"
    return item
  }

  /// An integer or a string; a plain non-integer number is rejected as likely a mistake.
  private mutating func decodeTag(_ node: ConfigNode, _ field: @autoclosure () -> Field)
    -> ItemTag?
  {
    guard let scalar = node.scalar, !ScalarParsing.isNull(scalar) else {
      reportWrongType(node, expected: "an integer or a string", field())
      return nil
    }
    if let value = ScalarParsing.integer(scalar) { return .int(value) }
    if ScalarParsing.number(scalar) != nil {
      reportWrongType(node, expected: "an integer or a string", field())
      return nil
    }
    return .string(scalar.value)
  }
}

// Item reads that report nothing (see `stringValue` in ConfigDecoder+Scalars.swift): nil sends
// the caller to the reporting read, which decides the same way and then says what is wrong.
extension ConfigDecoder {
  /// An id that `readID` accepts without a message: not empty, no whitespace or control
  /// characters.
  @inline(__always)
  static func validID(_ node: ConfigNode) -> String? {
    guard let id = stringValue(node), !id.isEmpty, idProblem(id) == nil else { return nil }
    return id
  }

  /// An integer tag (`decodeTag` reads it the same way).
  @inline(__always)
  static func integerTag(_ node: ConfigNode) -> ItemTag? {
    guard case .scalar(let scalar) = node.content, let value = ScalarParsing.integer(scalar)
    else { return nil }
    return .int(value)
  }
}

/// An item's keys. Matched by length first, then byte by byte: a `switch` over strings compares
/// the key with each case in turn, and each miss costs a full string comparison, for every key of
/// every item.
enum ItemKey: CaseIterable {
  case id, title, icon, tag, style, hidden, disabled, accessibilityLabel, action

  init?(_ key: String) {
    let match = UTF8Text.withBytes(of: key) { bytes -> ItemKey? in
      let candidate: ItemKey
      switch bytes.count {
      case 2: candidate = .id
      case 3: candidate = .tag
      case 4: candidate = .icon
      case 5: candidate = bytes[0] == UInt8(ascii: "t") ? .title : .style
      case 6: candidate = bytes[0] == UInt8(ascii: "h") ? .hidden : .action
      case 8: candidate = .disabled
      case 19: candidate = .accessibilityLabel
      default: return nil
      }
      return UTF8Text.equals(bytes, candidate.literal) ? candidate : nil
    }
    guard let match else { return nil }
    self = match
  }

  /// The key as written, for the byte comparison in `init`.
  var literal: StaticString {
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

  /// The key as written (for messages and "did you mean").
  var name: String { literal.description }
}
