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

  /// A length or position already on the grid, in whole pixels (its multiple of 1/scale,
  /// recovered exactly from the rounded product).
  @inline(__always)
  func pixels(_ value: Double) -> Double { Self.nearest(value * scale) }

  /// Whole pixels are exact in a `Double` up to 2^53; positions within this limit can be added
  /// and halved exactly (a bar that wide is not a bar).
  static let exactPixels = 1_125_899_906_842_624.0  // 2^50

  /// The middle of a span whose ends sum to the whole number `sum`, rounded half a pixel up:
  /// floor((sum + 1) / 2), as (sum + ½) / 2 rounded to nearest (k + ¼ or k + ¾: never a tie).
  /// Exact within ±`exactPixels` (and +0, never −0, for a zero middle); three additions and a
  /// product, no branch.
  @inline(__always)
  static func middle(ofSum sum: Double) -> Double { toEven((sum + 0.5) * 0.5) }

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
    guard abs(value) < 2_251_799_813_685_248.0 else { return value.isFinite ? value : 0 }
    let shifted = value + 0.5
    let rounded = toEven(shifted)
    return rounded > shifted ? rounded - 1 : rounded
  }

  /// Rounds up to a whole number: the magic-number steps give the nearest whole number (ties to
  /// even), one more when that lies below. A zero result is +0, as for `nearest`.
  @inline(__always)
  static func upward(_ value: Double) -> Double {
    guard abs(value) < 2_251_799_813_685_248.0 else { return value.isFinite ? value : 0 }
    let rounded = toEven(value)
    return rounded < value ? rounded + 1 : rounded
  }

  /// The magic-number steps the roundings share: `value` to the nearest whole number, ties to
  /// even, for |value| < 2^51 (adding 1.5 × 2^52 pushes the fraction out of the significand,
  /// subtracting it restores the magnitude; +0 for a zero result).
  @inline(__always)
  static func toEven(_ value: Double) -> Double {
    let magic = 6_755_399_441_055_744.0  // 1.5 × 2^52
    return (value + magic) - magic
  }

  /// The whole pixels from `top` to `bottom` (both on the grid), none when `bottom` is above.
  @inline(__always)
  func height(from top: Double, to bottom: Double) -> Double {
    Self.nearest(Double.larger(top, bottom) * scale) - Self.nearest(top * scale)
  }

  /// The pixel-aligned span from `start` to `end`: both edges rounded, the length computed from
  /// whole pixels so that equal spans compare equal however they were reached.
  @inline(__always)
  func span(from start: Double, to end: Double) -> (origin: Double, length: Double) {
    let first = Self.nearest(start * scale)
    let last = Self.nearest(end * scale)
    return (first * inverse, (last - first) * inverse)
  }

  /// A hit area's vertical span from `start` to `end`: both edges rounded to whole pixels, then
  /// converted by `points(fromPixel:toPixel:)`, so the bands of lines that touch never overlap.
  @inline(__always)
  func hitSpan(from start: Double, to end: Double) -> (origin: Double, length: Double) {
    points(fromPixel: Self.nearest(start * scale), toPixel: Self.nearest(end * scale))
  }

  /// The whole pixels `first..<last` in points: the origin `first × inverse` and the length
  /// `(last − first) × inverse`, except that origin + length never passes `last × inverse`, where
  /// a span starting at pixel `last` begins. 1/scale is inexact for 3 (and 1.5), so the sum can
  /// round one unit in the last place past it; the length is then cut to the neighbour's origin,
  /// so spans that touch in pixels never overlap in points (a point on a border hits one item).
  @inline(__always)
  func points(fromPixel first: Double, toPixel last: Double) -> (origin: Double, length: Double) {
    let origin = first * inverse
    let length = (last - first) * inverse
    let end = last * inverse
    guard origin + length > end else { return (origin, length) }
    let cut = end - origin
    return (origin, origin + cut > end ? cut.nextDown : cut)
  }

  /// The horizontal span `x..<x + length` (on the grid) mirrored in a bar `width` points wide,
  /// for right-to-left: the same whole pixels from the other edge, converted by
  /// `points(fromPixel:toPixel:)`, so mirrored neighbours meet at a border as unmirrored ones do.
  @inline(__always)
  func mirrored(x: Double, length: Double, in width: Double) -> (origin: Double, length: Double) {
    let first = pixels(width - (x + length))
    return points(fromPixel: first, toPixel: first + pixels(length))
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
