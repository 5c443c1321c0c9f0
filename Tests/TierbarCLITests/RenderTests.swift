import Foundation
import Testing
import TierbarTestSupport

/// `tierbar render`, run as a user runs it.
@Suite struct RenderTests {
  /// Renders into a temporary folder; returns the exit status, standard error and the file.
  func render(_ arguments: [String], output name: String = "out.svg") throws -> (
    status: Int32, stderr: String, svg: String?
  ) {
    let folder = try TemporaryFolder()
    let path = folder.path(name)
    let result = try TierbarProcess.run(["render"] + arguments + ["--output", path])
    return (result.status, result.stderr, try? String(contentsOfFile: path, encoding: .utf8))
  }

  func layoutJSON(_ arguments: [String]) throws -> [String: Any] {
    let result = try TierbarProcess.run(["layout"] + arguments + ["--format", "json"])
    try #require(result.status == 0, "stderr: \(result.stderr)")
    return try TierbarProcess.json(result)
  }

  func rect(_ value: Any?) throws -> [Double] {
    let object = try #require(value as? [String: Any])
    return try ["x", "y", "width", "height"].map { try #require(number(object[$0])) }
  }

  static let cases: [[String]] = [
    ["Configs/reminders.yaml", "--device", "iphone-15"],
    [
      "Configs/reminders.yaml", "--device", "iphone-se", "--expand", "intervals", "--select",
      "three-hours",
    ],
    ["Configs/safe-area.yaml", "--device", "iphone-15", "--keyboard", "hardware"],
    ["Configs/checkbox-input.yaml", "--toolbar", "checkboxes", "--device", "ipad-10"],
    ["Configs/keyboard-follow.yaml", "--device", "iphone-15-landscape", "--rtl"],
  ]

  @Test(arguments: cases)
  func itemRectanglesAndHitAreasMatchTheLayoutCommand(_ arguments: [String]) throws {
    let rendered = try render(arguments + ["--show-hit-areas", "--show-keyboard"])
    #expect(rendered.status == 0, "stderr: \(rendered.stderr)")
    let text = try #require(rendered.svg)
    let svg = try #require(ParsedSVG(text), "the SVG is not well-formed XML")
    let json = try layoutJSON(arguments)
    let items = try #require(json["items"] as? [[String: Any]])
    #expect(!items.isEmpty)
    for item in items {
      let id = try #require(item["id"] as? String)
      let first = try #require(svg.children(ofItem: id).first, "no g[data-item=\(id)]")
      #expect(first.name == "rect")
      let drawn = try #require(ParsedSVG.rect(first))
      // The JSON and the SVG both print numbers that read back exactly.
      for (a, b) in zip([drawn.x, drawn.y, drawn.width, drawn.height], try rect(item["frame"])) {
        #expect(a == b, "\(id) frame")
      }
      let hit = try #require(
        svg.elements.first { $0.attributes["data-hit-area"] == id }.flatMap(ParsedSVG.rect))
      for (a, b) in zip([hit.x, hit.y, hit.width, hit.height], try rect(item["hitArea"])) {
        #expect(a == b, "\(id) hit area")
      }
    }
    let again = try render(arguments + ["--show-hit-areas", "--show-keyboard"])
    #expect(again.svg == text, "same input, same bytes")
  }

  @Test func theOutputsExtensionPicksTheFormat() throws {
    for name in ["out.png", "out", ".svg", "out.svg.txt"] {
      let result = try render(["Configs/reminders.yaml"], output: name)
      #expect(result.status == 64, "\(name)")
      #expect(result.stderr.contains("cannot tell the format of '--output"), "\(name)")
      #expect(result.svg == nil, "\(name): nothing written")
    }
    #expect(try render(["Configs/reminders.yaml"], output: "OUT.SVG").status == 0)
  }

