import TierbarLayout
import TierbarModel

/// Where the keyboard is, as far as the bar is concerned, read from one keyboard frame.
public enum KeyboardPlacement: Hashable, Sendable {
  /// No keyboard frame known yet (or forgotten after a hardware keyboard was attached or
  /// detached): the environment's `keyboard` mode decides.
  case unknown
  /// A docked software keyboard. `frame` is the keyboard's frame in screen coordinates;
  /// `accessoryHeight` is how much of it was the bar itself when the frame was reported (accessory
  /// bars only, else 0), so the bar can grow or shrink later without a new notification.
  case onKeyboard(frame: Rect, accessoryHeight: Double)
  /// The keyboard is off screen (hidden, or sliding in from there).
  case offScreen(frame: Rect, accessoryHeight: Double)
  /// The bar sits at the container's bottom with the bottom safe-area inset.
  case docked(DockReason)

  public enum DockReason: String, Hashable, Sendable {
    /// A hardware keyboard: the frame shows only the accessory, or nothing (zero height).
    case hardware
    /// A floating or split iPad keyboard (its frame does not reach the screen bottom). Policy: dock
    /// at the bottom, as SwiftUI's keyboard toolbar does, rather than float over content.
    case floating
    /// No keyboard at all (environment `keyboard: none`).
    case noKeyboard = "no-keyboard"
  }

  /// Classifies a keyboard frame (screen coordinates) against the screen.
  /// - `hardwareHeight`: the most an accessory-only frame can show (the bar's height with the bottom
  ///   inset); 0 for presentations that are not part of the keyboard's frame.
  /// The tolerance (half a point) absorbs rounding in the frames UIKit reports.
  public static func classify(
    _ frame: Rect, screen: Rect, hardwareHeight: Double, accessoryHeight: Double
  ) -> KeyboardPlacement {
    let tolerance = 0.5
    if frame.height <= 0 || frame.width <= 0 { return .docked(.hardware) }
    let visible = min(frame.maxY, screen.maxY) - max(frame.minY, screen.minY)
    if visible <= 0 { return .offScreen(frame: frame, accessoryHeight: accessoryHeight) }
    if hardwareHeight > 0 && visible <= hardwareHeight + tolerance
      && frame.maxY >= screen.maxY - tolerance
    {
      return .docked(.hardware)
    }
    if frame.maxY < screen.maxY - tolerance { return .docked(.floating) }
    return .onKeyboard(frame: frame, accessoryHeight: accessoryHeight)
  }

  /// The keyboard mode the layout should use for this placement (a docked bar gets the bottom
  /// inset; a bar on the keyboard does not).
  func layoutKeyboard(fallback: LayoutEnvironment.KeyboardMode) -> LayoutEnvironment.KeyboardMode {
    switch self {
    case .onKeyboard: return .software
    case .docked(.noKeyboard): return .none
    case .docked: return fallback == .none ? .none : .hardware
    case .unknown, .offScreen: return fallback
    }
  }

  /// The bar's frame in the container's coordinates for this placement, or nil when the bar is not
  /// on screen at all (an accessory or input view before the software keyboard first appears).
  /// - `follow`: its bottom sits on the keyboard's top; with the keyboard off screen (or not yet
  ///   shown) its top sits on the container's bottom, so it is just out of view.
  /// - `accessory`: the top slice of the keyboard's frame. The frame UIKit reports includes the
  ///   accessory; the bar keeps its bottom on the keys when its height changes later.
  /// - `input-view`: the bottom slice of the keyboard's frame (an input view replaces the keys).
  func barFrame(
    presentation: ToolbarDefinition.Presentation, size: Size, container: Rect,
    environmentKeyboard: LayoutEnvironment.KeyboardMode
  ) -> Rect? {
    let height = size.height
    let width = size.width
    switch self {
    case .unknown:
      if environmentKeyboard != .software {
        return Rect(x: 0, y: container.height - height, width: width, height: height)
      }
      if presentation == .follow {
        return Rect(x: 0, y: container.height, width: width, height: height)
      }
      return nil
    case .docked:
      return Rect(x: 0, y: container.height - height, width: width, height: height)
    case .onKeyboard(let frame, let accessoryHeight), .offScreen(let frame, let accessoryHeight):
      let keyboard = frame.relative(to: container)
      let onScreen = if case .onKeyboard = self { true } else { false }
      switch presentation {
      case .follow:
        let y = onScreen ? keyboard.minY - height : max(container.height, keyboard.minY)
        return Rect(x: 0, y: y, width: width, height: height)
      case .accessory:
        let keysTop = keyboard.minY + accessoryHeight
        return Rect(x: keyboard.minX, y: keysTop - height, width: width, height: height)
      case .inputView:
        return Rect(x: keyboard.minX, y: keyboard.maxY - height, width: width, height: height)
      }
    }
  }
}
