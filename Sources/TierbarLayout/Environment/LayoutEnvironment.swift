import TierbarModel

/// The world a toolbar is laid out in. Physical left/right insets (as UIKit reports them); the
/// layout maps them onto leading/trailing for right-to-left.
public struct LayoutEnvironment: Hashable, Sendable {
  public var width: Double
  public var safeArea: SafeAreaInsets
  public var keyboard: KeyboardMode
  /// Display scale (1, 2, 3): frames are rounded to 1/scale points.
  public var scale: Double
  public var layoutDirection: LayoutDirection
  /// Dynamic Type multiplier applied to font sizes (1 = the default size).
  public var textScale: Double

  public init(
    width: Double = 393,
    safeArea: SafeAreaInsets = SafeAreaInsets(),
    keyboard: KeyboardMode = .software,
    scale: Double = 3,
    layoutDirection: LayoutDirection = .leftToRight,
    textScale: Double = 1
  ) {
    self.width = width
    self.safeArea = safeArea
    self.keyboard = keyboard
    self.scale = scale
    self.layoutDirection = layoutDirection
    self.textScale = textScale
  }

  public enum KeyboardMode: String, Hashable, Sendable, CaseIterable {
    /// The on-screen keyboard is docked: the bar sits on it, no bottom inset.
    case software
    /// A hardware keyboard is attached: only the bar shows, at the screen bottom.
    case hardware
    /// No keyboard: the bar sits at the screen bottom.
    case none
  }

  public enum LayoutDirection: String, Hashable, Sendable, CaseIterable {
    case leftToRight = "ltr"
    case rightToLeft = "rtl"
  }
}

/// Safe-area insets in physical directions, as UIKit's `safeAreaInsets`.
public struct SafeAreaInsets: Hashable, Sendable {
  public var top: Double
  public var left: Double
  public var bottom: Double
  public var right: Double

  public init(top: Double = 0, left: Double = 0, bottom: Double = 0, right: Double = 0) {
    self.top = top
    self.left = left
    self.bottom = bottom
    self.right = right
  }
}
