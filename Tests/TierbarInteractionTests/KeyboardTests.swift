import Testing
import TierbarInteraction
import TierbarLayout
import TierbarModel

/// The fourth article: the bar moves with the keyboard's own frames, duration and curve.
@Suite struct KeyboardTests {
  func barAnimation(_ effects: [Effect]) -> BarAnimation? {
    for effect in effects { if case .barAnimation(let animation) = effect { return animation } }
    return nil
  }

  @Test func followBarSitsOnTheKeyboardTop() throws {
    var bar = Scenarios.controller(Scenarios.follow)
    // Before any keyboard event the follow bar waits just below the container.
    #expect(bar.barFrame == Rect(x: 0, y: 852, width: 393, height: 44))
    let effects = bar.handle(.keyboard(Scenarios.show()))
    let animation = try #require(barAnimation(effects))
    #expect(animation.to.maxY == Scenarios.keyboardShown.minY)
    #expect(animation.to == Rect(x: 0, y: 472, width: 393, height: 44))
    #expect(animation.from == Rect(x: 0, y: 852, width: 393, height: 44))
    #expect(animation.timing == AnimationTiming(duration: 0.25, curve: .keyboard))
    #expect(bar.barFrame == animation.to)
  }

  @Test func followBarLeavesBelowTheContainerOnHide() throws {
    var bar = Scenarios.controller(Scenarios.follow)
    _ = bar.handle(.keyboard(Scenarios.show()))
    let animation = try #require(barAnimation(bar.handle(.keyboard(Scenarios.hide(duration: 0.3)))))
    #expect(animation.from == Rect(x: 0, y: 472, width: 393, height: 44))
    #expect(animation.to.minY >= Scenarios.screen.height)
    #expect(animation.duration == 0.3)
  }

  @Test func accessoryIsTheTopSliceOfTheKeyboardFrame() throws {
    var bar = Scenarios.controller(Scenarios.safeArea)
    #expect(bar.barFrame == nil)
    let keyboard = Rect(x: 0, y: 472, width: 393, height: 380)  // 336 keys + the 44 pt accessory
    let event = KeyboardEvent(
      beginFrame: Rect(x: 0, y: 852, width: 393, height: 380), endFrame: keyboard, duration: 0.25)
    let animation = try #require(barAnimation(bar.handle(.keyboard(event))))
    #expect(animation.to == Rect(x: 0, y: 472, width: 393, height: 44))
    #expect(animation.to.minY == keyboard.minY)
    #expect(keyboard.contains(animation.to))
  }

  @Test func framesAreInTheContainersCoordinates() throws {
    // A container that starts 100 pt down the screen (e.g. under a navigation bar).
    var bar = Scenarios.controller(
      Scenarios.follow, container: Rect(x: 0, y: 100, width: 393, height: 752))
    let animation = try #require(barAnimation(bar.handle(.keyboard(Scenarios.show()))))
    #expect(animation.to == Rect(x: 0, y: 372, width: 393, height: 44))
  }

