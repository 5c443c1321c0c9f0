import TierbarLayout
import TierbarModel
import TierbarRows

/// The outcome of running a script: the report of the steps that ran, and diagnostics — errors
/// stop the run at the failing step (a `save` that cannot write, a `restore` that cannot read);
/// warnings (`saved-state-dropped`) do not.
public struct SimulationRun: Sendable {
  /// nil only when the script could not run at all (decoding errors, unknown toolbar).
  public var report: SimulationReport?
  /// Findings about the script (at its steps; no `file`: the caller sets the script's path).
  public var diagnostics: [Diagnostic]
  /// The registry stage's findings about the config's toolbar (`row-provider-failed`,
  /// `unknown-row-kind`), at their tiers in the config, as `tierbar layout` reports them: about
  /// the config, not the script. Such a tier is simulated empty; the run goes on.
  public var toolbarDiagnostics: [Diagnostic]

  public init(
    report: SimulationReport?, diagnostics: [Diagnostic], toolbarDiagnostics: [Diagnostic] = []
  ) {
    self.report = report
    self.diagnostics = diagnostics
    self.toolbarDiagnostics = toolbarDiagnostics
  }
}

/// Runs scripts against one config.
public struct SimulationRunner: Sendable {
  public var config: TierbarConfig
  public var registry: RowRegistry
  public var measurer: (any TextMeasurer)?
  public var options: ToolbarController.Options

  public init(
    config: TierbarConfig, registry: RowRegistry = .builtIn, measurer: (any TextMeasurer)? = nil,
    options: ToolbarController.Options = ToolbarController.Options()
  ) {
    self.config = config
    self.registry = registry
    self.measurer = measurer
    self.options = options
  }

  public func run(_ script: SimulationScript, files: inout some SimulationFiles) -> SimulationRun {
    guard let definition = config.toolbar(script.toolbar) else {
      let message =
        "no toolbar \(quoted(script.toolbar)) in the config; name one of its toolbars"
      return SimulationRun(
        report: nil, diagnostics: [.error(.scriptUnknownToolbar, message, at: .fileStart)])
    }
    // The registry stage once, its findings kept for the caller (the controller would drop them).
    let resolved = registry.resolve(config: config, toolbar: definition)
    var controller = ToolbarController(
      engine: LayoutEngine(resolved, measurer: measurer), environment: script.environment,
      container: script.container, options: options)
    var steps: [SimulationStepReport] = []
    var diagnostics: [Diagnostic] = []
    for (index, step) in script.steps.enumerated() {
      var effects: [Effect] = []
      var frame = controller.barFrame
      switch step.action {
      case .tap(let item): effects = controller.handle(.tap(item: item))
      case .tapAt(let point): effects = controller.handle(.tapAt(point))
      case .expand(let tier): effects = controller.handle(.expand(tier: tier))
      case .collapse(let tier): effects = controller.handle(.collapse(tier: tier))
      case .toggle(let tier): effects = controller.handle(.toggle(tier: tier))
      case .hide(let items): effects = controller.handle(.hide(items: items))
      case .show(let items): effects = controller.handle(.show(items: items))
      case .select(let selections):
        for selection in selections {
          effects += controller.handle(.setSelection(tier: selection.tier, items: selection.items))
        }
      case .clear(let tier): effects = controller.handle(.clearSelection(tier: tier))
      case .environment(let settings):
        let environment = settings.applied(to: controller.environment)
        effects = controller.handle(.environment(environment, container: settings.container))
      case .keyboard(let keyboard):
        effects = controller.handle(.keyboard(event(for: keyboard, controller: controller)))
      case .sample(let time):
        frame = controller.latestBarAnimation?.frame(at: time) ?? controller.barFrame
      case .save(let path):
        if case .failure(let error) = files.write(controller.savedState().jsonBytes(), to: path) {
          diagnostics.append(
            .error(.simulateFileError, "save failed: \(error.message)", at: step.range))
        }
      case .restore(let path):
        let restored = restore(path, into: &controller, files: &files, at: step.range)
        effects = restored.effects
        diagnostics += restored.diagnostics
      }
      if diagnostics.hasErrors { break }
      if case .sample = step.action {} else { frame = controller.barFrame }
      steps.append(
        report(step, number: index + 1, controller: controller, effects: effects, frame: frame))
    }
    return SimulationRun(
      report: SimulationReport(toolbar: script.toolbar, steps: steps), diagnostics: diagnostics,
      toolbarDiagnostics: resolved.diagnostics)
  }

