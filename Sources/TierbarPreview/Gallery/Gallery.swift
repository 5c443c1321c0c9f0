import TierbarInteraction
import TierbarLayout
import TierbarModel

/// Light or dark: the two appearances every gallery row is drawn in.
public enum GalleryAppearance: String, Hashable, Sendable, CaseIterable {
  case light, dark
}

/// Everything a gallery page shows: the toolbar on each device, in each appearance, in every
/// expansion state; where a click on an item leads; and how the switch animates.
public struct Gallery: Hashable, Sendable {
  public var title: String
  public var states: [GalleryState]
  /// State key → item id → state key (see `GalleryStates.transitions`).
  public var transitions: [String: [String: String]]
  /// How a tier expands or collapses: the controller's own timing for a toggle.
  public var timing: AnimationTiming
  /// One row per device and appearance, devices in the order given, light before dark.
  public var rows: [GalleryRow]

  public init(
    title: String, states: [GalleryState], transitions: [String: [String: String]],
    timing: AnimationTiming, rows: [GalleryRow]
  ) {
    self.title = title
    self.states = states
    self.transitions = transitions
    self.timing = timing
    self.rows = rows
  }
}

public struct GalleryRow: Hashable, Sendable {
  public var device: DevicePreset
  public var appearance: GalleryAppearance
  /// One per state, in `Gallery.states` order.
  public var pictures: [GalleryPicture]

  public init(device: DevicePreset, appearance: GalleryAppearance, pictures: [GalleryPicture]) {
    self.device = device
    self.appearance = appearance
    self.pictures = pictures
  }
}

public struct GalleryPicture: Hashable, Sendable {
  public var state: GalleryState
  /// An `<svg>` element (an XML declaration before it is dropped when the page is written).
  public var svg: String

  public init(state: GalleryState, svg: String) {
    self.state = state
    self.svg = svg
  }
}

/// What the renderer is asked to draw for one picture.
public struct GalleryShot: Sendable {
  public var device: DevicePreset
  public var environment: LayoutEnvironment
  public var state: GalleryState
  public var toolbarState: ToolbarState
  public var layout: ToolbarLayout
  public var appearance: GalleryAppearance
}

extension Gallery {
  /// Lays the toolbar out on every device in every state, and has `draw` turn each layout into
  /// an SVG picture per appearance. `environment` gives a device's environment (the preset's,
  /// with any layout flags applied); `base` the selections and hidden items every state starts
  /// from (default: the toolbar's initial state).
  public static func make(
    title: String, engine: LayoutEngine, devices: [DevicePreset], base: ToolbarState? = nil,
    environment: (DevicePreset) -> LayoutEnvironment = { $0.environment() },
    draw: (GalleryShot) -> String
  ) -> Gallery {
    let toolbar = engine.toolbar
    let states = GalleryStates.states(of: toolbar)
    var rows: [GalleryRow] = []
    for device in devices {
      let deviceEnvironment = environment(device)
      let laidOut = states.map { state in
        let toolbarState = state.state(for: toolbar, base: base)
        return (
          state, toolbarState, engine.layout(environment: deviceEnvironment, state: toolbarState)
        )
      }
      for appearance in GalleryAppearance.allCases {
        let pictures = laidOut.map { state, toolbarState, layout in
          GalleryPicture(
            state: state,
            svg: draw(
              GalleryShot(
                device: device, environment: deviceEnvironment, state: state,
                toolbarState: toolbarState, layout: layout, appearance: appearance)))
        }
        rows.append(GalleryRow(device: device, appearance: appearance, pictures: pictures))
      }
    }
    return Gallery(
      title: title, states: states,
      transitions: GalleryStates.transitions(of: toolbar, states: states),
      timing: tierTiming(engine: engine, environment: devices.first.map(environment)),
      rows: rows)
  }

  /// The timing the controller itself gives a tier's expansion: read from the effect of toggling
  /// the first collapsible tier, so the gallery animates exactly as an app's bar would (the
  /// controller's `Options.tierAnimation`; a config does not set it).
  public static func tierTiming(engine: LayoutEngine, environment: LayoutEnvironment?)
    -> AnimationTiming
  {
    let fallback = ToolbarController.Options().tierAnimation
    guard let tier = GalleryStates.collapsibleTiers(of: engine.toolbar).first else {
      return fallback
    }
    let environment = environment ?? LayoutEnvironment()
    var controller = ToolbarController(
      engine: engine, environment: environment,
      container: Rect(x: 0, y: 0, width: environment.width, height: 1000))
    for effect in controller.handle(.toggle(tier: tier)) {
      switch effect {
      case .tierExpanded(let animation), .tierCollapsed(let animation): return animation.timing
      default: continue
      }
    }
    return fallback
  }

  /// The three devices a gallery shows unless told otherwise: the narrowest and the widest
  /// portrait iPhone, and the first portrait iPad.
  public static var defaultDevices: [DevicePreset] {
    let portrait = DevicePreset.all.filter { $0.screen.width < $0.screen.height }
    let phones = portrait.filter { $0.name.hasPrefix("iphone") }
    var devices: [DevicePreset] = []
    if let smallest = phones.min(by: { $0.screen.width < $1.screen.width }) {
      devices.append(smallest)
    }
    if let largest = phones.max(by: { $0.screen.width < $1.screen.width }),
      !devices.contains(largest)
    {
      devices.append(largest)
    }
    if let pad = portrait.first(where: { $0.name.hasPrefix("ipad") }) { devices.append(pad) }
    return devices
  }
}
