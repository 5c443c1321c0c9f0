import Testing
import Tierbar
import TierbarHost
import TierbarTestSupport
import TierbarYAML

/// The UIKit host's decisions, driven without UIKit: what a tap, a keyboard notification and a
/// trait change mean for the view.
@Suite struct ToolbarHostTests {
  static let screen = Rect(x: 0, y: 0, width: 393, height: 852)

  static func host(_ file: String, toolbar: String? = nil) throws -> ToolbarHost {
    let url = Fixtures.config(file)
    let config = try #require(ConfigLoader().load(Fixtures.bytes(url), file: url.path).config)
    let definition = try #require(toolbar.flatMap { config.toolbar($0) } ?? config.toolbars.first)
    let environment = try #require(DevicePreset.named("iphone-15")).environment()
    return ToolbarHost(
      config: config, toolbar: definition, environment: environment, container: screen)
  }

  static func centre(_ rect: Rect) -> Point {
    Point(x: rect.x + rect.width / 2, y: rect.y + rect.height / 2)
  }

  @Test func theBellSlidesTheChipsUpAboveTheBarAndTheirTapsArrive() throws {
    var host = try Self.host("reminders.yaml")
    #expect(host.intrinsicSize == Size(width: 393, height: 50))
    #expect(!host.acceptsTouch(at: Point(x: 40, y: -30)))
    let bell = try #require(host.controller.layout.item("bell")).frame
    let opened = host.tap(at: Self.centre(bell))
    #expect(opened.tierAnimations.map(\.tier) == ["intervals"])
    #expect(opened.tierAnimations.first?.to == Rect(x: 0, y: -60, width: 393, height: 60))
    #expect(opened.animation == AnimationTiming(duration: 0.1, curve: .easeInOut))
    // Overlay growth: the bar keeps its 50 pt, so its intrinsic size does not change.
    #expect(!opened.invalidatesIntrinsicSize)
    #expect(host.intrinsicSize == Size(width: 393, height: 50))
    let plan = try #require(opened.plan)
    #expect(plan.elements.contains { $0.item == "one-hour" })
    // The chips lie above the bar's bounds and still receive touches.
    let chip = try #require(host.controller.layout.item("one-hour")).frame
    #expect(chip.maxY <= 0)
    #expect(host.acceptsTouch(at: Self.centre(chip)))
    let chosen = host.tap(at: Self.centre(chip))
    #expect(
      chosen.effects == [
        .selectionChanged(
          SelectionChange(tier: "intervals", selected: ["one-hour"], tags: [.int(60)]))
      ])
    #expect(chosen.animation == nil)
    let look = try #require(chosen.plan?.elements(ofItem: "one-hour").first?.kind)
    guard case .itemBackground(_, let state) = look else {
      Issue.record("not a background: \(look)")
      return
    }
    #expect(state == .selected)
    // A tap on no item changes nothing and redraws nothing.
    #expect(host.tap(at: Point(x: 380, y: 25)) == .none)
  }

  @Test func aHardwareKeyboardGivesTheAccessory44PointsPlusTheBottomInset() throws {
    var host = try Self.host("safe-area.yaml")
    _ = host.traitsChanged(HostTraits(width: 393, safeArea: SafeAreaInsets(top: 59, bottom: 34)))
    let software = host.keyboard(
      KeyboardNotificationFields(
        beginFrame: Rect(x: 0, y: 852, width: 393, height: 336),
        endFrame: Rect(x: 0, y: 516, width: 393, height: 336), duration: 0.25, curve: 7))
    #expect(host.intrinsicSize.height == 44)
    #expect(!software.invalidatesIntrinsicSize)
    // Attaching a hardware keyboard: the keyboard's frame is only the accessory at the bottom.
    let hardware = host.keyboard(
      KeyboardNotificationFields(
        beginFrame: Rect(x: 0, y: 516, width: 393, height: 336),
        endFrame: Rect(x: 0, y: 774, width: 393, height: 78), duration: 0.25, curve: 7))
    #expect(hardware.invalidatesIntrinsicSize)
    #expect(host.intrinsicSize == Size(width: 393, height: 78))
    #expect(host.controller.layout.items.allSatisfy { $0.frame.maxY <= 44 })
    #expect(hardware.plan?.bottomInset == 34)
  }

  @Test func aFollowBarMovesWithTheKeyboardsOwnDurationAndCurve() throws {
    var host = try Self.host("keyboard-follow.yaml")
    let update = host.keyboard(
      KeyboardNotificationFields(
        beginFrame: Rect(x: 0, y: 852, width: 393, height: 336),
        endFrame: Rect(x: 0, y: 516, width: 393, height: 336), duration: 0.35, curve: 7))
    let move = try #require(update.barMove)
    #expect(move.to == Rect(x: 0, y: 516 - 44, width: 393, height: 44))
    #expect(update.animation == AnimationTiming(duration: 0.35, curve: .keyboard))
    #expect(UIKitValues.animationOptionsRawValue(for: move.curve) == 7 << 16)
    let hidden = host.keyboard(
      KeyboardNotificationFields(
        beginFrame: Rect(x: 0, y: 516, width: 393, height: 336),
        endFrame: Rect(x: 0, y: 852, width: 393, height: 336), duration: 0.2, curve: 7))
    #expect(hidden.barMove?.to.y == 852)
  }

  @Test func anInputViewsHeightFollowsItsVisibleContent() throws {
    var host = try Self.host("checkbox-input.yaml", toolbar: "checkboxes")
    let full = host.intrinsicSize.height
    let update = host.handle(.hide(items: ["check-5", "check-6"]))
    #expect(update.invalidatesIntrinsicSize)
    #expect(host.intrinsicSize.height < full)
    #expect(host.intrinsicSize == host.controller.layout.size)
    #expect(update.plan?.elements.contains { $0.item == "check-5" } == false)
  }

  @Test func traitsBecomeEnvironmentChangesAndAppearanceRedrawsOnly() throws {
    var host = try Self.host("safe-area.yaml")
    let same = HostTraits(width: 393, safeArea: SafeAreaInsets(top: 59, bottom: 34))
    _ = host.traitsChanged(same)
    #expect(host.traitsChanged(same) == .none)
    var dark = same
    dark.dark = true
    let redraw = host.traitsChanged(dark)
    #expect(redraw.effects.isEmpty)
    #expect(redraw.plan?.appearance == .dark)
    var larger = dark
    larger.scaledBodySize = 23
    larger.rightToLeft = true
    _ = host.traitsChanged(larger)
    #expect(host.controller.environment.textScale == 23.0 / 17)
    #expect(host.controller.environment.layoutDirection == .rightToLeft)
    let done = try #require(host.plan.elements(ofItem: "done").compactMap(\.titleFont).first)
    #expect(done.pointSize == 23)
  }

  @Test func traitNumbersThatAreNotUsableKeepTheDefaults() {
    let odd = HostTraits(
      width: .nan, safeArea: SafeAreaInsets(top: -5, left: .infinity), displayScale: 2.5,
      scaledBodySize: .nan)
    #expect(odd.textScale == 1)
    let environment = odd.environment(from: LayoutEnvironment(width: 320, scale: 2))
    #expect(environment.width == 320)
    #expect(environment.scale == 2)
    #expect(environment.safeArea == SafeAreaInsets())
  }

  @Test func keyboardFieldsWithoutAnEndFrameAreNoEvent() {
    #expect(KeyboardNotificationFields(beginFrame: .zero, duration: 1).event == nil)
    let end = Rect(x: 0, y: 500, width: 393, height: 352)
    #expect(
      KeyboardNotificationFields(endFrame: end).event
        == KeyboardEvent(
          beginFrame: end, endFrame: end, duration: 0, curve: .keyboard, isLocal: true))
  }

  @Test func uiKitNumbersAreApplesConstants() {
    #expect(UIKitValues.animationOptionsRawValue(for: .linear) == 3 << 16)
    #expect(UIKitValues.animationOptionsRawValue(for: AnimationCurve(rawValue: 99)) == 7 << 16)
    #expect(
      FontSpec.Weight.allCases.map(UIKitValues.fontWeightRawValue) == [
        -0.8, -0.6, -0.4, 0, 0.23, 0.3, 0.4, 0.56, 0.62,
      ])
    #expect(UIKitValues.component(255) == 1)
  }
}

extension RenderElement {
  var titleFont: RenderFont? {
    if case .title(let title) = kind { return title.font }
    return nil
  }
}
