import TierbarInteraction

/// The engine's timing curves written for CSS. Every `AnimationCurve` is a cubic Bézier from
/// (0, 0) to (1, 1) (`AnimationCurve.timing`), which is exactly what CSS `cubic-bezier()` means,
/// so the page animates along the same curve the controller reports, not a look-alike.
enum TimingFunction {
  /// `cubic-bezier(0.42, 0, 0.58, 1)`.
  static func css(_ curve: CubicBezier) -> String {
    let values = [curve.x1, curve.y1, curve.x2, curve.y2].map(number)
    return "cubic-bezier(\(values.joined(separator: ", ")))"
  }

  /// `0.1s`; durations are written in milliseconds when that is exact, so `0.25` is `250ms`.
  static func css(duration: Double) -> String {
    let milliseconds = duration * 1000
    if milliseconds == milliseconds.rounded() { return "\(Int(milliseconds))ms" }
    return "\(number(duration))s"
  }

  /// A number as CSS and JavaScript read it back: no trailing `.0`, no exponent for the values
  /// curves and durations use.
  static func number(_ value: Double) -> String {
    guard value.isFinite else { return "0" }
    if value == value.rounded() && abs(value) < 1e15 { return String(Int(value)) }
    return String(value)
  }
}
