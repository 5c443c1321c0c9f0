import Tierbar

/// The `layout.*` and `hit-test` cases. Owned by the layout work.
///
/// All five use the same bar: 3 tiers × 10 titled buttons (the yardstick) on an iPad
/// (820 pt: ten titles fit one line, so no overflow or hit-area warnings are built).
/// - `layout.baseline-loop`: the floor — the same placement written as a plain loop over
///   precomputed widths into preallocated storage: x advancing by width and spacing, tiers stacked
///   upwards from the base tier, each title centred in its tier on the pixel grid. `init` checks
///   that it produces exactly the engine's item frames (it once used a constant y and an
///   off-grid height, so it did less than the engine's placement). It reads and writes through
///   buffer pointers, as a C loop would: written against the fixture's array properties, every
///   write checked the array's uniqueness (a runtime call per item: 1,450 instructions a call
///   instead of 490, 140 ns instead of 60), which made the floor three times too high.
/// - `layout.first`: the first layout of a bar into fresh storage: every title measured, every
///   item placed, the output's buffer allocated (by dictionary state, as the controller does).
///   The engine it uses is built once, like an app's.
/// - `layout.engine`: building that engine, the registry's stage before layout: row providers
///   asked, styles resolved, the provider context's initial state built.
/// - `layout.relayout`: the per-frame step after a state change (an item hidden or shown), by
///   the state by index into reused storage (`layout(into:environment:progress:items:)`, the
///   call `ToolbarController` makes for every event and frame): expected to allocate nothing.
/// - `hit-test`: one `HitTester.itemIndex(at:)` of a point, by a tester built once from the
///   bar's layout. The points are 4,099 pseudo-random ones over the bar, too many for the branch
///   predictor to learn: over a cycle of 97 it learned enough of the searches' branches to show
///   10 ns for a search that takes 30 over points it cannot foresee, as a user's touches are.
/// - `hit-test.first`: what the first touch after a layout costs: the `layout.relayout` step
///   (on an output of its own), then the tester rebuilt for it (in its own storage), then one
///   hit test. Its baseline is `layout.relayout`: the difference is the tester and the hit test.
func layoutBenchCases() -> [BenchCase] {
  let fixture = LayoutBenchFixture()
  return [
    BenchCase(name: "layout.baseline-loop", operations: 1) { fixture.baselineLoop() },
    BenchCase(
      name: "layout.first", operations: 1, baseline: "layout.baseline-loop",
      targets: [.nanoseconds(atMost: 1_000)]
    ) {
      fixture.firstLayout()
    },
    BenchCase(name: "layout.engine", operations: 1) { fixture.buildEngine() },
    BenchCase(
      name: "layout.relayout", operations: 1, baseline: "layout.baseline-loop",
      targets: [.ratio(atMost: 7), .allocations(atMost: 0)]
    ) {
      fixture.relayout()
    },
    BenchCase(
      name: "hit-test", operations: 100,
      targets: [.nanoseconds(atMost: 20), .allocations(atMost: 0)]
    ) {
      fixture.hitTests(count: 100)
    },
    BenchCase(
      name: "hit-test.first", operations: 1, baseline: "layout.relayout",
      targets: [.allocations(atMost: 0)]
    ) { fixture.relayoutThenHitTest() },
  ]
}

/// Prebuilt inputs and reused outputs for the layout cases (a class so the closures share it).
final class LayoutBenchFixture {
  static let titles = [
    "Bold", "Italic", "Link", "Quote", "Code", "List", "Undo", "Redo", "Done", "Aa",
  ]

  let config: TierbarConfig
  let toolbar: ToolbarDefinition
  let registry = RowRegistry.builtIn
  let environment = DevicePreset.named("ipad-10")?.environment() ?? LayoutEnvironment(width: 820)
  let engine: LayoutEngine
  let initialState: ToolbarState
  /// What `layout.relayout` changes, in one value (see `RelayoutStep`), behind a pointer
  /// allocated once: a stored property of this class would be checked for exclusive access
  /// (a runtime call) on every call — a cost of the harness, not of the layout.
  let step: UnsafeMutablePointer<RelayoutStep>
  /// The same for `hit-test.first`, laying out into an output of its own.
  let firstHitStep: UnsafeMutablePointer<RelayoutStep>
  /// The tester `hit-test` asks, built from a layout of its own, held in a constant, so a batch
  /// reads it in place instead of copying it (a cost of the harness).
  let hitTester: HitTester
  let points: [Point]
  var pointIndex = 0
  /// Results are folded in here so the optimizer cannot drop the work.
  var sink = 0.0

  // The baseline's inputs and output, precomputed like the engine's (sizes on the pixel grid).
  let widths: [Double]
  let itemHeight: Double
  let tierHeight = 44.0
  var frames: [Rect]

