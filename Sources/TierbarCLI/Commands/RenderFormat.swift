import TierbarLayout
import TierbarPreview
import TierbarRender

/// The formats `tierbar render --output` writes, picked by the output's extension. A new format
/// is one case, its extension in `choose`, and its writer in `write`.
enum RenderFormat: String, CaseIterable {
  case svg
  /// A self-contained gallery page: every device × expansion state × light and dark.
  case html

  /// The extensions, for help and errors: `.svg, .html`.
  static var list: String { allCases.map { ".\($0.rawValue)" }.joined(separator: ", ") }

  /// The format for `path`'s extension (case-insensitive); a usage error for any other.
  static func choose(for path: String, command: String) throws(UsageError) -> RenderFormat {
    let name = path.split(separator: "/").last.map(String.init) ?? path
    let parts = name.split(separator: ".", omittingEmptySubsequences: false)
    let suffix = parts.count > 1 ? parts.last.map { $0.lowercased() } ?? "" : ""
    if let format = RenderFormat(rawValue: suffix), !parts[0].isEmpty || parts.count > 2 {
      return format
    }
    throw UsageError(
      "cannot tell the format of '--output \(path)' from its extension; use \(list)",
      command: command)
  }

  func write(_ request: RenderRequest) -> String {
    switch self {
    case .svg: SVGWriter.svg(request.plan, scene: request.scene)
    case .html:
      GalleryPage.document(
        ToolbarGallery(
          resolved: request.laidOut.resolved, engine: request.laidOut.engine,
          devices: request.galleryDevices, base: request.galleryBase,
          showKeyboard: request.showKeyboard,
          title: ToolbarGallery.title(
            file: request.laidOut.file, toolbar: request.laidOut.engine.toolbar.id)
        ).make())
    }
  }

  /// The gallery's devices with their environments: each `--device` (default: the smallest and
  /// the largest phone and an iPad) with the layout flags over it. An SVG shows one device, and
  /// a gallery every expansion state, so `--device` twice for `.svg` and `--expand` for `.html`
  /// are usage errors.
  func devices(_ arguments: ParsedArguments, command: String) throws(UsageError)
    -> [(preset: DevicePreset, environment: LayoutEnvironment)]
  {
    let names = arguments.values("device")
    switch self {
    case .svg:
      if names.count > 1 {
        throw UsageError(
          "'--device' is given \(names.count) times; an SVG shows one device "
            + "(a gallery of several: --output OUT.html)", command: command)
      }
      return []
    case .html:
      if arguments.has("expand") {
        throw UsageError(
          "'--expand' does not apply to a gallery, which shows every expansion state",
          command: command)
      }
      var presets: [DevicePreset] = []
      for name in names {
        let preset = try LayoutOptions.device(named: name, command: command)
        if !presets.contains(preset) { presets.append(preset) }
      }
      if presets.isEmpty { presets = Gallery.defaultDevices }
      var devices: [(preset: DevicePreset, environment: LayoutEnvironment)] = []
      for preset in presets {
        devices.append(
          (preset, try LayoutOptions.environment(arguments, on: preset, command: command)))
      }
      return devices
    }
  }
}
