import Testing
import TierbarModel
import TierbarPluginKit
import TierbarRows

/// The kit in-process: what its C functions would answer, without a library in between.
@Suite struct PluginExportTests {
  struct Echo: RowProvider {
    let declaration = RowKindDeclaration(
      kind: "echo", summary: "Echoes its data.",
      parameters: [ParameterDeclaration(name: "suffix", type: .string, description: "Appended.")])

    func content(for tier: TierDefinition, context: RowContext) throws(RowProviderError)
      -> RowContent
    {
      guard let words = context.data[tier.id]?.listValue?.compactMap(\.stringValue) else {
        throw RowProviderError("echo needs data")
      }
      let suffix = tier.parameters["suffix"]?.stringValue ?? ""
      return RowContent(
        items: words.map { ItemDefinition(id: $0, title: $0 + suffix) } + tier.items, flow: .wrap)
    }
  }

  let export = PluginExport(providers: [Echo()])

  @Test func describesItsProviders() throws {
    let value = try JSONText.decode(export.describeJSON())
    #expect(value == .map(["kinds": .list([Echo().declaration.wireValue])]))
    let parsed = try RowKindDeclaration(
      wireValue: value.mapValue?["kinds"]?.listValue?.first ?? .null)
    #expect(parsed == Echo().declaration)
  }

  @Test func answersARequestRoundTrip() throws {
    let request = RowRequest(
      tier: TierDefinition(
        id: "t", kind: "echo", items: [ItemDefinition(id: "own", icon: "star")],
        parameters: ["suffix": .string("!")]),
      context: RowContext(data: ["t": .list([.string("hi")])]))
    let answer = export.respond(kind: "echo", requestJSON: JSONText.encode(request.wireValue))
    #expect(
      try RowResponse(wireValue: JSONText.decode(answer))
        == .content(
          RowContent(
            items: [
              ItemDefinition(id: "hi", title: "hi!"), ItemDefinition(id: "own", icon: "star"),
            ],
            flow: .wrap)))
  }

  @Test func providerErrorsBecomeErrorAnswers() {
    let request = RowRequest(tier: TierDefinition(id: "t", kind: "echo"), context: RowContext())
    #expect(
      export.respond(kind: "echo", requestJSON: JSONText.encode(request.wireValue))
        == #"{"error":"echo needs data"}"#)
  }

  @Test func unknownKindsAndBadRequestsAreErrorAnswers() {
    #expect(
      export.respond(kind: "ecko", requestJSON: "{}")
        == #"{"error":"this plugin has no row kind 'ecko'; it provides echo"}"#)
    #expect(
      export.respond(kind: "echo", requestJSON: "{")
        == #"{"error":"the plugin could not read the host's request: expected a string key at byte 1"}"#
    )
  }

  @Test func theEntryIsAVersionOneTable() throws {
    let entry = try #require(export.entry)
    #expect(entry.load(as: UInt32.self) == 1)
  }
}
