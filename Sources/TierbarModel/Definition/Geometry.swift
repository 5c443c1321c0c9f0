/// Insets with leading/trailing rather than left/right, so right-to-left layouts mirror them.
public struct EdgeInsets: Hashable, Sendable {
  public var top: Double
  public var leading: Double
  public var bottom: Double
  public var trailing: Double

  public init(top: Double = 0, leading: Double = 0, bottom: Double = 0, trailing: Double = 0) {
    self.top = top
    self.leading = leading
    self.bottom = bottom
    self.trailing = trailing
  }

  public init(all value: Double) {
    self.init(top: value, leading: value, bottom: value, trailing: value)
  }

  /// Computed, not stored: a stored static is reached through a lazy-initialisation call at
  /// every use, which showed in layout's per-item loops.
  public static var zero: EdgeInsets { EdgeInsets() }

  public var horizontal: Double { leading + trailing }
  public var vertical: Double { top + bottom }
}

public struct Size: Hashable, Sendable {
  public var width: Double
  public var height: Double

  public init(width: Double, height: Double) {
    self.width = width
    self.height = height
  }

  /// Computed, not stored (see `EdgeInsets.zero`).
  public static var zero: Size { Size(width: 0, height: 0) }
}

public struct Point: Hashable, Sendable {
  public var x: Double
  public var y: Double

  public init(x: Double, y: Double) {
    self.x = x
    self.y = y
  }
}

/// A rectangle in points, origin at the top-left, y downwards (UIKit's convention).
public struct Rect: Hashable, Sendable {
  public var x: Double
  public var y: Double
  public var width: Double
  public var height: Double

  public init(x: Double, y: Double, width: Double, height: Double) {
    self.x = x
    self.y = y
    self.width = width
    self.height = height
  }

  /// Computed, not stored (see `EdgeInsets.zero`).
  public static var zero: Rect { Rect(x: 0, y: 0, width: 0, height: 0) }

  public var minX: Double { x }
  public var minY: Double { y }
  public var maxX: Double { x + width }
  public var maxY: Double { y + height }

  /// Half-open: a point on the right or bottom edge belongs to the neighbour, so adjacent
  /// rectangles never both contain a point.
  public func contains(_ point: Point) -> Bool {
    point.x >= minX && point.x < maxX && point.y >= minY && point.y < maxY
  }

  public func contains(_ other: Rect) -> Bool {
    other.minX >= minX && other.maxX <= maxX && other.minY >= minY && other.maxY <= maxY
  }

  /// True when the interiors overlap (touching edges do not count).
  public func intersects(_ other: Rect) -> Bool {
    minX < other.maxX && other.minX < maxX && minY < other.maxY && other.minY < maxY
  }

  /// The smallest rectangle containing both.
  public func union(_ other: Rect) -> Rect {
    let x0 = Swift.min(minX, other.minX)
    let y0 = Swift.min(minY, other.minY)
    return Rect(
      x: x0, y: y0, width: Swift.max(maxX, other.maxX) - x0,
      height: Swift.max(maxY, other.maxY) - y0)
  }
}
