import TierbarInteraction
import TierbarLayout
import TierbarModel
import TierbarRows

/// `controller`: bytes as a starting state (disabled and hidden items, a tier part-way expanded),
/// an environment and up to 64 events — taps by id and by point, expand/collapse/toggle,
/// selections, hide/show, keyboard frames, width, scale, text scale, direction, safe area,
/// keyboard mode, container, restored saved state — through one `ToolbarController` of an
/// example toolbar.
///
/// Property: after every event the controller's layout (laid out into its previous one, reusing
/// what it measured and placed) equals a fresh `LayoutEngine`'s layout of the controller's state
/// and environment, exactly; a tap at the same point hits the same item in both; the layout keeps
/// `LayoutProperties`.
enum ControllerFuzz {
  static let target = FuzzTarget(
    name: "controller",
    summary: "event sequences through a ToolbarController, checked against"
      + " a fresh layout after every event"
  ) { bytes in run(FuzzBytes(bytes)) }

  static let container = Rect(x: 0, y: 0, width: 393, height: 852)

  static func run(_ bytes: FuzzBytes) {
    var input = bytes
    let (config, definition) = input.pick(ExampleConfigs.toolbars)
    let engine = LayoutEngine(RowRegistry.builtIn.resolve(config: config, toolbar: definition))
    let names = Names(engine.toolbar)
    var state = ToolbarState.initial(for: engine.toolbar)
    for _ in 0..<input.index(4) { state.disabledItems.insert(names.item(&input)) }
    for _ in 0..<input.index(3) { state.hiddenItems.insert(names.item(&input)) }
    if input.flag() { state.expansion[names.tier(&input)] = Double(input.byte()) / 255 }
    var controller = ToolbarController(
      engine: engine, environment: environment(&input, from: LayoutEnvironment()),
      container: container, state: state)
    // Built apart from the controller's engine, and only ever asked for whole layouts.
    let reference = LayoutEngine(RowRegistry.builtIn.resolve(config: config, toolbar: definition))
    var events: [String] = ["start \(state) \(controller.environment)"]
    check(controller, against: reference, point: &input, events: events)
    while !input.isAtEnd && events.count <= 64 {
      let event = nextEvent(&input, controller: controller, names: names)
      events.append("\(event)")
      switch event {
      case .handle(let toolbarEvent): _ = controller.handle(toolbarEvent)
      case .restore(let saved): _ = controller.restore(saved)
      }
      check(controller, against: reference, point: &input, events: events)
    }
  }

  enum Event {
    case handle(ToolbarEvent)
    case restore(SavedState)
  }

  /// Ids to choose from: the toolbar's (provider-made items included) and one that is in none.
  struct Names {
    var tiers: [String]
    var items: [String]
    var itemsByTier: [String: [String]]

    init(_ toolbar: ToolbarDefinition) {
      tiers = toolbar.tiers.map(\.id) + ["no-such-tier"]
      items = toolbar.allItems.map(\.id) + ["no-such-item"]
      itemsByTier = Dictionary(
        toolbar.tiers.map { ($0.id, $0.items.map(\.id)) }, uniquingKeysWith: { first, _ in first })
    }

    func tier(_ input: inout FuzzBytes) -> String { input.pick(tiers) }
    func item(_ input: inout FuzzBytes) -> String { input.pick(items) }

    /// Up to three items, mostly of `tier`.
    func items(_ input: inout FuzzBytes, in tier: String) -> [String] {
      let own = itemsByTier[tier] ?? []
      return (0..<input.index(4)).map { _ in input.flag() ? item(&input) : input.pick(own + items) }
    }
  }

  static func nextEvent(
    _ input: inout FuzzBytes, controller: ToolbarController, names: Names
  ) -> Event {
    switch input.index(13) {
    case 0: return .handle(.tap(item: names.item(&input)))
    case 1: return .handle(.tapAt(point(&input, in: controller.layout)))
    case 2: return .handle(.expand(tier: names.tier(&input)))
    case 3: return .handle(.collapse(tier: names.tier(&input)))
    case 4: return .handle(.toggle(tier: names.tier(&input)))
    case 5:
      let tier = names.tier(&input)
      return .handle(.setSelection(tier: tier, items: names.items(&input, in: tier)))
    case 6: return .handle(.clearSelection(tier: names.tier(&input)))
    case 7: return .handle(.hide(items: names.items(&input, in: names.tier(&input))))
    case 8: return .handle(.show(items: names.items(&input, in: names.tier(&input))))
    case 9: return .handle(.keyboard(keyboard(&input)))
    case 10:
      let container: Rect? =
        input.flag()
        ? nil
        : Rect(
          x: 0, y: 0, width: input.size(upTo: 1400), height: input.size(upTo: 1400))
      return .handle(
        .environment(environment(&input, from: controller.environment), container: container))
    case 11:
      var selection: [String: [String]] = [:]
      for _ in 0..<input.index(3) {
        let tier = names.tier(&input)
        selection[tier] = names.items(&input, in: tier)
      }
      let toolbar = input.index(8) == 0 ? "another-toolbar" : controller.toolbar.id
      let expanded = (0..<input.index(4)).map { _ in names.tier(&input) }
      return .restore(SavedState(toolbar: toolbar, expanded: expanded, selection: selection))
    default:
      // A tap where an item is (its centre), the way a user taps.
      let items = controller.layout.items
      guard !items.isEmpty else { return .handle(.tapAt(Point(x: 0, y: 0))) }
      let frame = items[input.index(items.count)].hitArea
      return .handle(
        .tapAt(Point(x: frame.x + frame.width / 2, y: frame.y + frame.height / 2)))
    }
  }

