/// A whole config file, decoded and validated: named styles and toolbars.
///
/// Every type of the model is a plain value with a memberwise initializer and defaults, so a
/// definition can be written as a Swift literal (what `tierbar compile` will generate) as easily as
/// it is decoded from YAML.
public struct TierbarConfig: Hashable, Sendable {
  /// The config language version this file was written for. Only 1 exists.
  public var version: Int
  public var styles: [String: StyleDefinition]
  public var toolbars: [ToolbarDefinition]

  public static let supportedVersion = 1

  public init(
    version: Int = TierbarConfig.supportedVersion,
    styles: [String: StyleDefinition] = [:],
    toolbars: [ToolbarDefinition] = []
  ) {
    self.version = version
    self.styles = styles
    self.toolbars = toolbars
  }

  public func toolbar(_ id: String) -> ToolbarDefinition? {
    toolbars.first { $0.id == id }
  }
}

/// One bar: where it is presented, how it grows, and its tiers from the keyboard upwards.
public struct ToolbarDefinition: Hashable, Sendable, Identifiable {
  public var id: String
  public var presentation: Presentation
  public var growth: Growth
  public var safeArea: SafeAreaBehavior
  /// The bar's own background style (optional).
  public var style: String?
  /// Tiers from the base (next to the keyboard, index 0) upwards.
  public var tiers: [TierDefinition]
  /// Where the toolbar was written (its `id`), for findings about it; not part of its value.
  public var mark: DefinitionMark

  public init(
    id: String,
    presentation: Presentation = .accessory,
    growth: Growth = .intrinsic,
    safeArea: SafeAreaBehavior = .automatic,
    style: String? = nil,
    tiers: [TierDefinition] = [],
    mark: DefinitionMark = DefinitionMark()
  ) {
    self.id = id
    self.presentation = presentation
    self.growth = growth
    self.safeArea = safeArea
    self.style = style
    self.tiers = tiers
    self.mark = mark
  }

  public func tier(_ id: String) -> TierDefinition? { tiers.first { $0.id == id } }

  /// All items of all tiers, base tier first, in config order.
  public var allItems: [ItemDefinition] { tiers.flatMap(\.items) }

  public enum Presentation: String, Hashable, Sendable, CaseIterable {
    /// The keyboard's `inputAccessoryView`: UIKit places it on top of the keyboard.
    case accessory
    /// The field's `inputView`: replaces the keyboard; its height fits its content.
    case inputView = "input-view"
    /// A view of the app's own that travels with the keyboard (driven by keyboard notifications).
    case follow
  }

  public enum Growth: String, Hashable, Sendable, CaseIterable {
    /// The bar's own height is the sum of its visible tiers; expanding a tier makes it taller.
    case intrinsic
    /// The bar keeps its base tier's height; expanded tiers lie above its bounds (negative y) and
    /// the hit region is extended to cover them.
    case overlay
  }

  public enum SafeAreaBehavior: String, Hashable, Sendable, CaseIterable {
    /// Pad side insets always; add the bottom inset only when the bar sits at the screen bottom
    /// (hardware keyboard or none).
    case automatic
    /// Never pad for the safe area.
    case ignore
  }
}
