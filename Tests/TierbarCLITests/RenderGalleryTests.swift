import Foundation
import Testing
import TierbarTestSupport

/// `tierbar render FILE --output OUT.html`: the gallery page.
@Suite struct RenderGalleryTests {
  static let reminders = "Configs/reminders.yaml"

  func render(_ arguments: [String], in folder: TemporaryFolder) throws -> String {
    let out = folder.path("gallery.html")
    let result = try TierbarProcess.run(
      ["render", Self.reminders] + arguments + ["--output", out])
    try #require(result.status == 0, "\(result.stderr)")
    return try String(contentsOf: URL(fileURLWithPath: out), encoding: .utf8)
  }

  @Test func sameInputSameBytesWrittenAtomically() throws {
    let folder = try TemporaryFolder()
    let first = try render([], in: folder)
    let second = try render([], in: folder)
    #expect(first == second)
    #expect(
      try FileManager.default.contentsOfDirectory(atPath: folder.url.path) == ["gallery.html"])
    #expect(first.hasPrefix("<!DOCTYPE html>\n"))
    #expect(first.contains("<title>reminders.yaml · reminders · Tierbar gallery</title>"))
  }

  @Test func defaultDevicesAreTheSmallestAndLargestPhoneAndAnIPad() throws {
    let html = try render([], in: try TemporaryFolder())
    let devices = html.components(separatedBy: "<section class=\"device\" data-device=\"")
      .dropFirst().map { String($0.prefix { $0 != "\"" }) }
    #expect(devices == ["iphone-se", "iphone-15-pro-max", "ipad-10"])
    #expect(html.components(separatedBy: "<figure class=\"shot\"").count - 1 == 12)
  }

  @Test func chosenDevicesInTheOrderGiven() throws {
    let html = try render(
      ["--device", "ipad-10", "--device", "iphone-15"], in: try TemporaryFolder())
    let devices = html.components(separatedBy: "<section class=\"device\" data-device=\"")
      .dropFirst().map { String($0.prefix { $0 != "\"" }) }
    #expect(devices == ["ipad-10", "iphone-15"])
    #expect(html.contains("<h2>iPad (10th generation), portrait · 820 pt</h2>"))
  }

  @Test func selectionsApplyToEveryPicture() throws {
    let html = try render(["--select", "three-hours"], in: try TemporaryFolder())
    #expect(html.contains("<g data-item=\"three-hours\">\n      <rect data-state=\"selected\""))
    #expect(!html.contains("<g data-item=\"one-hour\">\n      <rect data-state=\"selected\""))
  }

  /// The page's state keys: each figure's `data-home`, and the transitions the script follows.
  func stateKeys(_ config: String) throws -> (homes: [String], transitions: String) {
    let folder = try TemporaryFolder()
    let file = try folder.write("bar.yaml", config)
    let out = folder.path("gallery.html")
    let result = try TierbarProcess.run(
      ["render", file, "--device", "iphone-se", "--output", out])
    try #require(result.status == 0, "\(result.stderr)")
    let html = try String(contentsOf: URL(fileURLWithPath: out), encoding: .utf8)
    let homes = html.components(separatedBy: "<figure class=\"shot\"").dropFirst().map {
      figure in
      let attribute = figure.components(separatedBy: "data-home=\"").dropFirst().first
      return String(attribute?.prefix { $0 != "\"" } ?? "?")
    }
    let start = "<script type=\"application/json\" class=\"gallery-transitions\">"
    let transitions =
      html.components(separatedBy: start).dropFirst().first?
      .components(separatedBy: "</script>").first ?? ""
    return (homes, transitions)
  }

  /// Tiers `a`, `b` and `a+b` make 8 states with 8 keys (ids joined by `+` made 7: 8 pictures
  /// said `data-state="a+b"`), and each button leads to its own tier flipped.
  @Test func tierIDsHoldingPlusGiveEightStates() throws {
    let (homes, transitions) = try stateKeys(GalleryConfigs.plusInIDs)
    let keys = ["", "a", "b", "a b", "a+b", "a a+b", "b a+b", "a b a+b"]
    #expect(homes == keys + keys)
    #expect(
      transitions
        == "{\"\":{\"b1\":\"a\",\"b2\":\"b\",\"b3\":\"a+b\"},"
        + "\"a\":{\"b1\":\"\",\"b2\":\"a b\",\"b3\":\"a a+b\"},"
        + "\"a a+b\":{\"b1\":\"a+b\",\"b2\":\"a b a+b\",\"b3\":\"a\"},"
        + "\"a b\":{\"b1\":\"b\",\"b2\":\"a\",\"b3\":\"a b a+b\"},"
        + "\"a b a+b\":{\"b1\":\"b a+b\",\"b2\":\"a a+b\",\"b3\":\"a b\"},"
        + "\"a+b\":{\"b1\":\"a a+b\",\"b2\":\"b a+b\",\"b3\":\"\"},"
        + "\"b\":{\"b1\":\"a b\",\"b2\":\"\",\"b3\":\"b a+b\"},"
        + "\"b a+b\":{\"b1\":\"a b a+b\",\"b2\":\"a+b\",\"b3\":\"b\"}}")
  }

  /// A tier named `collapsed` once shared the all-collapsed state's key: the map was
  /// `{"collapsed":{}}` and clicking did nothing.
  @Test func aTierNamedCollapsedCanBeOpenedAndClosed() throws {
    let (homes, transitions) = try stateKeys(GalleryConfigs.tierNamedCollapsed)
    #expect(homes == ["", "collapsed", "", "collapsed"])
    #expect(transitions == "{\"\":{\"x\":\"collapsed\"},\"collapsed\":{\"x\":\"\"}}")
  }

  @Test(arguments: [
    ["--expand", "intervals", "--output", "x.html"],
    ["--device", "iphone-se", "--device", "ipad-10", "--output", "x.svg"],
    ["--device", "iphone-99", "--output", "x.html"],
  ])
  func contradictoryOptionsAreUsageErrors(_ options: [String]) throws {
    let folder = try TemporaryFolder()
    let config = TierbarProcess.packageRoot.appendingPathComponent(Self.reminders).path
    let result = try TierbarProcess.run(["render", config] + options, in: folder.url)
    #expect(result.status == 64)
    #expect(result.stderr.hasPrefix("tierbar: error: "))
    #expect(try FileManager.default.contentsOfDirectory(atPath: folder.url.path).isEmpty)
  }
}
