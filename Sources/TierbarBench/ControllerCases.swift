import Tierbar

#if canImport(Glibc)
  import Glibc
#elseif canImport(Musl)
  import Musl
#elseif canImport(Darwin)
  import Darwin
#endif

/// The `controller.*` cases: what an app runs, through `ToolbarController`'s public API, on the
/// layout cases' bar (3 tiers × 10 titled buttons on `ipad-10`; the middle tier with
/// `selection: single`). Each is compared with `layout.relayout` in the same rounds.
/// - `controller.tap`: `handle(.tap(item:))` of an item of the middle tier, alternating between
///   two items, so every tap selects one (a `selectionChanged` effect, nothing else): the state
///   changed (by index: the item looked up once by its id, the selection written in place), the
///   bar laid out again into the controller's storage, its hit tester rebuilt, the effects worked
///   out. Allocates only what it returns: the effects array (the selection the effect reports is
///   the controller's own array, shared).
/// - `controller.frame`: `layoutFrame(at:)` of a tier sliding open (the top tier, collapsed in
///   this bar, after `handle(.expand(tier:))`), at a time in the slide that changes from call to
///   call: the bar laid out with the tier part-way, into the controller's storage, and its hit
///   tester rebuilt. Allocates nothing.
func controllerBenchCases() -> [BenchCase] {
  let fixture = ControllerBenchFixture()
  return [
    BenchCase(
      name: "controller.tap", operations: 1, baseline: "layout.relayout",
      targets: [.ratio(atMost: 3), .allocations(atMost: ControllerBenchFixture.tapAllocations)]
    ) { fixture.tap() },
    BenchCase(
      name: "controller.frame", operations: 1, baseline: "layout.relayout",
      targets: [.ratio(atMost: 3), .allocations(atMost: 0)]
    ) { fixture.frame() },
  ]
}

/// The controller the cases drive (a class so the closures share it).
final class ControllerBenchFixture {
  /// What a selecting tap returns: the effects array.
  static let tapAllocations = 1

  /// The controller behind a pointer allocated once: a stored property of this class would be
  /// checked for exclusive access (a runtime call) on every call, a cost of the harness.
  let controller: UnsafeMutablePointer<ToolbarController>
  let tapped = ["t1-bold", "t1-italic"]
  var next = 0
  /// The same bar with its top tier collapsed, then expanded: what `controller.frame` slides.
  let sliding: UnsafeMutablePointer<ToolbarController>
  /// The frames' times: 1/120 s apart, all inside the 0.1 s slide.
  let frameTimes = (1...11).map { Double($0) / 120 }
  var nextFrame = 0
  /// Results are folded in here so the optimizer cannot drop the work.
  var sink = 0.0

  init() {
    controller = Self.make(collapsingTheTopTier: false)
    if !controller.pointee.layout.warnings.isEmpty {
      print("controller bench: the bar produced warnings; figures include building them")
    }
    let effects = controller.pointee.handle(.tap(item: tapped[0]))
    guard effects.count == 1, case .selectionChanged = effects[0] else {
      Self.fail("a tap of \(tapped[0]) gave \(effects.map(\.type)), not one selectionChanged")
    }
    sliding = Self.make(collapsingTheTopTier: true)
    let expanded = sliding.pointee.handle(.expand(tier: "tier-2"))
    guard expanded.contains(where: { $0.type == "tierExpanded" }) else {
      Self.fail("expanding tier-2 gave \(expanded.map(\.type)), no tierExpanded")
    }
    let settled = sliding.pointee.layout.size.height
    sliding.pointee.layoutFrame(at: frameTimes[5])
    guard sliding.pointee.layout.size.height < settled else {
      Self.fail("a frame in the middle of the slide shows the settled bar")
    }
  }

  /// The layout cases' bar (the middle tier `selection: single`) in a controller on `ipad-10`,
  /// behind a pointer.
  static func make(collapsingTheTopTier: Bool) -> UnsafeMutablePointer<ToolbarController> {
    let tiers = (0..<3).map { tier in
      TierDefinition(
        id: "tier-\(tier)", height: .fixed(44), collapsed: collapsingTheTopTier && tier == 2,
        layout: RowLayout(spacing: 8), selection: tier == 1 ? .single : .none,
        items: LayoutBenchFixture.titles.map {
          ItemDefinition(id: "t\(tier)-\($0.lowercased())", title: $0)
        })
    }
    let toolbar = ToolbarDefinition(id: "bench", tiers: tiers)
    let environment =
      DevicePreset.named("ipad-10")?.environment() ?? LayoutEnvironment(width: 820)
    let controller = UnsafeMutablePointer<ToolbarController>.allocate(capacity: 1)
    controller.initialize(
      to: ToolbarController(
        config: TierbarConfig(toolbars: [toolbar]), toolbar: toolbar, environment: environment,
        container: Rect(x: 0, y: 0, width: 820, height: 1180)))
    return controller
  }

  deinit {
    for pointer in [controller, sliding] {
      pointer.deinitialize(count: 1)
      pointer.deallocate()
    }
  }

  func tap() {
    next = next == 0 ? 1 : 0
    sink += Double(controller.pointee.handle(.tap(item: tapped[next])).count)
  }

  func frame() {
    nextFrame = nextFrame == frameTimes.count - 1 ? 0 : nextFrame + 1
    sliding.pointee.layoutFrame(at: frameTimes[nextFrame])
    sink += sliding.pointee.layout.size.height
  }

  private static func fail(_ message: String) -> Never {
    writeToStandardError("tierbar-bench: controller cases: \(message)")
    exit(1)
  }
}
