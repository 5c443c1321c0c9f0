import Foundation
import Testing
import TierbarTestSupport

/// A recorded editing session against the built `tierbar lsp`: open a config, change it, ask
/// for completions, hovers, definitions, references, a rename and quick fixes, shut down. Every
/// message the server sends is compared with `Golden/session.transcript`.
@Suite("LSP session")
struct SessionTests {
  static let golden = ServerProcess.packageRoot.appendingPathComponent(
    "Tests/TierbarLanguageServerTests/Golden")
  static let uri = "file:///work/session.yaml"

  /// The 0-based line and UTF-16 character of `needle`'s `occurrence`-th appearance, plus
  /// `offset` scalars (counted by the test, not the server).
  static func position(
    of needle: String, _ occurrence: Int = 1, plus offset: Int = 0, in text: String
  ) -> String {
    var seen = 0
    for (number, line) in text.split(separator: "\n", omittingEmptySubsequences: false)
      .enumerated()
    {
      var searchStart = line.startIndex
      while let found = line[searchStart...].range(of: needle) {
        seen += 1
        if seen == occurrence {
          let before = String(line[line.startIndex..<found.lowerBound])
          let extra = String(line[found.lowerBound...].unicodeScalars.prefix(offset))
          let character = before.utf16.count + extra.utf16.count
          return #""position":{"line":\#(number),"character":\#(character)}"#
        }
        searchStart = found.upperBound
      }
    }
    Issue.record("'\(needle)' #\(occurrence) is not in the text")
    return ""
  }

