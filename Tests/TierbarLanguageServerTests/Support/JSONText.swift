import Foundation
import TierbarModel

/// Builds message text for the tests: a string as a JSON literal, a document's identifiers.
enum JSONText {
  static func string(_ text: String) -> String {
    var out = ""
    OrderedJSON.writeString(text, to: &out)
    return out
  }

  static func didOpen(_ uri: String, _ text: String, version: Int = 1) -> String {
    #"{"textDocument":{"uri":"\#(uri)","languageId":"yaml","version":\#(version),"text":\#(string(text))}}"#
  }

  static func position(_ uri: String, _ line: Int, _ character: Int) -> String {
    #"{"textDocument":{"uri":"\#(uri)"},"position":{"line":\#(line),"character":\#(character)}}"#
  }

  /// A parsed message, for assertions on single fields.
  static func parse(_ text: String) -> [String: Any] {
    (try? JSONSerialization.jsonObject(with: Data(text.utf8))) as? [String: Any] ?? [:]
  }
}
