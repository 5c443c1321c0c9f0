import TierbarModel

extension Effect {
  /// The effect as JSON: `"type"` first, then its fields (see the README's effect table).
  public var json: OrderedJSON {
    var fields: [(String, OrderedJSON)] = [("type", .string(type))]
    switch self {
    case .selectionChanged(let change):
      fields += [
        ("tier", .string(change.tier)), ("selected", OrderedJSON(strings: change.selected)),
        ("tags", .array(change.tags.map { OrderedJSON($0) })),
      ]
    case .tierExpanded(let animation), .tierCollapsed(let animation):
      fields += [
        ("tier", .string(animation.tier)), ("from", OrderedJSON(animation.from)),
        ("to", OrderedJSON(animation.to)),
      ]
      fields += Self.timingFields(animation.timing)
      fields.append(("hitRegion", OrderedJSON(animation.hitRegion)))
    case .heightChanged(let change):
      fields += [("height", .number(change.height)), ("previous", .number(change.previous))]
    case .barAnimation(let animation):
      fields += [("from", OrderedJSON(animation.from)), ("to", OrderedJSON(animation.to))]
      fields += Self.timingFields(animation.timing)
    case .dismissKeyboard(let item):
      fields.append(("item", .string(item)))
    case .event(let event):
      fields += [
        ("name", .string(event.name)), ("item", .string(event.item)),
        ("tag", event.tag.map { OrderedJSON($0) } ?? .null),
      ]
    case .refused(let refusal):
      fields += [
        ("reason", .string(refusal.reason.rawValue)), ("message", .string(refusal.message)),
        ("tier", refusal.tier.map { .string($0) } ?? .null),
        ("item", refusal.item.map { .string($0) } ?? .null),
      ]
    }
    return .object(fields)
  }

  static func timingFields(_ timing: AnimationTiming) -> [(String, OrderedJSON)] {
    [
      ("duration", .number(timing.duration)), ("curve", .string(timing.curve.name)),
      ("rawCurve", .int(timing.curve.rawValue)),
    ]
  }
}