  @Test(arguments: [AnimationCurve.easeInOut, .easeIn, .easeOut, .linear, .keyboard])
  func samplesStartAtBeginAndEndAtEnd(curve: AnimationCurve) throws {
    var bar = Scenarios.controller(Scenarios.follow)
    let animation = try #require(
      barAnimation(bar.handle(.keyboard(Scenarios.show(duration: 0.4, curve: curve)))))
    #expect(animation.frame(at: 0) == animation.from)
    #expect(animation.frame(at: 0.4) == animation.to)
    #expect(animation.frame(at: 9) == animation.to)
    var previous = animation.from.y
    for step in 1...100 {
      let y = animation.frame(at: 0.4 * Double(step) / 100).y
      #expect(y <= previous + 1e-9, "the bar moves only upwards while the keyboard shows")
      previous = y
    }
    #expect(bar.latestBarAnimation == animation)
  }

  @Test func duplicateEventsAnimateOnce() {
    var bar = Scenarios.controller(Scenarios.follow)
    let first = bar.handle(.keyboard(Scenarios.show()))
    let second = bar.handle(.keyboard(Scenarios.show()))
    #expect(first.types == ["barAnimation"])
    #expect(second.isEmpty)
    // A different begin frame but the same end frame is still a duplicate.
    var echo = Scenarios.show()
    echo.beginFrame = Scenarios.keyboardShown
    #expect(bar.handle(.keyboard(echo)).isEmpty)
  }

  @Test func hardwareKeyboardDocksAtTheBottomWithTheInset() throws {
    var bar = Scenarios.controller(Scenarios.safeArea)
    // Only the accessory shows: 44 + 34 at the screen bottom.
    let event = KeyboardEvent(
      beginFrame: Rect(x: 0, y: 852, width: 393, height: 78),
      endFrame: Rect(x: 0, y: 774, width: 393, height: 78), duration: 0.25)
    let effects = bar.handle(.keyboard(event))
    #expect(bar.placement == .docked(.hardware))
    #expect(effects.contains(.heightChanged(HeightChange(height: 78, previous: 44))))
    #expect(bar.barFrame == Rect(x: 0, y: 774, width: 393, height: 78))
    #expect(bar.effectiveEnvironment.keyboard == .hardware)
  }

  @Test func nothingShownMeansHardwareToo() {
    var bar = Scenarios.controller(Scenarios.follow)
    let event = KeyboardEvent(
      beginFrame: Scenarios.keyboardHidden, endFrame: Rect(x: 0, y: 852, width: 393, height: 0),
      duration: 0.25)
    _ = bar.handle(.keyboard(event))
    #expect(bar.placement == .docked(.hardware))
    #expect(bar.barFrame == Rect(x: 0, y: 852 - 44 - 34, width: 393, height: 44 + 34))
  }

  @Test func floatingKeyboardDocksAtTheBottom() {
    let ipad = LayoutEnvironment(width: 820, safeArea: SafeAreaInsets(top: 24, bottom: 20))
    let screen = Rect(x: 0, y: 0, width: 820, height: 1180)
    var bar = Scenarios.controller(Scenarios.follow, environment: ipad, container: screen)
    let event = KeyboardEvent(
      beginFrame: Rect(x: 250, y: 1180, width: 320, height: 250),
      endFrame: Rect(x: 250, y: 600, width: 320, height: 250), duration: 0.25)
    _ = bar.handle(.keyboard(event))
    #expect(bar.placement == .docked(.floating))
    #expect(bar.barFrame == Rect(x: 0, y: 1180 - 64, width: 820, height: 64))
  }

  @Test func attachingAHardwareKeyboardRedocks() throws {
    var bar = Scenarios.controller(Scenarios.safeArea)
    let keyboard = KeyboardEvent(
      beginFrame: Rect(x: 0, y: 852, width: 393, height: 380),
      endFrame: Rect(x: 0, y: 472, width: 393, height: 380), duration: 0.25)
    _ = bar.handle(.keyboard(keyboard))
    var attached = Scenarios.iphone15
    attached.keyboard = .hardware
    let effects = bar.handle(.environment(attached))
    #expect(effects.types == ["heightChanged", "barAnimation"])
    let animation = try #require(barAnimation(effects))
    #expect(animation.to == Rect(x: 0, y: 774, width: 393, height: 78))
    #expect(animation.duration == 0)
    // The same keyboard frame again after re-attaching is not a duplicate any more.
    var detached = attached
    detached.keyboard = .software
    // Detached: back to 44 pt, and no frame until the software keyboard reports one.
    #expect(
      bar.handle(.environment(detached)) == [.heightChanged(HeightChange(height: 44, previous: 78))]
    )
    #expect(bar.barFrame == nil)
    #expect(bar.handle(.keyboard(keyboard)).types == ["barAnimation"])
    #expect(bar.barFrame == Rect(x: 0, y: 472, width: 393, height: 44))
  }

  @Test func rotationRelaysOut() throws {
    var bar = Scenarios.controller(Scenarios.follow)
    _ = bar.handle(.keyboard(Scenarios.show()))
    let landscape = LayoutEnvironment(
      width: 852, safeArea: SafeAreaInsets(left: 59, bottom: 21, right: 59))
    let effects = bar.handle(
      .environment(landscape, container: Rect(x: 0, y: 0, width: 852, height: 393)))
    let animation = try #require(barAnimation(effects))
    #expect(animation.to.width == 852)
    #expect(bar.layout.size.width == 852)
    // UIKit then reports the landscape keyboard; the bar lands on it.
    let keyboard = KeyboardEvent(
      beginFrame: Scenarios.keyboardShown, endFrame: Rect(x: 0, y: 184, width: 852, height: 209),
      duration: 0.25)
    let follow = try #require(barAnimation(bar.handle(.keyboard(keyboard))))
    #expect(follow.to == Rect(x: 0, y: 140, width: 852, height: 44))
  }

  @Test func otherAppsKeyboardsMoveOnlyFollowBars() {
    var event = Scenarios.show()
    event.isLocal = false
    var accessory = Scenarios.controller(Scenarios.safeArea)
    #expect(accessory.handle(.keyboard(event)).isEmpty)
    var follow = Scenarios.controller(Scenarios.follow)
    #expect(follow.handle(.keyboard(event)).types == ["barAnimation"])
  }

  @Test func malformedEventsAreIgnored() {
    var bar = Scenarios.controller(Scenarios.follow)
    var event = Scenarios.show()
    event.endFrame.y = .nan
    #expect(bar.handle(.keyboard(event)).isEmpty)
    event = Scenarios.show()
    event.duration = -1
    #expect(bar.handle(.keyboard(event)).isEmpty)
    #expect(bar.lastKeyboardEvent == nil)
  }

  @Test func classification() {
    let screen = Scenarios.screen
    func classify(_ frame: Rect, hardware: Double = 78) -> KeyboardPlacement {
      KeyboardPlacement.classify(
        frame, screen: screen, hardwareHeight: hardware, accessoryHeight: 44)
    }
    #expect(
      classify(Scenarios.keyboardShown)
        == .onKeyboard(frame: Scenarios.keyboardShown, accessoryHeight: 44))
    #expect(
      classify(Scenarios.keyboardHidden)
        == .offScreen(frame: Scenarios.keyboardHidden, accessoryHeight: 44))
    #expect(classify(Rect(x: 0, y: 774, width: 393, height: 78)) == .docked(.hardware))
    #expect(
      classify(Rect(x: 0, y: 774, width: 393, height: 78), hardware: 0)
        == .onKeyboard(frame: Rect(x: 0, y: 774, width: 393, height: 78), accessoryHeight: 44))
    #expect(classify(Rect(x: 0, y: 300, width: 393, height: 200)) == .docked(.floating))
    #expect(classify(Rect(x: 0, y: 852, width: 393, height: 0)) == .docked(.hardware))
  }
}

