/// An item's run-time flags as layout reads them — hidden, disabled, selected — in one byte, so
/// a layout reads (and its output stores) one value per item. The state by index that
/// ``LayoutEngine/layout(into:environment:progress:items:)`` takes holds one per item.
public struct ItemState: Hashable, Sendable {
  static let hidden: UInt8 = 1
  static let disabled: UInt8 = 2
  static let selected: UInt8 = 4

  var bits: UInt8 = 0

  /// Shown, enabled, not selected.
  public init() {}

  public init(hidden: Bool, disabled: Bool, selected: Bool) {
    bits =
      (hidden ? Self.hidden : 0) | (disabled ? Self.disabled : 0) | (selected ? Self.selected : 0)
  }

  public var isHidden: Bool {
    get { bits & Self.hidden != 0 }
    set { set(Self.hidden, newValue) }
  }

  public var isDisabled: Bool {
    get { bits & Self.disabled != 0 }
    set { set(Self.disabled, newValue) }
  }

  public var isSelected: Bool {
    get { bits & Self.selected != 0 }
    set { set(Self.selected, newValue) }
  }

  private mutating func set(_ flag: UInt8, _ value: Bool) {
    bits = value ? bits | flag : bits & ~flag
  }
}