  @Test func recordedSessionMatchesTheTranscript() throws {
    let text = try String(
      contentsOf: Self.golden.appendingPathComponent("session.yaml"), encoding: .utf8)
    let server = try ServerProcess()
    var transcript = ""
    func record(_ step: String, _ messages: [String]) {
      transcript += "--> \(step)\n" + messages.map { "<-- \($0)\n" }.joined()
    }
    func ask(_ id: Int, _ step: String, _ method: String, _ params: String) throws {
      record(step, [try server.request(id, method, params)])
    }
    func at(_ needle: String, _ occurrence: Int = 1, plus offset: Int = 0) -> String {
      let position = Self.position(of: needle, occurrence, plus: offset, in: text)
      return #"{"textDocument":{"uri":"\#(Self.uri)"},\#(position)}"#
    }

    try ask(1, "initialize", "initialize", LifecycleTests.initialize)
    server.notify("initialized", "{}")
    server.notify("textDocument/didOpen", JSONText.didOpen(Self.uri, text))
    record("didOpen v1", [try server.diagnostics(version: 1)])
    // Type a new item line under `items:` of tier `extra`, incrementally.
    let insertAt = Self.position(of: "          - { id: large", in: text)
    let range =
      #""range":{"start":{\#(insertAt.dropFirst(12).dropLast())},"end":{\#(insertAt.dropFirst(12).dropLast())}}"#
    server.notify(
      "textDocument/didChange",
      #"{"textDocument":{"uri":"\#(Self.uri)","version":2},"contentChanges":[{\#(range),"text":"          - { id: medium, title: M, action: { toggle:  } }\n"}]}"#
    )
    record("didChange v2 (a line inserted)", [try server.diagnostics(version: 2)])
    let edited = try #require(
      text.range(of: "          - { id: large").map {
        text[..<$0.lowerBound] + "          - { id: medium, title: M, action: { toggle:  } }\n"
          + text[$0.lowerBound...]
      })
    func atEdited(_ needle: String, _ occurrence: Int = 1, plus offset: Int = 0) -> String {
      let position = Self.position(of: needle, occurrence, plus: offset, in: String(edited))
      return #"{"textDocument":{"uri":"\#(Self.uri)"},\#(position)}"#
    }
    try ask(
      2, "completion after 'toggle: '", "textDocument/completion", atEdited("toggle: ", 2, plus: 8))
    try ask(
      3, "completion after 'style: pil'", "textDocument/completion",
      atEdited("            style: pil", plus: 22))
    try ask(
      4, "completion of keys at 'tittle'", "textDocument/completion", atEdited("tittle", plus: 2))
    try ask(
      5, "completion after 'selected: '", "textDocument/completion",
      atEdited("selected: small", plus: 10))
    try ask(
      6, "completion after 'kind: '", "textDocument/completion", atEdited("kind: chips", plus: 6))
    try ask(
      7, "completion in 'parameters:'", "textDocument/completion",
      atEdited("format: \"{value}", plus: 0))
    try ask(
      8, "completion after 'presentation: '", "textDocument/completion",
      atEdited("presentation: ", plus: 14))
    try ask(
      9, "completion after 'extends: '", "textDocument/completion",
      atEdited("extends: base", plus: 9))
    try ask(10, "hover on key 'collapsed'", "textDocument/hover", atEdited("collapsed", plus: 3))
    try ask(
      11, "hover on style 'pill' in 'style: pill'", "textDocument/hover",
      atEdited("style: pill }", plus: 8))
    try ask(12, "hover on 'kind: chips'", "textDocument/hover", atEdited("chips", plus: 2))
    try ask(13, "hover on parameter 'values'", "textDocument/hover", atEdited("values:", plus: 1))
    try ask(
      14, "definition of 'extra' in 'collapse: extra'", "textDocument/definition",
      atEdited("collapse: extra", plus: 11))
    try ask(
      15, "definition through the alias '*round'", "textDocument/definition",
      atEdited("*round", 1, plus: 2))
    try ask(
      16, "definition of 'small' in 'selected:'", "textDocument/definition",
      atEdited("selected: small", plus: 11))
    try ask(
      17, "references of style 'pill'", "textDocument/references",
      String(atEdited("pill:", plus: 1).dropLast()) + #","context":{"includeDeclaration":true}}"#)
    try ask(
      18, "rename tier 'extra' to 'more-tools'", "textDocument/rename",
      String(atEdited("- id: extra", plus: 7).dropLast()) + #","newName":"more-tools"}"#)
    try ask(
      19, "rename style 'base' to 'two words'", "textDocument/rename",
      String(atEdited("extends: base", plus: 10).dropLast()) + #","newName":"two words"}"#)
    try ask(
      20, "rename to an invalid id", "textDocument/rename",
      String(atEdited("- id: extra", plus: 7).dropLast()) + #","newName":"a b"}"#)
    try ask(
      21, "code actions for the whole file", "textDocument/codeAction",
      #"{"textDocument":{"uri":"\#(Self.uri)"},"range":{"start":{"line":0,"character":0},"end":{"line":60,"character":0}},"context":{"diagnostics":[]}}"#
    )
    // Full sync: the file with its problems fixed, then a line being typed.
    let fixed =
      edited.replacingOccurrences(of: "#FF0000", with: "\"#FF0000\"")
      .replacingOccurrences(of: "style: pil\n", with: "style: pill\n")
      .replacingOccurrences(of: "tittle:", with: "title:")
      .replacingOccurrences(of: "toggle:  }", with: "toggle: times }")
      .replacingOccurrences(
        of: "icon: bold\n", with: "icon: bold\n            accessibility-label: Bold\n")
    server.notify(
      "textDocument/didChange",
      #"{"textDocument":{"uri":"\#(Self.uri)","version":3},"contentChanges":[{"text":\#(JSONText.string(fixed))}]}"#
    )
    record("didChange v3 (full text, problems fixed)", [try server.diagnostics(version: 3)])
    let fixedPosition = Self.position(of: "style: pill }", plus: 8, in: fixed)
    try ask(
      22, "hover on style 'pill' once the file is valid", "textDocument/hover",
      #"{"textDocument":{"uri":"\#(Self.uri)"},\#(fixedPosition)}"#)
    try ask(23, "shutdown", "shutdown", "null")
    server.notify("exit", "null")
    #expect(server.finish() == 0)
    #expect(server.all().count == 26, "every message is accounted for: \(server.all().count)")

    let url = Self.golden.appendingPathComponent("session.transcript")
    let mismatch = GoldenFile.mismatch(transcript, at: url)
    #expect(mismatch == nil, "\(mismatch ?? "")")
  }
}