  /// A script's keyboard step as the notification UIKit would send.
  func event(for step: KeyboardStep, controller: ToolbarController) -> KeyboardEvent {
    let begin =
      step.begin ?? controller.lastKeyboardEvent?.endFrame
      ?? Rect(
        x: step.end.x, y: controller.container.maxY, width: step.end.width, height: step.end.height)
    return KeyboardEvent(
      beginFrame: begin, endFrame: step.end, duration: step.duration, curve: step.curve,
      isLocal: step.isLocal)
  }

  func restore(
    _ path: String, into controller: inout ToolbarController, files: inout some SimulationFiles,
    at range: SourceRange
  ) -> (effects: [Effect], diagnostics: [Diagnostic]) {
    let bytes: [UInt8]
    switch files.read(path) {
    case .success(let read): bytes = read
    case .failure(let error):
      return ([], [.error(.simulateFileError, "restore failed: \(error.message)", at: range)])
    }
    let saved: SavedState
    switch SavedState.decode(bytes) {
    case .success(let decoded): saved = decoded
    case .failure(let error):
      return ([], [invalidSavedState(error, path: path, at: range)])
    }
    switch controller.restore(saved) {
    case .success(let result):
      let warnings = result.dropped.map {
        Diagnostic.warning(
          .savedStateDropped, "restore \(quoted(path)): \($0.message)", at: range)
      }
      return (result.effects, warnings)
    case .failure(let error):
      return ([], [invalidSavedState(error, path: path, at: range)])
    }
  }

  /// One diagnostic, one code (`simulate-invalid-saved-state`), and the saved-state error's
  /// message, which names the field that is missing or wrong.
  private func invalidSavedState(_ error: SavedStateError, path: String, at range: SourceRange)
    -> Diagnostic
  {
    .error(
      .simulateInvalidSavedState,
      "restore \(quoted(path)): \(error.message)", at: range)
  }

  func report(
    _ step: SimulationStep, number: Int, controller: ToolbarController, effects: [Effect],
    frame: Rect?
  ) -> SimulationStepReport {
    let selection = controller.toolbar.tiers.compactMap { tier -> TierSelection? in
      let items = controller.selection(in: tier.id)
      guard tier.selection != .none || !items.isEmpty else { return nil }
      return TierSelection(tier: tier.id, items: items, tags: controller.selectedTags(in: tier.id))
    }
    return SimulationStepReport(
      step: number, summary: step.summary, expanded: controller.expandedTiers,
      selection: selection, effects: effects, frame: frame)
  }
}

/// `tierbar simulate` in one call: decode the script against the config, then run it.
public enum Simulation {
  /// `script` is the script file's node tree (from `YAMLReader`); `files` resolves `save`/`restore`
  /// paths (the CLI: `DirectorySimulationFiles(directory: <the script's folder>)`). Diagnostics
  /// have no `file`; the caller sets it to the script's path.
  public static func run(
    script: ConfigNode, config: TierbarConfig, registry: RowRegistry = .builtIn,
    measurer: (any TextMeasurer)? = nil, files: inout some SimulationFiles
  ) -> SimulationRun {
    let decoded = SimulationScript.decode(script, config: config, registry: registry)
    guard let parsed = decoded.script else {
      return SimulationRun(report: nil, diagnostics: decoded.diagnostics)
    }
    let runner = SimulationRunner(config: config, registry: registry, measurer: measurer)
    var run = runner.run(parsed, files: &files)
    run.diagnostics = decoded.diagnostics + run.diagnostics
    return run
  }
}
