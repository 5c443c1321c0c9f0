import Foundation
import Testing

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
