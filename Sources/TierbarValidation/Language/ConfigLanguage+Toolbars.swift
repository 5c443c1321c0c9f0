import TierbarModel

// The file's top level and each toolbar.
extension ConfigLanguage {
  public static let topLevel = MappingDeclaration(
    name: "config",
    description:
      "A Tierbar config: named styles and the toolbars that use them. Validate it with "
      + "`tierbar validate FILE`.",
    keys: [
      KeyDeclaration(
        "version",
        .integer(
          minimum: TierbarConfig.supportedVersion, maximum: TierbarConfig.supportedVersion),
        default: .int(TierbarConfig.supportedVersion),
        description:
          "The config language version the file is written for. Only version 1 exists."),
      KeyDeclaration(
        "styles", .namedMappings(style),
        description:
          "Named styles: colours, border, corner radius, font and size of items and bars. "
          + "Toolbars, tiers and items refer to a style by its name."),
      KeyDeclaration(
        "toolbars",
        .list(of: .mapping(toolbar), minimumCount: 1, maximumCount: ValidationLimits.maxToolbars),
        required: true,
        description:
          "The toolbars of this file, at least one. An app shows a toolbar by its `id`."),
    ])

  static let blankToolbar = ToolbarDefinition(id: "")

  public static let toolbar = MappingDeclaration(
    name: "toolbar",
    description:
      "One bar around the keyboard: where it is presented, how it grows, and its tiers from the "
      + "keyboard upwards.",
    keys: [
      KeyDeclaration(
        "id", .id, required: true,
        description:
          "The toolbar's name, unique in the file: what the app and `--toolbar` use to pick it."),
      KeyDeclaration(
        "presentation", .choice(presentations),
        default: .string(blankToolbar.presentation.rawValue),
        description: "Where the bar is shown: above the keyboard, instead of it, or in the app."),
      KeyDeclaration(
        "growth", .choice(growths), default: .string(blankToolbar.growth.rawValue),
        description: "What happens to the bar's height when a tier above the base expands."),
      KeyDeclaration(
        "safe-area", .choice(safeAreaBehaviors),
        default: .string(blankToolbar.safeArea.rawValue),
        description: "Whether the bar pads itself for the screen's safe area."),
      KeyDeclaration(
        "style", .reference(.style),
        description: "The name of a style under `styles:` for the bar's own background."),
      KeyDeclaration(
        "tiers",
        .list(
          of: .mapping(tier), minimumCount: 1, maximumCount: ValidationLimits.maxTiersPerToolbar),
        required: true,
        description:
          "The bar's rows, at least one. The first is the base tier next to the keyboard; the "
          + "others stack above it."),
    ])

  static let presentations = ChoiceDeclaration.all(of: ToolbarDefinition.Presentation.self) {
    switch $0 {
    case .accessory:
      return "The keyboard's `inputAccessoryView`: UIKit places the bar on top of the keyboard."
    case .inputView:
      return "The field's `inputView`: the bar replaces the keyboard and fits its content."
    case .follow:
      return "A view of the app's own that travels with the keyboard as it moves."
    }
  }

  static let growths = ChoiceDeclaration.all(of: ToolbarDefinition.Growth.self) {
    switch $0 {
    case .intrinsic:
      return "The bar is as tall as its visible tiers; expanding a tier makes it taller."
    case .overlay:
      return "The bar keeps its base tier's height; expanded tiers lie above it, and taps on "
        + "them still reach the bar."
    }
  }

  static let safeAreaBehaviors = ChoiceDeclaration.all(
    of: ToolbarDefinition.SafeAreaBehavior.self
  ) {
    switch $0 {
    case .automatic:
      return "Pad the sides always, and the bottom only when the bar sits at the screen's "
        + "bottom edge (a hardware keyboard or none)."
    case .ignore: return "Never pad for the safe area."
    }
  }
}
