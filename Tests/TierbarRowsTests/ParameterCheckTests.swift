import Testing

@testable import Tierbar

@Suite struct ParameterCheckTests {
  let chips = ChipsRowProvider().declaration

  @Test func cleanParametersHaveNoIssues() {
    #expect(chips.check(parameters: ["values": .list([.int(1), .double(2.5)])]).isEmpty)
  }

  @Test func unknownNamesGetDidYouMean() {
    let issues = chips.check(parameters: ["values": .list([]), "fromat": .string("x")])
    #expect(
      issues == [
        ParameterIssue(
          parameter: "fromat", code: "unknown-parameter",
          message: "row kind 'chips' has no parameter 'fromat'; did you mean 'format'?")
      ])
  }

  @Test func kindsWithoutParametersSaySo() {
    let issues = SegmentedRowProvider().declaration.check(parameters: ["columns": .int(2)])
    #expect(
      issues.map(\.message) == [
        "row kind 'segmented' has no parameter 'columns'; kind 'segmented' takes no parameters"
      ])
  }

  @Test func missingRequiredAndWrongTypes() {
    let issues = chips.check(parameters: ["pluralize": .string("yes")])
    #expect(issues.map(\.code) == ["wrong-type", "missing-parameter"])
    #expect(issues.map(\.parameter) == ["pluralize", "values"])
    #expect(
      issues.first?.message == "parameter 'pluralize' of row kind 'chips' must be true or false")
  }

  @Test func allowedValuesAreEnforcedWithSuggestion() {
    let issues = chips.check(parameters: ["values": .list([]), "unit": .string("minute")])
    #expect(issues.map(\.code) == ["invalid-parameter-value"])
    #expect(
      issues.first?.message
        == "'minute' is not a value of parameter 'unit' of row kind 'chips'; use one of "
        + "seconds, minutes, hours, days; did you mean 'minutes'?")
  }

  @Test(arguments: [
    (ParameterType.integer, ConfigValue.double(1.5), false),
    (.number, .int(2), true),
    (.integerList, .list([.int(1), .string("2")]), false),
    (.stringList, .list([]), true),
    (.boolean, .string("true"), false),
  ])
  func types(type: ParameterType, value: ConfigValue, accepted: Bool) {
    #expect(type.accepts(value) == accepted)
  }
}
