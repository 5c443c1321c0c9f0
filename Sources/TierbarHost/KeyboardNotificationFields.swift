import TierbarInteraction
import TierbarModel

/// The values of a keyboard notification's `userInfo`, read by the UIKit host (`NSValue`s and
/// `NSNumber`s unwrapped), before this core turns them into a ``KeyboardEvent``.
public struct KeyboardNotificationFields: Hashable, Sendable {
  /// `keyboardFrameBeginUserInfoKey`, screen coordinates.
  public var beginFrame: Rect?
  /// `keyboardFrameEndUserInfoKey`, screen coordinates.
  public var endFrame: Rect?
  /// `keyboardAnimationDurationUserInfoKey`, seconds.
  public var duration: Double?
  /// `keyboardAnimationCurveUserInfoKey`: a `UIView.AnimationCurve` raw value (7 for the
  /// keyboard's own curve).
  public var curve: Int?
  /// `keyboardIsLocalUserInfoKey`.
  public var isLocal: Bool?

  public init(
    beginFrame: Rect? = nil, endFrame: Rect? = nil, duration: Double? = nil, curve: Int? = nil,
    isLocal: Bool? = nil
  ) {
    self.beginFrame = beginFrame
    self.endFrame = endFrame
    self.duration = duration
    self.curve = curve
    self.isLocal = isLocal
  }

  /// The event, or nil without an end frame (nothing to place the bar by). A missing begin frame
  /// is the end frame (no movement), a missing duration 0, a missing curve the keyboard's (7), a
  /// missing `isLocal` true. The controller ignores malformed numbers (`isWellFormed`).
  public var event: KeyboardEvent? {
    guard let endFrame else { return nil }
    return KeyboardEvent(
      beginFrame: beginFrame ?? endFrame, endFrame: endFrame, duration: duration ?? 0,
      curve: curve.map(AnimationCurve.init(rawValue:)) ?? .keyboard, isLocal: isLocal ?? true)
  }
}
