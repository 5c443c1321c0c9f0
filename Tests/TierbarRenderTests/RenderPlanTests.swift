import Testing
import Tierbar
import TierbarTestSupport

@Suite struct RenderPlanTests {
  static func expandedReminders() throws -> Rendered {
    try Rendered("reminders.yaml") { state in
      state.expansion["intervals"] = 1
      state.selection["intervals"] = ["one-hour"]
    }
  }

  @Test func everyLaidOutItemHasABackgroundAtItsFrameExactly() throws {
    let rendered = try Self.expandedReminders()
    let plan = rendered.plan()
    #expect(rendered.layout.items.count == 4)
    for item in rendered.layout.items {
      let elements = plan.elements(ofItem: item.id)
      let first = try #require(elements.first)
      guard case .itemBackground = first.kind else {
        Issue.record("\(item.id): first element is \(first.kind)")
        continue
      }
      #expect(first.frame == item.frame)
      #expect(first.tier == item.tier)
    }
    #expect(plan.hitAreas.map(\.frame) == rendered.layout.items.map(\.hitArea))
  }

  /// The plan is the registry stage's second consumer: it draws the resolved toolbar's items and
  /// styles, never the config's (a provider is not asked again, a style not looked up again).
  @Test func thePlanDrawsTheResolvedToolbarNotTheConfig() throws {
    var rendered = try Rendered(
      items: [ItemDefinition(id: "a", title: "A", style: "plain")],
      styles: [
        "plain": StyleDefinition(appearance: StyleAppearance(background: .system("systemRed")))
      ])
    #expect(rendered.resolved.definition == rendered.config.toolbars.first)
    let red = Color.rgba(red: 1, green: 2, blue: 3, alpha: 255)
    let green = Color.rgba(red: 4, green: 5, blue: 6, alpha: 255)
    let blue = Color.rgba(red: 7, green: 8, blue: 9, alpha: 255)
    rendered.resolved.toolbarStyle = .init(normal: StyleAppearance(background: red))
    rendered.resolved.tierStyles = [.init(normal: StyleAppearance(background: green))]
    rendered.resolved.styles = [.init(normal: StyleAppearance(background: blue))]
    // The config is emptied: the plan must not need it.
    rendered.config = TierbarConfig(toolbars: [])
    let fills = rendered.plan().elements.compactMap { element -> RenderColor? in
      switch element.kind {
      case .barBackground(let box), .tierBackground(let box), .itemBackground(let box, _):
        return box.fill
      default: return nil
      }
    }
    #expect(
      fills == [
        RenderColor(red: 1, green: 2, blue: 3), RenderColor(red: 4, green: 5, blue: 6),
        RenderColor(red: 7, green: 8, blue: 9),
      ])
  }

  @Test func theRemindersChipsAreDrawnAsTheirStyleSays() throws {
    let plan = try Self.expandedReminders().plan()
    let selected = try #require(plan.elements(ofItem: "one-hour").first?.kind)
    #expect(
      selected
        == .itemBackground(
          Box(
            fill: RenderColor(red: 0x00, green: 0x7A, blue: 0xFF),
            border: RenderBorder(width: 1, color: RenderColor(red: 0x00, green: 0x7A, blue: 0xFF)),
            cornerRadius: 20), .selected))
    let normal = try #require(plan.elements(ofItem: "three-hours").first?.kind)
    #expect(
      normal
        == .itemBackground(
          Box(
            fill: RenderColor(red: 0xFF, green: 0xFF, blue: 0xFF),
            border: RenderBorder(width: 1, color: RenderColor(red: 0xD1, green: 0xD1, blue: 0xD6)),
            cornerRadius: 20), .normal))
    let titles = plan.elements.compactMap { element -> (String, Title)? in
      guard case .title(let title) = element.kind, let item = element.item else { return nil }
      return (item, title)
    }
    #expect(titles.map(\.0) == ["one-hour", "three-hours", "five-hours"])
    #expect(titles.map(\.1.text) == ["1hour", "3hour", "5hour"])
    #expect(titles[0].1.color == RenderColor(red: 255, green: 255, blue: 255))
    #expect(titles[1].1.color == RenderColor(red: 0x00, green: 0x7A, blue: 0xFF))
  }

  @Test func titlesAreExactlyAsWideAsTheLayoutMeasuredThemAndCentred() throws {
    let rendered = try Self.expandedReminders()
    let plan = rendered.plan()
    let measured = HeadlessTextMeasurer().measure("1hour", font: FontSpec(), textScale: 1)
    let element = try #require(plan.elements(ofItem: "one-hour").first { $0.kind.isTitle })
    guard case .title(let title) = element.kind else { return }
    #expect(title.width == measured.width)
    #expect(element.frame.width == measured.width)
    // Content insets 20 either side: the title fills the frame less the insets (rounded up to
    // the pixel grid, so within a pixel).
    let frame = try #require(rendered.layout.item("one-hour")).frame
    #expect(abs((element.frame.x - frame.x) - (frame.maxX - element.frame.maxX)) < 1e-9)
    #expect(abs(element.frame.x - frame.x - 20) < 1.0 / 3)
    #expect(title.baseline == element.frame.minY + 0.952 * 17)
  }

  @Test func theBarAndItsTiersComeFirstInPaintingOrder() throws {
    let plan = try Self.expandedReminders().plan()
    let kinds = plan.elements.prefix(5).map { element -> String in
      switch element.kind {
      case .barBackground: "bar"
      case .tierBackground: "tier:\(element.tier ?? "")"
      case .separator: "separator:\(element.tier ?? "")"
      default: "other"
      }
    }
    #expect(
      kinds == ["bar", "tier:main", "separator:main", "tier:intervals", "separator:intervals"])
    // The overlay tier lies above the bar's bounds and takes the bar's background.
    let intervals = try #require(
      plan.elements.first { $0.kind.isTierBackground && $0.tier == "intervals" })
    #expect(intervals.frame == Rect(x: 0, y: -60, width: 393, height: 60))
    #expect(intervals.box?.fill == RenderColor(red: 0xF2, green: 0xF2, blue: 0xF7))
    let main = try #require(plan.elements.first { $0.kind.isTierBackground && $0.tier == "main" })
    #expect(main.box?.fill == nil)
  }

  @Test func iconsAreNamedBySymbolAndTinted() throws {
    let plan = try Rendered("reminders.yaml").plan()
    let icon = try #require(plan.elements(ofItem: "bell").compactMap(\.kind.icon).first)
    #expect(icon.symbol == "bell")
    #expect(icon.color == RenderColor(red: 0x00, green: 0x7A, blue: 0xFF))
    // A collapsed tier draws nothing.
    #expect(plan.elements.allSatisfy { $0.tier != "intervals" })
  }

  @Test func dynamicTypeScalesFontsAndIcons() throws {
    var environment = try #require(DevicePreset.named("iphone-15")).environment()
    environment.textScale = 2
    let rendered = try Rendered("safe-area.yaml", environment: environment)
    let plan = rendered.plan()
    let title = try #require(plan.elements(ofItem: "done").compactMap(\.kind.title).first)
    #expect(title.font == RenderFont(baseSize: 17, pointSize: 34, weight: .regular))
    #expect(
      title.width == HeadlessTextMeasurer().measure("Done", font: FontSpec(), textScale: 2).width)
    let icon = try #require(plan.elements(ofItem: "next").first { $0.kind.icon != nil })
    #expect(icon.frame.width == 34 * HeadlessTextMeasurer.lineHeightFactor)
  }

  @Test func aDisabledItemWithoutADisabledVariantIsDimmed() throws {
    let plan = try Rendered(items: [ItemDefinition(id: "save", title: "Save", disabled: true)])
      .plan()
    let elements = plan.elements(ofItem: "save")
    #expect(elements.first?.kind == .itemBackground(Box(fill: nil), .disabled))
    let title = try #require(elements.compactMap(\.kind.title).first)
    // systemBlue at 35 % of full alpha: 0.35 × 255 = 89.25 → 89.
    #expect(title.color == RenderColor(red: 0x00, green: 0x7A, blue: 0xFF, alpha: 89))
  }

  @Test func aSelectedItemWithoutASelectedVariantGetsTheFaintFill() throws {
    let rendered = try Rendered("checkbox-input.yaml", toolbar: "checkboxes") { state in
      state.selection["checks"] = ["check-2"]
    }
    let plan = rendered.plan()
    let box = try #require(plan.elements(ofItem: "check-2").first?.box)
    #expect(box.fill == RenderColor(red: 0x76, green: 0x76, blue: 0x80, alpha: 31))
    #expect(plan.elements(ofItem: "check-1").first?.box?.fill == nil)
  }

  @Test func checkBoxIconsFollowTheSelectionDrawn() throws {
    let rendered = try Rendered("checkbox-input.yaml", toolbar: "checkboxes") { state in
      state.selection["checks"] = ["check-2", "check-5"]
    }
    let symbols = rendered.layout.items.map { item in
      rendered.plan().elements(ofItem: item.id).compactMap(\.kind.icon).first?.symbol ?? "-"
    }
    #expect(
      symbols == [
        "square", "checkmark.square.fill", "square", "square", "checkmark.square.fill", "square",
      ])
  }

  @Test func theSystemColourTableCoversExactlyTheNamesAConfigMayUse() {
    #expect(SystemColorTable.names == SystemColors.names.sorted())
  }
}

extension RenderElement.Kind {
  var isTitle: Bool { title != nil }
  var title: Title? {
    if case .title(let title) = self { return title }
    return nil
  }
  var icon: Icon? {
    if case .icon(let icon) = self { return icon }
    return nil
  }
  var isTierBackground: Bool {
    if case .tierBackground = self { return true }
    return false
  }
}
