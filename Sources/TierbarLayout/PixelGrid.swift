/// The display's pixel grid: every frame edge lands on a multiple of 1/scale points.
struct PixelGrid {
  let scale: Double

  /// Non-finite or non-positive scales count as 1.
  init(scale: Double) { self.scale = scale.isFinite && scale > 0 ? scale : 1 }

  func round(_ value: Double) -> Double { normalized((value * scale).rounded() / scale) }

  /// Up to the next pixel, ignoring floating-point dust (40.0000001 stays 40).
  func ceil(_ value: Double) -> Double {
    normalized((value * scale - 1e-7).rounded(.up) / scale)
  }

  /// -0 prints as "-0"; keep zero positive.
  private func normalized(_ value: Double) -> Double { value == 0 ? 0 : value }
}
