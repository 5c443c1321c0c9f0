import TierbarModel

// A tier, its layout and its selection rule.
extension ConfigLanguage {
  static let blankTier = TierDefinition(id: "")

  public static let tier = MappingDeclaration(
    name: "tier",
    description:
      "One row of a toolbar: its items (or a row kind that makes them), height, layout and "
      + "selection rule.",
    keys: [
      KeyDeclaration(
        "id", .id, required: true,
        description:
          "The tier's name, unique in its toolbar: what actions such as `{ toggle: TIER }` "
          + "name."),
      KeyDeclaration(
        "kind", .rowKind, default: .string(TierDefinition.defaultKind),
        description:
          "The row kind that fills the tier. `buttons` shows the items written here; other "
          + "kinds (built in or from plugins, see `tierbar plugins`) make their own."),
      KeyDeclaration(
        "height", .oneOf([.size, .choice(heightWords)]), default: .string("fit"),
        description: "The tier's height in points, or `fit` for its content plus padding."),
      KeyDeclaration(
        "collapsed", .boolean, default: .bool(blankTier.collapsed),
        description:
          "Whether the tier starts hidden, until an `expand` or `toggle` action shows it."),
      KeyDeclaration(
        "selection", .oneOf([.choice(selectionRules), .mapping(selectionRule)]),
        default: .string(blankTier.selection.name),
        description:
          "How taps select the tier's items: a rule's name, or `{ mode: multiple, min: N, "
          + "max: N }`."),
      KeyDeclaration(
        "selected", .oneOf([.reference(.item), .list(of: .reference(.item), minimumCount: 0)]),
        description:
          "The item id, or list of ids, selected when the bar is first shown. Needs a "
          + "`selection` rule that allows it."),
      KeyDeclaration(
        "style", .reference(.style),
        description: "The name of a style under `styles:` for the tier's background."),
      KeyDeclaration(
        "layout", .mapping(layout),
        description: "How the tier places its items: padding, spacing, alignment, wrapping."),
      KeyDeclaration(
        "parameters", .rowParameters,
        description:
          "Settings of the tier's row kind, as the kind declares them (see `tierbar plugins`)."),
      KeyDeclaration(
        "items",
        .list(
          of: .either(key: "space", present: space, absent: item), minimumCount: 0,
          maximumCount: ValidationLimits.maxItemsPerTier),
        description:
          "The tier's buttons and spaces, in order. Only kinds that show written items "
          + "(such as `buttons`) take them."),
    ])

  static let heightWords = [
    ChoiceDeclaration("fit", "As tall as the tier's content plus its padding.")
  ]

  /// The rules by name; `SelectionRule.names` is the list the decoder accepts.
  static let selectionRules = SelectionRule.names.map { name in
    ChoiceDeclaration(name, selectionRuleDescription(name))
  }

  private static func selectionRuleDescription(_ name: String) -> String {
    switch name {
    case SelectionRule.none.name: return "Momentary buttons: nothing stays selected."
    case SelectionRule.single.name:
      return "Exactly one item once one is chosen; tapping the chosen item keeps it."
    case SelectionRule.singleOptional.name:
      return "At most one item; tapping the chosen item again clears it."
    default:
      return "Any number of items; with the mapping form, within `min` and `max`."
    }
  }

  public static let selectionRule = MappingDeclaration(
    name: "selection",
    description: "A selection rule with bounds: `{ mode: multiple, min: 1, max: 3 }`.",
    keys: [
      KeyDeclaration(
        "mode", .choice(selectionRules), required: true,
        description: "The rule; `min` and `max` apply only to `multiple`."),
      KeyDeclaration(
        "min", .integer(minimum: 0, maximum: nil),
        description:
          "The fewest items that may be selected; a tap that would go below it is refused."),
      KeyDeclaration(
        "max", .integer(minimum: 0, maximum: nil),
        description:
          "The most items that may be selected; a tap that would go above it is refused."),
    ])

  static let blankLayout = RowLayout()

  public static let layout = MappingDeclaration(
    name: "layout",
    description: "How a tier places its items.",
    keys: [
      KeyDeclaration(
        "padding", insetsValue, default: insetsDefault(blankLayout.padding),
        description:
          "Space between the tier's edges and its items, in points: one number, "
          + "`[vertical, horizontal]`, `[top, leading, bottom, trailing]` or a mapping."),
      KeyDeclaration(
        "spacing", .size, default: .double(blankLayout.spacing),
        description: "The gap between neighbouring items, in points."),
      KeyDeclaration(
        "alignment", .choice(alignments), default: .string(blankLayout.alignment.rawValue),
        description: "Where the items sit across the row when they do not fill it."),
      KeyDeclaration(
        "vertical-alignment", .choice(verticalAlignments),
        default: .string(blankLayout.verticalAlignment.rawValue),
        description: "Where each item sits inside its line, top to bottom."),
      KeyDeclaration(
        "distribution", .choice(distributions),
        default: .string(blankLayout.distribution.rawValue),
        description: "Whether items keep their own widths or share the row's width."),
      KeyDeclaration(
        "wrap", .boolean, default: .bool(blankLayout.wrap),
        description: "Whether items flow into further lines when the row is full."),
      KeyDeclaration(
        "line-spacing", .size, default: .double(blankLayout.lineSpacing),
        description: "The gap between the lines of a wrapping row, in points."),
    ])

  static let alignments = ChoiceDeclaration.all(of: RowLayout.Alignment.self) {
    switch $0 {
    case .leading: return "At the leading edge (the left in left-to-right languages)."
    case .center: return "In the middle of the row."
    case .trailing: return "At the trailing edge (the right in left-to-right languages)."
    }
  }

  static let verticalAlignments = ChoiceDeclaration.all(of: RowLayout.VerticalAlignment.self) {
    switch $0 {
    case .top: return "At the top of the line."
    case .center: return "In the middle of the line."
    case .bottom: return "At the bottom of the line."
    }
  }

  static let distributions = ChoiceDeclaration.all(of: RowLayout.Distribution.self) {
    switch $0 {
    case .natural: return "Items keep their measured widths."
    case .equal: return "Items share the row's width equally, like a segmented control."
    }
  }
}
