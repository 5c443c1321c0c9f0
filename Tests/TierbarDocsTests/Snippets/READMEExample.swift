import Tierbar
import TierbarYAML

/// README.md, "A complete example", verbatim. Its `print` is this function's parameter, so
/// `SnippetTests` can check what the example prints.
func readmeCompleteExample(print: (String) -> Void) {
  let yaml = """
    toolbars:
      - id: reminders
        growth: overlay
        tiers:
          - id: main
            height: 50
            items:
              - { id: bell, icon: bell, accessibility-label: Remind me, action: { toggle: later } }
          - id: later
            height: 60
            collapsed: true
            selection: single-optional
            items:
              - { id: one-hour, title: 1 hour, tag: 60 }
              - { id: three-hours, title: 3 hours, tag: 180 }
    """
  let loaded = ConfigLoader().load(Array(yaml.utf8), file: "reminders.yaml")
  for problem in loaded.diagnostics {
    print("\(problem.range): \(problem.message) [\(problem.code)]")
  }
  if let config = loaded.config, let toolbar = config.toolbar("reminders") {
    var bar = ToolbarController(
      config: config, toolbar: toolbar, container: Rect(x: 0, y: 0, width: 393, height: 852))
    for event in [ToolbarEvent.tap(item: "bell"), .tap(item: "three-hours")] {
      for effect in bar.handle(event) {
        switch effect {
        case .tierExpanded(let slide):
          print("slide '\(slide.tier)' up to y \(slide.to.y) in \(slide.timing.duration) s")
        case .selectionChanged(let change): print("remind in \(change.tags) minutes")
        default: print(effect.type)
        }
      }
    }
  }
}
