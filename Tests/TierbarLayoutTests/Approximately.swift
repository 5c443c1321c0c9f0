import Tierbar

// Frames are multiples of 1/3 pt, which binary floating point cannot hold exactly: compare them up
// to floating-point dust. (Functions, not an operator: `#expect` folds custom operators wrongly.)

func isClose(_ lhs: Double, _ rhs: Double) -> Bool { abs(lhs - rhs) < 1e-9 }

func isClose(_ lhs: Rect, _ rhs: Rect) -> Bool {
  isClose(lhs.x, rhs.x) && isClose(lhs.y, rhs.y) && isClose(lhs.width, rhs.width)
    && isClose(lhs.height, rhs.height)
}

func isClose(_ lhs: [Rect], _ rhs: [Rect]) -> Bool {
  lhs.count == rhs.count && zip(lhs, rhs).allSatisfy { isClose($0, $1) }
}
