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
}
