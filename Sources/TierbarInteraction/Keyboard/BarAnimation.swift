import TierbarModel

/// The bar moving from one frame to another (in the container's coordinates), with the timing the
/// app must use so the bar and the keyboard move as one.
public struct BarAnimation: Hashable, Sendable {
  public var from: Rect
  public var to: Rect
  public var timing: AnimationTiming

  public init(from: Rect, to: Rect, timing: AnimationTiming) {
    self.from = from
    self.to = to
    self.timing = timing
  }

  public var duration: Double { timing.duration }
  public var curve: AnimationCurve { timing.curve }

  /// The bar's frame `time` seconds after the animation started: exactly `from` at 0 (and before)
  /// and exactly `to` at `duration` (and after); between, each edge moves by the curve's progress.
  public func frame(at time: Double) -> Rect {
    guard time > 0, !time.isNaN else { return from }
    guard time < timing.duration else { return to }
    let progress = timing.curve.progress(at: time / timing.duration)
    return Rect(
      x: Self.mix(from.x, to.x, progress), y: Self.mix(from.y, to.y, progress),
      width: Self.mix(from.width, to.width, progress),
      height: Self.mix(from.height, to.height, progress))
  }

  static func mix(_ a: Double, _ b: Double, _ progress: Double) -> Double {
    a + (b - a) * progress
  }
}
