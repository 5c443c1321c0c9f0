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

  func round(_ value: Double) -> Double { normalized(Self.nearest(value * scale) / scale) }

  /// Up to the next pixel, ignoring floating-point dust (40.0000001 stays 40).
  func ceil(_ value: Double) -> Double {
    let pixels = value * scale - 1e-7
    let whole = Self.nearest(pixels)
    return normalized((whole < pixels ? whole + 1 : whole) / scale)
  }

  /// Rounds half away from zero like `rounded()`, but through an integer conversion the compiler
  /// inlines (x86-64's baseline has no rounding instruction; `rounded()` calls libm).
  @inline(__always)
  static func nearest(_ value: Double) -> Double {
    guard abs(value) < 4e15 else { return value.isFinite ? value.rounded() : 0 }
    return Double(Int64(value + (value < 0 ? -0.5 : 0.5)))
  }

  /// The pixel-aligned span from `start` to `end`: both edges rounded, the length computed from
  /// whole pixels so that equal spans compare equal however they were reached.
  func span(from start: Double, to end: Double) -> (origin: Double, length: Double) {
    let first = Self.nearest(start * scale)
    let last = Self.nearest(end * scale)
    return (normalized(first / scale), normalized((last - first) / scale))
  }

  /// -0 prints as "-0"; keep zero positive.
  private func normalized(_ value: Double) -> Double { value == 0 ? 0 : value }
}
