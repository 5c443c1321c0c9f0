import Testing

@testable import TierbarLayout

/// `PixelGrid` rounds without libm; its results feed JSON, where a −0 would print as "-0".
@Suite struct PixelGridTests {
  /// Values that round to zero at every scale, including −0 and negatives just above −½ pixel.
  static let nearZero: [Double] = [-0.0, 0.0, -1e-12, 1e-12, -0.1, 0.1, -0.16]

  @Test(arguments: nearZero, [1.0, 2.0, 3.0])
  func zeroIsNeverNegative(value: Double, scale: Double) {
    let grid = PixelGrid(scale: scale)
    #expect(grid.round(value) == 0 && grid.round(value).sign == .plus)
    let span = grid.span(from: value, to: value)
    #expect(span.origin.sign == .plus && span.length == 0 && span.length.sign == .plus)
    // Up to the next pixel: −0.1 at scale 1 is 0, and so is anything within dust of 0.
    #expect(grid.ceil(min(value, 0)).sign == .plus)
  }

  @Test(arguments: [
    (-3.7, -4.0), (-3.5, -3.0), (-0.5, 0.0), (2.5, 3.0), (2.4999, 2.0), (1e300, 1e300),
  ])
  func nearestRoundsHalvesUp(value: Double, expected: Double) {
    #expect(PixelGrid.nearest(value) == expected)
    #expect(PixelGrid.nearest(value).sign == expected.sign)
  }

  @Test(arguments: [
    -3.7, -3.5, -3.0, -0.5, -1e-9, 0.0, 1e-9, 0.5, 1.0, 2.5, 2.4999, 3.5, 4.5, 40.0000001,
    1e15 + 0.5, 2_251_799_813_685_247.5,
  ])
  func upwardIsTheCeiling(value: Double) {
    #expect(PixelGrid.upward(value) == value.rounded(.up))
  }

  @Test func ceilIgnoresFloatingPointDust() {
    let grid = PixelGrid(scale: 2)
    #expect(grid.ceil(40.00000004) == 40)  // 0.8e-7 pixels over: dust
    #expect(grid.ceil(40.0001) == 40.5)
    #expect(grid.ceil(20.29) == 20.5)
    #expect(grid.ceil(-0.2) == 0 && grid.ceil(-0.2).sign == .plus)
    #expect(PixelGrid.upward(.infinity) == 0 && PixelGrid.upward(.nan) == 0)
  }

  @Test func nonFiniteValuesBecomeZero() {
    #expect(PixelGrid.nearest(.infinity) == 0)
    #expect(PixelGrid.nearest(-.infinity) == 0)
    #expect(PixelGrid.nearest(.nan) == 0)
  }
}
