import Testing

@testable import Tierbar

/// The JSON shapes of the plugin ABI: declarations, items, requests and responses.
@Suite struct WireFormatTests {
  @Test(arguments: RowRegistry.builtInProviders.map(\.declaration))
  func declarationsRoundTrip(declaration: RowKindDeclaration) throws {
    let text = JSONText.encode(declaration.wireValue)
    #expect(try RowKindDeclaration(wireValue: JSONText.decode(text)) == declaration)
  }

  @Test func aDeclarationReadsWithDefaults() throws {
    let declaration = try RowKindDeclaration(
      wireValue: JSONText.decode(#"{"kind":"x-row","summary":"S."}"#))
    #expect(declaration == RowKindDeclaration(kind: "x-row", summary: "S."))
  }

  @Test(arguments: [
    (
      #"{"kind":"Bad_Kind","summary":"S"}"#,
      "kinds[0].kind 'Bad_Kind' is not a valid kind name; use lowercase letters, digits and "
        + "single dashes, starting with a letter (e.g. 'date-chips')"
    ),
    (#"{"kind":"x","summary":""}"#, "kinds[0].summary is required (a non-empty string)"),
    (
      #"{"kind":"x","summary":"S","acceptItems":true}"#,
      "kinds[0].acceptItems is not a known key; expected one of acceptsItems, examples, kind, "
        + "parameters, summary; did you mean 'acceptsItems'?"
    ),
    (
      #"{"kind":"x","summary":"S","parameters":[{"name":"n","type":"integer","default":"5"}]}"#,
      "kinds[0].parameters[0].default of 'n' must be an integer"
    ),
    (
      #"{"kind":"x","summary":"S","parameters":[{"name":"n","type":"string"},{"name":"n","type":"string"}]}"#,
      "kinds[0].parameters declares 'n' twice"
    ),
    (
      #"{"kind":"x","summary":"S","parameters":[{"name":"n","type":"string","valueDescriptions":{"a":1}}]}"#,
      "kinds[0].parameters[0].valueDescriptions must be an object of strings"
    ),
    (
      #"{"kind":"x","summary":"S","examples":[{"yaml":5}]}"#,
      "kinds[0].examples[0].yaml must be a string"
    ),
    (#"[]"#, "kinds[0] must be an object"),
  ])
  func malformedDeclarations(text: String, message: String) throws {
    let value = try JSONText.decode(text)
    #expect(throws: WireError(message)) {
      try RowKindDeclaration(wireValue: value, at: "kinds[0]")
    }
  }

  @Test(arguments: ["a", "date-chips", "x2", "a-b-c"]) func validKindNames(name: String) {
    #expect(RowKindDeclaration.isValidKindName(name))
  }

  @Test(arguments: ["", "A", "2x", "a--b", "a-", "-a", "a_b", "ä"]) func invalidKindNames(
    name: String
  ) {
    #expect(!RowKindDeclaration.isValidKindName(name))
  }

  static let items: [ItemDefinition] = [
    ItemDefinition(id: "plain", title: "Plain"),
    ItemDefinition(
      id: "full", title: "T", icon: "star", tag: .int(7), style: "chip", hidden: true,
      disabled: true, accessibilityLabel: "Star", action: .toggle(tier: "more")),
    ItemDefinition(id: "s", icon: "x", tag: .string("s"), action: .select),
    ItemDefinition(id: "d", title: "D", action: .dismissKeyboard),
    ItemDefinition(id: "e", title: "E", action: .expand(tier: "t")),
    ItemDefinition(id: "c", title: "C", action: .collapse(tier: "t")),
    ItemDefinition(id: "v", title: "V", action: .event(name: "go")),
    ItemDefinition(id: "flex", kind: .flexibleSpace),
    ItemDefinition(id: "gap", kind: .fixedSpace(width: 12)),
  ]

  @Test(arguments: items) func itemsRoundTrip(item: ItemDefinition) throws {
    let text = JSONText.encode(item.wireValue)
    #expect(try ItemDefinition(wireValue: JSONText.decode(text), at: "items[0]") == item)
  }

  @Test func itemsUseTheConfigLanguageKeys() {
    #expect(
      JSONText.encode(Self.items[1].wireValue)
        == #"{"accessibility-label":"Star","action":{"toggle":"more"},"disabled":true,"#
        + #""hidden":true,"icon":"star","id":"full","style":"chip","tag":7,"title":"T"}"#)
    #expect(JSONText.encode(Self.items[7].wireValue) == #"{"id":"flex","space":"flexible"}"#)
  }

  @Test(arguments: [
    (#"{"title":"x"}"#, "items[0].id is required (a non-empty string)"),
    (#"{"id":"x"}"#, "items[0] ('x') needs a title or an icon"),
    (#"{"id":"x","title":"X","tag":1.5}"#, "items[0].tag must be an integer or a string"),
    (
      #"{"id":"x","title":"X","colour":"red"}"#,
      "items[0].colour is not a known key; expected one of accessibility-label, action, "
        + "disabled, hidden, icon, id, style, tag, title"
    ),
    (
      #"{"id":"x","space":-3}"#,
      "items[0].space must be \"flexible\" or a width in points (0 or more)"
    ),
    (
      #"{"id":"x","space":"flexible","title":"X"}"#,
      "items[0].title is not a known key; expected one of id, space"
    ),
    (
      #"{"id":"x","title":"X","action":{"jump":"t"}}"#,
      "items[0].action must be \"select\", \"dismiss-keyboard\" or one of {\"toggle\": TIER}, "
        + "{\"expand\": TIER}, {\"collapse\": TIER}, {\"event\": NAME}"
    ),
    (#"{"id":"x","title":"X","hidden":"no"}"#, "items[0].hidden must be true or false"),
  ])
  func malformedItems(text: String, message: String) throws {
    let value = try JSONText.decode(text)
    #expect(throws: WireError(message)) { try ItemDefinition(wireValue: value, at: "items[0]") }
  }

  @Test func requestsRoundTrip() throws {
    let request = RowRequest(
      tier: TierDefinition(
        id: "t", kind: "chips", selection: .singleOptional, items: Self.items,
        parameters: ["values": .list([.int(1)])]),
      context: RowContext(
        state: ToolbarState(
          expansion: ["t": 0.5], selection: ["t": ["a", "b"]], hiddenItems: ["h"],
          disabledItems: ["d", "c"]),
        data: ["t": .map(["now": .string("2026-11-29")])]))
    let decoded = try RowRequest(wireValue: JSONText.decode(JSONText.encode(request.wireValue)))
    #expect(decoded == request)
    #expect(
      JSONText.encode(request.context.state.wireValue)
        == #"{"disabledItems":["c","d"],"expansion":{"t":0.5},"hiddenItems":["h"],"#
        + #""selection":{"t":["a","b"]}}"#)
  }

  @Test func responsesRoundTrip() throws {
    for response in [
      RowResponse.content(RowContent(items: Self.items, flow: .wrap, columns: 3)),
      .content(RowContent(items: [])), .error("it broke"),
    ] {
      #expect(
        try RowResponse(wireValue: JSONText.decode(JSONText.encode(response.wireValue)))
          == response)
    }
  }

  @Test(arguments: [
    (#"{}"#, "the response needs \"items\" (an array) or \"error\" (a message)"),
    (#"{"items":[],"flow":"grid"}"#, "flow 'grid' is unknown; use one of single-line, wrap, equal"),
    (#"{"items":[],"columns":0}"#, "columns must be an integer of 1 or more"),
    (
      #"{"items":[{"id":"a","title":"A"},{"id":"a","title":"B"}]}"#,
      "items[1] repeats the id 'a'"
    ),
    (#"{"error":"x","items":[]}"#, "items is not a known key; expected one of error"),
    (#"{"items":{}}"#, "items must be an array"),
  ])
  func malformedResponses(text: String, message: String) throws {
    let value = try JSONText.decode(text)
    #expect(throws: WireError(message)) { try RowResponse(wireValue: value) }
  }
}
