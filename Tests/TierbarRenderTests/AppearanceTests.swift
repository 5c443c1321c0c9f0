import Testing
import Tierbar
import TierbarTestSupport

/// Dark mode changes the colours of light/dark pairs and system colours, and nothing else.
@Suite struct AppearanceTests {
  /// Every colour of an element, named by its place (`one-hour.fill`, `bar.fill`, …).
  static func colours(_ element: RenderElement) -> [(String, RenderColor)] {
    let owner = element.item ?? element.tier ?? "bar"
    switch element.kind {
    case .barBackground(let box), .tierBackground(let box), .itemBackground(let box, _):
      let kind =
        if case .itemBackground = element.kind {
          "item"
        } else if case .barBackground =
          element.kind
        { "bar" } else { "tier" }
      return [
        box.fill.map { ("\(owner).\(kind).fill", $0) },
        box.border.map { ("\(owner).\(kind).border", $0.color) },
      ]
      .compactMap { $0 }
    case .separator(let color): return [("\(owner).separator", color)]
    case .title(let title): return [("\(owner).title", title.color)]
    case .icon(let icon): return [("\(owner).icon", icon.color)]
    }
  }

  /// The element with its colours cleared: what must not change between appearances.
  static func geometry(_ element: RenderElement) -> RenderElement {
    var copy = element
    switch element.kind {
    case .barBackground: copy.kind = .barBackground(Box(fill: nil))
    case .tierBackground: copy.kind = .tierBackground(Box(fill: nil))
    case .separator: copy.kind = .separator(.clear)
    case .itemBackground(let box, let state):
      copy.kind = .itemBackground(
        Box(
          fill: nil, border: box.border.map { RenderBorder(width: $0.width, color: .clear) },
          cornerRadius: box.cornerRadius), state)
    case .title(var title):
      title.color = .clear
      copy.kind = .title(title)
    case .icon(var icon):
      icon.color = .clear
      copy.kind = .icon(icon)
    }
    return copy
  }

  static func hex(_ color: RenderColor) -> String {
    color.alpha == 255 ? color.hex : "\(color.hex)@\(color.alpha)"
  }

  @Test func darkModeChangesExactlyTheAdaptiveColoursOfTheRemindersBar() throws {
    let rendered = try Rendered("reminders.yaml") { state in
      state.expansion["intervals"] = 1
      state.selection["intervals"] = ["one-hour"]
    }
    let light = rendered.plan(.light)
    let dark = rendered.plan(.dark)
    #expect(dark.appearance == .dark)
    #expect(light.elements.map(Self.geometry) == dark.elements.map(Self.geometry))
    #expect(light.hitAreas == dark.hitAreas)
    var changes: [String] = []
    var unchanged: [String] = []
    for (lightElement, darkElement) in zip(light.elements, dark.elements) {
      for ((name, before), (_, after)) in zip(
        Self.colours(lightElement), Self.colours(darkElement))
      {
        if before != after {
          changes.append("\(name) \(Self.hex(before))→\(Self.hex(after))")
        } else {
          unchanged.append(name)
        }
      }
    }
    #expect(
      changes == [
        "bar.bar.fill #f2f2f7→#1c1c1e",  // secondarySystemBackground
        "main.separator #3c3c43@74→#545458@153",  // separator
        "intervals.tier.fill #f2f2f7→#1c1c1e",  // the bar's, on the overlay tier
        "intervals.separator #3c3c43@74→#545458@153",
        "bell.icon #007aff→#0a84ff",  // tintColor
        "one-hour.item.fill #007aff→#0a84ff",  // systemBlue (selected)
        "one-hour.item.border #007aff→#0a84ff",
        "three-hours.item.fill #ffffff→#000000",  // systemBackground
        "three-hours.item.border #d1d1d6→#3a3a3c",  // systemGray4
        "three-hours.title #007aff→#0a84ff",
        "five-hours.item.fill #ffffff→#000000",
        "five-hours.item.border #d1d1d6→#3a3a3c",
        "five-hours.title #007aff→#0a84ff",
      ])
    // `white`, the selected chip's title, is a fixed colour.
    #expect(unchanged == ["one-hour.title"])
  }

  @Test func fixedColoursAndTheirPairsResolveAsWritten() throws {
    let fixed = Color.rgba(red: 10, green: 20, blue: 30, alpha: 255)
    let pair = Color.dynamic(
      light: .rgba(red: 1, green: 2, blue: 3, alpha: 255), dark: .system("label"))
    let style = StyleDefinition(
      appearance: StyleAppearance(background: fixed, foreground: pair, tint: fixed))
    let rendered = try Rendered(
      items: [ItemDefinition(id: "a", title: "A", icon: "bell", style: "plain")],
      styles: [
        "plain": style,
        "barStyle": StyleDefinition(appearance: StyleAppearance(background: fixed)),
      ], barStyle: "barStyle")
    func plan(_ appearance: Appearance) -> RenderPlan { rendered.plan(appearance) }
    let light = plan(.light).elements.flatMap(Self.colours).map { "\($0.0) \(Self.hex($0.1))" }
    let dark = plan(.dark).elements.flatMap(Self.colours).map { "\($0.0) \(Self.hex($0.1))" }
    #expect(
      light == [
        "bar.bar.fill #0a141e", "main.separator #3c3c43@74", "a.item.fill #0a141e",
        "a.icon #0a141e", "a.title #010203",
      ])
    #expect(
      dark == [
        "bar.bar.fill #0a141e", "main.separator #545458@153", "a.item.fill #0a141e",
        "a.icon #0a141e", "a.title #ffffff",
      ])
  }
}
