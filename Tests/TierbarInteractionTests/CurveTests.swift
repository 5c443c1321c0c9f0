import Testing
import TierbarInteraction

@Suite struct CurveTests {
  static let curves: [AnimationCurve] = [.easeInOut, .easeIn, .easeOut, .linear, .keyboard]

  @Test(arguments: curves)
  func endsAreExact(curve: AnimationCurve) {
    #expect(curve.progress(at: 0) == 0)
    #expect(curve.progress(at: 1) == 1)
    #expect(curve.progress(at: -3) == 0)
    #expect(curve.progress(at: 7) == 1)
    #expect(curve.progress(at: .nan) == 0)
  }

  @Test(arguments: curves)
  func isMonotonic(curve: AnimationCurve) {
    var previous = 0.0
    for step in 1...2000 {
      let value = curve.progress(at: Double(step) / 2000)
      #expect(value >= previous - 1e-12, "\(curve.name) falls at \(step)")
      #expect(value <= 1)
      previous = value
    }
  }

  @Test func linearIsIdentityAndEaseInOutIsSymmetric() {
    for step in 0...100 {
      let t = Double(step) / 100
      #expect(abs(AnimationCurve.linear.progress(at: t) - t) < 1e-9)
      let mirrored = 1 - AnimationCurve.easeInOut.progress(at: 1 - t)
      #expect(abs(AnimationCurve.easeInOut.progress(at: t) - mirrored) < 1e-9)
    }
    #expect(abs(AnimationCurve.easeInOut.progress(at: 0.5) - 0.5) < 1e-9)
  }

  @Test func easeInStartsSlowEaseOutStartsFast() {
    #expect(AnimationCurve.easeIn.progress(at: 0.25) < 0.25)
    #expect(AnimationCurve.easeOut.progress(at: 0.25) > 0.25)
    // The keyboard's curve is spring-like: more than half-way by a third of the duration.
    #expect(AnimationCurve.keyboard.progress(at: 1.0 / 3) > 0.5)
  }

  @Test func solvesTheParameter() {
    // x(s) for ease-in-out at s = 0.3, then the solver must find s back from x.
    let curve = CubicBezier(0.42, 0, 0.58, 1)
    for step in 1..<100 {
      let x = Double(step) / 100
      let y = curve.value(at: x)
      #expect(y > 0 && y < 1)
    }
    // Known value of CSS ease-in-out at x = 0.25 (≈ 0.1291).
    #expect(abs(curve.value(at: 0.25) - 0.1291) < 0.001)
  }

  @Test func unknownRawValuesUseTheKeyboardApproximation() {
    let odd = AnimationCurve(rawValue: 5)
    #expect(odd.name == "raw-5")
    #expect(odd.timing == AnimationCurve.keyboardApproximation)
  }

  @Test func degenerateControlPointsStayBounded() {
    let flat = CubicBezier(0, 1, 0, 1)
    let steep = CubicBezier(1, 0, 1, 0)
    let nonsense = CubicBezier(.nan, .infinity, -4, 9)
    for step in 0...50 {
      let t = Double(step) / 50
      for curve in [flat, steep, nonsense] {
        let value = curve.value(at: t)
        #expect(value.isFinite)
      }
    }
  }
}
