import TierbarModel

/// What the app must do after an event. Each effect is emitted once per real change and never for
/// a no-op; `type` is its stable name (also the `"type"` field of its JSON).
public enum Effect: Hashable, Sendable {
  /// A tier's selection changed.
  case selectionChanged(SelectionChange)
  case tierExpanded(TierAnimation)
  case tierCollapsed(TierAnimation)
  /// The bar's intrinsic height changed: UIKit's cue for `invalidateIntrinsicContentSize()`.
  case heightChanged(HeightChange)
  /// The bar moves in its container (with the keyboard, or because it grew or the world changed).
  case barAnimation(BarAnimation)
  /// An item asked to dismiss the keyboard (`resignFirstResponder`).
  case dismissKeyboard(item: String)
  /// An item's named event for the app.
  case event(ItemEvent)
  /// A request was refused: nothing changed. The one effect that reports a non-change, so the app
  /// can explain it (e.g. a haptic when a `multiple` tier's maximum is reached).
  case refused(Refusal)

  /// The stable type name: `selectionChanged`, `tierExpanded`, `tierCollapsed`, `heightChanged`,
  /// `barAnimation`, `dismissKeyboard`, `event`, `refused`.
  public var type: String {
    switch self {
    case .selectionChanged: return "selectionChanged"
    case .tierExpanded: return "tierExpanded"
    case .tierCollapsed: return "tierCollapsed"
    case .heightChanged: return "heightChanged"
    case .barAnimation: return "barAnimation"
    case .dismissKeyboard: return "dismissKeyboard"
    case .event: return "event"
    case .refused: return "refused"
    }
  }

  public static let typeNames = [
    "selectionChanged", "tierExpanded", "tierCollapsed", "heightChanged", "barAnimation",
    "dismissKeyboard", "event", "refused",
  ]
}

public struct SelectionChange: Hashable, Sendable {
  public var tier: String
  /// Selected item ids, in the order they were selected.
  public var selected: [String]
  /// The tags of the selected items that have one, in the same order (untagged items are skipped).
  public var tags: [ItemTag]

  public init(tier: String, selected: [String], tags: [ItemTag]) {
    self.tier = tier
    self.selected = selected
    self.tags = tags
  }
}

/// A tier sliding in or out: its frame before and after (bar coordinates), the timing, and the
/// bar's hit region afterwards (overlay growth extends it above the bar's bounds).
public struct TierAnimation: Hashable, Sendable {
  public var tier: String
  public var from: Rect
  public var to: Rect
  public var timing: AnimationTiming
  public var hitRegion: Rect

  public init(tier: String, from: Rect, to: Rect, timing: AnimationTiming, hitRegion: Rect) {
    self.tier = tier
    self.from = from
    self.to = to
    self.timing = timing
    self.hitRegion = hitRegion
  }
}

public struct HeightChange: Hashable, Sendable {
  public var height: Double
  public var previous: Double

  public init(height: Double, previous: Double) {
    self.height = height
    self.previous = previous
  }
}

public struct ItemEvent: Hashable, Sendable {
  public var name: String
  public var item: String
  public var tag: ItemTag?

  public init(name: String, item: String, tag: ItemTag?) {
    self.name = name
    self.item = item
    self.tag = tag
  }
}

public struct Refusal: Hashable, Sendable {
  public var reason: Reason
  /// What happened and what would work instead.
  public var message: String
  public var tier: String?
  public var item: String?

  public init(reason: Reason, message: String, tier: String? = nil, item: String? = nil) {
    self.reason = reason
    self.message = message
    self.tier = tier
    self.item = item
  }

  /// Stable kebab-case reasons.
  public enum Reason: String, Hashable, Sendable, CaseIterable {
    /// Deselecting would leave fewer than the tier's `min`.
    case belowMinimum = "below-minimum"
    /// Selecting would make more than the tier's `max`.
    case aboveMaximum = "above-maximum"
    /// A `single`/`single-optional` tier was asked to hold several items.
    case tooManyForRule = "too-many-for-rule"
    case hiddenItem = "hidden-item"
    case disabledItem = "disabled-item"
    /// The item's tier is collapsed, so the item is not on screen.
    case collapsedTier = "collapsed-tier"
    /// A space: nothing to tap.
    case notInteractive = "not-interactive"
    case unknownItem = "unknown-item"
    case unknownTier = "unknown-tier"
    /// The app asked to select in a tier whose rule is `none`, or an item of another tier.
    case notSelectable = "not-selectable"
  }
}
