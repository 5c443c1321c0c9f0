#if canImport(UIKit)
  import Tierbar
  import UIKit

  /// Measures titles with the system font, as `UILabel` draws them: the layout engine's measurer
  /// in an app, so frames fit the real text (the headless table only approximates SF Pro).
  public struct UIKitTextMeasurer: TextMeasurer {
    public init() {}

    public func measure(_ text: String, font: FontSpec, textScale: Double) -> Size {
      let points = HeadlessTextMeasurer.pointSize(font: font, textScale: textScale)
      let uiFont = UIFont.systemFont(
        ofSize: CGFloat(points), weight: UIFont.Weight(font.weight ?? .regular))
      let size = (text as NSString).size(withAttributes: [.font: uiFont])
      // Whole-pixel widths are the engine's job (it rounds to the display's grid).
      return Size(width: Double(size.width), height: Double(size.height))
    }
  }
#endif
