import TierbarModel

// Insets: a number, `[vertical, horizontal]`, `[top, leading, bottom, trailing]`, or a mapping.
extension ConfigDecoder {
  static let insetKeys = ConfigLanguage.insets.keyNames

  fileprivate static func badCount(_ count: Int, _ field: Field) -> String {
    "\(field) has \(count) numbers; write [vertical, horizontal] or "
      + "[top, leading, bottom, trailing]"
  }

  fileprivate static func leftRight(_ key: String, _ place: Place) -> String {
    let side = key == "left" ? "leading" : "trailing"
    return "unknown key \(quoted(key)) in \(place); insets use leading/trailing so right-to-left "
      + "layouts mirror them: did you mean \(quoted(side))?"
  }

  mutating func decodeInsets(_ node: ConfigNode, _ field: Field) -> EdgeInsets? {
    switch node.content {
    case .scalar:
      return readSize(node, field).map { EdgeInsets(all: $0) }
    case .sequence(let values):
      let sides = values.map { readSize($0, field) }
      switch sides.count {
      case 2:
        let vertical = sides[0] ?? 0
        let horizontal = sides[1] ?? 0
        return EdgeInsets(
          top: vertical, leading: horizontal, bottom: vertical, trailing: horizontal)
      case 4:
        return EdgeInsets(
          top: sides[0] ?? 0, leading: sides[1] ?? 0, bottom: sides[2] ?? 0,
          trailing: sides[3] ?? 0)
      default:
        error(.invalidValue, Self.badCount(values.count, field), at: node)
        return nil
      }
    case .mapping(let entries):
      let place = Place.part(field.key, of: field.place)
      var insets = EdgeInsets.zero
      for entry in entries {
        guard let key = keyName(entry, place) else { continue }
        switch key {
        case "top": insets.top = readSize(entry.value, Field(key, in: place)) ?? 0
        case "leading": insets.leading = readSize(entry.value, Field(key, in: place)) ?? 0
        case "bottom": insets.bottom = readSize(entry.value, Field(key, in: place)) ?? 0
        case "trailing": insets.trailing = readSize(entry.value, Field(key, in: place)) ?? 0
        case "left", "right": reportUnknownKey(entry, message: Self.leftRight(key, place))
        default: reportUnknownKey(entry, key, place, known: Self.insetKeys)
        }
      }
      return insets
    }
  }
}
