import TierbarInteraction
import TierbarLayout
import TierbarModel
import TierbarRender

/// What a host view reports about its world, as plain numbers: the UIKit host reads them from
/// `safeAreaInsets`, `traitCollection` and `UIFontMetrics`, and this core decides what they mean.
public struct HostTraits: Hashable, Sendable {
  /// The bar's width (the host view's bounds, or its window's).
  public var width: Double
  /// The window's safe-area insets (the bar sits at the window's bottom when no software
  /// keyboard is docked).
  public var safeArea: SafeAreaInsets
  /// `traitCollection.displayScale`.
  public var displayScale: Double
  /// `effectiveUserInterfaceLayoutDirection == .rightToLeft`.
  public var rightToLeft: Bool
  /// `UIFontMetrics.default.scaledValue(for: 17)`: the body size at the user's Dynamic Type
  /// setting (17 at the default, "Large").
  public var scaledBodySize: Double
  /// `traitCollection.userInterfaceStyle == .dark`.
  public var dark: Bool

  public init(
    width: Double, safeArea: SafeAreaInsets = SafeAreaInsets(), displayScale: Double = 3,
    rightToLeft: Bool = false, scaledBodySize: Double = FontSpec.defaultSize, dark: Bool = false
  ) {
    self.width = width
    self.safeArea = safeArea
    self.displayScale = displayScale
    self.rightToLeft = rightToLeft
    self.scaledBodySize = scaledBodySize
    self.dark = dark
  }

  /// The Dynamic Type multiplier: the scaled body size over the default 17 pt. Numbers that are
  /// not finite and positive count as the default (1).
  public var textScale: Double {
    let scale = scaledBodySize / FontSpec.defaultSize
    return scale.isFinite && scale > 0 ? scale : 1
  }

  public var appearance: Appearance { dark ? .dark : .light }

  /// `current` with these traits applied; the keyboard mode is the controller's (it follows the
  /// keyboard's frames). A display scale other than 1, 2 or 3 keeps the current one.
  public func environment(from current: LayoutEnvironment) -> LayoutEnvironment {
    var environment = current
    if width.isFinite && width > 0 { environment.width = width }
    environment.safeArea = SafeAreaInsets(
      top: safeArea.top.finiteOrZero, left: safeArea.left.finiteOrZero,
      bottom: safeArea.bottom.finiteOrZero, right: safeArea.right.finiteOrZero)
    if [1, 2, 3].contains(displayScale) { environment.scale = displayScale }
    environment.layoutDirection = rightToLeft ? .rightToLeft : .leftToRight
    environment.textScale = textScale
    return environment
  }
}

extension Double {
  var finiteOrZero: Double { isFinite && self > 0 ? self : 0 }
}
