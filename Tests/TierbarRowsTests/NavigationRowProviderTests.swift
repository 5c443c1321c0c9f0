import Testing

@testable import Tierbar

@Suite struct NavigationRowProviderTests {
  let provider = NavigationRowProvider()

  @Test func generatesPreviousNextSpaceAndDone() throws {
    let result = try content(provider, tier("navigation")).get()
    #expect(result.items.map(\.id) == ["previous", "next", "flexible-space", "done"])
    #expect(result.items.map(\.icon) == ["chevron.up", "chevron.down", nil, nil])
    #expect(result.items.map(\.title) == [nil, nil, nil, "Done"])
    #expect(
      result.items.map(\.action) == [
        .event(name: "previous-field"), .event(name: "next-field"), nil, .dismissKeyboard,
      ])
    #expect(result.items[2].kind == .flexibleSpace)
    #expect(result.items.allSatisfy { !$0.disabled })
    #expect(result.flow == .singleLine)
  }

  @Test func theAppEnablesButtonsThroughData() throws {
    let context = RowContext(data: ["row": .map(["previous": .bool(false), "next": .bool(true)])])
    let result = try content(provider, tier("navigation"), context: context).get()
    #expect(result.items.map(\.disabled) == [true, false, false, false])
  }

  @Test func theAppEnablesButtonsThroughState() throws {
    let context = RowContext(state: ToolbarState(disabledItems: ["next", "done"]))
    let result = try content(provider, tier("navigation"), context: context).get()
    #expect(result.items.map(\.disabled) == [false, true, false, true])
  }

  @Test func parametersShapeTheButtons() throws {
    let parameters: [String: ConfigValue] = [
      "previous-icon": .string(""), "previous-title": .string("Back"),
      "done-action": .string("event"), "done-title": .string("OK"), "id-prefix": .string("form-"),
    ]
    let result = try content(
      provider, tier("navigation", parameters: parameters, items: buttons("paste"))
    ).get()
    #expect(
      result.items.map(\.id) == [
        "form-previous", "form-next", "paste", "form-flexible-space", "form-done",
      ])
    #expect(result.items[0].title == "Back")
    #expect(result.items[0].icon == nil)
    #expect(result.items[4].title == "OK")
    #expect(result.items[4].action == .event(name: "done"))
  }

  @Test func doneCanBeLeftOut() throws {
    let result = try content(
      provider, tier("navigation", parameters: ["show-done": .bool(false)])
    ).get()
    #expect(result.items.map(\.id) == ["previous", "next"])
  }

  @Test func aButtonWithNothingToShowIsAnError() {
    let result = content(provider, tier("navigation", parameters: ["next-icon": .string("")]))
    #expect(
      result.failure?.message
        == "navigation tier 'row': 'next' has neither a title nor an icon; "
        + "set its -title or -icon parameter")
  }
}
