import TierbarModel

// Styles, their `selected`/`disabled` variants, and the values inside them: colours, borders,
// fonts, sizes and insets.
extension ConfigLanguage {
  /// The keys a style and its variants share, in reference order.
  static let appearanceKeys: [KeyDeclaration] = [
    KeyDeclaration(
      "background", colour, description: "The fill behind the item or bar."),
    KeyDeclaration(
      "foreground", colour, description: "The colour of the title."),
    KeyDeclaration(
      "tint", colour, description: "The colour of the icon (UIKit's `tintColor`)."),
    KeyDeclaration(
      "border", .mapping(border), description: "A line around the item: its width and colour."),
    KeyDeclaration(
      "corner-radius", .size, default: .double(0),
      description: "How round the corners are, in points."),
    KeyDeclaration(
      "content-insets", insetsValue,
      description:
        "Space between the item's edge and its title and icon, in points: one number, "
        + "`[vertical, horizontal]`, `[top, leading, bottom, trailing]` or a mapping."),
    KeyDeclaration(
      "font", .mapping(font), description: "The title's size and weight."),
    KeyDeclaration(
      "min-size", .mapping(minSize),
      description: "The smallest the item may be, in points (e.g. 44 by 44 for a tap target)."),
  ]

  public static let style = MappingDeclaration(
    name: "style",
    description:
      "A named look for items, tiers and bars. Keys left out come from the style it `extends`, "
      + "then from the system's defaults.",
    keys: [
      KeyDeclaration(
        "extends", .reference(.style),
        description: "The name of another style this one builds on; its keys override that one's.")
    ] + appearanceKeys + [
      KeyDeclaration(
        "selected", .mapping(appearance),
        description: "What changes while the item is selected (appearance keys only)."),
      KeyDeclaration(
        "disabled", .mapping(appearance),
        description: "What changes while the item is disabled (appearance keys only)."),
    ])

  /// The body of a style's `selected:` or `disabled:`.
  public static let appearance = MappingDeclaration(
    name: "appearance",
    description: "Appearance keys that override the style's own in one state.",
    keys: appearanceKeys)

  public static let border = MappingDeclaration(
    name: "border",
    description: "A line around an item.",
    keys: [
      KeyDeclaration(
        "width", .size, required: true, description: "The line's width in points."),
      KeyDeclaration(
        "color", colour, description: "The line's colour (default: the system's separator)."),
    ])

  public static let font = MappingDeclaration(
    name: "font",
    description: "The title's font: the system font at a size and weight.",
    keys: [
      KeyDeclaration(
        "size", .size, default: .double(FontSpec.defaultSize),
        description: "The point size before Dynamic Type scales it."),
      KeyDeclaration(
        "weight", .choice(fontWeights), default: .string(FontSpec.Weight.regular.rawValue),
        description: "How heavy the strokes are."),
    ])

  static let fontWeights = ChoiceDeclaration.all(of: FontSpec.Weight.self) {
    switch $0 {
    case .ultralight: return "The lightest weight (`UIFont.Weight.ultraLight`)."
    case .thin: return "`UIFont.Weight.thin`."
    case .light: return "`UIFont.Weight.light`."
    case .regular: return "The system font's normal weight (`UIFont.Weight.regular`)."
    case .medium: return "`UIFont.Weight.medium`."
    case .semibold: return "`UIFont.Weight.semibold`, as in bold buttons of system bars."
    case .bold: return "`UIFont.Weight.bold`."
    case .heavy: return "`UIFont.Weight.heavy`."
    case .black: return "The heaviest weight (`UIFont.Weight.black`)."
    }
  }

  public static let minSize = MappingDeclaration(
    name: "min-size",
    description: "The smallest size an item may have.",
    keys: [
      KeyDeclaration(
        "width", .size, default: .double(0), description: "The smallest width in points."),
      KeyDeclaration(
        "height", .size, default: .double(0), description: "The smallest height in points."),
    ])

  public static let insets = MappingDeclaration(
    name: "insets",
    description:
      "Insets by side, in points; sides left out are 0. Leading and trailing mirror in "
      + "right-to-left languages.",
    keys: [
      KeyDeclaration("top", .size, default: .double(0), description: "Space at the top."),
      KeyDeclaration(
        "leading", .size, default: .double(0),
        description: "Space at the leading edge (the left in left-to-right languages)."),
      KeyDeclaration("bottom", .size, default: .double(0), description: "Space at the bottom."),
      KeyDeclaration(
        "trailing", .size, default: .double(0),
        description: "Space at the trailing edge (the right in left-to-right languages)."),
    ])

  /// Insets in any of their forms: one number for every side, a list, or a mapping.
  public static let insetsValue: ValueDeclaration = .oneOf([.size, .insetList, .mapping(insets)])

  /// `insets` written as the mapping form.
  static func insetsDefault(_ insets: EdgeInsets) -> ConfigValue {
    .map([
      "top": .double(insets.top), "leading": .double(insets.leading),
      "bottom": .double(insets.bottom), "trailing": .double(insets.trailing),
    ])
  }

  /// A colour without a light/dark pair: hex or a system colour's name.
  public static let singleColour: ValueDeclaration = .oneOf([
    .hexColour, .choice(systemColours),
  ])

  /// A colour in any form: hex, a system colour's name, or a light/dark pair.
  public static let colour: ValueDeclaration = .oneOf([
    .hexColour, .choice(systemColours), .mapping(colourPair),
  ])

  public static let colourPair = MappingDeclaration(
    name: "colour-pair",
    description: "A colour for light mode and one for dark mode.",
    keys: [
      KeyDeclaration(
        "light", singleColour, required: true, description: "The colour in light mode."),
      KeyDeclaration(
        "dark", singleColour, required: true, description: "The colour in dark mode."),
    ])

  /// `SystemColors.names`, each described by the UIKit colour it stands for.
  static let systemColours = SystemColors.names.map { name in
    ChoiceDeclaration(name, "UIKit's `UIColor.\(name)`.")
  }
}
