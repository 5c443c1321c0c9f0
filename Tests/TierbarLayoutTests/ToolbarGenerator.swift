import Testing
import Tierbar
import TierbarTestSupport

/// One generated case: a config, its toolbar, a state and an environment.
struct GeneratedCase: Sendable, CustomTestStringConvertible {
  var seed: UInt64
  var config: TierbarConfig
  var toolbar: ToolbarDefinition
  var state: ToolbarState
  var environment: LayoutEnvironment

  var testDescription: String { "seed \(seed)" }

  func engine() -> LayoutEngine {
    LayoutEngine(RowRegistry.testing.resolve(config: config, toolbar: toolbar))
  }
}

enum ToolbarGenerator {
  static let words = [
    "OK", "Done", "Cancel", "Bold", "a", "Wi", "Send", "Next field", "日本", "Ωmega",
  ]
  static let styles: [String: StyleDefinition] = [
    "plain": StyleDefinition(),
    "tight": StyleDefinition(appearance: StyleAppearance(contentInsets: .zero)),
    "chip": StyleDefinition(
      appearance: StyleAppearance(
        contentInsets: EdgeInsets(top: 10, leading: 20, bottom: 10, trailing: 20))),
    "big": StyleDefinition(
      appearance: StyleAppearance(
        font: FontSpec(size: 22, weight: .bold), minSize: Size(width: 44, height: 44))),
    "check": StyleDefinition(
      appearance: StyleAppearance(
        contentInsets: EdgeInsets(top: 8, leading: 12, bottom: 8, trailing: 12),
        minSize: Size(width: 44, height: 44))),
  ]

  static func cases(count: Int, firstSeed: UInt64 = 1) -> [GeneratedCase] {
    (0..<count).map { make(seed: firstSeed + UInt64($0)) }
  }

  static func make(seed: UInt64) -> GeneratedCase {
    var random = SeededRandom(seed: seed)
    var tiers: [TierDefinition] = []
    var state = ToolbarState()
    var itemNumber = 0
    for tierNumber in 0..<Int.random(in: 1...4, using: &random) {
      var items: [ItemDefinition] = []
      for _ in 0..<Int.random(in: 0...10, using: &random) {
        itemNumber += 1
        let id = "i\(itemNumber)"
        switch Int.random(in: 0..<10, using: &random) {
        case 0: items.append(ItemDefinition(id: id, kind: .flexibleSpace))
        case 1:
          items.append(
            ItemDefinition(
              id: id, kind: .fixedSpace(width: Double.random(in: 0...30, using: &random))))
        default:
          let title = Bool.random(using: &random) ? words.randomElement(using: &random) : nil
          let icon = title == nil || Int.random(in: 0..<4, using: &random) == 0 ? "star" : nil
          items.append(
            ItemDefinition(
              id: id, title: title, icon: icon,
              style: styles.keys.sorted().randomElement(using: &random)))
          if Int.random(in: 0..<6, using: &random) == 0 { state.hiddenItems.insert(id) }
          if Int.random(in: 0..<8, using: &random) == 0 { state.disabledItems.insert(id) }
          if Int.random(in: 0..<4, using: &random) == 0 {
            state.selection["t\(tierNumber)", default: []].append(id)
          }
        }
      }
      let layout = RowLayout(
        padding: EdgeInsets(
          top: Double(Int.random(in: 0...16, using: &random)),
          leading: Double(Int.random(in: 0...20, using: &random)),
          bottom: Double(Int.random(in: 0...16, using: &random)),
          trailing: Double(Int.random(in: 0...20, using: &random))),
        spacing: Double(Int.random(in: 0...20, using: &random)),
        alignment: RowLayout.Alignment.allCases.randomElement(using: &random) ?? .leading,
        verticalAlignment: RowLayout.VerticalAlignment.allCases.randomElement(using: &random)
          ?? .center,
        distribution: Bool.random(using: &random) ? .natural : .equal,
        wrap: Bool.random(using: &random),
        lineSpacing: Double(Int.random(in: 0...12, using: &random)))
      let grid = Int.random(in: 0..<4, using: &random) == 0
      // Fixed heights only for one-line rows, tall enough for the tallest item (44) + padding.
      let fixed = !grid && !layout.wrap && Bool.random(using: &random)
      tiers.append(
        TierDefinition(
          id: "t\(tierNumber)", kind: grid ? "checkboxes" : "buttons",
          height: fixed
            ? .fixed(layout.padding.vertical + 44 + Double(Int.random(in: 0...20, using: &random)))
            : .fit,
          collapsed: tierNumber > 0 && Bool.random(using: &random),
          layout: layout, items: items,
          parameters: grid ? ["columns": .int(Int.random(in: 1...4, using: &random))] : [:]))
      state.expansion["t\(tierNumber)"] =
        tierNumber > 0 && Int.random(in: 0..<3, using: &random) == 0 ? 0 : 1
    }
    let toolbar = ToolbarDefinition(
      id: "generated",
      presentation: ToolbarDefinition.Presentation.allCases.randomElement(using: &random)
        ?? .accessory,
      growth: Bool.random(using: &random) ? .intrinsic : .overlay,
      safeArea: Bool.random(using: &random) ? .automatic : .ignore,
      tiers: tiers)
    let device = DevicePreset.all.randomElement(using: &random) ?? DevicePreset.all[0]
    var environment = device.environment(
      keyboard: LayoutEnvironment.KeyboardMode.allCases.randomElement(using: &random) ?? .software,
      layoutDirection: Bool.random(using: &random) ? .leftToRight : .rightToLeft,
      textScale: [1, 1, 0.8, 1.3].randomElement(using: &random) ?? 1)
    environment.scale = [1, 2, 3].randomElement(using: &random) ?? 3
    if Bool.random(using: &random) { environment.safeArea.left = 44 }  // asymmetric insets
    return GeneratedCase(
      seed: seed, config: TierbarConfig(styles: styles, toolbars: [toolbar]), toolbar: toolbar,
      state: state, environment: environment)
  }
}
