import TierbarModel

/// What an element looks like where its style says nothing: UIKit's own look for a toolbar of
/// bar-button items. Every default of the render plan is here.
public enum DefaultLook {
  /// The bar's background when its `style:` gives none (UIToolbar over a keyboard).
  public static let barBackground = Color.system("secondarySystemBackground")
  /// A title's colour when its style gives no `foreground` (nor `tint`): bar-button items are
  /// drawn in the tint colour.
  public static let tint = Color.system("tintColor")
  /// The hairline along each visible tier's top edge, one pixel thick.
  public static let separator = Color.system("separator")
  /// A selected item whose style has no `selected:` variant gets this background, so the
  /// selection shows.
  public static let selectedBackground = Color.system("tertiarySystemFill")
  /// A disabled item whose style has no `disabled:` variant is drawn with every colour's alpha
  /// multiplied by this (UIKit's dimmed controls).
  public static let disabledOpacity = 0.35
  /// A title's ascent as a multiple of the point size (SF Pro: ascender 0.952 of a line height of
  /// `HeadlessTextMeasurer.lineHeightFactor`): the baseline lies this far below the line's top.
  public static let ascentFactor = 0.952
}