@Suite struct PresentationPlacementTests {
  @Test func inputViewIsTheBottomSliceOfTheKeyboardFrame() throws {
    var view = Scenarios.controller(Scenarios.checkboxes())
    let height = view.layout.size.height
    #expect(height > 0)
    let keyboard = Rect(x: 0, y: 852 - height, width: 393, height: height)
    _ = view.handle(
      .keyboard(
        KeyboardEvent(
          beginFrame: Rect(x: 0, y: 852, width: 393, height: height), endFrame: keyboard,
          duration: 0.25)))
    #expect(view.barFrame == keyboard)
    // Hiding a row shrinks the view; its bottom stays on the screen's bottom edge.
    _ = view.handle(.hide(items: ["check-5", "check-6"]))
    let shrunk = try #require(view.barFrame)
    #expect(shrunk.maxY == 852)
    #expect(shrunk.height < height)
  }

  @Test func noKeyboardDocksAtTheBottom() {
    var environment = Scenarios.iphone15
    environment.keyboard = .none
    let bar = Scenarios.controller(Scenarios.safeArea, environment: environment)
    #expect(bar.barFrame == Rect(x: 0, y: 852 - 78, width: 393, height: 78))
  }

  @Test func accessoryKeepsItsBottomOnTheKeysWhenItGrows() throws {
    var bar = Scenarios.controller(
      Scenarios.reminders(growth: .intrinsic),
      config: Scenarios.remindersConfig(growth: .intrinsic))
    let keyboard = Rect(x: 0, y: 466, width: 393, height: 386)  // 336 keys + the 50 pt bar
    _ = bar.handle(
      .keyboard(
        KeyboardEvent(
          beginFrame: Rect(x: 0, y: 852, width: 393, height: 386), endFrame: keyboard,
          duration: 0.25)))
    #expect(bar.barFrame == Rect(x: 0, y: 466, width: 393, height: 50))
    let effects = bar.handle(.tap(item: "bell"))
    #expect(effects.types == ["tierExpanded", "heightChanged", "barAnimation"])
    #expect(bar.barFrame == Rect(x: 0, y: 406, width: 393, height: 110))
    guard case .barAnimation(let grow) = effects.last else { return }
    #expect(grow.timing == AnimationTiming.tierDefault)
  }
}
