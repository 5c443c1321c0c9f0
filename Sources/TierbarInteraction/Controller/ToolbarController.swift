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
  /// The state by id (selection, expansion, hidden and disabled items): built on each read
  /// from the state by index the controller keeps (`indexed`).
  public var state: ToolbarState { indexed.state(in: directory) }
  /// Where the keyboard was last reported.
  public internal(set) var placement: KeyboardPlacement
  /// The last keyboard event applied (for dropping duplicates).
  public internal(set) var lastKeyboardEvent: KeyboardEvent?
  /// The latest `barAnimation` emitted: what `sample` reads.
  public internal(set) var latestBarAnimation: BarAnimation?
  public var options: Options
  /// The current layout: re-computed after every event, into the storage it already has (no
  /// copy of it is held meanwhile, so the engine writes it in place and allocates nothing).
  public internal(set) var layout: ToolbarLayout
  /// Which item of `layout` is under a point (what `.tapAt` asks); rebuilt in its own storage
  /// after every layout that can move a hit area (see `HitTesterInputs`).
  public internal(set) var hitTester: HitTester
  /// What `hitTester` was built from.
  var hitTesterInputs = HitTesterInputs()

  /// What an event keeps of the bar before it (see `Snapshot`) and what the tier slides read
  /// (see `layoutFrame(at:)`), per tier index, in arrays sized once, so no event allocates for
  /// its own bookkeeping.
  var bookkeeping: Bookkeeping

  /// The state by index (see `IndexedState`): what every handler changes and every layout reads.
  var indexed: IndexedState
  /// The engine's tiers and items by index, resolved once; kept here: read through `toolbar`,
  /// every access copied the whole definition (a third of a tap's cost).
  let directory: ToolbarDirectory
  let presentation: ToolbarDefinition.Presentation

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
    let directory = ToolbarDirectory(engine.toolbar)
    self.directory = directory
    self.indexed = IndexedState(state ?? ToolbarState.initial(for: engine.toolbar), in: directory)
    self.placement = .unknown
    self.options = options
    self.presentation = engine.toolbar.presentation
    self.layout = ToolbarLayout(
      toolbar: engine.toolbar.id, size: .zero, hitRegion: .zero, tiers: [], items: [])
    self.hitTester = HitTester()
    self.bookkeeping = Bookkeeping(tierCount: engine.toolbar.tiers.count)
    relayout()
    bookkeeping.recordSettled(layout)
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
      registry.resolve(config: config, toolbar: toolbar, data: data), measurer: measurer)
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
      presentation: presentation, size: layout.size, container: container,
      environmentKeyboard: environment.keyboard)
  }

  /// Tier ids whose expansion progress is above 0, in config order.
  public var expandedTiers: [String] {
    directory.tiers.indices.filter { indexed.progress[$0] > 0 }.map { directory.tiers[$0].id }
  }

  /// A tier's selected items, in selection order (empty for an unknown tier).
  public func selection(in tier: String) -> [String] {
    directory.tier(tier).map { indexed.selection[$0] } ?? []
  }

  /// The tags of a tier's selected items that have one, in selection order.
  public func selectedTags(in tier: String) -> [ItemTag] {
    directory.tier(tier).map(selectedTags(inTier:)) ?? []
  }

  func selectedTags(inTier tier: Int) -> [ItemTag] {
    guard directory.tierHasTags[tier] else { return [] }
    return indexed.selection[tier].compactMap { id in
      directory.firstItem[id].flatMap { directory.items[$0].tag }
    }
  }

  /// Lays out from the state by index into the layout's own storage (the titles its first
  /// layout measured are kept there and reused, not measured again), then rebuilds the hit
  /// tester in its own when the layout can have moved a hit area.
  mutating func relayout() {
    layOut(progress: indexed.progress)
  }

  /// `relayout` with each tier at the progress given (an animation frame's).
  mutating func layOut(progress: [Double]) {
    let environment = effectiveEnvironment
    engine.layout(
      into: &layout, environment: environment, progress: progress, items: indexed.items)
    if !hitTesterInputs.serve(environment: environment, progress: progress, items: indexed.items) {
      hitTester.rebuild(for: layout)
    }
  }

  /// Applies one event; returns the effects in the order the app should apply them: direct
  /// answers (`refused`, `event`, `dismissKeyboard`), then `selectionChanged`,
  /// `tierExpanded`/`tierCollapsed`, `heightChanged`, `barAnimation`.
  public mutating func handle(_ event: ToolbarEvent) -> [Effect] {
    let before = snapshot()
    var outcome: Outcome
    switch event {
    case .tap(let item): outcome = tap(item)
    case .tapAt(let point):
      guard let hit = hitTester.itemIndex(at: point) else { return [] }
      outcome = tap(item: layout.items.itemIndex(at: hit))
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
    let effects = settle(from: before, outcome: outcome)
    // Appended only when there are both: `+` of an empty array allocates a new one.
    guard !outcome.effects.isEmpty else { return effects }
    return effects.isEmpty ? outcome.effects : outcome.effects + effects
  }

  /// What `settle` compares with, besides the tier frames and progress `bookkeeping` holds.
  struct Snapshot {
    var frame: Rect?
    var height: Double
  }

  /// The bar before an event: its frame and height here, and in `bookkeeping` each tier's frame
  /// and the progress it is shown at (a frame's, between two events). A copy of the layout or the
  /// state would share their storage, and the event's writes would then copy it.
  mutating func snapshot() -> Snapshot {
    bookkeeping.recordShown(layout)
    return Snapshot(frame: barFrame, height: layout.size.height)
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

  /// Re-lays out and reports every difference from `before` as an effect: selections the
  /// handlers changed (`storeSelection` marks them), tiers whose progress changed, the bar's
  /// height and frame. Then starts the tier slides `layoutFrame(at:)` shows.
  mutating func settle(from before: Snapshot, outcome: Outcome) -> [Effect] {
    relayout()
    var effects: [Effect] = []
    let tiers = directory.tiers
    for index in tiers.indices where bookkeeping.selectionChanged[index] {
      bookkeeping.selectionChanged[index] = false
      effects.append(
        .selectionChanged(
          SelectionChange(
            tier: tiers[index].id, selected: indexed.selection[index],
            tags: selectedTags(inTier: index))))
    }
    let laidOut = layout.tiers
    for index in tiers.indices where index < laidOut.count {
      let old = bookkeeping.settledProgress[index]
      let new = laidOut.progress(at: index)
      guard old != new else { continue }
      let animation = TierAnimation(
        tier: tiers[index].id, from: bookkeeping.shownFrames[index],
        to: laidOut.frame(at: index), timing: outcome.tierTiming, hitRegion: layout.hitRegion)
      effects.append(new > old ? .tierExpanded(animation) : .tierCollapsed(animation))
    }
    if layout.size.height != before.height {
      effects.append(
        .heightChanged(HeightChange(height: layout.size.height, previous: before.height)))
    }
    if let to = barFrame, to != before.frame, let from = outcome.barStart ?? before.frame,
      from != to
    {
      let animation = BarAnimation(from: from, to: to, timing: outcome.barTiming)
      latestBarAnimation = animation
      effects.append(.barAnimation(animation))
    }
    bookkeeping.startSlides(timing: outcome.tierTiming)
    bookkeeping.recordSettled(layout)
    return effects
  }
}
