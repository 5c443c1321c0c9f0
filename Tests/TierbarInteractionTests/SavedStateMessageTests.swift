import Testing
import TierbarInteraction

/// A malformed saved state once printed two codes and the decoder's own words ("No value
/// associated with key CodingKeys(…)"): its message names the field that is missing or wrong.
@Suite struct SavedStateMessageTests {
  @Test(arguments: [
    (
      #"{"version": 1, "expanded": [], "selection": {}}"#,
      #"the field "toolbar" is missing; add it"#
    ),
    (
      #"{"version": 1, "toolbar": "t", "expanded": [], "selection": {"main": [1]}}"#,
      #"the field "selection.main[0]" must be a string"#
    ),
    (
      #"{"version": 1, "toolbar": 7, "expanded": [], "selection": {}}"#,
      #"the field "toolbar" must be a string"#
    ),
  ])
  func malformedStateNamesTheField(json: String, reason: String) throws {
    guard case .failure(let error) = SavedState.decode(Array(json.utf8)) else {
      Issue.record("\(json) decoded")
      return
    }
    #expect(error.code == .malformed)
    #expect(error.message.hasSuffix(": \(reason)"), "\(error.message)")
    #expect(!error.message.contains("CodingKeys"))
  }

  /// Text that is not JSON was once "not a JSON object" even when it was one with a bad part
  /// (a number past a Double, nesting past the limit): the message says where the reader stopped.
  @Test(arguments: [
    (#"{"version": 1e400, "toolbar": "t", "expanded": [], "selection": {}}"#, 1, 13),
    ("{\n  \"version\": 1,\n  \"expanded\": " + String(repeating: "[", count: 100), 3, 78),
    (#"{"version": 1, "toolbar": "t""#, 1, 30),
    ("", 1, 1),
  ])
  func textThatIsNotJSONIsLocated(json: String, line: Int, column: Int) throws {
    guard case .failure(let error) = SavedState.decode(Array(json.utf8)) else {
      Issue.record("\(json) decoded")
      return
    }
    #expect(error.code == .malformed)
    #expect(
      error.message
        == "saved state is not valid JSON at line \(line), column \(column); expected "
        + #"{"version": 1, …}"#)
  }

  @Test(arguments: ["1.0", "1.5", "1e0", "9223372036854775808", "\"1\""])
  func aVersionThatIsNotTheInteger1SaysSo(version: String) throws {
    let json = #"{"version": "# + version + #", "toolbar": "t", "expanded": [], "selection": {}}"#
    guard case .failure(let error) = SavedState.decode(Array(json.utf8)) else {
      Issue.record("\(json) decoded")
      return
    }
    #expect(error.message.hasSuffix(#": the field "version" must be the integer 1"#))
  }
}
