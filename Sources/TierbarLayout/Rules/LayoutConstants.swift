import TierbarModel

/// The layout's fixed numbers, each stated once: the rules (`Rules/`), the reference layout
/// (`Reference/`) and the tuned engine (`Engine/`) read them from here.
extension LayoutEngine {
  /// Content insets of an item whose style gives none: UIBarButtonItem's look in a UIToolbar
  /// (8 pt either side, so with the default 8 pt padding and spacing a title starts 16 pt in).
  public static let defaultContentInsets = EdgeInsets(top: 0, leading: 8, bottom: 0, trailing: 8)
  /// Gap between an item's icon and its title, at 17 pt (scaled with the point size).
  public static let iconTitleGap = 6.0
  /// The minimum comfortable touch target (Apple's Human Interface Guidelines). A hit area grows
  /// by up to half of it a side (`LineHitAreas.reach`).
  public static let minimumHitSize = 44.0
}
