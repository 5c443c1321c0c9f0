// `rounded()` lowers to libm's round/ceil; on Linux the module that links libm is Glibc.
#if canImport(Glibc)
  import Glibc
#elseif canImport(Musl)
  import Musl
#elseif canImport(Darwin)
  import Darwin
#endif

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

  /// The pixel-aligned span from `start` to `end`: both edges rounded, the length computed from
  /// whole pixels so that equal spans compare equal however they were reached.
  func span(from start: Double, to end: Double) -> (origin: Double, length: Double) {
    let first = (start * scale).rounded()
    let last = (end * scale).rounded()
    return (normalized(first / scale), normalized((last - first) / scale))
  }

  /// -0 prints as "-0"; keep zero positive.
  private func normalized(_ value: Double) -> Double { value == 0 ? 0 : value }
}
