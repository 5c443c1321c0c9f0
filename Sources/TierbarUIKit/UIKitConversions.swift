#if canImport(UIKit)
  import Tierbar
  import TierbarHost
  import UIKit

  // Conversions between Tierbar's values and UIKit's types: each a direct mapping, the numbers
  // decided in the core (`RenderPlan`, `UIKitValues`).

  extension CGRect {
    init(_ rect: Rect) {
      self.init(
        x: CGFloat(rect.x), y: CGFloat(rect.y), width: CGFloat(rect.width),
        height: CGFloat(rect.height))
    }

    /// `rect` in the coordinates of a view whose frame has its origin at `origin`.
    init(_ rect: Rect, relativeTo origin: Rect) {
      self.init(
        x: CGFloat(rect.x - origin.x), y: CGFloat(rect.y - origin.y), width: CGFloat(rect.width),
        height: CGFloat(rect.height))
    }
  }

  extension Rect {
    init(_ rect: CGRect) {
      self.init(
        x: Double(rect.origin.x), y: Double(rect.origin.y), width: Double(rect.size.width),
        height: Double(rect.size.height))
    }
  }

  extension Point {
    init(_ point: CGPoint) {
      self.init(x: Double(point.x), y: Double(point.y))
    }
  }

  extension UIColor {
    /// The plan's resolved colour (the appearance was chosen when the plan was built).
    convenience init(_ color: RenderColor) {
      self.init(
        red: CGFloat(UIKitValues.component(color.red)),
        green: CGFloat(UIKitValues.component(color.green)),
        blue: CGFloat(UIKitValues.component(color.blue)),
        alpha: CGFloat(UIKitValues.component(color.alpha)))
    }
  }

  extension UIFont {
    /// The system font at the plan's point size (Dynamic Type already applied: the text scale
    /// comes from `UIFontMetrics`, see `TierbarToolbarView.currentTraits`).
    static func system(_ font: RenderFont) -> UIFont {
      systemFont(ofSize: CGFloat(font.pointSize), weight: UIFont.Weight(font.weight))
    }
  }

  extension UIFont.Weight {
    init(_ weight: FontSpec.Weight) {
      self.init(rawValue: CGFloat(UIKitValues.fontWeightRawValue(weight)))
    }
  }

  extension UIImage.SymbolWeight {
    init(_ weight: FontSpec.Weight) {
      switch weight {
      case .ultralight: self = .ultraLight
      case .thin: self = .thin
      case .light: self = .light
      case .regular: self = .regular
      case .medium: self = .medium
      case .semibold: self = .semibold
      case .bold: self = .bold
      case .heavy: self = .heavy
      case .black: self = .black
      }
    }
  }

  extension UIView.AnimationOptions {
    /// The curve's options (`UIKitValues.animationOptionsRawValue`), starting from where the
    /// views are and letting touches through while they move.
    init(curve: AnimationCurve) {
      self = UIView.AnimationOptions(rawValue: UIKitValues.animationOptionsRawValue(for: curve))
        .union([.beginFromCurrentState, .allowUserInteraction])
    }
  }
#endif
