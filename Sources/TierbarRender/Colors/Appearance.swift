/// Light or dark mode: which half of every light/dark colour pair a render plan uses (UIKit's
/// `UITraitCollection.userInterfaceStyle`).
public enum Appearance: String, Hashable, Sendable, CaseIterable {
  case light
  case dark
}
