import TierbarLayout
import TierbarModel
import TierbarRows

/// The result of decoding a script: the script when no diagnostic is an error.
public struct SimulationScriptResult: Sendable {
  public var script: SimulationScript?
  public var diagnostics: [Diagnostic]

  public init(script: SimulationScript?, diagnostics: [Diagnostic]) {
    self.script = script
    self.diagnostics = diagnostics
  }
}

extension SimulationScript {
  public static let topLevelKeys = ["toolbar", "environment", "container", "steps"]
  public static let environmentKeys = [
    "device", "width", "safe-area", "keyboard", "scale", "rtl", "text-scale",
  ]
  public static let stepNames = [
    "tap", "tap-at", "expand", "collapse", "toggle", "hide", "show", "select", "clear",
    "environment", "keyboard", "sample", "save", "restore",
  ]
  public static let keyboardKeys = ["begin", "end", "duration", "curve", "local"]

  /// Decodes a script's node tree (read by the YAML reader) against the config it will run on, so
  /// tier and item ids are checked here, with "did you mean". Never traps; every mistake is a
  /// located diagnostic (`file` left nil for the caller to fill in).
  public static func decode(
    _ root: ConfigNode, config: TierbarConfig, registry: RowRegistry = .builtIn
  ) -> SimulationScriptResult {
    var decoder = ScriptDecoder(config: config, registry: registry)
    let script = decoder.decode(root)
    let diagnostics = decoder.reader.diagnostics
    return SimulationScriptResult(
      script: diagnostics.hasErrors ? nil : script, diagnostics: diagnostics)
  }
}

struct ScriptDecoder {
  var reader = ScriptReader()
  let config: TierbarConfig
  let registry: RowRegistry
  /// The toolbar with provider-generated items resolved, once known.
  var toolbar: ToolbarDefinition? {
    didSet { ids = KnownIDs(toolbar) }
  }
  /// Its item and tier ids, looked up by every step that names one.
  var ids = KnownIDs(nil)

  /// A toolbar's ids as sets, and "did you mean" over them shared by every step, so a script of
  /// many steps costs its length, not its length times the toolbar's size.
  struct KnownIDs {
    var items: Set<String>
    var tiers: Set<String>
    var itemSuggestions: SuggestionIndex
    var tierSuggestions: SuggestionIndex

    init(_ toolbar: ToolbarDefinition?) {
      let itemIDs = toolbar?.allItems.map(\.id) ?? []
      let tierIDs = toolbar?.tiers.map(\.id) ?? []
      items = Set(itemIDs)
      tiers = Set(tierIDs)
      itemSuggestions = SuggestionIndex(itemIDs)
      tierSuggestions = SuggestionIndex(tierIDs)
    }
  }

  init(config: TierbarConfig, registry: RowRegistry) {
    self.config = config
    self.registry = registry
  }

  mutating func decode(_ root: ConfigNode) -> SimulationScript? {
    guard root.mapping != nil else {
      reader.error(
        .scriptNotMapping,
        "a script is a mapping with toolbar, environment, container and steps; found "
          + "\(root.kindDescription)", at: root)
      return nil
    }
    guard
      let entries = reader.entries(
        of: root, allowed: SimulationScript.topLevelKeys, what: "a script")
    else { return nil }
    var values: [String: ConfigNode] = [:]
    for (key, entry) in entries { values[key] = entry.value }

    let toolbarID = decodeToolbar(values["toolbar"], root: root)
    var environment = LayoutEnvironment()
    var device: DevicePreset?
    if let node = values["environment"], let settings = environmentSettings(node, inStep: false) {
      environment = settings.applied(to: environment)
      device = settings.device.flatMap(DevicePreset.named)
    }
    var container: Rect?
    if let node = values["container"] {
      container = reader.frame(node, what: "container")
      if let frame = container, frame.width <= 0 || frame.height <= 0 {
        reader.error(
          .scriptInvalidFrame, "container: width and height must be greater than 0", at: node)
      }
    } else if let device {
      container = Rect(x: 0, y: 0, width: device.screen.width, height: device.screen.height)
    } else {
      reader.error(
        .scriptMissingKey,
        "a script needs 'container: [x, y, width, height]' (the view the bar's frame is reported in, "
          + "in screen coordinates), or an environment 'device' whose screen it defaults to",
        at: root)
    }
    var steps: [SimulationStep] = []
    if let node = values["steps"] {
      if let list = node.sequence {
        steps = list.compactMap { step($0) }
      } else {
        reader.error(
          .scriptWrongType, "steps must be a list, found \(node.kindDescription)", at: node)
      }
    } else {
      reader.error(.scriptMissingKey, "a script needs 'steps:', a list of steps", at: root)
    }
    guard let toolbarID, let container else { return nil }
    return SimulationScript(
      toolbar: toolbarID, environment: environment, container: container, steps: steps)
  }

