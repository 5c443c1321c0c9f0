import Foundation
import Testing
import Tierbar

/// LoadingJSON.md's app-side snippet does what the article says: a valid download gives a
/// controller, a bad one gives nil.
@Suite struct LoadingJSONSnippetTests {
  static let container = Rect(x: 0, y: 0, width: 393, height: 852)

  @Test func aValidDownloadGivesAController() throws {
    let json = """
      {"toolbars": [{"id": "bar", "tiers": [{"id": "main", "height": 44,
        "items": [{"id": "done", "title": "Done", "action": "dismiss-keyboard"}]}]}]}
      """
    let controller = try #require(
      downloadedToolbar(Data(json.utf8), named: "bar.json", id: "bar", container: Self.container))
    #expect(controller.toolbar.id == "bar")
  }

  @Test func aBadDownloadGivesNil() {
    let json = "{\"toolbars\": [\n  {\"id\": \"bar\", \"tiers\": []},\n]}"
    #expect(
      downloadedToolbar(Data(json.utf8), named: "bar.json", id: "bar", container: Self.container)
        == nil)
    let valid =
      "{\"toolbars\": [{\"id\": \"bar\", \"tiers\": [{\"id\": \"main\", \"items\": []}]}]}"
    #expect(
      downloadedToolbar(Data(valid.utf8), named: "bar.json", id: "other", container: Self.container)
        == nil, "an id the config does not have")
  }
}