  init() {
    let tiers = (0..<3).map { tier in
      TierDefinition(
        id: "tier-\(tier)", height: .fixed(44), collapsed: false,
        layout: RowLayout(spacing: 8),
        items: Self.titles.map { ItemDefinition(id: "t\(tier)-\($0.lowercased())", title: $0) })
    }
    toolbar = ToolbarDefinition(id: "bench", tiers: tiers)
    config = TierbarConfig(toolbars: [toolbar])
    engine = LayoutEngine(registry.resolve(config: config, toolbar: toolbar))
    initialState = ToolbarState.initial(for: engine.toolbar)
    var output = engine.layout(environment: environment, state: initialState)
    if !output.warnings.isEmpty {
      print("layout bench: the bar produced warnings; figures include building them")
    }
    // The state by index, as a controller keeps it: every tier expanded, every item shown.
    let progress = Array(repeating: 1.0, count: toolbar.tiers.count)
    let items = Array(repeating: ItemState(), count: toolbar.tiers.count * Self.titles.count)
    engine.layout(into: &output, environment: environment, progress: progress, items: items)
    let relayoutStep = { [engine, environment] (output: ToolbarLayout) in
      let step = UnsafeMutablePointer<RelayoutStep>.allocate(capacity: 1)
      step.initialize(
        to: RelayoutStep(
          engine: engine, environment: environment, progress: progress, items: items,
          output: output, toggledItem: engine.itemIndex("t1-quote") ?? 0))
      return step
    }
    step = relayoutStep(output)
    firstHitStep = relayoutStep(engine.layout(environment: environment, state: initialState))
    hitTester = HitTester(engine.layout(environment: environment, state: initialState))
    // A fixed-seed linear congruential sequence: the same points in every run.
    var seed: UInt64 = 0x9E37_79B9_7F4A_7C15
    points = (0..<4099).map { _ in
      seed = seed &* 6_364_136_223_846_793_005 &+ 1_442_695_040_888_963_407
      let x = Double((seed >> 33) % 820) + 0.5
      seed = seed &* 6_364_136_223_846_793_005 &+ 1_442_695_040_888_963_407
      let y = Double((seed >> 33) % 132) + 0.5
      return Point(x: x, y: y)
    }
    let measurer = HeadlessTextMeasurer()
    let scale = environment.scale
    func ceilToPixel(_ value: Double) -> Double { (value * scale - 1e-7).rounded(.up) / scale }
    widths = (0..<3).flatMap { _ in
      Self.titles.map {
        ceilToPixel(measurer.measure($0, font: FontSpec(), textScale: 1).width + 16)
      }
    }
    itemHeight = ceilToPixel(measurer.measure("Aa", font: FontSpec(), textScale: 1).height)
    frames = Array(repeating: .zero, count: 30)
    baselineLoop()
    if frames != output.items.map(\.frame) {
      print("layout bench: the baseline loop's frames differ from the engine's; fix the baseline")
    }
  }

  deinit {
    step.deinitialize(count: 1)
    step.deallocate()
    firstHitStep.deinitialize(count: 1)
    firstHitStep.deallocate()
  }

  func baselineLoop() {
    let scale = environment.scale
    let itemHeight = itemHeight
    let tierHeight = tierHeight
    let last = widths.withUnsafeBufferPointer { widths in
      frames.withUnsafeMutableBufferPointer { frames in
        var index = 0
        for tier in 0..<3 {
          var x = 8.0  // the leading padding
          // Tiers stack upwards from the base tier; the titles are centred, on the pixel grid.
          let tierTop = Double(2 - tier) * tierHeight
          let y = ((tierTop + (tierHeight - itemHeight) / 2) * scale).rounded() / scale
          for _ in 0..<10 {
            let width = widths[index]
            frames[index] = Rect(x: x, y: y, width: width, height: itemHeight)
            x += width + 8
            index += 1
          }
        }
        return frames[29].x
      }
    }
    sink += last
  }

  func firstLayout() {
    let layout = engine.layout(environment: environment, state: initialState)
    // Read through `frame(at:)`: making the last `ItemFrame` would copy its id strings, a cost
    // of this read, not of the layout.
    sink += layout.items.isEmpty ? 0 : layout.items.frame(at: layout.items.count - 1).x
  }

  func buildEngine() {
    let engine = LayoutEngine(registry.resolve(config: config, toolbar: toolbar))
    sink += Double(engine.toolbar.tiers.count)
  }

  func relayout() {
    sink += step.pointee.run()
  }

  func relayoutThenHitTest() {
    pointIndex = pointIndex >= points.count - 1 ? 0 : pointIndex + 1
    sink += firstHitStep.pointee.runThenHitTest(points[pointIndex])
  }

  func hitTests(count: Int) {
    var index = pointIndex
    var found = 0
    // The points read through a pointer, the index kept in range by the wrap: no bounds or
    // overflow check per hit test (costs of the harness).
    points.withUnsafeBufferPointer { points in
      let last = points.count - 1
      for _ in 0..<count {
        index = index >= last ? 0 : index &+ 1
        if let hit = hitTester.itemIndex(at: points[index]) { found &+= hit }
      }
    }
    pointIndex = index
    sink += Double(found)
  }
}

/// The relayout case's state as one value, changed by a mutating method: the engine, state and
/// output are then read in place (the method has exclusive access to them), where reading them
/// from the fixture's properties for each call would copy them (retaining their storage) —
/// costs of the harness, not of the layout.
struct RelayoutStep {
  let engine: LayoutEngine
  let environment: LayoutEnvironment
  let progress: [Double]
  var items: [ItemState]
  var output: ToolbarLayout
  let toggledItem: Int
  var toggle = false
  /// Rebuilt for `output` by `runThenHitTest`.
  var tester = HitTester()

  /// Hides or shows one item of the middle tier and lays out again into the same storage.
  mutating func run() -> Double {
    toggle.toggle()
    items[toggledItem].isHidden = toggle
    engine.layout(into: &output, environment: environment, progress: progress, items: items)
    return output.items.frame(at: output.items.count - 1).x
  }

  /// `run`, then the tester rebuilt for the new layout, then one hit test.
  mutating func runThenHitTest(_ point: Point) -> Double {
    let x = run()
    tester.rebuild(for: output)
    return x + Double(tester.itemIndex(at: point) ?? -1)
  }
}
