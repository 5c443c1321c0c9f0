import TierbarModel

// Selection rules (`selection:`) and default selections (`selected:`).
extension ConfigDecoder {
  static let selectionKeys = ConfigLanguage.selectionRule.keyNames

  fileprivate static func boundsNeedMultiple(_ key: String, mode: String) -> String {
    "\(quoted(key)) only applies to 'mode: multiple', but the mode is \(quoted(mode)); remove "
      + "\(quoted(key)) or use 'mode: multiple'"
  }

  fileprivate static func minAboveMax(_ min: Int, _ max: Int) -> String {
    "'min' (\(min)) is greater than 'max' (\(max)); no selection could satisfy both"
  }

  fileprivate static func maxHere(_ max: Int) -> String { "'max' is \(max) here" }

  fileprivate static func negativeCount(_ key: String, _ value: Int) -> String {
    "\(quoted(key)) is \(value); a count of selected items is 0 or more"
  }

  fileprivate static func noRule(_ place: Place) -> String {
    "\(place) has no selection rule, so nothing can be selected; add 'selection: single' "
      + "(or another rule) or remove 'selected'"
  }

  fileprivate static func unknownItem(_ id: String, _ place: Place, suggestion: String) -> String {
    "unknown item \(quoted(id)) in 'selected' of \(place); name an item of this tier"
      + suggestion
  }

  fileprivate static func selectsSpace(_ id: String) -> String {
    "\(quoted(id)) is a space; only buttons can be selected"
  }

  fileprivate static func selectedTwice(_ id: String) -> String {
    "\(quoted(id)) is selected twice; name each item once"
  }

  fileprivate static func tooMany(_ place: Place, rule: String, count: Int) -> String {
    "\(place) allows one selected item (\(quoted(rule))), but 'selected' names \(count); keep "
      + "one, or use 'selection: multiple'"
  }

  fileprivate static func outOfBounds(_ count: Int, bound: String, _ limit: Int) -> String {
    let comparison = bound == "min" ? "fewer" : "more"
    return "'selected' names \(count) item\(count == 1 ? "" : "s"), \(comparison) than the "
      + "rule's \(quoted(bound)) of \(limit); change 'selected' or the bound"
  }

  mutating func decodeSelection(_ node: ConfigNode, tier: Place) -> SelectionRule {
    let field = Field("selection", in: tier)
    switch node.content {
    case .scalar:
      guard let name = readString(node, field) else { return .none }
      return rule(named: name, node, field) ?? .none
    case .sequence:
      reportWrongType(node, expected: "a selection rule ('single', { mode: multiple, … })", field)
      return .none
    case .mapping(let entries):
      return decodeSelectionMapping(node, entries, place: .part("selection", of: tier))
    }
  }

  private mutating func rule(named name: String, _ node: ConfigNode, _ field: Field)
    -> SelectionRule?
  {
    switch name {
    case "none": return SelectionRule.none
    case "single": return .single
    case "single-optional": return .singleOptional
    case "multiple": return .multiple()
    default:
      reportInvalidValue(name, at: node, field, allowed: SelectionRule.names)
      return nil
    }
  }

