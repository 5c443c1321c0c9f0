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
  /// 1/scale: points = pixels × inverse (a multiplication: division is the slowest arithmetic
  /// on the per-frame path). Exact for scales 1 and 2; for 3 within one unit in the last place.
  let inverse: Double

  /// The largest scale honoured. No display has more than 3 pixels per point; a larger scale
  /// would only push `value × scale` towards overflow (1e308 × 3 is infinite).
  static let maximumScale = 16.0

  /// Non-finite or non-positive scales count as 1; scales above `maximumScale` count as it.
  init(scale: Double) {
    self.scale = scale.isFinite && scale > 0 ? min(scale, Self.maximumScale) : 1
    inverse = 1 / self.scale
  }

  @inline(__always)
  func round(_ value: Double) -> Double { Self.nearest(value * scale) * inverse }

  /// A length or position, in whole pixels: exact for a value on the grid (its multiple of
  /// 1/scale), the nearest pixel otherwise; limited as `integer` (so infinity is the limit).
  @inline(__always)
  func wholePixels(_ value: Double) -> Int {
    let pixels = value * scale
    return abs(pixels) < Self.pixelLimit ? Int(Self.nearest(pixels)) : Self.integer(pixels)
  }

  /// Pixel counts as `Int` are limited to ±2^51 (`nearest` leaves larger values as they are), so
  /// sums of a few of them never overflow: a bar that wide is not a bar.
  static let pixelLimit = 2_251_799_813_685_248.0

  /// A whole number of pixels as an `Int`, clamped to ±`pixelLimit` (infinity too; NaN is 0):
  /// converting a larger value to `Int` would trap.
  @inline(__always)
  static func integer(_ pixels: Double) -> Int {
    if abs(pixels) < pixelLimit { return Int(pixels) }
    return pixels > 0 ? Int(pixelLimit) : pixels < 0 ? -Int(pixelLimit) : 0
  }

  /// Up to the next pixel, ignoring floating-point dust (40.0000001 stays 40).
  @inline(__always)
  func ceil(_ value: Double) -> Double { Self.upward(value * scale - 1e-7) * inverse }

  /// Rounds to the nearest whole number, halves up (so a span keeps its length wherever it
  /// starts): floor(value + ½), computed with two additions — adding 1.5 × 2^52 pushes the
  /// fraction out of the significand and subtracting it restores the magnitude. No libm call and
  /// no integer conversion (x86-64's baseline has no rounding instruction). Values beyond ±2^51
  /// are already whole.
  ///
  /// A zero result is always +0, never −0 (−0 would print as "-0"): the magic-number steps give
  /// +0 for every input that rounds to zero (x − x is +0 when rounding to nearest), and −1 + 1 is
  /// +0. So nothing derived from it by multiplying or subtracting whole pixels is −0 either.
  @inline(__always)
  static func nearest(_ value: Double) -> Double {
    let magic = 6_755_399_441_055_744.0  // 1.5 × 2^52
    guard abs(value) < 2_251_799_813_685_248.0 else { return value.isFinite ? value : 0 }
    let shifted = value + 0.5
    let rounded = (shifted + magic) - magic
    return rounded > shifted ? rounded - 1 : rounded
  }

  /// Rounds up to a whole number: the magic-number steps give the nearest whole number (ties to
  /// even), one more when that lies below. A zero result is +0, as for `nearest`.
  @inline(__always)
  static func upward(_ value: Double) -> Double {
    let magic = 6_755_399_441_055_744.0  // 1.5 × 2^52
    guard abs(value) < 2_251_799_813_685_248.0 else { return value.isFinite ? value : 0 }
    let rounded = (value + magic) - magic
    return rounded < value ? rounded + 1 : rounded
  }

  /// The pixel-aligned span from `start` to `end`: both edges rounded, the length computed from
  /// whole pixels so that equal spans compare equal however they were reached.
  @inline(__always)
  func span(from start: Double, to end: Double) -> (origin: Double, length: Double) {
    let first = Self.nearest(start * scale)
    let last = Self.nearest(end * scale)
    return (first * inverse, (last - first) * inverse)
  }
}

extension Double {
  /// `Swift.max` for numbers (no NaN), written so that it compiles to one `maxsd`: `Swift.max`
  /// compiles to a compare and three blend instructions. Ties return `b` (only ±0 differ, and
  /// every result that reaches the output is rounded by `PixelGrid.nearest`, which gives +0).
  @inline(__always)
  static func larger(_ a: Double, _ b: Double) -> Double { a > b ? a : b }

  /// `Swift.min` for numbers, the same way (one `minsd`).
  @inline(__always)
  static func smaller(_ a: Double, _ b: Double) -> Double { a < b ? a : b }
}
