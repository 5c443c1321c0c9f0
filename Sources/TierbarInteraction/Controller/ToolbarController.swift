import TierbarLayout
import TierbarModel
import TierbarRows

/// The behaviour of one toolbar as a value-typed state machine: `handle(_:)` mutates the
/// controller in place and returns the effects the app must act on, in order. No UIKit, no clock,
/// no I/O — the same events always give the same effects, so it runs in tests and in
/// `tierbar simulate` exactly as in an app.
///
/// Every handler changes the state (selection, expansion, hidden items, keyboard placement,
/// environment); the controller then re-lays out once and reports the differences: effects come
/// from comparing before and after, which is why none is ever emitted for a no-op.
public struct ToolbarController: Sendable {
  /// Tunables that are the app's choice, not the config's.
  public struct Options: Hashable, Sendable {
    /// How tiers slide in and out. Default: 0.1 s ease-in-out (the Reminders slide).
    public var tierAnimation: AnimationTiming

    public init(tierAnimation: AnimationTiming = .tierDefault) {
      self.tierAnimation = tierAnimation
    }
  }

  /// Resolves items through row providers and lays them out.
  public let engine: LayoutEngine
  public internal(set) var environment: LayoutEnvironment
  /// The view the bar's frame is reported in, in screen coordinates.
  public internal(set) var container: Rect
  /// The screen's bounds (for "is the keyboard at the screen bottom"). nil: same as `container`.
  public internal(set) var screenOverride: Rect?
  public internal(set) var state: ToolbarState
  /// Where the keyboard was last reported.
  public internal(set) var placement: KeyboardPlacement
  /// The last keyboard event applied (for dropping duplicates).
  public internal(set) var lastKeyboardEvent: KeyboardEvent?
  /// The latest `barAnimation` emitted: what `sample` reads.
  public internal(set) var latestBarAnimation: BarAnimation?
  public var options: Options
  /// The current layout (re-computed after every change).
  public internal(set) var layout: ToolbarLayout

  let itemIndex: [String: ItemLocation]

  struct ItemLocation: Sendable {
    var tier: Int
    var item: ItemDefinition
  }

  public init(
    engine: LayoutEngine,
    environment: LayoutEnvironment = LayoutEnvironment(),
    container: Rect,
    screen: Rect? = nil,
    state: ToolbarState? = nil,
    options: Options = Options()
  ) {
    self.engine = engine
    self.environment = environment
    self.container = container
    self.screenOverride = screen
    self.state = state ?? ToolbarState.initial(for: engine.toolbar)
    self.placement = .unknown
    self.options = options
    var index: [String: ItemLocation] = [:]
    for (tierIndex, tier) in engine.toolbar.tiers.enumerated() {
      for item in tier.items where index[item.id] == nil {
        index[item.id] = ItemLocation(tier: tierIndex, item: item)
      }
    }
    self.itemIndex = index
    self.layout = ToolbarLayout(
      toolbar: engine.toolbar.id, size: .zero, hitRegion: .zero, tiers: [], items: [])
    relayout()
  }

  /// Builds the layout engine too (providers resolve the items once, here, from the initial state
  /// and the app's `data`; text is measured by the first layout and kept with it).
  public init(
    config: TierbarConfig,
    toolbar: ToolbarDefinition,
    registry: RowRegistry = .builtIn,
    measurer: (any TextMeasurer)? = nil,
    data: [String: ConfigValue] = [:],
    environment: LayoutEnvironment = LayoutEnvironment(),
    container: Rect,
    screen: Rect? = nil,
    options: Options = Options()
  ) {
    let engine = LayoutEngine(
      config: config, toolbar: toolbar, registry: registry, measurer: measurer, data: data)
    self.init(
      engine: engine, environment: environment, container: container, screen: screen,
      options: options)
  }

  /// The toolbar with provider-generated items resolved.
  public var toolbar: ToolbarDefinition { engine.toolbar }

  public var screen: Rect { screenOverride ?? container }

  /// The environment the layout actually uses: the keyboard mode follows the keyboard's frames.
  public var effectiveEnvironment: LayoutEnvironment {
    var effective = environment
    effective.keyboard = placement.layoutKeyboard(fallback: environment.keyboard)
    return effective
  }

  /// The bar's frame in the container's coordinates, or nil when it is not on screen (an accessory
  /// or input view before the software keyboard's first appearance).
  public var barFrame: Rect? {
    placement.barFrame(
      presentation: toolbar.presentation, size: layout.size, container: container,
      environmentKeyboard: environment.keyboard)
  }

