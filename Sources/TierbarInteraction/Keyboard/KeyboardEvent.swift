import TierbarModel

/// What UIKit's keyboard notifications carry. Show, hide and frame-change are one event type: the
/// frames say what happened, so the controller never needs to know which notification fired.
public struct KeyboardEvent: Hashable, Sendable {
  /// The keyboard's frame (including any input accessory view) before the change, in screen
  /// coordinates (`keyboardFrameBeginUserInfoKey`).
  public var beginFrame: Rect
  /// The frame after the change (`keyboardFrameEndUserInfoKey`).
  public var endFrame: Rect
  /// Seconds (`keyboardAnimationDurationUserInfoKey`).
  public var duration: Double
  /// The raw curve (`keyboardAnimationCurveUserInfoKey`), usually 7.
  public var curve: AnimationCurve
  /// False when the keyboard belongs to another app (iPad multitasking;
  /// `keyboardIsLocalUserInfoKey`).
  public var isLocal: Bool

  public init(
    beginFrame: Rect, endFrame: Rect, duration: Double, curve: AnimationCurve = .keyboard,
    isLocal: Bool = true
  ) {
    self.beginFrame = beginFrame
    self.endFrame = endFrame
    self.duration = duration
    self.curve = curve
    self.isLocal = isLocal
  }

  /// True when every number is finite and sizes are not negative; other events are ignored.
  public var isWellFormed: Bool {
    [beginFrame, endFrame].allSatisfy(\.isWellFormed) && duration.isFinite && duration >= 0
  }
}

extension Rect {
  /// Finite numbers and non-negative sizes.
  var isWellFormed: Bool {
    x.isFinite && y.isFinite && width.isFinite && height.isFinite && width >= 0 && height >= 0
  }

  /// The rectangle in the coordinates of a space whose origin is at `origin`.
  func relative(to origin: Rect) -> Rect {
    Rect(x: x - origin.x, y: y - origin.y, width: width, height: height)
  }
}
