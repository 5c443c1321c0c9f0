import TierbarModel

extension ScriptDecoder {
  /// One step: a mapping with exactly one key, the step's name.
  mutating func step(_ node: ConfigNode) -> SimulationStep? {
    let entries = (node.mapping ?? []).filter { !($0.keyName ?? "").hasPrefix("x-") }
    guard node.mapping != nil, entries.count == 1, let entry = entries.first,
      let name = entry.keyName
    else {
      let found = node.mapping.map { "\($0.count) keys" } ?? node.kindDescription
      reader.error(
        .scriptInvalidStep,
        "a step is a mapping with one key, e.g. '- tap: bell'; found \(found)", at: node)
      return nil
    }
    guard let action = action(name, entry.value, key: entry.key) else { return nil }
    return SimulationStep(action, range: node.range)
  }

  mutating func action(_ name: String, _ value: ConfigNode, key: ConfigNode) -> SimulationStep
    .Action?
  {
    switch name {
    case "tap": return item(value, what: "tap").map { .tap($0) }
    case "tap-at":
      guard
        let v = reader.numbers(
          value, count: 2, code: .scriptInvalidPoint, shape: "tap-at as [x, y] (bar coordinates)")
      else { return nil }
      return .tapAt(Point(x: v[0], y: v[1]))
    case "expand": return tier(value, what: "expand").map { .expand($0) }
    case "collapse": return tier(value, what: "collapse").map { .collapse($0) }
    case "toggle": return tier(value, what: "toggle").map { .toggle($0) }
    case "hide": return items(value, what: "hide").map { .hide($0) }
    case "show": return items(value, what: "show").map { .show($0) }
    case "select": return selections(value)
    case "clear": return tier(value, what: "clear").map { .clear($0) }
    case "environment":
      return environmentSettings(value, inStep: true).map { .environment($0) }
    case "keyboard": return keyboard(value).map { .keyboard($0) }
    case "sample": return reader.nonNegative(value, what: "sample (seconds)").map { .sample($0) }
    case "save": return reader.path(value, what: "save (a file path)").map { .save($0) }
    case "restore": return reader.path(value, what: "restore (a file path)").map { .restore($0) }
    default:
      reader.error(
        .scriptUnknownStep,
        "unknown step \(MessageText.quoted(name)); steps are "
          + "\(SimulationScript.stepNames.joined(separator: ", "))"
          + MessageText.didYouMean(name, in: SimulationScript.stepNames), at: key)
      return nil
    }
  }

  mutating func item(_ node: ConfigNode, what: String) -> String? {
    guard let id = reader.string(node, what: "\(what) (an item id)") else { return nil }
    guard let toolbar else { return id }
    guard ids.items.contains(id) else {
      reader.error(
        .scriptUnknownItem,
        "no item \(MessageText.quoted(id)) in toolbar \(MessageText.quoted(toolbar.id))"
          + MessageText.didYouMean(id, in: &ids.itemSuggestions), at: node)
      return nil
    }
    return id
  }

  mutating func items(_ node: ConfigNode, what: String) -> [String]? {
    if node.scalar != nil { return item(node, what: what).map { [$0] } }
    guard let list = node.sequence else {
      reader.error(.scriptWrongType, "\(what) must be an item id or a list of item ids", at: node)
      return nil
    }
    let ids = list.compactMap { item($0, what: what) }
    return ids.count == list.count ? ids : nil
  }

  mutating func tier(_ node: ConfigNode, what: String) -> String? {
    guard let id = reader.string(node, what: "\(what) (a tier id)") else { return nil }
    guard let toolbar else { return id }
    guard ids.tiers.contains(id) else {
      reader.error(
        .scriptUnknownTier,
        "no tier \(MessageText.quoted(id)) in toolbar \(MessageText.quoted(toolbar.id))"
          + MessageText.didYouMean(id, in: &ids.tierSuggestions), at: node)
      return nil
    }
    return id
  }

  /// `select: { TIER: ITEM | [ITEMS], … }`.
  mutating func selections(_ node: ConfigNode) -> SimulationStep.Action? {
    guard let mapping = node.mapping else {
      reader.error(.scriptWrongType, "select must be a mapping of tier → items", at: node)
      return nil
    }
    var result: [TierItems] = []
    var failed = false
    for entry in mapping {
      guard let tier = tier(entry.key, what: "select"), let ids = items(entry.value, what: "select")
      else {
        failed = true
        continue
      }
      result.append(TierItems(tier: tier, items: ids))
    }
    return failed ? nil : .select(result)
  }

  mutating func keyboard(_ node: ConfigNode) -> KeyboardStep? {
    guard
      let entries = reader.entries(
        of: node, allowed: SimulationScript.keyboardKeys, what: "keyboard")
    else { return nil }
    var begin: Rect?
    var end: Rect?
    var duration = 0.25
    var curve = AnimationCurve.keyboard
    var isLocal = true
    var failed = false
    for (key, entry) in entries {
      let value = entry.value
      switch key {
      case "begin":
        begin = reader.frame(value, what: "begin")
        failed = failed || begin == nil
      case "end":
        end = reader.frame(value, what: "end")
        failed = failed || end == nil
      case "duration":
        if let seconds = reader.nonNegative(value, what: "duration (seconds)") {
          duration = seconds
        } else {
          failed = true
        }
      case "curve":
        if let parsed = self.curve(value) { curve = parsed } else { failed = true }
      default:
        if let local = reader.bool(value, what: "local") { isLocal = local } else { failed = true }
      }
    }
    guard let end else {
      if !failed {
        reader.error(
          .scriptMissingKey,
          "a keyboard step needs 'end: [x, y, width, height]' (screen coordinates)",
          at: node)
      }
      return nil
    }
    if failed { return nil }
    return KeyboardStep(begin: begin, end: end, duration: duration, curve: curve, isLocal: isLocal)
  }

  /// A raw value (0–3, 7) or a name (`ease-in-out`, `ease-in`, `ease-out`, `linear`, `keyboard`).
  mutating func curve(_ node: ConfigNode) -> AnimationCurve? {
    let names = AnimationCurve.named.map(\.name)
    guard let scalar = node.scalar, !scalar.isNull else {
      reader.error(.scriptWrongType, "curve must be a number or a name", at: node)
      return nil
    }
    if let raw = Int(scalar.value), scalar.resolvesTypes {
      guard [0, 1, 2, 3, 7].contains(raw) else {
        reader.error(
          .scriptInvalidValue,
          "curve \(raw) is not one UIKit sends; use 0 (ease-in-out), 1 (ease-in), 2 (ease-out), "
            + "3 (linear) or 7 (keyboard)", at: node)
        return nil
      }
      return AnimationCurve(rawValue: raw)
    }
    guard let match = AnimationCurve.named.first(where: { $0.name == scalar.value }) else {
      reader.error(
        .scriptInvalidValue,
        "unknown curve \(MessageText.quoted(scalar.value)); use \(names.joined(separator: ", ")) "
          + "or its raw value" + MessageText.didYouMean(scalar.value, in: names), at: node)
      return nil
    }
    return match.curve
  }
}