  /// Tier ids whose expansion progress is above 0, in config order.
  public var expandedTiers: [String] {
    toolbar.tiers.filter { state.progress(of: $0) > 0 }.map(\.id)
  }

  /// The tags of a tier's selected items that have one, in selection order.
  public func selectedTags(in tier: String) -> [ItemTag] {
    (state.selection[tier] ?? []).compactMap { itemIndex[$0]?.item.tag }
  }

  /// Lays out into the previous layout's storage: the titles its first layout measured are kept
  /// there and reused, not measured again.
  mutating func relayout() {
    engine.layout(into: &layout, environment: effectiveEnvironment, state: state)
  }

  /// Applies one event; returns the effects in the order the app should apply them: direct
  /// answers (`refused`, `event`, `dismissKeyboard`), then `selectionChanged`,
  /// `tierExpanded`/`tierCollapsed`, `heightChanged`, `barAnimation`.
  public mutating func handle(_ event: ToolbarEvent) -> [Effect] {
    let before = Snapshot(layout: layout, frame: barFrame, state: state)
    var outcome: Outcome
    switch event {
    case .tap(let item): outcome = tap(item)
    case .tapAt(let point):
      guard let hit = layout.hitTest(point) else { return [] }
      outcome = tap(hit.id)
    case .expand(let tier): outcome = setExpansion(of: tier, to: .expand)
    case .collapse(let tier): outcome = setExpansion(of: tier, to: .collapse)
    case .toggle(let tier): outcome = setExpansion(of: tier, to: .toggle)
    case .setSelection(let tier, let items): outcome = setSelection(items, in: tier)
    case .clearSelection(let tier): outcome = setSelection(nil, in: tier)
    case .hide(let items): outcome = setHidden(items, hidden: true)
    case .show(let items): outcome = setHidden(items, hidden: false)
    case .keyboard(let keyboard):
      guard let keyboardOutcome = apply(keyboard) else { return [] }
      outcome = keyboardOutcome
    case .environment(let environment, let container):
      outcome = apply(environment, container: container)
    }
    return outcome.effects + settle(from: before, outcome: outcome)
  }

  struct Snapshot {
    var layout: ToolbarLayout
    var frame: Rect?
    var state: ToolbarState
  }

  /// What a handler did besides changing the controller: direct effects, and the timings for the
  /// changes `settle` will find.
  struct Outcome {
    var effects: [Effect] = []
    var tierTiming: AnimationTiming
    var barTiming: AnimationTiming
    /// Where the bar animation starts, when not at the bar's previous frame (keyboard events).
    var barStart: Rect?
  }

  func outcome(_ effects: [Effect] = [], barTiming: AnimationTiming = .immediate) -> Outcome {
    Outcome(effects: effects, tierTiming: options.tierAnimation, barTiming: barTiming)
  }

  /// Re-lays out and reports every difference from `before` as an effect.
  mutating func settle(from before: Snapshot, outcome: Outcome) -> [Effect] {
    relayout()
    var effects: [Effect] = []
    for tier in toolbar.tiers {
      let old = before.state.selection[tier.id] ?? []
      let new = state.selection[tier.id] ?? []
      if old != new {
        effects.append(
          .selectionChanged(
            SelectionChange(tier: tier.id, selected: new, tags: selectedTags(in: tier.id))))
      }
    }
    for tier in toolbar.tiers {
      let old = before.state.progress(of: tier)
      let new = state.progress(of: tier)
      guard old != new else { continue }
      let animation = TierAnimation(
        tier: tier.id,
        from: before.layout.tiers.first { $0.id == tier.id }?.frame ?? .zero,
        to: layout.tiers.first { $0.id == tier.id }?.frame ?? .zero,
        timing: outcome.tierTiming, hitRegion: layout.hitRegion)
      effects.append(new > old ? .tierExpanded(animation) : .tierCollapsed(animation))
    }
    if layout.size.height != before.layout.size.height {
      effects.append(
        .heightChanged(
          HeightChange(height: layout.size.height, previous: before.layout.size.height)))
    }
    if let to = barFrame, to != before.frame, let from = outcome.barStart ?? before.frame,
      from != to
    {
      let animation = BarAnimation(from: from, to: to, timing: outcome.barTiming)
      latestBarAnimation = animation
      effects.append(.barAnimation(animation))
    }
    return effects
  }
}
