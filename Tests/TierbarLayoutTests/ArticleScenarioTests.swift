import Testing
import Tierbar
import TierbarTestSupport

@testable import TierbarLayout

/// The four articles' numbers, reproduced exactly (see `../shared/seeds/README.md`).
@Suite struct ArticleScenarioTests {
  // Chips: title + 20 pt insets either side, rounded up to the 1/3 pt grid.
  let chip1 = pixelCeil(textWidth("1hour") + 20 + 20)
  let chip3 = pixelCeil(textWidth("3hour") + 20 + 20)
  let chip5 = pixelCeil(textWidth("5hour") + 20 + 20)
  let chipHeight = pixelCeil(lineHeight + 10 + 10)

  @Test func remindersBarIs50TallCollapsed() throws {
    let layout = layOut(ArticleConfigs.reminders)
    #expect(layout.size == Size(width: 393, height: 50))
    #expect(layout.hitRegion == Rect(x: 0, y: 0, width: 393, height: 50))
    #expect(layout.tier("intervals")?.visible == false)
    #expect(layout.items.map(\.id) == ["bell"])
    let bell = try #require(layout.item("bell"))
    let icon = pixelCeil(lineHeight)  // 20.29 → 20.333
    // The bell: an icon the size of the line height, 8 pt insets, centred in 50 pt:
    // (50 − 20.333) / 2 = 14.833 = 44.5 px, rounded to the pixel grid: 45 px = 15 pt.
    #expect(
      isClose(
        bell.frame,
        Rect(x: 8, y: 15, width: pixelCeil(8 + lineHeight + 8), height: icon)))
    // Alone in its tier: its hit area reaches the left edge and grows 22 pt to the right.
    #expect(
      isClose(
        bell.hitArea, Rect(x: 0, y: 0, width: 8 + pixelCeil(8 + lineHeight + 8) + 22, height: 50)))
    #expect(layout.warnings.isEmpty)
  }

  @Test func remindersExpandedOverlayPutsChipsAboveTheBar() {
    let layout = layOut(ArticleConfigs.reminders) { $0.expansion["intervals"] = 1 }
    #expect(layout.size == Size(width: 393, height: 50))  // overlay: the bar keeps its height
    #expect(layout.tier("main")?.frame == Rect(x: 0, y: 0, width: 393, height: 50))
    #expect(layout.tier("intervals")?.frame == Rect(x: 0, y: -60, width: 393, height: 60))
    #expect(layout.hitRegion == Rect(x: 0, y: -60, width: 393, height: 60 + 50))

    let chips = layout.items.filter { $0.tier == "intervals" }
    #expect(chips.map(\.id) == ["one-hour", "three-hours", "five-hours"])
    #expect(
      isClose(
        chips.map(\.frame),
        [
          Rect(x: 20, y: -60 + 10, width: chip1, height: chipHeight),
          Rect(x: 20 + chip1 + 20, y: -60 + 10, width: chip3, height: chipHeight),
          Rect(x: 20 + chip1 + 20 + chip3 + 20, y: -60 + 10, width: chip5, height: chipHeight),
        ]))
    // Hit areas: the whole tier's height, the 20 pt gaps split at 10, the first reaches x = 0.
    #expect(
      isClose(
        chips.map(\.hitArea),
        [
          Rect(x: 0, y: -60, width: 20 + chip1 + 10, height: 60),
          Rect(x: 20 + chip1 + 10, y: -60, width: 10 + chip3 + 10, height: 60),
          Rect(x: 20 + chip1 + 20 + chip3 + 10, y: -60, width: 10 + chip5 + 22, height: 60),
        ]))
    // Touches above the bar's bounds reach the chips (the article's `point(inside:)`).
    #expect(layout.hitTest(Point(x: 30, y: -30))?.id == "one-hour")
    #expect(layout.hitTest(Point(x: 30, y: -61)) == nil)
    #expect(layout.hitTest(Point(x: 10, y: 25))?.id == "bell")
  }

  @Test func remindersSlideInterpolatesTheChipsTier() throws {
    let layout = layOut(ArticleConfigs.reminders) { $0.expansion["intervals"] = 0.5 }
    // Half way: the top 30 pt of the tier show above the bar; the chips slide with it.
    #expect(layout.tier("intervals")?.frame == Rect(x: 0, y: -30, width: 393, height: 30))
    let chip = try #require(layout.item("one-hour"))
    #expect(chip.frame.minY == (-30 + 10))
    #expect(layout.hitRegion == Rect(x: 0, y: -30, width: 393, height: 30 + 50))
    #expect(chip.hitArea.height == 30)  // clipped to the visible slice
    #expect(layout.warnings.isEmpty)  // no hit-area warnings mid-animation
  }

  @Test func remindersIntrinsicGrowthMakesTheBarTaller() {
    var config = ArticleConfigs.reminders
    config.toolbars[0].growth = .intrinsic
    let layout = layOut(config) { $0.expansion["intervals"] = 1 }
    #expect(layout.size.height == (50 + 60))
    #expect(layout.tier("main")?.frame == Rect(x: 0, y: 60, width: 393, height: 50))
    #expect(layout.tier("intervals")?.frame == Rect(x: 0, y: 0, width: 393, height: 60))
    #expect(layout.hitRegion == Rect(x: 0, y: 0, width: 393, height: 110))
  }

  @Test func safeAreaBarIs44AboveTheSoftwareKeyboard() throws {
    let device = try #require(DevicePreset.named("iphone-15"))
    let layout = layOut(
      ArticleConfigs.safeArea, environment: device.environment(keyboard: .software))
    #expect(layout.size == Size(width: 393, height: 44))
    #expect(layout.bottomInset == 0)
  }

  @Test(arguments: [LayoutEnvironment.KeyboardMode.hardware, .none])
  func safeAreaBarAddsTheBottomInsetAtTheScreenBottom(keyboard: LayoutEnvironment.KeyboardMode)
    throws
  {
    let device = try #require(DevicePreset.named("iphone-15"))
    let layout = layOut(
      ArticleConfigs.safeArea, environment: device.environment(keyboard: keyboard))
    #expect(layout.size == Size(width: 393, height: 44 + 34))
    #expect(layout.bottomInset == 34)
    // The content keeps the top 44 pt.
    #expect(layout.tier("main")?.frame == Rect(x: 0, y: 0, width: 393, height: 44))
    for item in layout.items { #expect(item.frame.maxY <= 44) }
    let done = try #require(layout.item("done"))
    #expect(isClose(done.frame.maxX, 393 - 8))
  }

  @Test func safeAreaIgnoreNeverPads() throws {
    var config = ArticleConfigs.safeArea
    config.toolbars[0].safeArea = .ignore
    let device = try #require(DevicePreset.named("iphone-15"))
    let layout = layOut(config, environment: device.environment(keyboard: .hardware))
    #expect(layout.size.height == 44)
  }

  @Test func landscapeSideInsetsPadTheContent() throws {
    let device = try #require(DevicePreset.named("iphone-15-landscape"))
    let layout = layOut(
      ArticleConfigs.safeArea, environment: device.environment(keyboard: .hardware))
    #expect(layout.size == Size(width: 852, height: 44 + 21))
    let previous = try #require(layout.item("previous"))
    let done = try #require(layout.item("done"))
    #expect(previous.frame.minX == (59 + 8))
    #expect(isClose(done.frame.maxX, 852 - 59 - 8))
  }

  /// The article's three hiding patterns, each with the view's expected height: lines of two
  /// 44 pt check boxes, 8 pt between lines, 16 pt padding above and below.
  static let hidingPatterns: [HidingPattern] = [
    HidingPattern(hidden: [], height: 16 + 44 + 8 + 44 + 8 + 44 + 16),  // 3 lines
    HidingPattern(hidden: ["check-2", "check-4", "check-6"], height: 16 + 44 + 8 + 44 + 16),
    HidingPattern(hidden: ["check-3", "check-4", "check-5", "check-6"], height: 16 + 44 + 16),
  ]

  struct HidingPattern: Sendable, CustomTestStringConvertible {
    var hidden: Set<String>
    var height: Double
    var testDescription: String { "hide \(hidden.sorted())" }
  }

  @Test(arguments: hidingPatterns)
  func checkboxInputViewFitsItsVisibleContent(pattern: HidingPattern) {
    let layout = layOut(ArticleConfigs.checkboxInput) { $0.hiddenItems = pattern.hidden }
    #expect(layout.size.height == pattern.height)
    #expect(layout.tier("checks")?.frame == Rect(x: 0, y: 0, width: 393, height: pattern.height))
    // The height is its content: the last check box's bottom plus the padding.
    #expect(layout.items.map(\.frame.maxY).max() == pattern.height - 16)
    #expect(layout.items.count == (6 - pattern.hidden.count))
    #expect(Set(layout.items.map(\.id)).isDisjoint(with: pattern.hidden))
  }

  @Test func hidingPatternsGiveThreeDifferentHeights() {
    let heights = Self.hidingPatterns.map { pattern in
      layOut(ArticleConfigs.checkboxInput) { $0.hiddenItems = pattern.hidden }.size.height
    }
    #expect(Set(heights).count == 3)
  }

  @Test func checkboxGridHasTwoEqualColumns() {
    let layout = layOut(ArticleConfigs.checkboxInput) {
      $0.hiddenItems = ["check-2", "check-4", "check-6"]
    }
    // Columns of (393 − 16 − 16 − 8) / 2 = 176.5 pt; edges rounded to the 1/3 pt grid.
    let secondColumn: Double = 16 + 176.5 + 8  // 200.5 → 200.667
    let frames = layout.items.map(\.frame)
    #expect(layout.items.map(\.id) == ["check-1", "check-3", "check-5"])
    #expect(frames.map(\.minX) == [16, (secondColumn * 3).rounded() / 3, 16])
    #expect(frames.map(\.minY) == [16, 16, 16 + 44 + 8])
    #expect(isClose(frames[0].width, ((16 + 176.5) * 3).rounded() / 3 - 16))
  }

  @Test func checkboxInputViewAddsTheBottomInset() throws {
    let device = try #require(DevicePreset.named("iphone-15"))
    let layout = layOut(ArticleConfigs.checkboxInput, environment: device.environment())
    #expect(layout.size.height == (16 + 44 + 8 + 44 + 8 + 44 + 16 + 34))
  }

  @Test func checkedStateSurvivesHiding() {
    let layout = layOut(ArticleConfigs.checkboxInput) {
      $0.selection["checks"] = ["check-1", "check-4"]
      $0.hiddenItems = ["check-4"]
    }
    #expect(layout.items.filter(\.selected).map(\.id) == ["check-1"])
  }

  @Test func followBarIs44WithSendAtTheTrailingEdge() throws {
    let layout = layOut(ArticleConfigs.keyboardFollow)
    #expect(layout.size == Size(width: 393, height: 44))
    let send = try #require(layout.item("send"))
    let bold = try #require(layout.item("bold"))
    let italic = try #require(layout.item("italic"))
    #expect(isClose(send.frame.maxX, 393 - 8))
    #expect(bold.frame.minX == 8)
    #expect(isClose(italic.frame.minX, 8 + pixelCeil(8 + lineHeight + 8) + 8))
  }
}