  /// The environment with one or more of its settings changed.
  static func environment(_ input: inout FuzzBytes, from base: LayoutEnvironment)
    -> LayoutEnvironment
  {
    var environment = base
    for _ in 0...input.index(3) {
      switch input.index(7) {
      case 0: environment.width = input.size(upTo: 1400)
      case 1: environment.scale = input.pick([1, 2, 3, 0, -2, .nan, 1.5])
      case 2: environment.textScale = input.pick([1, 0.8, 1.35, 3.1, 0, -1, .infinity])
      case 3: environment.layoutDirection = input.pick([.leftToRight, .rightToLeft])
      case 4: environment.keyboard = input.pick([.software, .hardware, .none])
      case 5:
        environment.safeArea = SafeAreaInsets(
          top: input.size(upTo: 60), left: input.size(upTo: 60), bottom: input.size(upTo: 60),
          right: input.size(upTo: 60))
      default: environment.width = input.pick([320, 375, 393, 430, 744, 1024, 1366])
      }
    }
    return environment
  }

  /// A keyboard notification: frames on screen, off screen, a hardware keyboard's strip, or any.
  static func keyboard(_ input: inout FuzzBytes) -> KeyboardEvent {
    func frame(_ input: inout FuzzBytes) -> Rect {
      switch input.index(5) {
      case 0: return Rect(x: 0, y: 852, width: 393, height: 336)
      case 1: return Rect(x: 0, y: 516, width: 393, height: 336)
      case 2: return Rect(x: 0, y: 808, width: 393, height: 44)
      case 3: return Rect(x: 0, y: 852 - input.size(upTo: 852), width: 393, height: 336)
      default:
        return Rect(
          x: input.size(upTo: 400), y: input.size(upTo: 900), width: input.size(upTo: 1400),
          height: input.size(upTo: 900))
      }
    }
    return KeyboardEvent(
      beginFrame: frame(&input), endFrame: frame(&input),
      duration: input.pick([0.25, 0, 0.5, -1, .nan]),
      curve: AnimationCurve(rawValue: input.pick([7, 0, 1, 2, 3, 99])), isLocal: input.index(8) != 0
    )
  }

  /// A point in or near the bar's hit region (overlay tiers above it included).
  static func point(_ input: inout FuzzBytes, in layout: ToolbarLayout) -> Point {
    let region = layout.hitRegion
    return Point(
      x: region.x - 10 + (region.width + 20) * Double(input.byte()) / 255,
      y: region.y - 10 + (region.height + 20) * Double(input.byte()) / 255)
  }

  static func check(
    _ controller: ToolbarController, against reference: LayoutEngine,
    point input: inout FuzzBytes, events: [String]
  ) {
    let fresh = reference.layout(
      environment: controller.effectiveEnvironment, state: controller.state)
    if controller.layout != fresh {
      FuzzFailure.fail(
        "controller",
        "the controller's layout differs from a fresh layout of its state after:\n  "
          + events.joined(separator: "\n  ")
          + "\ncontroller: \(describe(controller.layout))\nfresh:      \(describe(fresh))")
    }
    let probe = point(&input, in: fresh)
    if let problem = LayoutProperties.problem(in: controller.layout, probes: [probe]) {
      FuzzFailure.fail(
        "controller", "\(problem), after:\n  " + events.joined(separator: "\n  "))
    }
    if controller.layout.hitTest(probe)?.id != fresh.hitTest(probe)?.id {
      FuzzFailure.fail(
        "controller",
        "a tap at \(probe) hits \(controller.layout.hitTest(probe)?.id ?? "nothing") in the "
          + "controller's layout, \(fresh.hitTest(probe)?.id ?? "nothing") in a fresh one, after:\n  "
          + events.joined(separator: "\n  "))
    }
  }

  static func describe(_ layout: ToolbarLayout) -> String {
    "size \(layout.size) hitRegion \(layout.hitRegion) bottomInset \(layout.bottomInset)\n"
      + "  tiers \(Array(layout.tiers))\n  items \(Array(layout.items))\n"
      + "  warnings \(layout.warnings)\n  hitLines \(Array(layout.hitLines))"
  }
}
