import Foundation
import Testing
import Tierbar
import TierbarTestSupport

/// The gallery and the live preview in a real headless Chromium, driven by
/// `Browser/preview_browser.py` (Playwright): colours read from screenshots, clicks, saves.
@Suite(.enabled(if: Browser.available, Browser.skipMessage), .serialized)
struct BrowserTests {
  static let reminders = "Configs/reminders.yaml"

  func figures(_ json: [String: Any], _ key: String) throws -> [[String: Any]] {
    try #require(json[key] as? [[String: Any]])
  }

  func items(_ figure: [String: Any]?) throws -> [[String: Any]] {
    try #require(figure?["items"] as? [[String: Any]])
  }

  /// Every item's screenshot colour at its centre is its background (or, when it has none, the
  /// tier's or bar's behind it), and every one is a colour.
  func expectColoursMatch(
    _ figure: [String: Any]?, sourceLocation: SourceLocation = #_sourceLocation
  )
    throws
  {
    for item in try items(figure) {
      let expected = item["expected"] as? String
      #expect(expected?.hasPrefix("#") == true, "\(item)", sourceLocation: sourceLocation)
      #expect(
        (item["actual"] as? String) == expected?.lowercased(), "\(item)",
        sourceLocation: sourceLocation)
    }
  }

  func ids(_ figure: [String: Any]?) throws -> [String] {
    try items(figure).compactMap { $0["item"] as? String }
  }

  /// The item's background fill in `tierbar render … --output OUT.svg`.
  func svgFill(_ item: String, _ arguments: [String]) throws -> String? {
    let folder = try TemporaryFolder()
    let out = folder.path("one.svg")
    let result = try TierbarProcess.run(
      ["render", Self.reminders] + arguments + ["--output", out])
    try #require(result.status == 0, "\(result.stderr)")
    let svg = try #require(
      ParsedSVG(String(decoding: try Data(contentsOf: URL(fileURLWithPath: out)), as: UTF8.self)))
    return svg.children(ofItem: item).first { $0.name == "rect" }?.attributes["fill"]
  }

  @Test func galleryShowsEveryItemsColourAndTheBellSwitchesPictures() throws {
    let folder = try TemporaryFolder()
    let page = folder.path("reminders.html")
    let result = try TierbarProcess.run(["render", Self.reminders, "--output", page])
    try #require(result.status == 0, "\(result.stderr)")
    let json = try Browser.run(["gallery", page])

    #expect((json["requests"] as? [String]) == [], "a self-contained page fetches nothing")
    let figures = try figures(json, "figures")
    #expect(figures.count == 12)
    var captions: [String] = []
    for device in ["iphone-se", "iphone-15-pro-max", "ipad-10"] {
      for appearance in ["light", "dark"] {
        captions += ["collapsed", "intervals expanded"].map { "\(device) · \(appearance) · \($0)" }
      }
    }
    #expect(figures.compactMap { $0["caption"] as? String } == captions)
    for figure in figures {
      try expectColoursMatch(figure)
      let expanded = figure["state"] as? String == "intervals"
      #expect(
        try ids(figure)
          == (expanded ? ["bell", "one-hour", "three-hours", "five-hours"] : ["bell"]))
    }
    // The chips' colours are the SVG writer's, light and dark.
    let light = try svgFill("one-hour", ["--device", "iphone-se", "--expand", "intervals"])
    let dark = try svgFill(
      "one-hour", ["--device", "iphone-se", "--expand", "intervals", "--appearance", "dark"])
    #expect(light != dark)
    let chip = { (figure: [String: Any]) in
      try self.items(figure).first { $0["item"] as? String == "one-hour" }?["actual"] as? String
    }
    #expect(try chip(figures[1]) == light)
    #expect(try chip(figures[3]) == dark)

    let clicked = json["clicked"] as? [String: Any]
    #expect(clicked?["state"] as? String == "intervals")
    #expect(clicked?["caption"] as? String == "iphone-se · light · intervals expanded")
    #expect(try ids(clicked) == ["bell", "one-hour", "three-hours", "five-hours"])
    try expectColoursMatch(clicked)
    #expect(try chip(try #require(clicked)) == light)
    let back = json["clickedBack"] as? [String: Any]
    #expect(back?["state"] as? String == "")
    #expect(try ids(back) == ["bell"])

    // The switch animates with the controller's own timing for the bell's toggle.
    let engineTiming = ToolbarController.Options().tierAnimation
    let timing = try #require(clicked?["timing"] as? [String: String])
    #expect(timing["property"] == "opacity")
    #expect(timing["duration"] == "\(engineTiming.duration)s")
    let bezier = engineTiming.curve.timing
    let points = (timing["curve"] ?? "").dropFirst("cubic-bezier(".count).dropLast()
      .split(separator: ",").compactMap { Double($0.trimmingCharacters(in: .whitespaces)) }
    #expect(points == [bezier.x1, bezier.y1, bezier.x2, bezier.y2])
  }

  /// The page looks moves up by own keys only: an item whose id is a JavaScript object's member
  /// (`constructor`, `toString`) was marked as a switch and its click did nothing.
  @Test func itemsNamedLikeObjectMembersAreNotSwitches() throws {
    let folder = try TemporaryFolder()
    let config = try folder.write(
      "members.yaml",
      """
      toolbars:
        - id: t
          growth: overlay
          tiers:
            - id: m
              items:
                - { id: constructor, title: C }
                - { id: toString, title: S }
                - { id: bell, title: B, action: { toggle: later } }
            - id: later
              collapsed: true
              items: [{ id: one, title: One }]

      """)
    let page = folder.path("members.html")
    let result = try TierbarProcess.run(["render", config, "--output", page])
    try #require(result.status == 0, "\(result.stderr)")
    let json = try Browser.run(["hover", page, "constructor", "toString", "bell"])
    for item in ["constructor", "toString"] {
      let seen = json[item] as? [String: Any]
      #expect(seen?["switches"] as? Bool == false, "\(item): \(json)")
      #expect(seen?["state"] as? String == "", "\(item): \(json)")
    }
    let bell = json["bell"] as? [String: Any]
    #expect(bell?["switches"] as? Bool == true, "\(json)")
    #expect(bell?["state"] as? String == "later", "\(json)")
  }

  @Test func livePreviewFollowsSavesWithoutAReloadAndShowsDiagnostics() throws {
    let folder = try TemporaryFolder()
    let original = try String(
      contentsOf: TierbarProcess.packageRoot.appendingPathComponent(Self.reminders), encoding: .utf8
    )
    let config = try folder.write("reminders.yaml", original)
    let changed = try folder.write(
      "changed.yaml",
      original.replacingOccurrences(
        of: "    background: systemBackground", with: "    background: \"#34c759\""))
    let broken = try folder.write(
      "broken.yaml", original.replacingOccurrences(of: "height: 60", with: "height: sixty"))
    let executable = try TierbarProcess.executable().path
    let json = try Browser.run(["preview", executable, config, changed, broken])

    let announced = try #require(json["announced"] as? String)
    #expect(announced.hasPrefix("Previewing \(config) at http://127.0.0.1:"))
    #expect(announced.hasSuffix("/ (Ctrl-C to stop)"))
    let url = try #require(json["url"] as? String)
    #expect(Set(json["requests"] as? [String] ?? []) == [url, url + "events"])

    let before = json["before"] as? [String: Any]
    try expectColoursMatch(before)
    #expect(try ids(before) == ["bell", "one-hour", "three-hours", "five-hours"])
    let clicked = json["clicked"] as? [String: Any]
    #expect(clicked?["state"] as? String == "intervals")
    try expectColoursMatch(clicked)

    // Saved with a new chip colour: the open page changes in place (the same page object).
    let chips = { (figure: [String: Any]?) in
      try self.items(figure).filter { ($0["item"] as? String)?.hasSuffix("-hour") ?? false }
        .map { $0["actual"] as? String }
    }
    #expect(try chips(before) != ["#34c759"])
    let changedFigure = json["changed"] as? [String: Any]
    try expectColoursMatch(changedFigure)
    #expect(try chips(changedFigure) == ["#34c759"])
    #expect(json["markerAfterChange"] as? String == "same page")
    #expect(try #require(number(json["changedAfterMs"])) < 10_000)

    // Saved broken: the diagnostics `tierbar validate` prints, beside the last good picture.
    let problems = try #require(json["problems"] as? [String])
    let validate = try TierbarProcess.run(["validate", config])
    #expect(validate.status == 1)
    let validateText = validate.stdout.components(separatedBy: "\n1 file checked")[0] + "\n"
    #expect(problems.joined() == validateText)
    #expect(problems.first?.hasPrefix("\(config):32:17: error: ") == true)
    #expect(problems.first?.contains("[wrong-type]") == true)
    #expect(json["problemsPanelVisible"] as? Bool == true)
    #expect(
      json["status"] as? String
        == "reminders.yaml: 1 error, 0 warnings — showing the last good picture")
    let lastGood = json["lastGood"] as? [String: Any]
    #expect(try chips(lastGood) == ["#34c759"])
    #expect(json["markerAfterBroken"] as? String == "same page")

    #expect(json["exitStatus"] as? Int == 0)
    #expect(json["stdout"] as? String == "Stopped.\n")
  }
}
