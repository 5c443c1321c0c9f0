import Testing

@testable import Tierbar

@Suite struct ChipsRowProviderTests {
  let provider = ChipsRowProvider()

  @Test func minutesBecomeHourChipsTaggedWithTheirValues() throws {
    let parameters: [String: ConfigValue] = [
      "values": .list([.int(60), .int(180), .int(300)]), "unit": .string("minutes"),
      "format": .string("{hours} hour"), "item-style": .string("chip"),
    ]
    let result = try content(provider, tier("chips", id: "intervals", parameters: parameters)).get()
    #expect(result.items.map(\.title) == ["1 hour", "3 hours", "5 hours"])
    #expect(result.items.map(\.tag) == [.int(60), .int(180), .int(300)])
    #expect(result.items.map(\.id) == ["intervals-60", "intervals-180", "intervals-300"])
    #expect(result.items.allSatisfy { $0.style == "chip" })
    #expect(result.flow == .singleLine)
  }

  @Test func fractionalValuesKeepTwoDecimalsAndStringTags() throws {
    let parameters: [String: ConfigValue] = [
      "values": .list([.double(1.5), .int(2)]), "format": .string("{value} km"),
      "id-prefix": .string("d"),
    ]
    let result = try content(provider, tier("chips", parameters: parameters)).get()
    #expect(result.items.map(\.title) == ["1.5 kms", "2 kms"])
    #expect(result.items.map(\.tag) == [.string("1.5"), .int(2)])
    #expect(result.items.map(\.id) == ["d1-5", "d2"])
  }

  @Test func valuesAreRequired() {
    #expect(
      content(provider, tier("chips")).failure?.message
        == "chips tier 'row' needs `values`, e.g. [60, 180]")
  }

  @Test func duplicateValuesAreAnError() {
    let result = content(
      provider, tier("chips", parameters: ["values": .list([.int(5), .int(5)])]))
    #expect(
      result.failure?.message
        == "chips tier 'row' lists the value 5 twice; chip tags must be unique")
  }

  @Test func templateProblemsNameTheTier() {
    let parameters: [String: ConfigValue] = [
      "values": .list([.int(5)]), "format": .string("{hours} hour"),
    ]
    #expect(
      content(provider, tier("chips", parameters: parameters)).failure?.message
        == "chips tier 'row': format uses '{hours}' but the tier has no `unit`; "
        + "add e.g. `unit: minutes`")
  }
}

@Suite struct ChipFormatTests {
  @Test(arguments: [
    ("{hours} hour", 60.0, "1 hour"),
    ("{hours} hour", 180, "3 hours"),
    ("{hours} hour", 90, "1.5 hours"),
    ("{hours} hours", 180, "3 hours"),
    ("in {hours} hour, please", 120, "in 2 hours, please"),
    ("{hours} hour{s}", 60, "1 hour"),
    ("{hours} hour{s}", 120, "2 hours"),
    ("{days} {plural:day|days} ({hours} h)", 1440, "1 day (24 h)"),
    ("{value} {plural:child|children}", 3, "3 children"),
    ("{minutes}min", 5, "5min"),
    ("{value}", 0.125, "0.13"),
    ("{seconds} s", 2, "120 s"),
  ])
  func titles(template: String, value: Double, expected: String) throws {
    #expect(try ChipFormat(template: template, unit: .minutes).title(for: value) == expected)
  }

  @Test func pluralizeOffKeepsTheWord() throws {
    let format = ChipFormat(template: "{value} min", pluralize: false)
    #expect(try format.title(for: 10) == "10 min")
  }

  @Test(arguments: [
    (
      "{weeks}",
      "format placeholder '{weeks}' is unknown; use {value}, {seconds}, {minutes}, "
        + "{hours}, {days}, {plural:one|other} or {s}"
    ),
    ("{value", "format '{value' has a '{' without a closing '}'"),
    ("{value} {plural:one}", "'{plural:one}' needs two forms: {plural:one|other}"),
  ])
  func templateProblems(template: String, message: String) {
    #expect(throws: ChipFormat.Problem(message: message)) {
      try ChipFormat(template: template, unit: .minutes).title(for: 1)
    }
  }

  @Test(arguments: [
    (3.0, "3"), (1.5, "1.5"), (0.125, "0.13"), (-2.25, "-2.25"), (0.05, "0.05"), (-0.001, "0"),
  ])
  func display(value: Double, text: String) {
    #expect(ChipFormat.display(value) == text)
  }
}
