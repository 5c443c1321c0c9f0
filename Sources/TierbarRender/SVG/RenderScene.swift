import TierbarLayout
import TierbarModel

/// What surrounds the bar in a picture of the device's bottom area: the container above it, the
/// keyboard or the home indicator below it, and the overlays asked for.
public struct RenderScene: Hashable, Sendable {
  /// The screen's width in points (the layout environment's width).
  public var width: Double
  public var safeArea: SafeAreaInsets
  public var keyboard: LayoutEnvironment.KeyboardMode
  public var presentation: ToolbarDefinition.Presentation
  /// The software keyboard's keys, without the bottom safe-area band under them.
  public var keyboardHeight: Double
  /// Draw the software keyboard (a plain block of its height) under a bar that sits on it.
  public var showKeyboard: Bool
  /// Draw every item's hit area, the bar's hit region and the safe-area band, translucent.
  public var showHitAreas: Bool
  /// How much of the container shows above the bar's topmost element.
  public var containerMargin: Double

  public init(
    width: Double, safeArea: SafeAreaInsets = SafeAreaInsets(),
    keyboard: LayoutEnvironment.KeyboardMode = .software,
    presentation: ToolbarDefinition.Presentation = .accessory,
    keyboardHeight: Double = RenderScene.keyboardHeight(screen: nil, width: 393),
    showKeyboard: Bool = false, showHitAreas: Bool = false, containerMargin: Double = 24
  ) {
    self.width = width
    self.safeArea = safeArea
    self.keyboard = keyboard
    self.presentation = presentation
    self.keyboardHeight = keyboardHeight
    self.showKeyboard = showKeyboard
    self.showHitAreas = showHitAreas
    self.containerMargin = containerMargin
  }

  /// The scene of a layout environment (its width, safe area and keyboard mode).
  public init(
    environment: LayoutEnvironment, presentation: ToolbarDefinition.Presentation,
    screen: Size? = nil, showKeyboard: Bool = false, showHitAreas: Bool = false
  ) {
    self.init(
      width: environment.width, safeArea: environment.safeArea, keyboard: environment.keyboard,
      presentation: presentation,
      keyboardHeight: Self.keyboardHeight(screen: screen, width: environment.width),
      showKeyboard: showKeyboard, showHitAreas: showHitAreas)
  }

  /// A representative height for the software keyboard's keys (with the QuickType bar, without
  /// the home-indicator band): 260 pt on a phone in portrait, 170 in landscape (a screen wider
  /// than tall and under 500 pt high), 320 on a tablet (700 pt wide or more). A picture needs a
  /// height; the bar's placement never depends on it (an app reads the keyboard's real frame).
  public static func keyboardHeight(screen: Size?, width: Double) -> Double {
    if let screen, screen.width > screen.height, screen.height < 500 { return 170 }
    return width >= 700 ? 320 : 260
  }

  /// Whether a keyboard block is drawn under the bar.
  public var drawsKeyboard: Bool {
    showKeyboard && keyboard == .software && presentation != .inputView
  }
}
