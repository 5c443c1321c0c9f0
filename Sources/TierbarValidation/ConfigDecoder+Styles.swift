import TierbarModel

// `styles:` — named styles, their `selected`/`disabled` variants, and `extends` chains.
extension ConfigDecoder {
  static let styleKeys = ConfigLanguage.style.keyNames
  static let variantKeys = ConfigLanguage.appearance.keyNames
  static let borderKeys = ConfigLanguage.border.keyNames
  static let fontKeys = ConfigLanguage.font.keyNames
  static let sizeKeys = ConfigLanguage.minSize.keyNames

  fileprivate static func notInVariant(_ key: String, _ place: Place) -> String {
    "\(quoted(key)) is not allowed in \(place); a 'selected'/'disabled' variant only overrides "
      + "appearance keys of its style"
  }

  /// An `extends:` reference, checked once every style is known.
  struct ExtendsReference {
    var style: String
    var target: String
    var range: SourceRange
  }

  mutating func decodeStyles(_ node: ConfigNode) -> [String: StyleDefinition] {
    var styles: [String: StyleDefinition] = [:]
    guard let entries = entries(of: node, expected: "a mapping of style names to styles", .topLevel)
    else { return styles }
    styles.reserveCapacity(entries.count)
    // Names first: a style may extend one defined below it.
    for entry in entries {
      guard let name = keyName(entry, .part("styles", of: .topLevel)) else { continue }
      if styleNameSet.insert(name).inserted { styleNames.append(name) }
    }
    styleSuggestions = SuggestionIndex(styleNames)
    var references: [ExtendsReference] = []
    for entry in entries {
      guard let name = entry.keyName, !Self.isExtensionKey(name) else { continue }
      styles[name] = decodeStyle(entry.value, name: name, references: &references)
    }
    checkExtends(references)
    return styles
  }

  private mutating func decodeStyle(
    _ node: ConfigNode, name: String, references: inout [ExtendsReference]
  ) -> StyleDefinition {
    var style = StyleDefinition()
    let place = Place.style(name)
    guard let entries = entries(of: node, expected: "a style (a mapping)", place) else {
      return style
    }
    for entry in entries {
      guard let key = keyName(entry, place) else { continue }
      switch key {
      case "extends":
        guard let target = readString(entry.value, Field(key, in: place)) else { continue }
        style.extends = target
        references.append(ExtendsReference(style: name, target: target, range: entry.value.range))
      case "selected":
        style.selected = decodeAppearance(entry.value, place: .part(key, of: place))
      case "disabled":
        style.disabled = decodeAppearance(entry.value, place: .part(key, of: place))
      default:
        if !decodeAppearanceKey(entry, key, into: &style.appearance, place: place) {
          reportUnknownKey(entry, key, place, known: Self.styleKeys)
        }
      }
    }
    return style
  }

  /// A `selected:`/`disabled:` body: appearance keys only.
  private mutating func decodeAppearance(_ node: ConfigNode, place: Place) -> StyleAppearance? {
    guard let entries = entries(of: node, expected: "a style body (a mapping)", place) else {
      return nil
    }
    var appearance = StyleAppearance()
    for entry in entries {
      guard let key = keyName(entry, place) else { continue }
      if decodeAppearanceKey(entry, key, into: &appearance, place: place) { continue }
      switch key {
      case "extends", "selected", "disabled":
        reportUnknownKey(entry, message: Self.notInVariant(key, place))
      default:
        reportUnknownKey(entry, key, place, known: Self.variantKeys)
      }
    }
    return appearance
  }

  /// Decodes one appearance key; false when `key` is not an appearance key.
  private mutating func decodeAppearanceKey(
    _ entry: ConfigMappingEntry, _ key: String, into appearance: inout StyleAppearance,
    place: Place
  ) -> Bool {
    let value = entry.value
    switch key {
    case "background": appearance.background = decodeColor(value, Field(key, in: place))
    case "foreground": appearance.foreground = decodeColor(value, Field(key, in: place))
    case "tint": appearance.tint = decodeColor(value, Field(key, in: place))
    case "corner-radius": appearance.cornerRadius = readSize(value, Field(key, in: place))
    case "content-insets":
      appearance.contentInsets = decodeInsets(value, Field(key, in: place))
    case "border": appearance.border = decodeBorder(value, place: .part(key, of: place))
    case "font": appearance.font = decodeFont(value, place: .part(key, of: place))
    case "min-size": appearance.minSize = decodeMinSize(value, place: .part(key, of: place))
    default: return false
    }
    return true
  }

  private mutating func decodeBorder(_ node: ConfigNode, place: Place) -> Border? {
    guard let entries = entries(of: node, expected: "{ width: number, color: colour }", place)
    else { return nil }
    var width: Double?
    var sawWidth = false
    var color: Color?
    for entry in entries {
      guard let key = keyName(entry, place) else { continue }
      switch key {
      case "width":
        sawWidth = true
        width = readSize(entry.value, Field(key, in: place))
      case "color": color = decodeColor(entry.value, Field(key, in: place))
      default: reportUnknownKey(entry, key, place, known: Self.borderKeys)
      }
    }
    if !sawWidth { reportMissingKey("width", in: node, place, hint: "1") }
    return width.map { Border(width: $0, color: color) }
  }

  private mutating func decodeFont(_ node: ConfigNode, place: Place) -> FontSpec? {
    guard let entries = entries(of: node, expected: "{ size: number, weight: name }", place)
    else { return nil }
    var font = FontSpec()
    for entry in entries {
      guard let key = keyName(entry, place) else { continue }
      switch key {
      case "size": font.size = readSize(entry.value, Field(key, in: place))
      case "weight":
        font.weight = readEnum(entry.value, Field(key, in: place), as: FontSpec.Weight.self)
      default: reportUnknownKey(entry, key, place, known: Self.fontKeys)
      }
    }
    return font
  }

  private mutating func decodeMinSize(_ node: ConfigNode, place: Place) -> Size? {
    guard let entries = entries(of: node, expected: "{ width: number, height: number }", place)
    else { return nil }
    var size = Size.zero
    for entry in entries {
      guard let key = keyName(entry, place) else { continue }
      switch key {
      case "width": size.width = readSize(entry.value, Field(key, in: place)) ?? 0
      case "height": size.height = readSize(entry.value, Field(key, in: place)) ?? 0
      default: reportUnknownKey(entry, key, place, known: Self.sizeKeys)
      }
    }
    return size
  }
}
