/// Greedy line breaking (`layout: { wrap: true }`): an item joins the line when the line's width
/// with it — the widths so far, one spacing, its width — is at most the tier's content width;
/// the first item of a line always joins it. The content width is allowed `slack` (a
/// millionth of a millionth of a point) so that widths summing exactly to it in real numbers
/// still fit when their floating-point sum lands a unit above.
enum LineBreaking {
  static let slack = 1e-9

  /// The line's width with an item of `width` added to a line of `count` items `used` wide.
  @inline(__always)
  static func width(adding width: Double, to used: Double, count: Int, spacing: Double) -> Double {
    count > 0 ? used + spacing + width : width
  }

  /// Whether a line that would be `needed` wide with the next item still takes it.
  @inline(__always)
  static func fits(_ needed: Double, count: Int, contentWidth: Double) -> Bool {
    count == 0 || needed <= contentWidth + slack
  }
}
