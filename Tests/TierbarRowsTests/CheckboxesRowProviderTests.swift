import Testing

@testable import Tierbar

@Suite struct CheckboxesRowProviderTests {
  let provider = CheckboxesRowProvider()

  @Test func wrapsTheTierItemsInTheGivenColumns() throws {
    let result = try content(
      provider, tier("checkboxes", parameters: ["columns": .int(2)], items: buttons("a", "b", "c"))
    ).get()
    #expect(result.flow == .wrap)
    #expect(result.columns == 2)
    #expect(result.items.map(\.id) == ["a", "b", "c"])
  }

  @Test func defaultsToOneColumn() throws {
    let result = try content(provider, tier("checkboxes", items: buttons("a"))).get()
    #expect(result.columns == 1)
  }

  @Test func iconsFollowTheSelection() throws {
    let state = ToolbarState(selection: ["row": ["b"]])
    let result = try content(
      provider, tier("checkboxes", items: buttons("a", "b")), context: RowContext(state: state)
    ).get()
    #expect(result.items.map(\.icon) == ["square", "checkmark.square.fill"])
  }

  @Test func ownIconsAndSpacesAreKept() throws {
    let items = [
      ItemDefinition(id: "a", title: "A", icon: "star"),
      ItemDefinition(id: "gap", kind: .fixedSpace(width: 4)),
    ]
    let result = try content(
      provider,
      tier("checkboxes", parameters: ["checked-icon": .string("x")], items: items)
    ).get()
    #expect(result.items == items)
  }

  @Test(arguments: [0, -3]) func columnsBelowOneAreAnError(columns: Int) {
    let result = content(provider, tier("checkboxes", parameters: ["columns": .int(columns)]))
    #expect(
      result.failure?.message == "'columns' of check-box tier 'row' is \(columns); use 1 to 1000")
  }

  @Test func aWrongTypeIsAnErrorNotATrap() {
    let result = content(provider, tier("checkboxes", parameters: ["columns": .string("two")]))
    #expect(
      result.failure?.message == "parameter 'columns' of kind 'checkboxes' must be an integer")
  }
}

extension Result {
  var failure: Failure? {
    if case .failure(let error) = self { return error }
    return nil
  }
}
