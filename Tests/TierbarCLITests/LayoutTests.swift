import Foundation
import Testing

/// `tierbar layout` and `tierbar hit` over the bundled article configs.
@Suite struct LayoutTests {
  static let reminders = "Configs/reminders.yaml"

  func layout(_ arguments: [String]) throws -> [String: Any] {
    let result = try TierbarProcess.run(["layout"] + arguments + ["--format", "json"])
    try #require(result.status == 0, "stderr: \(result.stderr)")
    return try TierbarProcess.json(result)
  }

  func rect(_ value: Any?) throws -> (x: Double, y: Double, width: Double, height: Double) {
    let object = try #require(value as? [String: Any])
    #expect(Set(object.keys) == ["x", "y", "width", "height"])
    return (
      try #require(number(object["x"])), try #require(number(object["y"])),
      try #require(number(object["width"])), try #require(number(object["height"]))
    )
  }

  func items(_ json: [String: Any]) throws -> [String: [String: Any]] {
    let list = try #require(json["items"] as? [[String: Any]])
    return Dictionary(list.map { ($0["id"] as? String ?? "", $0) }, uniquingKeysWith: { a, _ in a })
  }

  @Test func jsonHasExactlyTheDocumentedShape() throws {
    let json = try layout([Self.reminders, "--expand", "intervals", "--select", "one-hour"])
    #expect(
      Set(json.keys) == ["version", "toolbar", "size", "hitRegion", "tiers", "items", "warnings"])
    #expect(json["version"] as? Int == 1)
    #expect(json["toolbar"] as? String == "reminders")
    let size = try #require(json["size"] as? [String: Any])
    #expect(Set(size.keys) == ["width", "height"])
    _ = try rect(json["hitRegion"])
    let tiers = try #require(json["tiers"] as? [[String: Any]])
    #expect(tiers.map { $0["id"] as? String } == ["main", "intervals"])
    for tier in tiers {
      #expect(Set(tier.keys) == ["id", "visible", "frame"])
      _ = try rect(tier["frame"])
    }
    let list = try #require(json["items"] as? [[String: Any]])
    #expect(list.map { $0["id"] as? String } == ["bell", "one-hour", "three-hours", "five-hours"])
    for item in list {
      #expect(Set(item.keys) == ["id", "tier", "frame", "hitArea", "selected"])
    }
    #expect(list[1]["selected"] as? Bool == true)
    #expect(list[2]["selected"] as? Bool == false)
    #expect(json["warnings"] is [Any])
  }

  @Test func wholeNumbersHaveNoFraction() throws {
    let result = try TierbarProcess.run(["layout", Self.reminders, "--format", "json"])
    #expect(result.status == 0)
    #expect(result.stdout.contains("\"size\":{\"width\":393,\"height\":50}"))
    #expect(!result.stdout.contains(".0,") && !result.stdout.contains(".0}"))
  }

  @Test func remindersCollapsedIs50Tall() throws {
    let json = try layout([Self.reminders])
    let size = try #require(json["size"] as? [String: Any])
    #expect(number(size["height"]) == 50)
    let tiers = try #require(json["tiers"] as? [[String: Any]])
    #expect(tiers.map { $0["visible"] as? Bool } == [true, false])
    #expect(try items(json).keys.sorted() == ["bell"])
  }

  @Test func remindersExpandedOverlaysChipsAboveTheBar() throws {
    let json = try layout([Self.reminders, "--expand", "intervals"])
    #expect(number((json["size"] as? [String: Any])?["height"]) == 50)
    let tiers = try #require(json["tiers"] as? [[String: Any]])
    let chips = try rect(tiers[1]["frame"])
    #expect(chips.y == -60 && chips.height == 60)
    let hitRegion = try rect(json["hitRegion"])
    #expect(hitRegion.y == -60 && hitRegion.y + hitRegion.height == 50)
    let byID = try items(json)
    let one = try rect(byID["one-hour"]?["frame"])
    let three = try rect(byID["three-hours"]?["frame"])
    let five = try rect(byID["five-hours"]?["frame"])
    #expect(one.x == 20)
    #expect(abs(three.x - (one.x + one.width + 20)) < 1e-9)
    #expect(abs(five.x - (three.x + three.width + 20)) < 1e-9)
  }

  /// Numbers are printed in the shortest text that reads back as the engine's double: the
  /// intervals' hit areas (thirds of a point) touch and never overlap once read back. Rounded to
  /// four decimals, 113.6667 + 103.6667 passed the next area's 217.3333.
  @Test func hitAreasReadBackWithoutOverlap() throws {
    let json = try layout([Self.reminders, "--expand", "intervals"])
    let areas = try (json["items"] as? [[String: Any]] ?? [])
      .filter { $0["tier"] as? String == "intervals" }
      .map { try rect($0["hitArea"]) }.sorted { $0.x < $1.x }
    try #require(areas.count == 3)
    #expect(areas[1].x == 113.66666666666666 && areas[1].width == 103.66666666666666)
    for (area, next) in zip(areas, areas.dropFirst()) {
      #expect(area.x + area.width <= next.x, "\(area) overlaps \(next)")
    }
  }

  @Test func partialExpansionInterpolates() throws {
    let json = try layout([Self.reminders, "--expand", "intervals=0.5"])
    let tiers = try #require(json["tiers"] as? [[String: Any]])
    let chips = try rect(tiers[1]["frame"])
    #expect(chips.y > -60 && chips.y < 0)
  }

  @Test func safeAreaBarGrowsByTheInsetOnlyAtTheScreenBottom() throws {
    let file = "Configs/safe-area.yaml"
    let software = try layout([file, "--device", "iphone-15"])
    #expect(number((software["size"] as? [String: Any])?["height"]) == 44)
    let hardware = try layout([file, "--device", "iphone-15", "--keyboard", "hardware"])
    #expect(number((hardware["size"] as? [String: Any])?["height"]) == 78)
    // Explicit flags override the preset.
    let overridden = try layout([
      file, "--device", "iphone-15", "--keyboard", "hardware", "--safe-area", "0,0,10,0",
    ])
    #expect(number((overridden["size"] as? [String: Any])?["height"]) == 54)
    #expect(number((overridden["size"] as? [String: Any])?["width"]) == 393)
  }

  /// Each environment flag reaches the layout: RTL mirrors, text scale widens, scale rounds.
  @Test func environmentFlagsReachTheLayout() throws {
    let base = try layout([Self.reminders, "--expand", "intervals"])
    let chip = try rect(try items(base)["one-hour"]?["frame"])
    let mirrored = try rect(
      try items(try layout([Self.reminders, "--expand", "intervals", "--rtl"]))["one-hour"]?[
        "frame"])
    // Both sides sit on the 1/3-point grid; the subtraction here does not, hence the tolerance.
    #expect(abs(mirrored.x - (393 - chip.x - chip.width)) < 0.001)
    #expect(mirrored.width == chip.width)
    let larger = try rect(
      try items(try layout([Self.reminders, "--expand", "intervals", "--text-scale", "2"]))[
        "one-hour"]?["frame"])
    #expect(larger.width > chip.width)
    let wide = try layout([Self.reminders, "--width", "500.5", "--scale", "1"])
    #expect(number((wide["size"] as? [String: Any])?["width"]) == 500.5)
    let bell = try rect(try items(wide)["bell"]?["frame"])
    for value in [bell.x, bell.y, bell.width, bell.height] {
      #expect(value == value.rounded(), "scale 1 puts frames on whole points")
    }
  }

  @Test func checkboxInputViewShrinksWhenItemsHide() throws {
    let file = "Configs/checkbox-input.yaml"
    let all = try layout([file, "--toolbar", "checkboxes"])
    let fewer = try layout([
      file, "--toolbar", "checkboxes", "--hide", "check-5", "--hide", "check-6",
    ])
    let allHeight = try #require(number((all["size"] as? [String: Any])?["height"]))
    let fewerHeight = try #require(number((fewer["size"] as? [String: Any])?["height"]))
    #expect(fewerHeight < allHeight)
    #expect(try items(fewer).keys.sorted() == ["check-1", "check-2", "check-3", "check-4"])
  }

  @Test func textIsATable() throws {
    let result = try TierbarProcess.run(["layout", Self.reminders, "--expand", "intervals"])
    #expect(result.status == 0)
    #expect(result.stdout.hasPrefix("toolbar reminders: 393 × 50, hit region x 0…393, y -60…50"))
    #expect(result.stdout.contains("\ntier "))
    #expect(result.stdout.contains("\none-hour "))
  }

  @Test func tableColumnsLineUpAfterWideCharacters() throws {
    let folder = try TemporaryFolder()
    let config = try folder.write(
      "cjk.yaml",
      """
      version: 1
      toolbars:
        - id: bar
          tiers:
            - id: main
              items:
                - { id: 保存, title: Save }
                - { id: ok, title: OK }
      """)
    let result = try TierbarProcess.run(["layout", config])
    #expect(result.status == 0)
    let lines = result.stdout.split(separator: "\n").map(String.init)
    // `item` and `保存` are both four columns wide; `ok` is padded to four.
    #expect(lines.contains { $0.hasPrefix("保存  main  ") }, "\(result.stdout)")
    #expect(lines.contains { $0.hasPrefix("ok    main  ") }, "\(result.stdout)")
    #expect(lines.contains { $0.hasPrefix("item  tier  ") }, "\(result.stdout)")
  }

  @Test func hugeWidthsAreUsageErrorsAndTheLimitLaysOut() throws {
    // A width no screen has (1e308 once laid out, and 1e15 silently lost the last hit area) is
    // refused; the limit itself, `SizeLimits.maxSize`, is a width like any other.
    let huge = try TierbarProcess.run(["layout", Self.reminders, "--width", "1e308"])
    #expect(huge.status == 64)
    #expect(huge.stdout.isEmpty)
    #expect(huge.stderr.contains("'--width': expected a positive number in decimal, at most 10000"))
    let widest = try TierbarProcess.run(["layout", Self.reminders, "--width", "10000"])
    #expect(widest.status == 0)
    #expect(widest.stdout.hasPrefix("toolbar reminders: 10000 × 50, hit region x 0…10000"))
  }

  @Test func severalToolbarsNeedAChoice() throws {
    let result = try TierbarProcess.run(["layout", "Configs/checkbox-input.yaml"])
    #expect(result.status == 64)
    #expect(result.stderr.contains("choose one with --toolbar ID: checkboxes, close-bar"))
    let typo = try TierbarProcess.run([
      "layout", "Configs/checkbox-input.yaml", "--toolbar", "close-bra",
    ])
    #expect(typo.status == 64)
    #expect(typo.stderr.contains("did you mean 'close-bar'?"))
  }

  @Test(arguments: [
    (["--expand", "intervls"], "unknown tier 'intervls'", "did you mean 'intervals'?"),
    (["--select", "one-hr"], "unknown item 'one-hr'", "did you mean 'one-hour'?"),
    (["--hide", "bel"], "unknown item 'bel'", "did you mean 'bell'?"),
    (["--expand", "intervals=2"], "invalid progress '2'", "from 0 to 1"),
  ])
  func unknownIdsSuggestTheClosest(flags: [String], problem: String, hint: String) throws {
    let result = try TierbarProcess.run(["layout", Self.reminders] + flags)
    #expect(result.status == 64)
    #expect(result.stderr.contains(problem), "stderr: \(result.stderr)")
    #expect(result.stderr.contains(hint))
  }

  @Test func selectReplacesTheTiersDefaultSelection() throws {
    // `segmented.yaml`'s `sort` tier is `selection: single` with `selected: newest`.
    let json = try layout(["Configs/segmented.yaml", "--select", "oldest"])
    let items = try items(json)
    #expect(items["oldest"]?["selected"] as? Bool == true)
    #expect(items["newest"]?["selected"] as? Bool == false)
    #expect(items["by-name"]?["selected"] as? Bool == false)
  }

  @Test(arguments: [
    (
      "Configs/segmented.yaml", ["--select", "newest", "--select", "oldest"],
      "--select names 'newest', 'oldest' in tier 'sort', which has selection: single"
    ),
    (
      Self.reminders, ["--select", "bell"],
      "--select names 'bell' in tier 'main', which has selection: none"
    ),
  ])
  func selectionsBreakingTheTiersRuleAreUsageErrors(
    config: String, flags: [String], problem: String
  ) throws {
    let result = try TierbarProcess.run(["layout", config] + flags)
    #expect(result.status == 64)
    #expect(result.stderr.contains(problem), "stderr: \(result.stderr)")
    #expect(result.stdout.isEmpty)
  }

  @Test func selectionCountsAreCheckedAgainstMinAndMax() throws {
    let folder = try TemporaryFolder()
    let config = try folder.write(
      "bounded.yaml",
      """
      version: 1
      toolbars:
        - id: bar
          tiers:
            - id: tags
              selection: { mode: multiple, min: 2, max: 2 }
              items:
                - { id: a, title: A }
                - { id: b, title: B }
                - { id: c, title: C }
                - space: flexible
                  id: gap
      """)
    let tooMany = try TierbarProcess.run(
      ["layout", config, "--select", "a", "--select", "b", "--select", "c"])
    #expect(tooMany.status == 64)
    #expect(tooMany.stderr.contains("which allows at most 2 selected"), "\(tooMany.stderr)")
    let tooFew = try TierbarProcess.run(["layout", config, "--select", "c"])
    #expect(tooFew.status == 64)
    #expect(tooFew.stderr.contains("which needs at least 2 selected"), "\(tooFew.stderr)")
    let space = try TierbarProcess.run(["layout", config, "--select", "gap"])
    #expect(space.status == 64)
    #expect(space.stderr.contains("'gap' in --select is a space"), "\(space.stderr)")
    let json = try layout([config, "--select", "b", "--select", "a", "--select", "b"])
    let items = try items(json)
    #expect(items["a"]?["selected"] as? Bool == true)
    #expect(items["b"]?["selected"] as? Bool == true)
    #expect(items["c"]?["selected"] as? Bool == false)
  }

  @Test func missingConfigExits66() throws {
    let result = try TierbarProcess.run(["layout", "Configs/nope.yaml"])
    #expect(result.status == 66)
    #expect(result.stderr.contains("Configs/nope.yaml:1:1: error: cannot read"))
  }

  @Test func brokenConfigPrintsDiagnosticsAndExits1() throws {
    let folder = try TemporaryFolder()
    let file = try folder.write("dup.yaml", ValidConfigs.duplicateKey)
    let result = try TierbarProcess.run(["layout", file])
    #expect(result.status == 1)
    #expect(result.stderr.contains("\(file):6:9: error: "))
    #expect(result.stdout.isEmpty)
  }

  @Test func hitFindsTheChipUnderThePoint() throws {
    let json = try layout([Self.reminders, "--expand", "intervals"])
    let chip = try rect(try items(json)["three-hours"]?["frame"])
    let point = "\(chip.x + chip.width / 2),\(chip.y + chip.height / 2)"
    let base = ["hit", Self.reminders, "--expand", "intervals", "--point", point]
    let text = try TierbarProcess.run(base)
    #expect(text.status == 0)
    #expect(text.stdout == "three-hours\n")
    let jsonHit = try TierbarProcess.run(base + ["--format", "json"])
    #expect(jsonHit.stdout == "{\"item\":\"three-hours\",\"tier\":\"intervals\"}\n")
  }

  @Test func hitOutsideEverythingIsNone() throws {
    let base = ["hit", Self.reminders, "--point", "200,-30"]
    let collapsed = try TierbarProcess.run(base)
    #expect(collapsed.status == 0)
    #expect(collapsed.stdout == "none\n")
    let json = try TierbarProcess.run(base + ["--format=json"])
    #expect(json.stdout == "{\"item\":null,\"tier\":null}\n")
  }

  /// A 450 pt side inset pushes the bell off the 393 pt bar: its hit area is empty at the edge it
  /// is past, and a tap where its area used to be (x 349…393, or 0…44 mirrored) hits nothing.
  @Test(arguments: [
    (["--safe-area", "0,450,0,0"], "380,25", 393.0),
    (["--safe-area", "0,0,0,450", "--rtl"], "10,25", 0.0),
  ])
  func anItemPushedOffByTheSafeAreaCannotBeHit(options: [String], point: String, edge: Double)
    throws
  {
    let bell = try #require(try items(try layout([Self.reminders] + options))["bell"])
    let area = try rect(bell["hitArea"])
    #expect(area.x == edge && area.width == 0)
    let hit = try TierbarProcess.run(["hit", Self.reminders, "--point", point] + options)
    #expect(hit.status == 0)
    #expect(hit.stdout == "none\n")
  }
}
