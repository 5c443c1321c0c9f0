import TierbarInteraction
import TierbarModel

/// The numbers UIKit's own types are built from, kept here so the UIKit host only wraps them.
public enum UIKitValues {
  /// `UIView.AnimationOptions` raw value for a curve: UIKit keeps the curve in bits 16…19
  /// (`curveEaseInOut` = 0 << 16 … `curveLinear` = 3 << 16); the keyboard's curve 7 is passed the
  /// same way, which is how apps animate along with the keyboard. Out-of-range values (outside
  /// 0…15) use the keyboard's curve.
  public static func animationOptionsRawValue(for curve: AnimationCurve) -> UInt {
    let value =
      (0...15).contains(curve.rawValue) ? curve.rawValue : AnimationCurve.keyboard.rawValue
    return UInt(value) << 16
  }

  /// `UIFont.Weight` raw values (Apple's constants), for `UIFont.systemFont(ofSize:weight:)`.
  public static func fontWeightRawValue(_ weight: FontSpec.Weight) -> Double {
    switch weight {
    case .ultralight: -0.8
    case .thin: -0.6
    case .light: -0.4
    case .regular: 0
    case .medium: 0.23
    case .semibold: 0.3
    case .bold: 0.4
    case .heavy: 0.56
    case .black: 0.62
    }
  }

  /// A component 0…255 as UIKit's 0…1 fraction.
  public static func component(_ value: UInt8) -> Double { Double(value) / 255 }
}
