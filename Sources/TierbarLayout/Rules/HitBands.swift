/// A line's band for hit testing (its hit areas' vertical span): from the band above it (the
/// tier's top for the first line) to the middle of the gap to the next line, rounded to the
/// grid — the last line's to the tier's full bottom — clipped to the slice of the tier that
/// shows.
enum HitBands {
  /// The band's bottom before clipping.
  @inline(__always)
  static func bottom(
    isLast: Bool, tierBottom: Double, lineY: Double, lineHeight: Double, lineSpacing: Double,
    grid: PixelGrid
  ) -> Double {
    isLast ? tierBottom : grid.round(lineY + lineHeight + lineSpacing / 2)
  }
}
