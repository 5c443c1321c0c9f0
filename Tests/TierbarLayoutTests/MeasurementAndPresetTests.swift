import Testing
import Tierbar

@Suite struct MeasurementTests {
  let measurer = HeadlessTextMeasurer()

  @Test func lineHeightMatchesSFAt17Points() {
    let height = measurer.measure("x", font: FontSpec(), textScale: 1).height
    #expect(abs(height - 20.29) < 0.005)
  }

  @Test func widthsComeFromTheTable() {
    // "Done": D (uppercase 0.64) + o, n, e (lowercase 0.53 each) = 2.23 em × 17 pt.
    let width = measurer.measure("Done", font: FontSpec(), textScale: 1).width
    #expect(isClose(width, (0.64 + 0.53 * 3) * 17))
    let mixed = measurer.measure("Wil 1", font: FontSpec(), textScale: 1).width
    let ems: Double = 0.86 + 0.26 + 0.26 + 0.25 + 0.6  // W, i, l, space, 1
    #expect(isClose(mixed, ems * 17))
  }

  @Test func sizeWeightAndTextScaleMultiply() {
    let base = measurer.measure("Done", font: FontSpec(), textScale: 1)
    let scaled = measurer.measure("Done", font: FontSpec(size: 34, weight: .bold), textScale: 1.5)
    #expect(isClose(scaled.width, base.width * 2 * 1.5 * 1.06))
    #expect(isClose(scaled.height, base.height * 2 * 1.5))
  }

  @Test func wideAndCombiningCharacters() {
    #expect(isClose(measurer.measure("日本", font: FontSpec(), textScale: 1).width, 2 * 17))
    #expect(isClose(measurer.measure("e\u{301}", font: FontSpec(), textScale: 1).width, 0.53 * 17))
  }

  @Test func nonsenseInputsMeasureAsDefaults() {
    let size = measurer.measure("a", font: FontSpec(size: .nan), textScale: -3)
    #expect(isClose(size.width, 0.53 * 17))
  }

  /// A point size past `maximumPointSize` is drawn at it, so widths stay finite — measured
  /// directly and by the engine (which sums titles itself) alike.
  @Test func hugePointSizesAreCapped() throws {
    let font = FontSpec(size: 1e300)
    let size = measurer.measure("Done", font: font, textScale: 1e10)
    #expect(isClose(size.width, (0.64 + 0.53 * 3) * HeadlessTextMeasurer.maximumPointSize))
    let style = StyleDefinition(appearance: StyleAppearance(contentInsets: .zero, font: font))
    let toolbar = ToolbarDefinition(
      id: "bar",
      tiers: [
        TierDefinition(
          id: "main", items: [ItemDefinition(id: "a", title: "Done", style: "huge")])
      ])
    let engine = LayoutEngine(
      RowRegistry.builtIn.resolve(
        config: TierbarConfig(styles: ["huge": style], toolbars: [toolbar]), toolbar: toolbar))
    let layout = engine.layout(
      environment: LayoutEnvironment(width: 1e9, textScale: 1e10), state: ToolbarState())
    let item = try #require(layout.items.first)
    #expect(item.frame.width == size.width.rounded(.up))
  }

