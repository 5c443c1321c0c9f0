import TierbarLayout
import TierbarModel

/// A decoded `tierbar simulate` script: which toolbar, in which world, and the steps to run.
public struct SimulationScript: Hashable, Sendable {
  public var toolbar: String
  /// The starting environment: `LayoutEnvironment()`'s defaults with the script's settings applied.
  public var environment: LayoutEnvironment
  /// The container's frame in screen coordinates (the screen is taken to be the container).
  /// Defaults to the `device` preset's screen when the script names a device.
  public var container: Rect
  public var steps: [SimulationStep]

  public init(
    toolbar: String, environment: LayoutEnvironment, container: Rect, steps: [SimulationStep]
  ) {
    self.toolbar = toolbar
    self.environment = environment
    self.container = container
    self.steps = steps
  }
}

public struct SimulationStep: Hashable, Sendable {
  public var action: Action
  /// Where the step is written, for run-time errors.
  public var range: SourceRange

  public init(_ action: Action, range: SourceRange = .fileStart) {
    self.action = action
    self.range = range
  }

  public enum Action: Hashable, Sendable {
    case tap(String)
    /// A point in the bar's coordinates (as `tierbar hit --point`).
    case tapAt(Point)
    case expand(String)
    case collapse(String)
    case toggle(String)
    case hide([String])
    case show([String])
    /// The app sets selections: tier → items.
    case select([TierItems])
    case clear(String)
    case environment(EnvironmentSettings)
    case keyboard(KeyboardStep)
    /// Seconds into the latest bar animation.
    case sample(Double)
    /// A path relative to the script's folder (the `SimulationFiles` resolves it).
    case save(String)
    case restore(String)
  }

  /// One line, as the step would be written: `tap: bell`.
  public var summary: String {
    switch action {
    case .tap(let item): return "tap: \(item)"
    case .tapAt(let point):
      return "tap-at: [\(OrderedJSON.format(point.x)), \(OrderedJSON.format(point.y))]"
    case .expand(let tier): return "expand: \(tier)"
    case .collapse(let tier): return "collapse: \(tier)"
    case .toggle(let tier): return "toggle: \(tier)"
    case .hide(let items): return "hide: [\(items.joined(separator: ", "))]"
    case .show(let items): return "show: [\(items.joined(separator: ", "))]"
    case .select(let selections):
      let parts = selections.map { "\($0.tier): [\($0.items.joined(separator: ", "))]" }
      return "select: {\(parts.joined(separator: ", "))}"
    case .clear(let tier): return "clear: \(tier)"
    case .environment(let settings): return "environment: {\(settings.summary)}"
    case .keyboard(let keyboard):
      return "keyboard: end \(SimulationReport.describe(keyboard.end))"
    case .sample(let time): return "sample: \(OrderedJSON.format(time))"
    case .save(let path): return "save: \(path)"
    case .restore(let path): return "restore: \(path)"
    }
  }
}

public struct TierItems: Hashable, Sendable {
  public var tier: String
  public var items: [String]

  public init(tier: String, items: [String]) {
    self.tier = tier
    self.items = items
  }
}

/// Environment settings as written: each one optional, applied over the current environment —
/// first the `device` preset (`DevicePreset`: width, safe area, scale), then the explicit keys.
public struct EnvironmentSettings: Hashable, Sendable {
  public var device: String?
  public var width: Double?
  public var safeArea: SafeAreaInsets?
  public var keyboard: LayoutEnvironment.KeyboardMode?
  public var scale: Double?
  public var rtl: Bool?
  public var textScale: Double?
  /// Only in an `environment` step: the container's new frame (rotation).
  public var container: Rect?

  public init(
    device: String? = nil, width: Double? = nil, safeArea: SafeAreaInsets? = nil,
    keyboard: LayoutEnvironment.KeyboardMode? = nil, scale: Double? = nil, rtl: Bool? = nil,
    textScale: Double? = nil, container: Rect? = nil
  ) {
    self.device = device
    self.width = width
    self.safeArea = safeArea
    self.keyboard = keyboard
    self.scale = scale
    self.rtl = rtl
    self.textScale = textScale
    self.container = container
  }

  /// The settings that are given, as written: `device: iphone-15, keyboard: hardware`.
  public var summary: String {
    var parts: [String] = []
    if let device { parts.append("device: \(device)") }
    if let width { parts.append("width: \(OrderedJSON.format(width))") }
    if let safeArea {
      let sides = [safeArea.top, safeArea.left, safeArea.bottom, safeArea.right]
      parts.append("safe-area: [\(sides.map(OrderedJSON.format).joined(separator: ", "))]")
    }
    if let keyboard { parts.append("keyboard: \(keyboard.rawValue)") }
    if let scale { parts.append("scale: \(OrderedJSON.format(scale))") }
    if let rtl { parts.append("rtl: \(rtl)") }
    if let textScale { parts.append("text-scale: \(OrderedJSON.format(textScale))") }
    if let container {
      let values = [container.x, container.y, container.width, container.height]
      parts.append("container: [\(values.map(OrderedJSON.format).joined(separator: ", "))]")
    }
    return parts.joined(separator: ", ")
  }

  public func applied(to base: LayoutEnvironment) -> LayoutEnvironment {
    var environment = base
    if let device, let preset = DevicePreset.named(device) {
      environment.width = preset.screen.width
      environment.safeArea = preset.safeArea
      environment.scale = preset.scale
    }
    if let width { environment.width = width }
    if let safeArea { environment.safeArea = safeArea }
    if let keyboard { environment.keyboard = keyboard }
    if let scale { environment.scale = scale }
    if let rtl { environment.layoutDirection = rtl ? .rightToLeft : .leftToRight }
    if let textScale { environment.textScale = textScale }
    return environment
  }
}

/// A keyboard notification as a script writes it. Frames are in screen coordinates.
public struct KeyboardStep: Hashable, Sendable {
  /// nil: the previous keyboard event's end frame, or — before any — `end` moved to start at the
  /// container's bottom (the keyboard sliding in from off screen).
  public var begin: Rect?
  public var end: Rect
  /// Default 0.25 s.
  public var duration: Double
  /// Default 7 (the keyboard's curve).
  public var curve: AnimationCurve
  /// Default true.
  public var isLocal: Bool

  public init(
    begin: Rect? = nil, end: Rect, duration: Double = 0.25, curve: AnimationCurve = .keyboard,
    isLocal: Bool = true
  ) {
    self.begin = begin
    self.end = end
    self.duration = duration
    self.curve = curve
    self.isLocal = isLocal
  }
}
