/// A timing function as a cubic Bézier from (0, 0) to (1, 1) with two control points, the form
/// Core Animation's `CAMediaTimingFunction` uses. Maps animation time (0…1) to progress (0…1).
public struct CubicBezier: Hashable, Sendable {
  public var x1: Double
  public var y1: Double
  public var x2: Double
  public var y2: Double

  /// Control points' x must lie in 0…1 so time is a function of the curve parameter; values outside
  /// are clamped (y is free, but every curve Tierbar ships keeps it in 0…1 too: no overshoot).
  public init(_ x1: Double, _ y1: Double, _ x2: Double, _ y2: Double) {
    self.x1 = min(1, max(0, x1.isFinite ? x1 : 0))
    self.y1 = y1.isFinite ? y1 : 0
    self.x2 = min(1, max(0, x2.isFinite ? x2 : 1))
    self.y2 = y2.isFinite ? y2 : 1
  }

  /// Progress at `time` (0…1, clamped; NaN counts as 0). Exactly 0 at 0 and exactly 1 at 1.
  public func value(at time: Double) -> Double {
    guard time > 0 else { return 0 }
    guard time < 1 else { return 1 }
    return Self.component(y1, y2, solveParameter(forX: time))
  }

  /// The curve parameter s with x(s) = x: Newton's method from s = x (fast, usually 2–4 steps),
  /// falling back to bisection when the derivative is too flat or Newton leaves 0…1. Both loops are
  /// bounded, so a degenerate curve costs at most `newtonSteps + bisectionSteps` evaluations.
  func solveParameter(forX x: Double) -> Double {
    let tolerance = 1e-12
    var s = x
    for _ in 0..<Self.newtonSteps {
      let error = Self.component(x1, x2, s) - x
      if abs(error) < tolerance { return s }
      let slope = Self.derivative(x1, x2, s)
      if abs(slope) < 1e-9 { break }
      let next = s - error / slope
      if !(next >= 0 && next <= 1) { break }
      s = next
    }
    var low = 0.0
    var high = 1.0
    s = x
    for _ in 0..<Self.bisectionSteps {
      let value = Self.component(x1, x2, s)
      if abs(value - x) < tolerance { return s }
      if value < x { low = s } else { high = s }
      s = (low + high) / 2
    }
    return s
  }

  static let newtonSteps = 8
  static let bisectionSteps = 64

  /// One coordinate of the curve at parameter s, with end points 0 and 1.
  static func component(_ p1: Double, _ p2: Double, _ s: Double) -> Double {
    let inverse = 1 - s
    return 3 * inverse * inverse * s * p1 + 3 * inverse * s * s * p2 + s * s * s
  }

  static func derivative(_ p1: Double, _ p2: Double, _ s: Double) -> Double {
    let inverse = 1 - s
    return 3 * inverse * inverse * p1 + 6 * inverse * s * (p2 - p1) + 3 * s * s * (1 - p2)
  }
}
