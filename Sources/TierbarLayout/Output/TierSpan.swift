import TierbarModel

/// What placing a tier's items reads of its `TierFrame`: a plain value (no id), so passing it
/// retains nothing.
struct TierSpan: Sendable {
  var frame = Rect.zero
  var progress = 0.0
  /// The height when fully expanded; `frame` is its visible slice while sliding.
  var expandedHeight = 0.0
}

extension TierFrame {
  var span: TierSpan {
    TierSpan(frame: frame, progress: progress, expandedHeight: expandedHeight)
  }
}
