/// One row of a toolbar.
public struct TierDefinition: Hashable, Sendable, Identifiable {
  public var id: String
  /// The row provider's kind name, looked up in the registry. `buttons` is the built-in default.
  public var kind: String
  public var height: TierHeight
  /// Whether the tier starts collapsed (hidden until an action expands it).
  public var collapsed: Bool
  public var layout: RowLayout
  public var selection: SelectionRule
  /// Item ids selected when the bar is first shown.
  public var defaultSelection: [String]
  /// The tier's background style (optional).
  public var style: String?
  /// Items written in the config. Providers other than `buttons` may generate more or other items.
  public var items: [ItemDefinition]
  /// Provider parameters (`parameters:` in YAML), checked against the provider's declaration.
  public var parameters: [String: ConfigValue]
  /// Where the tier was written (its `id`), for findings about it; not part of its value.
  public var mark: DefinitionMark

  public static let defaultKind = "buttons"

  /// The tier's expansion progress when the bar is first shown (and while a state gives none):
  /// 0 when `collapsed: true`, else 1.
  public var initialExpansion: Double { Self.initialExpansion(collapsed: collapsed) }

  /// The same rule for a tier known only by its `collapsed` flag (the layout's tables).
  @inlinable
  public static func initialExpansion(collapsed: Bool) -> Double { collapsed ? 0 : 1 }

  public init(
    id: String,
    kind: String = TierDefinition.defaultKind,
    height: TierHeight = .fit,
    collapsed: Bool = false,
    layout: RowLayout = RowLayout(),
    selection: SelectionRule = .none,
    defaultSelection: [String] = [],
    style: String? = nil,
    items: [ItemDefinition] = [],
    parameters: [String: ConfigValue] = [:],
    mark: DefinitionMark = DefinitionMark()
  ) {
    self.id = id
    self.kind = kind
    self.height = height
    self.collapsed = collapsed
    self.layout = layout
    self.selection = selection
    self.defaultSelection = defaultSelection
    self.style = style
    self.items = items
    self.parameters = parameters
    self.mark = mark
  }
}

public enum TierHeight: Hashable, Sendable {
  /// A fixed height in points.
  case fixed(Double)
  /// As tall as the tier's content plus its padding.
  case fit
}

/// How a tier places its items.
public struct RowLayout: Hashable, Sendable {
  public var padding: EdgeInsets
  /// Gap between neighbouring items, in points.
  public var spacing: Double
  /// Horizontal placement of the items when they do not fill the row.
  public var alignment: Alignment
  /// Vertical placement of each item inside its line.
  public var verticalAlignment: VerticalAlignment
  public var distribution: Distribution
  /// Whether items flow into further lines when the row is full.
  public var wrap: Bool
  /// Gap between lines of a wrapping row, in points.
  public var lineSpacing: Double

  public init(
    padding: EdgeInsets = EdgeInsets(top: 0, leading: 8, bottom: 0, trailing: 8),
    spacing: Double = 8,
    alignment: Alignment = .leading,
    verticalAlignment: VerticalAlignment = .center,
    distribution: Distribution = .natural,
    wrap: Bool = false,
    lineSpacing: Double = 8
  ) {
    self.padding = padding
    self.spacing = spacing
    self.alignment = alignment
    self.verticalAlignment = verticalAlignment
    self.distribution = distribution
    self.wrap = wrap
    self.lineSpacing = lineSpacing
  }

  public enum Alignment: String, Hashable, Sendable, CaseIterable {
    case leading, center, trailing
  }

  public enum VerticalAlignment: String, Hashable, Sendable, CaseIterable {
    case top, center, bottom
  }

  public enum Distribution: String, Hashable, Sendable, CaseIterable {
    /// Items keep their measured widths.
    case natural
    /// Items share the row's width equally (a segmented control).
    case equal
  }
}

/// How taps change a tier's selection.
public enum SelectionRule: Hashable, Sendable {
  /// Momentary buttons; nothing stays selected.
  case none
  /// Exactly one item once one is chosen; tapping the chosen item keeps it.
  case single
  /// At most one; tapping the chosen item again clears it (the Reminders chips).
  case singleOptional
  /// Any number within optional bounds; a tap that would break a bound is refused.
  case multiple(min: Int? = nil, max: Int? = nil)

  /// The YAML spelling (`none`, `single`, `single-optional`, `multiple`).
  public var name: String {
    switch self {
    case .none: return "none"
    case .single: return "single"
    case .singleOptional: return "single-optional"
    case .multiple: return "multiple"
    }
  }

  public static let names = ["none", "single", "single-optional", "multiple"]
}
