/// A UIKit animation curve by its raw value (`UIView.AnimationCurve`, and the undocumented 7 the
/// keyboard reports in `keyboardAnimationCurveUserInfoKey`). Kept as the raw value so the app can
/// hand it back to UIKit unchanged (`UIView.AnimationOptions(rawValue: UInt(raw) << 16)`).
public struct AnimationCurve: Hashable, Sendable, CustomStringConvertible {
  public var rawValue: Int

  public init(rawValue: Int) { self.rawValue = rawValue }

  public static let easeInOut = AnimationCurve(rawValue: 0)
  public static let easeIn = AnimationCurve(rawValue: 1)
  public static let easeOut = AnimationCurve(rawValue: 2)
  public static let linear = AnimationCurve(rawValue: 3)
  /// The keyboard's own curve (private to UIKit).
  public static let keyboard = AnimationCurve(rawValue: 7)

  /// The curve's name in effects and reports; unknown raw values are `raw-N`.
  public var name: String {
    switch rawValue {
    case 0: return "ease-in-out"
    case 1: return "ease-in"
    case 2: return "ease-out"
    case 3: return "linear"
    case 7: return "keyboard"
    default: return "raw-\(rawValue)"
    }
  }

  public var description: String { name }

  /// Names accepted in scripts, with their raw values.
  public static let named: [(name: String, curve: AnimationCurve)] = [
    ("ease-in-out", .easeInOut), ("ease-in", .easeIn), ("ease-out", .easeOut),
    ("linear", .linear), ("keyboard", .keyboard),
  ]

  /// The timing function. 0–3 use Core Animation's published control points for the named
  /// functions. 7 — and any other raw value, which UIKit only produces for the keyboard — uses
  /// `keyboardApproximation`.
  public var timing: CubicBezier {
    switch rawValue {
    case 0: return CubicBezier(0.42, 0, 0.58, 1)
    case 1: return CubicBezier(0.42, 0, 1, 1)
    case 2: return CubicBezier(0, 0, 0.58, 1)
    case 3: return CubicBezier(0, 0, 1, 1)
    default: return Self.keyboardApproximation
    }
  }

  /// Curve 7 is private. The keyboard visibly moves like a spring without overshoot that comes to
  /// rest at the end of the duration it reports. We model that as a critically damped spring,
  /// x(u) = 1 − (1 + ωu)·e^(−ωu) with ω = 7.43 (within 0.5 % of rest at u = 1), normalised to reach
  /// 1, and use the cubic Bézier closest to it in the maximum norm (fitted over 201 samples): it
  /// stays within 1.5 % of the spring's travel. An approximation, not UIKit's exact motion.
  public static let keyboardApproximation = CubicBezier(0.25, 0.26, 0.12, 1)

  /// Progress at `fraction` (0…1) of the animation's duration.
  public func progress(at fraction: Double) -> Double { timing.value(at: fraction) }
}

/// How long and with which curve something animates.
public struct AnimationTiming: Hashable, Sendable {
  /// Seconds; 0 means "apply at once".
  public var duration: Double
  public var curve: AnimationCurve

  public init(duration: Double, curve: AnimationCurve) {
    self.duration = duration.isFinite ? max(0, duration) : 0
    self.curve = curve
  }

  /// The Reminders chips' slide: 0.1 s, ease-in-out.
  public static let tierDefault = AnimationTiming(duration: 0.1, curve: .easeInOut)
  /// Changes with no animation of their own (environment, hide/show, restore).
  public static let immediate = AnimationTiming(duration: 0, curve: .linear)
}