  @Test func helpNamesTheLayoutOptionsAndTheRenderOnes() throws {
    let result = try TierbarProcess.run(["render", "--help"])
    #expect(result.status == 0)
    #expect(result.stdout.contains("USAGE: tierbar render "))
    for option in [
      "--device NAME", "--expand TIER[=PROGRESS]", "--text-scale F", "--appearance light|dark",
      "--show-hit-areas", "--show-keyboard", "--output OUT",
    ] {
      #expect(result.stdout.contains(option), "\(option)")
    }
    #expect(!result.stdout.contains("--format"))
  }

  @Test func usageErrorsExit64() throws {
    let missing = try TierbarProcess.run(["render", "Configs/reminders.yaml"])
    #expect(missing.status == 64)
    #expect(missing.stderr.contains("'--output OUT' is required"))
    let appearance = try render(["Configs/reminders.yaml", "--appearance", "drak"])
    #expect(appearance.status == 64)
    #expect(appearance.stderr.contains("did you mean 'dark'?"))
    #expect(try render(["Configs/reminders.yaml", "--format", "json"]).status == 64)
  }

  @Test func anUnwritableOutputIsReported() throws {
    let folder = try TemporaryFolder()
    let result = try TierbarProcess.run([
      "render", "Configs/reminders.yaml", "--output", folder.path("no/such/folder/out.svg"),
    ])
    #expect(result.status == 73)
    #expect(result.stderr.contains("cannot write '"))
  }

  @Test func darkAppearanceIsNamedAndDrawn() throws {
    let light = try #require(try render(["Configs/reminders.yaml"]).svg)
    let dark = try #require(try render(["Configs/reminders.yaml", "--appearance", "dark"]).svg)
    #expect(light.contains("data-appearance=\"light\""))
    #expect(dark.contains("data-appearance=\"dark\""))
    #expect(light.contains("fill=\"#f2f2f7\""))
    #expect(dark.contains("fill=\"#1c1c1e\""))
  }
}

/// The committed previews of the article scenarios (shown by the README and the DocC catalog):
/// regenerated by running `tierbar render` and compared byte for byte, so a stale one fails.
/// `TIERBAR_UPDATE_GOLDENS=1 swift test` rewrites them.
@Suite struct RenderPreviewTests {
  static let folder = TierbarProcess.packageRoot
    .appendingPathComponent("Sources/Tierbar/Tierbar.docc/Resources")

  static let previews: [(name: String, arguments: [String])] = [
    (
      "reminders-collapsed", ["Configs/reminders.yaml", "--device", "iphone-15", "--show-keyboard"]
    ),
    (
      "reminders-expanded",
      [
        "Configs/reminders.yaml", "--device", "iphone-15", "--show-keyboard", "--expand",
        "intervals", "--select", "one-hour",
      ]
    ),
    (
      "reminders-expanded-dark",
      [
        "Configs/reminders.yaml", "--device", "iphone-15", "--show-keyboard", "--expand",
        "intervals", "--select", "one-hour", "--appearance", "dark",
      ]
    ),
    (
      "safe-area-hardware-keyboard",
      [
        "Configs/safe-area.yaml", "--device", "iphone-15", "--keyboard", "hardware",
        "--show-hit-areas",
      ]
    ),
    (
      "checkbox-input-view",
      [
        "Configs/checkbox-input.yaml", "--toolbar", "checkboxes", "--device", "iphone-15",
        "--select", "check-1", "--select", "check-4",
      ]
    ),
    (
      "keyboard-follow",
      ["Configs/keyboard-follow.yaml", "--device", "iphone-15", "--show-keyboard"]
    ),
  ]

  @Test(arguments: previews.indices)
  func committedPreviewIsCurrent(_ index: Int) throws {
    let preview = Self.previews[index]
    let scratch = try TemporaryFolder()
    let path = scratch.path("\(preview.name).svg")
    let result = try TierbarProcess.run(["render"] + preview.arguments + ["--output", path])
    try #require(result.status == 0, "stderr: \(result.stderr)")
    let svg = try String(contentsOfFile: path, encoding: .utf8)
    #expect(ParsedSVG(svg) != nil)
    let committed = Self.folder.appendingPathComponent("\(preview.name).svg")
    if let problem = GoldenFile.mismatch(svg, at: committed) { Issue.record("\(problem)") }
  }
}
