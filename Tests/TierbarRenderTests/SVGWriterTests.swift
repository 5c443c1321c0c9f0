import Testing
import Tierbar
import TierbarTestSupport

@Suite struct SVGWriterTests {
  static func svg(
    _ rendered: Rendered, appearance: Appearance = .light, hitAreas: Bool = true,
    keyboard: Bool = true
  ) -> String {
    SVGWriter.svg(
      rendered.plan(appearance),
      scene: RenderScene(
        environment: rendered.environment, presentation: rendered.engine.toolbar.presentation,
        showKeyboard: keyboard, showHitAreas: hitAreas))
  }

  static let scenarios: [(file: String, toolbar: String?, expand: [String])] = [
    ("reminders.yaml", nil, []), ("reminders.yaml", nil, ["intervals"]),
    ("safe-area.yaml", nil, []), ("checkbox-input.yaml", "checkboxes", []),
    ("checkbox-input.yaml", "close-bar", []), ("keyboard-follow.yaml", nil, []),
  ]

  @Test(arguments: scenarios.indices)
  func itemRectanglesAndHitAreasAreTheLayoutsExactly(_ index: Int) throws {
    let scenario = Self.scenarios[index]
    let rendered = try Rendered(scenario.file, toolbar: scenario.toolbar) { state in
      for tier in scenario.expand { state.expansion[tier] = 1 }
    }
    let text = Self.svg(rendered)
    let svg = try #require(ParsedSVG(text), "not well-formed XML")
    #expect(svg.root?.name == "svg")
    #expect(svg.root?.number("width") == rendered.environment.width)
    #expect(!rendered.layout.items.isEmpty)
    for item in rendered.layout.items {
      let children = svg.children(ofItem: item.id)
      let first = try #require(children.first, "no g[data-item=\(item.id)]")
      #expect(first.name == "rect")
      let rect = try #require(ParsedSVG.rect(first))
      #expect(
        Rect(x: rect.x, y: rect.y, width: rect.width, height: rect.height) == item.frame,
        "\(item.id)")
      let hit = try #require(
        svg.elements.first { $0.attributes["data-hit-area"] == item.id }.flatMap(ParsedSVG.rect))
      #expect(
        Rect(x: hit.x, y: hit.y, width: hit.width, height: hit.height) == item.hitArea,
        "\(item.id)")
    }
    let region = try #require(
      svg.elements.first { $0.attributes["data-hit-region"] != nil }.flatMap(ParsedSVG.rect))
    #expect(
      Rect(x: region.x, y: region.y, width: region.width, height: region.height)
        == rendered.layout.hitRegion)
    #expect(Self.svg(rendered) == text, "same input, same bytes")
  }

  @Test func titlesCarryTheMeasuredWidthAsTextLength() throws {
    let rendered = try Rendered("reminders.yaml") { $0.expansion["intervals"] = 1 }
    let svg = try #require(ParsedSVG(Self.svg(rendered)))
    let texts = svg.elements.filter { $0.name == "text" && $0.item != nil }
    #expect(texts.map(\.item) == ["one-hour", "three-hours", "five-hours"])
    let width = HeadlessTextMeasurer().measure("1hour", font: FontSpec(), textScale: 1).width
    for text in texts {
      #expect(text.number("textLength") == width)
      #expect(text.attributes["lengthAdjust"] == "spacingAndGlyphs")
    }
  }

  @Test func theSceneHasTheKeyboardOrTheHomeIndicator() throws {
    let onKeys = try #require(ParsedSVG(Self.svg(try Rendered("keyboard-follow.yaml"))))
    let keyboard = try #require(
      onKeys.elements.first { $0.attributes["data-part"] == "keyboard" }.flatMap(ParsedSVG.rect))
    // iPhone 15: 260 pt of keys and the 34 pt home-indicator band, under the 44 pt bar.
    #expect(keyboard.height == 260 + 34)
    #expect(onKeys.root?.number("height") == Double(24 + 44 + 294))
    var hardware = try #require(DevicePreset.named("iphone-15")).environment()
    hardware.keyboard = .hardware
    let docked = try #require(
      ParsedSVG(Self.svg(try Rendered("safe-area.yaml", environment: hardware))))
    #expect(docked.elements.allSatisfy { $0.attributes["data-part"] != "keyboard" })
    // Article 001: 44 + the 34 pt inset, the home indicator in the inset.
    #expect(docked.root?.number("height") == Double(24 + 78))
    let indicator = try #require(
      docked.elements.first { $0.attributes["data-part"] == "home-indicator" }
        .flatMap(ParsedSVG.rect))
    #expect(indicator.y == 24 + 78 - 8 - 5)
    let band = try #require(
      docked.elements.first { $0.attributes["data-safe-area"] == "bottom" }.flatMap(ParsedSVG.rect))
    #expect(band.y == 44 && band.height == 34)
  }

  @Test func markupInTitlesIsEscaped() throws {
    let plan = try Rendered(
      items: [ItemDefinition(id: "x\"y", title: "<b>&'\u{1}", icon: "no.such<symbol>")],
      toolbar: "a&b"
    ).plan(.dark)
    let svg = try #require(ParsedSVG(SVGWriter.svg(plan, scene: RenderScene(width: 393))))
    #expect(svg.root?.attributes["data-toolbar"] == "a&b")
    #expect(svg.children(ofItem: "x\"y").first?.name == "rect")
    let symbol = svg.elements.first { $0.attributes["data-symbol"] != nil }
    #expect(symbol?.attributes["data-symbol"] == "no.such<symbol>")
  }
}
