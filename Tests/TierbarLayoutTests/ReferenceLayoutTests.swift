import Testing
import Tierbar
import TierbarTestSupport

@testable import TierbarLayout

/// The differential suite: every entry point of the layout — a fresh layout, a layout into
/// reused storage, a layout by index into reused storage, and the controller's `handle` and
/// `layoutFrame(at:)` —
/// against the reference layout (`ReferenceLayout`), exactly, over generated toolbars
/// (`ToolbarGenerator`) × seeded random walks of their state and environment.
@Suite struct ReferenceLayoutTests {
  static let seeds = Array(UInt64(1)...160)
  static let steps = 14

  /// Layouts of one walk step: what the reference gives, and each entry point.
  struct Walk {
    let generated: GeneratedCase
    let engine: LayoutEngine
    var random: SeededRandom
    var state: ToolbarState
    var environment: LayoutEnvironment
    var reused = ToolbarLayout(toolbar: "", size: .zero, hitRegion: .zero, tiers: [], items: [])
    var byIndex = ToolbarLayout(toolbar: "", size: .zero, hitRegion: .zero, tiers: [], items: [])

    init(seed: UInt64) {
      generated = ToolbarGenerator.make(seed: seed)
      // Odd seeds measure with a measurer of their own, so both measuring paths are compared.
      engine =
        seed % 2 == 1
        ? LayoutEngine(
          RowRegistry.testing.resolve(config: generated.config, toolbar: generated.toolbar),
          measurer: FixedAdvanceMeasurer())
        : generated.engine()
      random = SeededRandom(seed: seed &* 0x2545_F491_4F6C_DD1D)
      state = generated.state
      environment = generated.environment
    }

    var itemIDs: [String] { engine.toolbar.tiers.flatMap { $0.items.map(\.id) } }
    var tierIDs: [String] { engine.toolbar.tiers.map(\.id) }

    /// One random change of the state or the environment.
    mutating func step() {
      let items = itemIDs
      let tiers = tierIDs
      switch Int.random(in: 0..<10, using: &random) {
      case 0, 1:
        if let id = items.randomElement(using: &random) {
          if state.hiddenItems.remove(id) == nil { state.hiddenItems.insert(id) }
        }
      case 2:
        if let id = items.randomElement(using: &random) {
          if state.disabledItems.remove(id) == nil { state.disabledItems.insert(id) }
        }
      case 3:
        if let tier = engine.toolbar.tiers.randomElement(using: &random) {
          let chosen = tier.items.map(\.id).filter { _ in Int.random(in: 0..<3, using: &random) == 0
          }
          state.selection[tier.id] = Array(chosen.prefix(2))
        }
      case 4, 5:
        if let tier = tiers.randomElement(using: &random) {
          state.expansion[tier] =
            [0, 1, 1, 0.25, 0.5, 0.999, Double.random(in: 0...1, using: &random), -1, 2, .nan]
            .randomElement(using: &random) ?? 1
        }
      case 6:
        environment.layoutDirection =
          environment.layoutDirection == .leftToRight ? .rightToLeft : .leftToRight
      case 7:
        environment.width =
          [
            0, 120, 320, 375, 393, 430, 820, 1024, Double.random(in: 0...1200, using: &random),
            .nan, -5,
          ]
          .randomElement(using: &random) ?? 393
      case 8:
        environment.scale = [1, 2, 3, 1.5, 2.6, 0, .nan, 40].randomElement(using: &random) ?? 3
      default:
        environment.textScale = [0.8, 1, 1.3, 2, 0.0].randomElement(using: &random) ?? 1
        environment.safeArea.left = Bool.random(using: &random) ? 0 : 47
      }
    }

    /// Every entry point laid out at this step, compared with the reference.
    mutating func compare(step: Int) {
      let reference = engine.referenceLayout(environment: environment, state: state)
      let label = "seed \(generated.seed) step \(step)"
      #expect(engine.layout(environment: environment, state: state) == reference, "fresh, \(label)")
      engine.layout(into: &reused, environment: environment, state: state)
      #expect(reused == reference, "reused storage, \(label)")
      let (progress, items) = indexed(state, for: engine)
      engine.layout(into: &byIndex, environment: environment, progress: progress, items: items)
      #expect(byIndex == reference, "by index, \(label)")
      if step == 0 && generated.seed % 2 == 0 {
        // The one-call convenience builds its own engine (with the headless measurer).
        let once = TierbarLayout.layout(
          generated.toolbar, config: generated.config, environment: environment, state: state,
          registry: .testing)
        #expect(once == reference, "layout(_:config:…), \(label)")
      }
    }
  }

  @Test(arguments: seeds)
  func engineEntryPointsMatchTheReference(seed: UInt64) {
    var walk = Walk(seed: seed)
    walk.compare(step: 0)
    for step in 1...Self.steps {
      walk.step()
      walk.compare(step: step)
    }
  }

