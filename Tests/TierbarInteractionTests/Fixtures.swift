import TierbarInteraction
import TierbarLayout
import TierbarModel
import TierbarTestSupport

/// The article scenarios as Swift literals (the same toolbars as `Configs/*.yaml`).
enum Scenarios {
  /// Reminders (`Configs/reminders.yaml`, the shared literal): a bell on a 50 pt bar toggles a
  /// 60 pt tier of single-optional chips; `growth` picks overlay (as configured) or intrinsic.
  static func reminders(growth: ToolbarDefinition.Growth = .overlay) -> ToolbarDefinition {
    var toolbar = ArticleConfigs.reminders.toolbars[0]
    toolbar.growth = growth
    return toolbar
  }

  static func remindersConfig(growth: ToolbarDefinition.Growth = .overlay) -> TierbarConfig {
    TierbarConfig(styles: ArticleConfigs.reminders.styles, toolbars: [reminders(growth: growth)])
  }

  /// Six check boxes (multiple selection) in a wrapping input view; `present` picks which exist.
  static func checkboxes(
    present: [Int] = Array(1...6), hidden: Set<Int> = [], rule: SelectionRule = .multiple()
  ) -> ToolbarDefinition {
    let names = ["First", "Second", "Third", "Fourth", "Fifth", "Sixth"]
    return ToolbarDefinition(
      id: "checkboxes", presentation: .inputView,
      tiers: [
        TierDefinition(
          id: "checks",
          layout: RowLayout(padding: EdgeInsets(all: 16), wrap: true),
          selection: rule,
          items: present.map {
            ItemDefinition(id: "check-\($0)", title: names[$0 - 1], hidden: hidden.contains($0))
          })
      ])
  }

  /// The fourth article's bar in the app's own view.
  static let follow = ToolbarDefinition(
    id: "follow", presentation: .follow,
    tiers: [
      TierDefinition(
        id: "main", height: .fixed(44),
        items: [
          ItemDefinition(id: "bold", icon: "bold", action: .event(name: "bold")),
          ItemDefinition(id: "space-2", kind: .flexibleSpace),
          ItemDefinition(
            id: "send", title: "Send", tag: .string("go"), action: .event(name: "send")),
          ItemDefinition(id: "done", title: "Done", action: .dismissKeyboard),
        ])
    ])

  static let safeArea = ToolbarDefinition(
    id: "safe-area", presentation: .accessory,
    tiers: [
      TierDefinition(
        id: "main", height: .fixed(44),
        items: [ItemDefinition(id: "done", title: "Done", action: .dismissKeyboard)])
    ])

  static let screen = Rect(x: 0, y: 0, width: 393, height: 852)
  static let iphone15 = LayoutEnvironment(
    width: 393, safeArea: SafeAreaInsets(top: 59, bottom: 34), keyboard: .software)

  static func controller(
    _ toolbar: ToolbarDefinition, config: TierbarConfig? = nil,
    environment: LayoutEnvironment = iphone15, container: Rect = screen
  ) -> ToolbarController {
    ToolbarController(
      config: config ?? TierbarConfig(styles: ArticleConfigs.reminders.styles, toolbars: [toolbar]),
      toolbar: toolbar, environment: environment, container: container)
  }

  /// The software keyboard (336 pt) sliding up, and down again, as UIKit reports it on iPhone 15.
  static let keyboardShown = Rect(x: 0, y: 516, width: 393, height: 336)
  static let keyboardHidden = Rect(x: 0, y: 852, width: 393, height: 336)

  static func show(duration: Double = 0.25, curve: AnimationCurve = .keyboard) -> KeyboardEvent {
    KeyboardEvent(
      beginFrame: keyboardHidden, endFrame: keyboardShown, duration: duration, curve: curve)
  }

  static func hide(duration: Double = 0.25) -> KeyboardEvent {
    KeyboardEvent(beginFrame: keyboardShown, endFrame: keyboardHidden, duration: duration)
  }
}

/// The seeded generator property tests use (`TierbarTestSupport.SeededRandom`).
typealias SeededGenerator = SeededRandom

extension Array where Element == Effect {
  var types: [String] { map(\.type) }

  func first(ofType type: String) -> Effect? { first { $0.type == type } }
}