  mutating func decodeToolbar(_ node: ConfigNode?, root: ConfigNode) -> String? {
    let ids = config.toolbars.map(\.id)
    guard let node else {
      if config.toolbars.count == 1, let only = config.toolbars.first {
        toolbar = registry.resolve(config: config, toolbar: only).toolbar
        return only.id
      }
      reader.error(
        .scriptMissingKey,
        "the config has \(ids.count) toolbars; name one with 'toolbar:' (\(ids.joined(separator: ", ")))",
        at: root)
      return nil
    }
    guard let id = reader.string(node, what: "toolbar") else { return nil }
    guard let definition = config.toolbar(id) else {
      reader.error(
        .scriptUnknownToolbar,
        "no toolbar \(MessageText.quoted(id)) in the config; it has "
          + "\(ids.map(MessageText.shortened).joined(separator: ", "))"
          + MessageText.didYouMean(id, in: ids), at: node)
      return nil
    }
    toolbar = registry.resolve(config: config, toolbar: definition).toolbar
    return id
  }

  mutating func environmentSettings(_ node: ConfigNode, inStep: Bool) -> EnvironmentSettings? {
    let allowed = SimulationScript.environmentKeys + (inStep ? ["container"] : [])
    let what = inStep ? "an environment step" : "environment"
    guard let entries = reader.entries(of: node, allowed: allowed, what: what) else { return nil }
    var settings = EnvironmentSettings()
    for (key, entry) in entries {
      let value = entry.value
      switch key {
      case "device":
        guard let name = reader.string(value, what: "device") else { continue }
        if DevicePreset.named(name) == nil {
          let names = DevicePreset.all.map(\.name)
          reader.error(
            .scriptUnknownDevice,
            "unknown device \(MessageText.quoted(name)); known devices: "
              + "\(names.joined(separator: ", "))" + MessageText.didYouMean(name, in: names),
            at: value)
        } else {
          settings.device = name
        }
      case "width": settings.width = reader.positive(value, what: "width")
      case "safe-area": settings.safeArea = safeArea(value)
      case "keyboard":
        guard let name = reader.string(value, what: "keyboard") else { continue }
        let modes = LayoutEnvironment.KeyboardMode.allCases.map(\.rawValue)
        settings.keyboard = LayoutEnvironment.KeyboardMode(rawValue: name)
        if settings.keyboard == nil {
          reader.error(
            .scriptInvalidValue,
            "keyboard must be one of \(modes.joined(separator: ", ")), found "
              + "\(MessageText.quoted(name))" + MessageText.didYouMean(name, in: modes),
            at: value)
        }
      case "scale":
        guard let scale = reader.number(value, what: "scale") else { continue }
        guard SizeLimits.displayScales.contains(scale) else {
          reader.error(
            .scriptInvalidValue,
            "scale must be \(SizeLimits.displayScalesText) (a display's scale), found"
              + " \(reader.scalarText(value))",
            at: value)
          continue
        }
        settings.scale = scale
      case "rtl": settings.rtl = reader.bool(value, what: "rtl")
      case "text-scale":
        guard let textScale = reader.positive(value, what: "text-scale") else { continue }
        guard textScale <= SizeLimits.maxTextScale else {
          reader.error(
            .scriptInvalidValue,
            "text-scale must be at most \(OrderedJSON.format(SizeLimits.maxTextScale)), found "
              + reader.scalarText(value), at: value)
          continue
        }
        settings.textScale = textScale
      case "container":
        settings.container = reader.frame(value, what: "container")
      default: break
      }
    }
    return settings
  }

  /// `[top, left, bottom, right]` or a mapping with any of those keys (missing sides are 0).
  mutating func safeArea(_ node: ConfigNode) -> SafeAreaInsets? {
    if node.sequence != nil {
      guard
        let v = reader.numbers(
          node, count: 4, code: .scriptWrongType, shape: "safe-area as [top, left, bottom, right]")
      else { return nil }
      guard v.allSatisfy({ $0 >= 0 }) else {
        reader.error(.scriptInvalidValue, "safe-area insets must not be negative", at: node)
        return nil
      }
      return SafeAreaInsets(top: v[0], left: v[1], bottom: v[2], right: v[3])
    }
    let sides = ["top", "left", "bottom", "right"]
    guard let entries = reader.entries(of: node, allowed: sides, what: "safe-area") else {
      return nil
    }
    var insets = SafeAreaInsets()
    for (key, entry) in entries {
      guard let value = reader.nonNegative(entry.value, what: "safe-area \(key)") else { continue }
      switch key {
      case "top": insets.top = value
      case "left": insets.left = value
      case "bottom": insets.bottom = value
      default: insets.right = value
      }
    }
    return insets
  }
}