  /// The controller's layout after each event of a random walk equals the reference layout of
  /// the controller's own state and environment; so does each animation frame after it, at the
  /// progress the frame shows its tiers at.
  @Test(arguments: seeds)
  func controllerLayoutMatchesTheReference(seed: UInt64) {
    let generated = ToolbarGenerator.make(seed: seed)
    var random = SeededRandom(seed: seed &+ 0x51)
    var controller = ToolbarController(
      engine: generated.engine(), environment: generated.environment,
      container: Rect(x: 0, y: 0, width: generated.environment.width, height: 800))
    let items = controller.toolbar.tiers.flatMap { $0.items.map(\.id) }
    let tiers = controller.toolbar.tiers.map(\.id)
    func check(_ label: String) {
      let reference = controller.engine.referenceLayout(
        environment: controller.effectiveEnvironment, state: controller.state)
      #expect(controller.layout == reference, "seed \(seed): \(label)")
      // The tester the controller kept answers as one built from this layout afresh, at each
      // item's hit-area corners and centre and on a grid over the bar's hit region (a kept
      // tester must not lag behind a moved area).
      let fresh = HitTester(reference)
      var points: [Point] = []
      for area in reference.items.map(\.hitArea) {
        points.append(Point(x: area.x, y: area.y))
        points.append(Point(x: area.x + area.width / 2, y: area.y + area.height / 2))
        points.append(Point(x: area.x + area.width - 0.01, y: area.y + area.height - 0.01))
      }
      let region = reference.hitRegion
      for column in 0..<20 {
        for row in 0..<10 {
          let x = region.x + region.width * Double(column) / 20
          points.append(Point(x: x, y: region.y + region.height * Double(row) / 10))
        }
      }
      for point in points {
        #expect(
          controller.hitTester.itemIndex(at: point) == fresh.itemIndex(at: point),
          "seed \(seed): \(label): hit test at \(point)")
      }
    }
    check("initial")
    for step in 1...Self.steps {
      let item = items.randomElement(using: &random) ?? ""
      let tier = tiers.randomElement(using: &random) ?? ""
      var environment = controller.environment
      let event: ToolbarEvent
      switch Int.random(in: 0..<9, using: &random) {
      case 0, 1: event = .tap(item: item)
      case 2: event = .hide(items: [item])
      case 3: event = .show(items: [item])
      case 4: event = .toggle(tier: tier)
      case 5: event = Bool.random(using: &random) ? .expand(tier: tier) : .collapse(tier: tier)
      case 6: event = .clearSelection(tier: tier)
      case 7:
        environment.layoutDirection =
          environment.layoutDirection == .leftToRight ? .rightToLeft : .leftToRight
        event = .environment(environment)
      default:
        environment.width = [320, 393, 430, 820].randomElement(using: &random) ?? 393
        environment.textScale = [0.8, 1, 1.3].randomElement(using: &random) ?? 1
        environment.scale = [2, 3].randomElement(using: &random) ?? 3
        event = .environment(environment)
      }
      _ = controller.handle(event)
      check("step \(step), \(event)")
      let time = [0.01, 0.05, 0.09].randomElement(using: &random) ?? 0.05
      controller.layoutFrame(at: time)
      var frame = controller.state
      for (index, tier) in controller.toolbar.tiers.enumerated()
      where index < controller.layout.tiers.count {
        frame.expansion[tier.id] = controller.layout.tiers[index].progress
      }
      let reference = controller.engine.referenceLayout(
        environment: controller.effectiveEnvironment, state: frame)
      #expect(controller.layout == reference, "seed \(seed): frame at \(time) after step \(step)")
    }
  }

  /// A hand-written case the generator does not reach: an empty one-line tier whose fixed
  /// height is less than its padding is too short, whichever path places it.
  @Test func emptyTierShorterThanItsPaddingIsTooShort() {
    let tier = TierDefinition(
      id: "t", kind: "buttons", height: .fixed(10),
      layout: RowLayout(padding: EdgeInsets(top: 8, leading: 8, bottom: 8, trailing: 8)),
      items: [ItemDefinition(id: "a", title: "A", hidden: true)])
    let toolbar = ToolbarDefinition(id: "bar", tiers: [tier])
    let engine = LayoutEngine(
      RowRegistry.testing.resolve(config: TierbarConfig(toolbars: [toolbar]), toolbar: toolbar))
    let state = ToolbarState.initial(for: engine.toolbar)
    let layout = engine.layout(environment: LayoutEnvironment(), state: state)
    #expect(layout.warnings.map(\.code) == [.tierTooShort])
    #expect(layout == engine.referenceLayout(environment: LayoutEnvironment(), state: state))
  }
}

/// A measurer that is not the headless one (so the engine measures through the protocol): a
/// fixed advance per scalar, with a line height that is not on any pixel grid.
struct FixedAdvanceMeasurer: TextMeasurer {
  func measure(_ text: String, font: FontSpec, textScale: Double) -> Size {
    let points = (font.size ?? 17) * (textScale > 0 ? textScale : 1)
    return Size(width: Double(text.unicodeScalars.count) * points * 0.57, height: points * 1.21)
  }
}
