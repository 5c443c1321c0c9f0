import TierbarModel

/// What the live preview shows at one moment: the last good gallery, and the diagnostics of the
/// file as it is now (empty when it loads cleanly). The server numbers each published content.
public struct PreviewContent: Hashable, Sendable {
  /// Increases with every publish (set by the server); the page ignores an event it already shows.
  public var version: Int
  /// The page title (the file's name).
  public var title: String
  /// The gallery's HTML fragment (`GalleryPage.fragment`) from the last load that succeeded;
  /// empty until one has.
  public var gallery: String
  /// The file's diagnostics as `tierbar validate` prints them (`file:line:col: error: … [code]`,
  /// the quoted line and the caret), one entry per diagnostic.
  public var problems: [String]
  /// One line about the state of the file ("3 errors: showing the last good picture").
  public var status: String

  public init(
    version: Int = 0, title: String, gallery: String, problems: [String] = [], status: String
  ) {
    self.version = version
    self.title = title
    self.gallery = gallery
    self.problems = problems
    self.status = status
  }

  /// The content as one line of JSON: the `data:` of a Server-Sent Event. `<` is escaped so the
  /// same text can sit inside a `<script>` element.
  public var json: String {
    OrderedJSON.object([
      ("version", .int(version)),
      ("title", .string(title)),
      ("status", .string(status)),
      ("problems", .array(problems.map(OrderedJSON.string))),
      ("gallery", .string(gallery)),
    ]).render().replacingAll("<", with: "\\u003c")
  }

  /// One Server-Sent Event named `content` carrying `json`.
  var event: [UInt8] {
    Array("id: \(version)\nevent: content\ndata: \(json)\n\n".utf8)
  }
}

extension String {
  /// Every `target` replaced (Foundation-free, so the model-side code stays portable).
  func replacingAll(_ target: Character, with replacement: String) -> String {
    var out = ""
    out.reserveCapacity(utf8.count)
    for character in self {
      if character == target { out += replacement } else { out.append(character) }
    }
    return out
  }
}
