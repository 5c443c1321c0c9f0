import Testing
import Tierbar
import TierbarTestSupport

@Suite struct OutputTests {
  @Test(arguments: [
    (0.0, "0"), (-0.0, "0"), (50, "50"), (-60, "-60"), (40.333333333333336, "40.333333333333336"),
    (83.66666666666667, "83.66666666666667"), (0.1, "0.1"),
    (0.5, "0.5"), (-0.00001, "-1e-05"), (1e-5, "1e-05"), (12.05, "12.05"), (1e16, "1e+16"),
    (Double.nan, "null"), (Double.infinity, "null"),
  ])
  func numbersAreShortAndStable(value: Double, text: String) {
    #expect(OrderedJSON.format(value) == text)
  }

  /// Every finite double's text reads back as the same double (JSON number syntax included).
  @Test(arguments: [
    113.66666666666666, 103.66666666666666, 217.33333333333331, 1.0 / 3, -2.0 / 3, 5e-324,
    Double.greatestFiniteMagnitude, 0.1 + 0.2, 123_456.789, 9.999999999999999e14,
  ])
  func numbersReadBackExactly(value: Double) {
    #expect(Double(OrderedJSON.format(value)) == value)
  }

  @Test func stringsAreEscaped() {
    #expect(OrderedJSON.string("a\"b\\c\nd\u{1}\u{7F}").render() == #""a\"b\\c\nd\u0001\u007f""#)
  }

  @Test func layoutJSONHasTheDocumentedShape() {
    let layout = layOut(ArticleConfigs.reminders) { $0.expansion["intervals"] = 1 }
    let json = layout.json.render()
    #expect(
      json.hasPrefix(#"{"version":1,"toolbar":"reminders","size":{"width":393,"height":50},"#))
    #expect(json.contains(#""hitRegion":{"x":0,"y":-60,"width":393,"height":110}"#))
    #expect(
      json.contains(
        #"{"id":"intervals","visible":true,"frame":{"x":0,"y":-60,"width":393,"height":60}}"#))
    #expect(json.contains(#""id":"one-hour","tier":"intervals","frame":{"x":20,"y":-50,"#))
    #expect(json.hasSuffix(#""warnings":[]}"#))
  }

  @Test func warningsNameTheirItemOrTier() {
    let warning = Diagnostic(
      .warning, .hitAreaTooSmall, "m", at: DefinitionMark(), tier: nil, item: "x")
    let layout = ToolbarLayout(
      toolbar: "bar", size: .zero, hitRegion: .zero, tiers: [], items: ItemFrames([]),
      warnings: [warning])
    #expect(
      layout.json.render().hasSuffix(
        #""warnings":[{"code":"hit-area-too-small","message":"m","item":"x","tier":null}]}"#))
  }
}
