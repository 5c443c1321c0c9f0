import TierbarModel

/// Items cross the plugin boundary in the config language's own item shape, so a plugin author
/// writes what they would write in YAML:
///
///     {"id": "today", "title": "Today", "tag": "2026-11-29", "style": "chip",
///      "action": "select" | "dismiss-keyboard" | {"toggle": "tier"} | {"event": "name"}, …}
///     {"id": "gap", "space": "flexible"}   {"id": "gap", "space": 12}
extension ItemDefinition {
  static let wireKeys: Set<String> = [
    "id", "title", "icon", "tag", "style", "hidden", "disabled", "accessibility-label", "action",
  ]

  public var wireValue: ConfigValue {
    switch kind {
    case .flexibleSpace: return .map(["id": .string(id), "space": .string("flexible")])
    case .fixedSpace(let width): return .map(["id": .string(id), "space": .double(width)])
    case .button: break
    }
    var members: [String: ConfigValue] = ["id": .string(id)]
    if let title { members["title"] = .string(title) }
    if let icon { members["icon"] = .string(icon) }
    switch tag {
    case .int(let value): members["tag"] = .int(value)
    case .string(let value): members["tag"] = .string(value)
    case nil: break
    }
    if let style { members["style"] = .string(style) }
    if hidden { members["hidden"] = .bool(true) }
    if disabled { members["disabled"] = .bool(true) }
    if let accessibilityLabel { members["accessibility-label"] = .string(accessibilityLabel) }
    if let action { members["action"] = action.wireValue }
    return .map(members)
  }

  public init(wireValue: ConfigValue, at path: String) throws(WireError) {
    let object = try WireObject(wireValue, at: path)
    let id = try object.requiredString("id")
    if let space = object.members["space"] {
      try object.requireKnownKeys(["id", "space"])
      if space == .string("flexible") {
        self.init(id: id, kind: .flexibleSpace)
      } else if let width = space.doubleValue, width.isFinite, width >= 0 {
        self.init(id: id, kind: .fixedSpace(width: width))
      } else {
        throw WireError(
          "\(object.place("space")) must be \"flexible\" or a width in points (0 or more)")
      }
      return
    }
    try object.requireKnownKeys(Self.wireKeys)
    let title = try object.string("title")
    let icon = try object.string("icon")
    guard title != nil || icon != nil else {
      throw WireError("\(path) ('\(id)') needs a title or an icon")
    }
    var tag: ItemTag?
    switch object.members["tag"] {
    case .int(let value): tag = .int(value)
    case .string(let value): tag = .string(value)
    case nil, .null: tag = nil
    default: throw WireError("\(object.place("tag")) must be an integer or a string")
    }
    self.init(
      id: id, title: title, icon: icon, tag: tag, style: try object.string("style"),
      hidden: try object.bool("hidden") ?? false, disabled: try object.bool("disabled") ?? false,
      accessibilityLabel: try object.string("accessibility-label"),
      action: try object.members["action"].map { value throws(WireError) in
        try ItemAction(wireValue: value, at: object.place("action"))
      })
  }
}

extension ItemAction {
  public var wireValue: ConfigValue {
    switch self {
    case .select: return .string("select")
    case .dismissKeyboard: return .string("dismiss-keyboard")
    case .toggle(let tier): return .map(["toggle": .string(tier)])
    case .expand(let tier): return .map(["expand": .string(tier)])
    case .collapse(let tier): return .map(["collapse": .string(tier)])
    case .event(let name): return .map(["event": .string(name)])
    }
  }

  public init(wireValue: ConfigValue, at path: String) throws(WireError) {
    let expected =
      "\(path) must be \"select\", \"dismiss-keyboard\" or one of {\"toggle\": TIER}, "
      + "{\"expand\": TIER}, {\"collapse\": TIER}, {\"event\": NAME}"
    switch wireValue {
    case .string("select"): self = .select
    case .string("dismiss-keyboard"): self = .dismissKeyboard
    case .map(let members):
      guard members.count == 1, let (key, value) = members.first,
        let target = value.stringValue, !target.isEmpty
      else { throw WireError(expected) }
      switch key {
      case "toggle": self = .toggle(tier: target)
      case "expand": self = .expand(tier: target)
      case "collapse": self = .collapse(tier: target)
      case "event": self = .event(name: target)
      default: throw WireError(expected)
      }
    default: throw WireError(expected)
    }
  }
}
