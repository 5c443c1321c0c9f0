import TierbarModel
import TierbarRows

/// Measures text for layout. The headless default is a deterministic table; a UIKit app can plug
/// in real measurement.
public protocol TextMeasurer: Sendable {
  /// The size of one line of `text` in `font`, with font sizes multiplied by `textScale`.
  func measure(_ text: String, font: FontSpec, textScale: Double) -> Size
}
