import TierbarLayout
import TierbarModel
import TierbarPreview
import TierbarRows
import TierbarYAML

/// What `tierbar preview` re-reads on every save: the file loaded, its diagnostics rendered as
/// `validate` prints them, and the gallery, or, while the file is broken, the last good gallery.
/// Reloads happen one at a time (the watcher's queue), so the last good gallery needs no lock.
final class PreviewSession: @unchecked Sendable {
  let file: String
  let toolbarID: String?
  let registry: RowRegistry
  let devices: [DevicePreset]
  let showKeyboard: Bool
  private var lastGallery = ""

  init(
    file: String, toolbarID: String?, registry: RowRegistry, devices: [DevicePreset],
    showKeyboard: Bool
  ) {
    self.file = file
    self.toolbarID = toolbarID
    self.registry = registry
    self.devices = devices
    self.showKeyboard = showKeyboard
  }

  /// One load of the file.
  struct Reload {
    var content: PreviewContent
    var diagnostics: [Diagnostic]
    var sources: SourceText
    /// The file could not be read at all.
    var unreadable: Bool
  }

  func reload() -> Reload {
    let reader = ConfigFileReader(loader: ConfigLoader(registry: registry))
    var diagnostics: [Diagnostic] = []
    var sources = SourceText()
    var gallery: String?
    var unreadable = false
    switch reader.load(path: file) {
    case .unreadable(let found):
      diagnostics = found
      unreadable = true
    case .loaded(let bytes, let result):
      if !bytes.isEmpty { sources.add(file: file, bytes: bytes) }
      diagnostics = result.diagnostics.sortedByLocation()
      if let config = result.config {
        switch galleryFragment(config) {
        case .fragment(let fragment, let warnings):
          gallery = fragment
          diagnostics += warnings
        case .problem(let problem): diagnostics.append(problem)
        }
      } else if !result.diagnostics.hasErrors {
        diagnostics.append(.configNotLoaded(file: file))
      }
    }
    if let gallery { lastGallery = gallery }
    let printer = DiagnosticText(
      sources: sources, stream: OutputStream(fileDescriptor: 2, colored: false))
    let content = PreviewContent(
      title: ToolbarGallery.title(file: file, toolbar: toolbarID ?? "preview"),
      gallery: lastGallery, problems: diagnostics.map(printer.render),
      status: status(diagnostics, showingLastGood: gallery == nil))
    return Reload(
      content: content, diagnostics: diagnostics, sources: sources, unreadable: unreadable)
  }

  /// The gallery's fragment, or why the toolbar cannot be drawn (no such toolbar, a row
  /// provider that failed) as a diagnostic of the file.
  private func galleryFragment(_ config: TierbarConfig) -> Drawn {
    let toolbar: ToolbarDefinition
    do {
      toolbar = try ToolbarInput.choose(toolbarID, in: config, file: file, command: "preview")
    } catch {
      return .problem(
        Diagnostic(.error, .unknownToolbar, error.message, at: .fileStart, file: file))
    }
    let resolved = registry.resolve(config: config, toolbar: toolbar)
    let engine = LayoutEngine(resolved)
    let gallery = ToolbarGallery(
      resolved: resolved, engine: engine, devices: devices.map { ($0, $0.environment()) },
      showKeyboard: showKeyboard,
      title: ToolbarGallery.title(file: file, toolbar: toolbar.id)
    ).make()
    // A row provider that failed leaves its tier empty, as in `tierbar layout`: still drawn,
    // and its finding shown at its tier.
    let findings = resolved.diagnostics.map { diagnostic in
      var located = diagnostic
      located.file = file
      return located
    }
    return .fragment(GalleryPage.fragment(gallery), findings)
  }

  private enum Drawn {
    case fragment(String, [Diagnostic])
    case problem(Diagnostic)
  }

  /// "reminders.yaml: no problems", "reminders.yaml: 1 error, 0 warnings — showing the last
  /// good picture".
  private func status(_ diagnostics: [Diagnostic], showingLastGood: Bool) -> String {
    let name = file.split(separator: "/").last.map(String.init) ?? file
    let errors = diagnostics.count { $0.severity == .error }
    let warnings = diagnostics.count { $0.severity == .warning }
    guard errors + warnings > 0 else { return "\(name): no problems" }
    var text = "\(name): \(errors) \(errors == 1 ? "error" : "errors"), "
    text += "\(warnings) \(warnings == 1 ? "warning" : "warnings")"
    if showingLastGood {
      text += lastGallery.isEmpty ? " — nothing to show yet" : " — showing the last good picture"
    }
    return text
  }
}

extension DiagnosticCode {
  /// `tierbar preview`: `--toolbar` names no toolbar of the file (or the file has several and
  /// none was named), after a save; the page shows it until the file or the option is fixed.
  static let unknownToolbar: DiagnosticCode = "unknown-toolbar"
}