  /// The engine sums the headless measurer's ASCII titles itself, on a short path for a button
  /// with an ASCII title and no icon and a general one for everything else; a measurer that
  /// only forwards to the headless one is asked for every title instead. Both must size every
  /// kind of item alike, at several text and display scales and with a bold style.
  @Test(arguments: [(1.0, 1.0), (2.0, 1.35), (3.0, 0.8)])
  func theEnginesOwnSumsMatchTheMeasurer(scale: Double, textScale: Double) {
    struct Forwarding: TextMeasurer {
      func measure(_ text: String, font: FontSpec, textScale: Double) -> Size {
        HeadlessTextMeasurer().measure(text, font: font, textScale: textScale)
      }
    }
    let bold = StyleDefinition(appearance: StyleAppearance(font: FontSpec(size: 15, weight: .bold)))
    let items = [
      ItemDefinition(id: "plain", title: "Done"), ItemDefinition(id: "long", title: "Wil 1 (x)"),
      ItemDefinition(id: "bold", title: "Aa", style: "bold"),
      ItemDefinition(id: "accent", title: "Café"), ItemDefinition(id: "wide", title: "日本"),
      ItemDefinition(id: "icon-title", title: "Flag", icon: "flag"),
      ItemDefinition(id: "icon", icon: "star"), ItemDefinition(id: "empty", title: ""),
      ItemDefinition(id: "gap", kind: .fixedSpace(width: 7.5)),
      ItemDefinition(id: "untitled"),
    ]
    let toolbar = ToolbarDefinition(
      id: "bar", tiers: [TierDefinition(id: "main", layout: RowLayout(wrap: true), items: items)])
    let config = TierbarConfig(styles: ["bold": bold], toolbars: [toolbar])
    let environment = LayoutEnvironment(width: 390, scale: scale, textScale: textScale)
    let own = LayoutEngine(RowRegistry.builtIn.resolve(config: config, toolbar: toolbar))
      .layout(environment: environment, state: ToolbarState())
    let asked = LayoutEngine(
      RowRegistry.builtIn.resolve(config: config, toolbar: toolbar), measurer: Forwarding()
    )
    .layout(environment: environment, state: ToolbarState())
    #expect(own.items.count == 9)
    #expect(Array(own.items) == Array(asked.items))
    #expect(own.size == asked.size)
  }

  @Test func iconIsASquareOfTheLineHeight() {
    let icon = HeadlessTextMeasurer.iconSize(font: FontSpec(), textScale: 1)
    #expect(icon.width == icon.height)
    #expect(isClose(icon.height, lineHeight))
  }

  @Test func customMeasurerIsUsed() throws {
    struct Fixed: TextMeasurer {
      func measure(_ text: String, font: FontSpec, textScale: Double) -> Size {
        Size(width: 10 * Double(text.count), height: 10)
      }
    }
    let toolbar = ToolbarDefinition(
      id: "bar", tiers: [TierDefinition(id: "main", items: [ItemDefinition(id: "a", title: "abc")])]
    )
    let engine = LayoutEngine(
      RowRegistry.builtIn.resolve(config: TierbarConfig(toolbars: [toolbar]), toolbar: toolbar),
      measurer: Fixed())
    let layout = engine.layout(environment: LayoutEnvironment(), state: ToolbarState())
    let item = try #require(layout.items.first)
    #expect(item.frame.width == (30 + 16))
    #expect(layout.size.height == 10)
  }
}

@Suite struct DevicePresetTests {
  static let published: [(String, Double, Double)] = [
    ("iphone-se", 375, 0), ("iphone-15", 393, 34), ("iphone-15-pro-max", 430, 34),
    ("iphone-12-pro-max", 428, 34), ("ipad-10", 820, 20), ("iphone-15-landscape", 852, 21),
  ]

  @Test(arguments: published)
  func presetsCarryThePublishedNumbers(name: String, width: Double, bottom: Double) throws {
    let preset = try #require(DevicePreset.named(name))
    #expect(preset.screen.width == width)
    #expect(preset.safeArea.bottom == bottom)
    #expect([1, 2, 3].contains(preset.scale))
    let environment = preset.environment(keyboard: .hardware)
    #expect(environment.width == width)
    #expect(environment.keyboard == .hardware)
  }

  @Test func landscapeHasSideInsets() throws {
    let preset = try #require(DevicePreset.named("iphone-15-landscape"))
    #expect(preset.safeArea == SafeAreaInsets(top: 0, left: 59, bottom: 21, right: 59))
  }

  @Test func namesAreUniqueAndSuggested() {
    #expect(Set(DevicePreset.all.map(\.name)).count == DevicePreset.all.count)
    #expect(DevicePreset.named("IPHONE-15")?.name == "iphone-15")
    #expect(DevicePreset.named("iphone-16") == nil)
    #expect(DevicePreset.suggestion(for: "iphone15") == "iphone-15")
    #expect(DevicePreset.suggestion(for: "galaxy") == nil)
  }
}