  private mutating func decodeSelectionMapping(
    _ node: ConfigNode, _ entries: [ConfigMappingEntry], place: Place
  ) -> SelectionRule {
    var rule: SelectionRule?
    var sawMode = false
    var bounds: [(key: String, keyRange: SourceRange, valueRange: SourceRange, value: Int)] = []
    for entry in entries {
      guard let key = keyName(entry, place) else { continue }
      let field = Field(key, in: place)
      switch key {
      case "mode":
        sawMode = true
        guard let name = readString(entry.value, field) else { continue }
        rule = self.rule(named: name, entry.value, field)
      case "min", "max":
        guard let value = readInteger(entry.value, field) else { continue }
        guard value >= 0 else {
          error(.invalidValue, Self.negativeCount(key, value), at: entry.value)
          continue
        }
        bounds.append((key, entry.key.range, entry.value.range, value))
      default: reportUnknownKey(entry, key, place, known: Self.selectionKeys)
      }
    }
    if !sawMode { reportMissingKey("mode", in: node, place, hint: "multiple") }
    guard let rule else { return .none }
    guard case .multiple = rule else {
      for bound in bounds {
        error(
          .invalidSelectionRule, Self.boundsNeedMultiple(bound.key, mode: rule.name),
          at: bound.keyRange)
      }
      return rule
    }
    let min = bounds.last { $0.key == "min" }
    let max = bounds.last { $0.key == "max" }
    if let min, let max, min.value > max.value {
      error(
        .invalidSelectionRule, Self.minAboveMax(min.value, max.value), at: min.valueRange,
        notes: [DiagnosticNote(Self.maxHere(max.value), at: max.valueRange)])
    }
    return .multiple(min: min?.value, max: max?.value)
  }

  /// `selected:` — one item id or a list; each must be a button of this tier, and the whole must
  /// obey the tier's rule. `items` is nil when the row kind makes its own items: their ids are
  /// only known at run time, so only the rule is checked.
  mutating func decodeDefaultSelection(
    _ node: ConfigNode, rule: SelectionRule, items: [ItemDefinition]?, place: Place
  ) -> [String] {
    let field = Field("selected", in: place)
    var named: [(id: String, range: SourceRange)] = []
    switch node.content {
    case .scalar:
      if let id = readString(node, field) { named.append((id, node.range)) }
    case .sequence(let list):
      for element in list {
        if let id = readString(element, field) { named.append((id, element.range)) }
      }
    case .mapping:
      reportWrongType(node, expected: "an item id or a list of item ids", field)
    }
    if rule == .none {
      error(.selectionDefaultInvalid, Self.noRule(place), at: node)
      return []
    }
    var byID: [String: Int] = [:]
    for (index, item) in (items ?? []).enumerated() where byID[item.id] == nil {
      byID[item.id] = index
    }
    var selected: [String] = []
    var seen: Set<String> = []
    var allResolved = true
    // The ids a misspelling is compared with, prepared only when the first one needs them.
    var suggestions = SuggestionIndex((items ?? []).lazy.filter(\.isInteractive).map(\.id))
    for entry in named {
      if let items {
        guard let index = byID[entry.id] else {
          let match = MessageText.suggestion(for: entry.id, in: &suggestions)
          error(
            .unknownReference,
            Self.unknownItem(
              entry.id, place, suggestion: MessageText.didYouMean(suggesting: match)),
            at: entry.range, fix: match.map { .replacing(entry.range, with: $0) })
          allResolved = false
          continue
        }
        if !items[index].isInteractive {
          error(.selectionDefaultInvalid, Self.selectsSpace(entry.id), at: entry.range)
          allResolved = false
          continue
        }
      }
      guard seen.insert(entry.id).inserted else {
        error(.selectionDefaultInvalid, Self.selectedTwice(entry.id), at: entry.range)
        continue
      }
      selected.append(entry.id)
      // Reported once, at the second item named.
      if selected.count == 2, rule.admits(count: 2) == .moreThanOne {
        error(
          .selectionDefaultInvalid, Self.tooMany(place, rule: rule.name, count: named.count),
          at: entry.range)
      }
    }
    // Bounds are judged only on a list that fully resolved, so one typo is one error.
    if allResolved {
      switch rule.admits(count: selected.count) {
      case .belowMinimum(let min):
        error(
          .selectionDefaultInvalid, Self.outOfBounds(selected.count, bound: "min", min),
          at: node)
      case .aboveMaximum(let max):
        error(
          .selectionDefaultInvalid, Self.outOfBounds(selected.count, bound: "max", max),
          at: node)
      case .admitted, .notSelectable, .moreThanOne:
        break
      }
    }
    return selected
  }
}
