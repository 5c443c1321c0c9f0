/// One item of a tier: a button (title and/or SF Symbol icon) or a space.
public struct ItemDefinition: Hashable, Sendable, Identifiable {
  // Stored properties in order of size (the 16-byte texts first), so the item packs into 160
  // bytes instead of 192 (a large config holds tens of thousands of items).

  /// Unique within its toolbar. Spaces written without an id get `space-N` (N: 1-based position).
  public var id: String
  public var title: String?
  /// An SF Symbol name.
  public var icon: String?
  public var style: String?
  public var accessibilityLabel: String?
  /// What a tap does. nil: select in a tier with a selection rule, nothing otherwise.
  public var action: ItemAction?
  /// Where the item was written (its `id`, or its mapping), for findings about it; not part of
  /// its value. Items a provider makes have none: findings about them are placed at their tier.
  public var mark: DefinitionMark
  /// The app's value for this item, reported with selections and events.
  public var tag: ItemTag?
  public var kind: Kind
  /// Hidden items take no room; they keep any selection they had.
  public var hidden: Bool
  /// Disabled items are drawn but cannot be tapped.
  public var disabled: Bool

  public init(
    id: String,
    kind: Kind = .button,
    title: String? = nil,
    icon: String? = nil,
    tag: ItemTag? = nil,
    style: String? = nil,
    hidden: Bool = false,
    disabled: Bool = false,
    accessibilityLabel: String? = nil,
    action: ItemAction? = nil,
    mark: DefinitionMark = DefinitionMark()
  ) {
    self.id = id
    self.kind = kind
    self.title = title
    self.icon = icon
    self.tag = tag
    self.style = style
    self.hidden = hidden
    self.disabled = disabled
    self.accessibilityLabel = accessibilityLabel
    self.action = action
    self.mark = mark
  }

  /// Spaces with UIToolbar's meaning: a flexible space takes an equal share of the room left; a
  /// fixed space is exactly as wide as given.
  public enum Kind: Hashable, Sendable {
    case button
    case flexibleSpace
    case fixedSpace(width: Double)
  }

  /// Buttons can be tapped; spaces cannot.
  public var isInteractive: Bool { kind == .button }
}

/// An item's tag: an integer (`tag: 60`) or a string (`tag: morning`).
public enum ItemTag: Hashable, Sendable, CustomStringConvertible {
  case int(Int)
  case string(String)

  public var description: String {
    switch self {
    case .int(let value): return String(value)
    case .string(let value): return value
    }
  }
}

/// What tapping an item does.
public enum ItemAction: Hashable, Sendable {
  case toggle(tier: String)
  case expand(tier: String)
  case collapse(tier: String)
  /// Change the selection of the item's own tier by the tier's rule.
  case select
  case dismissKeyboard
  /// Tell the app: a named event with the item and its tag.
  case event(name: String)

  /// The tier an action refers to, for reference checks.
  public var targetTier: String? {
    switch self {
    case .toggle(let tier), .expand(let tier), .collapse(let tier): return tier
    case .select, .dismissKeyboard, .event: return nil
    }
  }
}
