import TierbarModel

extension RowLayout.VerticalAlignment {
  /// Where something `free` points shorter than its room starts below the room's top: a line's
  /// block in its tier, a button in its line (or in a one-line tier's content area).
  @inline(__always)
  func offset(free: Double) -> Double {
    switch self {
    case .top: return 0
    case .center: return free / 2
    case .bottom: return free
    }
  }
}
