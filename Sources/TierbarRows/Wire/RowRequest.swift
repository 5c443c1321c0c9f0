import TierbarModel

/// What a host asks a plugin's `content` function, as JSON:
///
///     {"tier": {"id", "kind", "selection", "parameters": {…}, "items": [item…]},
///      "state": {"expansion": {tier: 0…1}, "selection": {tier: [item ids]},
///                "hiddenItems": [ids], "disabledItems": [ids]},
///      "data": {tier id: any JSON}}
///
/// The tier carries only what a provider may use; `selection` is the rule's name.
public struct RowRequest: Hashable, Sendable {
  public var tier: TierDefinition
  public var context: RowContext

  public init(tier: TierDefinition, context: RowContext) {
    self.tier = tier
    self.context = context
  }

  public var wireValue: ConfigValue {
    .map([
      "tier": .map([
        "id": .string(tier.id),
        "kind": .string(tier.kind),
        "selection": .string(tier.selection.name),
        "parameters": .map(tier.parameters),
        "items": .list(tier.items.map(\.wireValue)),
      ]),
      "state": context.state.wireValue,
      "data": .map(context.data),
    ])
  }

  public init(wireValue: ConfigValue) throws(WireError) {
    let object = try WireObject(wireValue, at: "")
    try object.requireKnownKeys(["tier", "state", "data"])
    let tier = try WireObject(object.members["tier"] ?? .null, at: "tier")
    try tier.requireKnownKeys(["id", "kind", "selection", "parameters", "items"])
    var items: [ItemDefinition] = []
    for (index, element) in (try tier.list("items") ?? []).enumerated() {
      items.append(try ItemDefinition(wireValue: element, at: "tier.items[\(index)]"))
    }
    let selection: SelectionRule
    switch try tier.string("selection") ?? "none" {
    case "single": selection = .single
    case "single-optional": selection = .singleOptional
    case "multiple": selection = .multiple()
    default: selection = .none
    }
    self.tier = TierDefinition(
      id: try tier.requiredString("id"), kind: try tier.requiredString("kind"),
      selection: selection, items: items, parameters: try tier.object("parameters") ?? [:])
    self.context = RowContext(
      state: try ToolbarState(wireValue: object.members["state"] ?? .map([:]), at: "state"),
      data: try object.object("data") ?? [:])
  }
}

/// What a plugin's `content` function answers, as JSON: `{"items": [item…], "flow":
/// "single-line" | "wrap" | "equal", "columns": N}` (flow and columns optional), or
/// `{"error": "message"}`.
public enum RowResponse: Hashable, Sendable {
  case content(RowContent)
  case error(String)

  public var wireValue: ConfigValue {
    switch self {
    case .error(let message): return .map(["error": .string(message)])
    case .content(let content):
      var members: [String: ConfigValue] = ["items": .list(content.items.map(\.wireValue))]
      if let flow = content.flow { members["flow"] = .string(flow.rawValue) }
      if let columns = content.columns { members["columns"] = .int(columns) }
      return .map(members)
    }
  }

  public init(wireValue: ConfigValue) throws(WireError) {
    let object = try WireObject(wireValue, at: "")
    if object.members["error"] != nil {
      try object.requireKnownKeys(["error"])
      self = .error(try object.requiredString("error"))
      return
    }
    try object.requireKnownKeys(["items", "flow", "columns"])
    guard let list = try object.list("items") else {
      throw WireError("the response needs \"items\" (an array) or \"error\" (a message)")
    }
    var items: [ItemDefinition] = []
    var ids: Set<String> = []
    for (index, element) in list.enumerated() {
      let item = try ItemDefinition(wireValue: element, at: "items[\(index)]")
      guard ids.insert(item.id).inserted else {
        throw WireError("items[\(index)] repeats the id '\(item.id)'")
      }
      items.append(item)
    }
    var flow: RowFlow?
    if let name = try object.string("flow") {
      guard let known = RowFlow(rawValue: name) else {
        throw WireError(
          "flow '\(name)' is unknown; use one of "
            + RowFlow.allCases.map(\.rawValue).joined(separator: ", "))
      }
      flow = known
    }
    var columns: Int?
    if let value = object.members["columns"], value != .null {
      guard let count = value.intValue, count >= 1 else {
        throw WireError("columns must be an integer of 1 or more")
      }
      columns = count
    }
    self = .content(RowContent(items: items, flow: flow, columns: columns))
  }
}

extension ToolbarState {
  public var wireValue: ConfigValue {
    .map([
      "expansion": .map(expansion.mapValues(ConfigValue.double)),
      "selection": .map(selection.mapValues { .list($0.map(ConfigValue.string)) }),
      "hiddenItems": .list(hiddenItems.sorted().map(ConfigValue.string)),
      "disabledItems": .list(disabledItems.sorted().map(ConfigValue.string)),
    ])
  }

  public init(wireValue: ConfigValue, at path: String) throws(WireError) {
    let object = try WireObject(wireValue, at: path)
    try object.requireKnownKeys(["expansion", "selection", "hiddenItems", "disabledItems"])
    var expansion: [String: Double] = [:]
    for (tier, value) in try object.object("expansion") ?? [:] {
      guard let progress = value.doubleValue else {
        throw WireError("\(object.place("expansion")).\(tier) must be a number")
      }
      expansion[tier] = progress
    }
    var selection: [String: [String]] = [:]
    for (tier, value) in try object.object("selection") ?? [:] {
      guard let ids = value.listValue?.compactMap(\.stringValue),
        ids.count == value.listValue?.count
      else { throw WireError("\(object.place("selection")).\(tier) must be a list of item ids") }
      selection[tier] = ids
    }
    self.init(
      expansion: expansion, selection: selection,
      hiddenItems: Set(try object.strings("hiddenItems") ?? []),
      disabledItems: Set(try object.strings("disabledItems") ?? []))
  }
}
