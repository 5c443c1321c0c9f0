/// The colour names a config may use: UIKit's semantic and system colours (without the `Color`
/// suffix UIKit's API adds) and the fixed `UIColor` class colours. The renderer maps each to the
/// `UIColor` of the same name.
public enum SystemColors {
  public static let names: [String] = [
    // Adaptable system colours.
    "systemBlue", "systemBrown", "systemCyan", "systemGreen", "systemIndigo", "systemMint",
    "systemOrange", "systemPink", "systemPurple", "systemRed", "systemTeal", "systemYellow",
    "systemGray", "systemGray2", "systemGray3", "systemGray4", "systemGray5", "systemGray6",
    // Label, text, link and separator colours.
    "label", "secondaryLabel", "tertiaryLabel", "quaternaryLabel", "placeholderText", "link",
    "separator", "opaqueSeparator", "darkText", "lightText", "tintColor",
    // Fills and backgrounds.
    "systemFill", "secondarySystemFill", "tertiarySystemFill", "quaternarySystemFill",
    "systemBackground", "secondarySystemBackground", "tertiarySystemBackground",
    "systemGroupedBackground", "secondarySystemGroupedBackground",
    "tertiarySystemGroupedBackground",
    // Fixed colours.
    "black", "blue", "brown", "clear", "cyan", "darkGray", "gray", "green", "lightGray", "magenta",
    "orange", "purple", "red", "white", "yellow",
  ]

  public static let nameSet: Set<String> = Set(names)
}
