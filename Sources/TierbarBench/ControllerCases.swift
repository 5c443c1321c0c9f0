#if canImport(Glibc)
  import Glibc
#elseif canImport(Musl)
  import Musl
#elseif canImport(Darwin)
  import Darwin
#endif
import Tierbar

/// The `controller.*` cases: what an app runs, through `ToolbarController`'s public API, on the
/// layout cases' bar (3 tiers × 10 titled buttons on `ipad-10`; the middle tier with
/// `selection: single`). Each is compared with `layout.relayout` in the same rounds.
/// - `controller.tap`: `handle(.tap(item:))` of an item of the middle tier, alternating between
///   two items, so every tap selects one (a `selectionChanged` effect, nothing else): the state
///   changed, the bar laid out again into the controller's storage, its hit tester rebuilt, the
///   effects worked out. Allocates only what it returns: the effects array and the new
///   selection (one array, shared by the effect and the state).
func controllerBenchCases() -> [BenchCase] {
  let fixture = ControllerBenchFixture()
  return [
    BenchCase(
      name: "controller.tap", operations: 1, baseline: "layout.relayout",
      allocationLimit: ControllerBenchFixture.tapAllocations
    ) { fixture.tap() }
  ]
}

/// The controller the cases drive (a class so the closures share it).
final class ControllerBenchFixture {
  /// What a selecting tap returns: the effects array and the new selection's array.
  static let tapAllocations = 2

  /// The controller behind a pointer allocated once: a stored property of this class would be
  /// checked for exclusive access (a runtime call) on every call, a cost of the harness.
  let controller: UnsafeMutablePointer<ToolbarController>
  let tapped = ["t1-bold", "t1-italic"]
  var next = 0
  /// Results are folded in here so the optimizer cannot drop the work.
  var sink = 0

  init() {
    let tiers = (0..<3).map { tier in
      TierDefinition(
        id: "tier-\(tier)", height: .fixed(44), collapsed: false,
        layout: RowLayout(spacing: 8), selection: tier == 1 ? .single : .none,
        items: LayoutBenchFixture.titles.map {
          ItemDefinition(id: "t\(tier)-\($0.lowercased())", title: $0)
        })
    }
    let toolbar = ToolbarDefinition(id: "bench", tiers: tiers)
    let environment =
      DevicePreset.named("ipad-10")?.environment() ?? LayoutEnvironment(width: 820)
    controller = UnsafeMutablePointer<ToolbarController>.allocate(capacity: 1)
    controller.initialize(
      to: ToolbarController(
        config: TierbarConfig(toolbars: [toolbar]), toolbar: toolbar, environment: environment,
        container: Rect(x: 0, y: 0, width: 820, height: 1180)))
    if !controller.pointee.layout.warnings.isEmpty {
      print("controller bench: the bar produced warnings; figures include building them")
    }
    let effects = controller.pointee.handle(.tap(item: tapped[0]))
    guard effects.count == 1, case .selectionChanged = effects[0] else {
      fail("a tap of \(tapped[0]) gave \(effects.map(\.type)), not one selectionChanged")
    }
  }

  deinit {
    controller.deinitialize(count: 1)
    controller.deallocate()
  }

  func tap() {
    next = next == 0 ? 1 : 0
    sink &+= controller.pointee.handle(.tap(item: tapped[next])).count
  }

  private func fail(_ message: String) -> Never {
    writeToStandardError("tierbar-bench: controller cases: \(message)")
    exit(1)
  }
}
