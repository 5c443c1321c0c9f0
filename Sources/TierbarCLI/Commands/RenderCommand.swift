import TierbarLayout
import TierbarModel
import TierbarPreview
import TierbarRender

/// `tierbar render FILE … --output OUT.svg`: a picture of the device's bottom area with the bar.
struct RenderCommand: Command {
  static let options: [OptionSpec] =
    LayoutOptions.specs.map { option in
      option.name == "device"
        ? .value(
          "device", "NAME", repeatable: true,
          help: option.help + " Repeatable for .html (default there: "
            + Gallery.defaultDevices.map(\.name).joined(separator: ", ") + ").")
        : option
    }.filter { $0.name != "format" } + [
      .value("appearance", "light|dark", help: "Light or dark mode (default: light)."),
      .flag(
        "show-hit-areas", help: "Overlay each item's hit area, the hit region and the safe area."),
      .flag("show-keyboard", help: "Draw the software keyboard under a bar that sits on it."),
      .value(
        "output", "OUT",
        help: "Where to write; the extension picks the format: \(RenderFormat.list)."),
    ]

  static let name = "render"
  let spec = CommandSpec(
    name: Self.name,
    summary: "Draw a toolbar on the device's bottom area as an image.",
    synopsis: "FILE [layout options] [--appearance light|dark] [--show-hit-areas] "
      + "[--show-keyboard] --output OUT.svg|OUT.html",
    positionals: PositionalSpec(name: "FILE", minimum: 1, maximum: 1),
    options: RenderCommand.options,
    discussion: """
      The picture is the screen's width: the app's view, the bar with every visible tier and
      item, and the keyboard (--show-keyboard) or the home indicator. The layout options are
      those of `tierbar layout`. The file is written atomically; the same input gives the same
      bytes.
      """)

  func run(_ arguments: ParsedArguments, context: CommandContext) throws(UsageError) -> ExitCode {
    guard let output = arguments.value("output") else {
      throw UsageError("'--output OUT' is required (\(RenderFormat.list))", command: spec.name)
    }
    let format = try RenderFormat.choose(for: output, command: spec.name)
    let galleryDevices = try format.devices(arguments, command: spec.name)
    let appearance: Appearance =
      try arguments.value("appearance").map { raw throws(UsageError) in
        try parseChoice(raw, option: "appearance", command: spec.name)
      } ?? .light
    let environment = try LayoutOptions.environment(arguments, command: spec.name)
    switch try LaidOutToolbar.make(
      arguments, environment: environment, context: context, command: spec.name)
    {
    case .stop(let code):
      return code
    case .ready(let laidOut):
      let request = RenderRequest(
        laidOut: laidOut, environment: environment, appearance: appearance,
        screen: arguments.value("device").flatMap { DevicePreset.named($0)?.screen },
        showHitAreas: arguments.has("show-hit-areas"),
        showKeyboard: arguments.has("show-keyboard"), galleryDevices: galleryDevices,
        galleryBase: try LayoutOptions.state(
          arguments, toolbar: laidOut.engine.toolbar, command: spec.name))
      let text = format.write(request)
      if let failed = context.writeOutput(Array(text.utf8), to: output) { return failed }
      return laidOut.finish(context: context)
    }
  }
}

/// Everything a render format draws from: the laid-out toolbar and the picture's options.
struct RenderRequest {
  var laidOut: LaidOutToolbar
  var environment: LayoutEnvironment
  var appearance: Appearance
  /// The `--device` preset's screen, when one was named.
  var screen: Size?
  var showHitAreas: Bool
  var showKeyboard: Bool
  /// The gallery's devices, each with its environment (`.html` only).
  var galleryDevices: [(preset: DevicePreset, environment: LayoutEnvironment)] = []
  /// The state every gallery picture starts from (`--select`, `--hide`).
  var galleryBase: ToolbarState? = nil

  /// The plan of the laid-out toolbar in the requested appearance.
  var plan: RenderPlan {
    RenderPlan(
      layout: laidOut.layout, resolved: laidOut.resolved, environment: environment,
      appearance: appearance)
  }

  var scene: RenderScene {
    RenderScene(
      environment: environment, presentation: laidOut.engine.toolbar.presentation, screen: screen,
      showKeyboard: showKeyboard, showHitAreas: showHitAreas)
  }
}
